import { randomUUID } from 'node:crypto';
import { EXTENDED_FAST_NOT_ALLOWED } from '@ketoflow/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, VALID_ANSWERS, type TestUser } from '../../test/harness.js';
import {
  completeProfile,
  createModuleTestContext,
  type ModuleTestContext,
  type Platform,
} from '../../test/module-harness.js';
import { createProfileModule } from '../profile/index.js';
import {
  CAUTION_NOT_CONFIRMED_MESSAGE,
  FAST_ALREADY_ENDED_MESSAGE,
  FAST_OVERLAP_MESSAGE,
  FAST_RUNNING_MESSAGE,
} from './fasting.service.js';
import { createFastingModule } from './index.js';

const H = 3_600_000;
const ago = (hours: number) => new Date(Date.now() - hours * H).toISOString();
const ahead = (hours: number) => new Date(Date.now() + hours * H).toISOString();

function build({ db }: Platform) {
  const profile = createProfileModule({ db });
  return { profile, fasting: createFastingModule({ db, profile: profile.reader }) };
}
let ctx: ModuleTestContext<ReturnType<typeof build>>;
beforeAll(async () => {
  ctx = await createModuleTestContext(build);
});
afterAll(async () => {
  await ctx.close();
});

type FastBody = {
  id: string;
  protocol: string;
  targetHours: number;
  startedAt: string;
  endedAt: string | null;
  note: string | null;
  durationHours: number | null;
  completed: boolean | null;
};

function call(
  user: TestUser,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) {
  return as(ctx.app, user, { method, url, ...(payload ? { payload } : {}) });
}

async function start(user: TestUser, payload: object = { protocol: '16:8' }): Promise<FastBody> {
  const res = await call(user, 'POST', '/api/v1/fasts', payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<FastBody>();
}

async function end(user: TestUser, id: string, payload: object = {}): Promise<FastBody> {
  const res = await call(user, 'POST', `/api/v1/fasts/${id}/end`, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<FastBody>();
}

/** A finished fast from `fromHoursAgo` to `toHoursAgo`. */
async function finished(
  user: TestUser,
  fromHoursAgo: number,
  toHoursAgo: number,
  protocol = '16:8',
): Promise<FastBody> {
  const fast = await start(user, { protocol, startedAt: ago(Math.min(fromHoursAgo, 47)) });
  if (fromHoursAgo > 47) {
    const res = await call(user, 'PATCH', `/api/v1/fasts/${fast.id}`, {
      startedAt: ago(fromHoursAgo),
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  return end(user, fast.id, { endedAt: ago(toHoursAgo) });
}

async function onboardWith(user: TestUser, safetyFlags: string[]): Promise<void> {
  await completeProfile(ctx.modules.profile.store, user, { ...VALID_ANSWERS, safetyFlags });
}

function expectValidation(
  res: { statusCode: number; json: () => { error: { code: string; message: string } } },
  message: string | RegExp,
) {
  expect(res.statusCode).toBe(400);
  expect(res.json().error.code).toBe('VALIDATION_FAILED');
  if (typeof message === 'string') expect(res.json().error.message).toBe(message);
  else expect(res.json().error.message).toMatch(message);
}

describe('starting a fast', () => {
  it('needs a session', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/fasts/current'],
      ['GET', '/api/v1/fasts'],
      ['GET', '/api/v1/fasts/stats'],
      ['POST', '/api/v1/fasts'],
    ] as const) {
      const res = await ctx.app.inject({
        method,
        url,
        payload: method === 'POST' ? { protocol: '16:8' } : undefined,
      });
      expect(res.statusCode).toBe(401);
    }
  });

  it('starts a 16:8 fast now; /current returns it with the server time', async () => {
    const user = await ctx.signUp();
    const empty = await call(user, 'GET', '/api/v1/fasts/current');
    expect(empty.statusCode).toBe(200);
    expect(empty.json().fast).toBeNull();
    expect(empty.json().safety).toEqual({ flags: [], extendedFastingAllowed: true });

    const before = Date.now();
    const fast = await start(user, { protocol: '16:8', note: '  after dinner  ' });
    expect(fast).toMatchObject({
      protocol: '16:8',
      targetHours: 16,
      endedAt: null,
      durationHours: null,
      completed: null,
      note: 'after dinner',
    });
    expect(Date.parse(fast.startedAt)).toBeGreaterThanOrEqual(before - 1000);

    const current = await call(user, 'GET', '/api/v1/fasts/current');
    expect(current.json().fast).toEqual(fast);
    const serverTime = Date.parse(current.json().serverTime);
    expect(Math.abs(serverTime - Date.now())).toBeLessThan(5000);
  });

  it('takes each protocol’s target, and a custom target in whole or half hours', async () => {
    for (const [protocol, hours] of [
      ['18:6', 18],
      ['20:4', 20],
      ['omad', 23],
    ] as const) {
      const user = await ctx.signUp();
      // A fixed protocol ignores a stray targetHours.
      expect((await start(user, { protocol, targetHours: 5 })).targetHours).toBe(hours);
    }
    const user = await ctx.signUp();
    expect((await start(user, { protocol: 'custom', targetHours: 13.5 })).targetHours).toBe(13.5);
  });

  it('refuses invalid protocols and custom targets with clear messages', async () => {
    const user = await ctx.signUp();
    expectValidation(
      await call(user, 'POST', '/api/v1/fasts', { protocol: '12:12' }),
      /protocol|Invalid option/i,
    );
    const range = 'Choose a target between 1 and 168 hours.';
    expectValidation(await call(user, 'POST', '/api/v1/fasts', { protocol: 'custom' }), range);
    expectValidation(
      await call(user, 'POST', '/api/v1/fasts', { protocol: 'custom', targetHours: 0 }),
      range,
    );
    expectValidation(
      await call(user, 'POST', '/api/v1/fasts', { protocol: 'custom', targetHours: 169 }),
      range,
    );
    expectValidation(
      await call(user, 'POST', '/api/v1/fasts', { protocol: 'custom', targetHours: -4 }),
      range,
    );
    expectValidation(
      await call(user, 'POST', '/api/v1/fasts', { protocol: 'custom', targetHours: 12.25 }),
      'Use whole or half hours for the target.',
    );
    expectValidation(
      await call(user, 'POST', '/api/v1/fasts', { protocol: '16:8', note: 'x'.repeat(501) }),
      'Keep the note under 500 characters.',
    );
    expect((await call(user, 'GET', '/api/v1/fasts/current')).json().fast).toBeNull();
  });

  it('"I started earlier": up to 48 h back, never in the future', async () => {
    const user = await ctx.signUp();
    expectValidation(
      await call(user, 'POST', '/api/v1/fasts', { protocol: '16:8', startedAt: ahead(1) }),
      'The start time can’t be in the future.',
    );
    expectValidation(
      await call(user, 'POST', '/api/v1/fasts', { protocol: '16:8', startedAt: ago(49) }),
      'The start time can be at most 48 hours ago.',
    );
    expectValidation(
      await call(user, 'POST', '/api/v1/fasts', { protocol: '16:8', startedAt: 'yesterday' }),
      /date and time/,
    );
    const startedAt = ago(3);
    const fast = await start(user, { protocol: '16:8', startedAt });
    expect(fast.startedAt).toBe(startedAt);
  });

  it('a clock a few seconds ahead counts as now', async () => {
    const user = await ctx.signUp();
    const fast = await start(user, {
      protocol: '16:8',
      startedAt: new Date(Date.now() + 30_000).toISOString(),
    });
    expect(Date.parse(fast.startedAt)).toBeLessThanOrEqual(Date.now());
  });

  it('one running fast per user: a second start is 409, also when two devices race', async () => {
    const user = await ctx.signUp();
    await start(user);
    const again = await call(user, 'POST', '/api/v1/fasts', { protocol: '18:6' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ code: 'CONFLICT', message: FAST_RUNNING_MESSAGE });

    const racer = await ctx.signUp();
    const results = await Promise.all(
      Array.from({ length: 4 }, () => call(racer, 'POST', '/api/v1/fasts', { protocol: '16:8' })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
  });

  it('a back-dated start may not overlap a fast already logged', async () => {
    const user = await ctx.signUp();
    await finished(user, 30, 10);
    const res = await call(user, 'POST', '/api/v1/fasts', { protocol: '16:8', startedAt: ago(12) });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(FAST_OVERLAP_MESSAGE);
    // Starting right when the last one ended is fine.
    await start(user, { protocol: '16:8', startedAt: ago(10) });
  });
});

describe('ending a fast', () => {
  it('ends now: duration and completed vs target', async () => {
    const user = await ctx.signUp();
    const fast = await start(user, { protocol: '16:8', startedAt: ago(17) });
    const ended = await end(user, fast.id);
    expect(ended.completed).toBe(true);
    expect(ended.durationHours).toBeCloseTo(17, 1);
    expect((await call(user, 'GET', '/api/v1/fasts/current')).json().fast).toBeNull();
  });

  it('a fast shorter than its target is not completed', async () => {
    const user = await ctx.signUp();
    const ended = await finished(user, 20, 5);
    expect(ended.durationHours).toBe(15);
    expect(ended.completed).toBe(false);
  });

  it('refuses an end before the start or in the future, and a second end', async () => {
    const user = await ctx.signUp();
    const fast = await start(user, { protocol: '16:8', startedAt: ago(5) });
    expectValidation(
      await call(user, 'POST', `/api/v1/fasts/${fast.id}/end`, { endedAt: ago(6) }),
      'The end time must be after the start time.',
    );
    expectValidation(
      await call(user, 'POST', `/api/v1/fasts/${fast.id}/end`, { endedAt: ahead(2) }),
      'The end time can’t be in the future.',
    );
    await end(user, fast.id, { endedAt: ago(1) });
    const again = await call(user, 'POST', `/api/v1/fasts/${fast.id}/end`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(FAST_ALREADY_ENDED_MESSAGE);
  });

  it('ends with no body at all', async () => {
    const user = await ctx.signUp();
    const fast = await start(user);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/fasts/${fast.id}/end`,
      headers: { cookie: user.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().endedAt).not.toBeNull();
  });

  it('unknown, malformed and other users’ ids are 404', async () => {
    const user = await ctx.signUp();
    for (const id of [randomUUID(), 'not-an-id']) {
      const res = await call(user, 'POST', `/api/v1/fasts/${id}/end`, {});
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
  });
});

describe('editing and deleting', () => {
  it('moving the start of a running fast to 17 h ago makes the 16:8 target reached', async () => {
    const user = await ctx.signUp();
    const fast = await start(user);
    const startedAt = ago(17);
    const res = await call(user, 'PATCH', `/api/v1/fasts/${fast.id}`, { startedAt });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().startedAt).toBe(startedAt);
    const ended = await end(user, fast.id);
    expect(ended.completed).toBe(true);
  });

  it('edits the end, protocol and note of a finished fast', async () => {
    const user = await ctx.signUp();
    const fast = await finished(user, 20, 6);
    expect(fast.completed).toBe(false);
    const res = await call(user, 'PATCH', `/api/v1/fasts/${fast.id}`, {
      endedAt: ago(2),
      protocol: '18:6',
      note: 'felt great',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      protocol: '18:6',
      targetHours: 18,
      durationHours: 18,
      completed: true,
      note: 'felt great',
    });

    const custom = await call(user, 'PATCH', `/api/v1/fasts/${fast.id}`, {
      protocol: 'custom',
      targetHours: 19,
      note: null,
    });
    expect(custom.json()).toMatchObject({
      protocol: 'custom',
      targetHours: 19,
      completed: false,
      note: null,
    });
    const hours = await call(user, 'PATCH', `/api/v1/fasts/${fast.id}`, { targetHours: 17.5 });
    expect(hours.json()).toMatchObject({ protocol: 'custom', targetHours: 17.5, completed: true });
  });

  it('refuses edits that make no sense, with the field’s message', async () => {
    const user = await ctx.signUp();
    const done = await finished(user, 20, 4);
    const url = `/api/v1/fasts/${done.id}`;
    expectValidation(await call(user, 'PATCH', url, {}), 'Nothing to change.');
    expectValidation(
      await call(user, 'PATCH', url, { startedAt: ago(3) }),
      'The start time must be before the end time.',
    );
    expectValidation(
      await call(user, 'PATCH', url, { endedAt: ahead(1) }),
      'The end time can’t be in the future.',
    );
    expectValidation(
      await call(user, 'PATCH', url, { startedAt: ago(200) }),
      'A fast can be at most 7 days (168 hours) long.',
    );
    expectValidation(
      await call(user, 'PATCH', url, { targetHours: 12 }),
      'Only a custom fast has its own target. Choose Custom to set the hours.',
    );

    const running = await start(user);
    const runningUrl = `/api/v1/fasts/${running.id}`;
    expectValidation(
      await call(user, 'PATCH', runningUrl, { startedAt: ahead(1) }),
      'The start time can’t be in the future.',
    );
    expectValidation(
      await call(user, 'PATCH', runningUrl, { endedAt: ago(0.1) }),
      'This fast is still running. End it first, then you can change its end time.',
    );
    // Moving the running fast back into the finished one overlaps it.
    const overlap = await call(user, 'PATCH', runningUrl, { startedAt: ago(10) });
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().error.message).toBe(FAST_OVERLAP_MESSAGE);
  });

  it('deletes a fast; afterwards it is 404', async () => {
    const user = await ctx.signUp();
    const fast = await finished(user, 20, 2);
    const res = await call(user, 'DELETE', `/api/v1/fasts/${fast.id}`);
    expect(res.statusCode).toBe(204);
    expect((await call(user, 'GET', `/api/v1/fasts/${fast.id}`)).statusCode).toBe(404);
    expect((await call(user, 'DELETE', `/api/v1/fasts/${fast.id}`)).statusCode).toBe(404);
    // Deleting the running fast frees the slot for a new one.
    const running = await start(user);
    expect((await call(user, 'DELETE', `/api/v1/fasts/${running.id}`)).statusCode).toBe(204);
    await start(user);
  });
});

describe('history and stats', () => {
  it('lists finished fasts newest first, page by page', async () => {
    const user = await ctx.signUp();
    // Five finished fasts, one a day, and a running one (not in the history).
    for (let day = 5; day >= 1; day -= 1) await finished(user, day * 24 + 16, day * 24);
    await start(user);
    const first = await call(user, 'GET', '/api/v1/fasts?limit=2');
    expect(first.statusCode).toBe(200);
    const page1 = first.json<{ items: FastBody[]; nextCursor: string | null }>();
    expect(page1.items).toHaveLength(2);
    expect(page1.nextCursor).not.toBeNull();
    const rest = await call(user, 'GET', `/api/v1/fasts?limit=10&cursor=${page1.nextCursor}`);
    const page2 = rest.json<{ items: FastBody[]; nextCursor: string | null }>();
    expect(page2.items).toHaveLength(3);
    expect(page2.nextCursor).toBeNull();
    const starts = [...page1.items, ...page2.items].map((f) => Date.parse(f.startedAt));
    expect(starts).toEqual([...starts].sort((a, b) => b - a));
    expect([...page1.items, ...page2.items].every((f) => f.endedAt !== null)).toBe(true);

    expectValidation(await call(user, 'GET', '/api/v1/fasts?cursor=garbage'), 'Invalid cursor.');
    expectValidation(await call(user, 'GET', '/api/v1/fasts?limit=0'), /./);
    expectValidation(await call(user, 'GET', '/api/v1/fasts?limit=101'), /./);
  });

  it('counts completed vs target, the streak and averages', async () => {
    const user = await ctx.signUp();
    const empty = await call(user, 'GET', '/api/v1/fasts/stats?tz=Europe/Berlin');
    expect(empty.json()).toMatchObject({
      totalFasts: 0,
      currentStreakDays: 0,
      averageHoursLast7: null,
      timeZone: 'Europe/Berlin',
    });

    // Three completed fasts ending 0, 1 and 2 days ago at the same clock time, and an older short one.
    await finished(user, 3 * 24 + 10, 3 * 24);
    for (const day of [2, 1, 0]) await finished(user, day * 24 + 18.5, day * 24 + 0.5);
    const res = await call(user, 'GET', '/api/v1/fasts/stats?tz=UTC');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      totalFasts: 4,
      completedFasts: 3,
      completionRate: 0.75,
      longestFastHours: 18,
      totalHours: 64,
      averageHoursLast7: 16,
      averageHoursLast30: 16,
      timeZone: 'UTC',
    });
    // Local days: the three may span 3 or 4 calendar days depending on the hour, never fewer than 2.
    expect(res.json().currentStreakDays).toBeGreaterThanOrEqual(2);
    expect(res.json().longestStreakDays).toBeGreaterThanOrEqual(res.json().currentStreakDays);
  });

  it('refuses an unknown time zone', async () => {
    const user = await ctx.signUp();
    expectValidation(
      await call(user, 'GET', '/api/v1/fasts/stats?tz=Mars/Olympus'),
      'Unknown time zone. Use an IANA name such as "Europe/Berlin".',
    );
  });
});

describe('safety answers from onboarding', () => {
  it('a fast over 24 h needs the caution confirmed', async () => {
    const user = await ctx.signUp();
    await onboardWith(user, []);
    const res = await call(user, 'POST', '/api/v1/fasts', { protocol: '36h' });
    expectValidation(res, CAUTION_NOT_CONFIRMED_MESSAGE);
    const fast = await start(user, { protocol: '36h', acknowledgeCaution: true });
    expect(fast.targetHours).toBe(36);
  });

  it('with diabetes medication: every fast needs the caution, and fasts over 24 h are off', async () => {
    const user = await ctx.signUp();
    await onboardWith(user, ['diabetes_medication']);
    const current = await call(user, 'GET', '/api/v1/fasts/current');
    expect(current.json().safety).toEqual({
      flags: ['diabetes_medication'],
      extendedFastingAllowed: false,
    });

    expectValidation(
      await call(user, 'POST', '/api/v1/fasts', { protocol: '16:8' }),
      CAUTION_NOT_CONFIRMED_MESSAGE,
    );
    expectValidation(
      await call(user, 'POST', '/api/v1/fasts', { protocol: '36h', acknowledgeCaution: true }),
      EXTENDED_FAST_NOT_ALLOWED,
    );
    expectValidation(
      await call(user, 'POST', '/api/v1/fasts', {
        protocol: 'custom',
        targetHours: 30,
        acknowledgeCaution: true,
      }),
      EXTENDED_FAST_NOT_ALLOWED,
    );
    const fast = await start(user, { protocol: '16:8', acknowledgeCaution: true });
    // Turning the running fast into a long one is refused too.
    expectValidation(
      await call(user, 'PATCH', `/api/v1/fasts/${fast.id}`, {
        protocol: '36h',
        acknowledgeCaution: true,
      }),
      EXTENDED_FAST_NOT_ALLOWED,
    );
    const omad = await call(user, 'PATCH', `/api/v1/fasts/${fast.id}`, {
      protocol: 'omad',
      acknowledgeCaution: true,
    });
    expect(omad.statusCode).toBe(200);
  });

  it('without onboarding there are no flags', async () => {
    const user = await ctx.signUp();
    expect((await call(user, 'GET', '/api/v1/fasts/current')).json().safety.flags).toEqual([]);
  });
});
