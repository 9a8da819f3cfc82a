import { DEFAULT_REMINDER_SETTINGS, type ReminderSettings } from '@ketoflow/contracts';
import { addDays, calendarDateInTimeZone, METASHIFT_PHASES, zonedInstant } from '@ketoflow/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wireTracking } from '../../composition/tracking.js';
import { reminderJobs } from '../../db/schema/index.js';
import { as, findFood, type TestUser } from '../../test/harness.js';
import {
  createModuleTestContext,
  type ModuleTestContext,
  type Platform,
} from '../../test/module-harness.js';
import { createProfileModule } from '../profile/index.js';
import { createWalletModule } from '../wallet/index.js';

/**
 * Reminder settings and the reminders they plan, with the daily loop wired as the app wires it
 * (the real diary answers whether anything was logged). The clock is the test's.
 */
async function build(platform: Platform) {
  const profile = createProfileModule({ db: platform.db });
  const wallet = createWalletModule({ db: platform.db });
  return wireTracking(platform, { wallet, profile });
}
let ctx: ModuleTestContext<Awaited<ReturnType<typeof build>>>;
beforeAll(async () => {
  ctx = await createModuleTestContext(build);
});
afterAll(async () => {
  await ctx.close();
});

const service = () => ctx.modules.reminders.service;

async function save(user: TestUser, settings: Partial<ReminderSettings> & { timeZone: string }) {
  const res = await as(ctx.app, user, {
    method: 'PUT',
    url: '/api/v1/reminders/settings',
    payload: { ...DEFAULT_REMINDER_SETTINGS, ...settings },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ReminderSettings>();
}

async function titles(user: TestUser): Promise<string[]> {
  const res = await as(ctx.app, user, { method: 'GET', url: '/api/v1/notifications' });
  return res.json<{ items: { title: string }[] }>().items.map((n) => n.title);
}

async function planned(user: TestUser) {
  return ctx.database.db
    .select({ occurrence: reminderJobs.occurrence, dueAt: reminderJobs.dueAt })
    .from(reminderJobs)
    .where(and(eq(reminderJobs.userId, user.id), eq(reminderJobs.status, 'due')))
    .orderBy(reminderJobs.dueAt);
}

describe('reminder settings', () => {
  it('start from the defaults and keep what the person saves, with their zone', async () => {
    const user = await ctx.signUp();
    const first = await as(ctx.app, user, { method: 'GET', url: '/api/v1/reminders/settings' });
    expect(first.json()).toEqual(DEFAULT_REMINDER_SETTINGS);
    const weighIn = { on: true, days: [1, 4], time: '06:45' };
    await save(user, { timeZone: 'America/Los_Angeles', weigh_in: weighIn });
    const again = await as(ctx.app, user, { method: 'GET', url: '/api/v1/reminders/settings' });
    expect(again.json()).toMatchObject({ timeZone: 'America/Los_Angeles', weigh_in: weighIn });
  });

  it('refuse a weigh-in without days, a time that is not one, and an unknown zone', async () => {
    const user = await ctx.signUp();
    const cases: [object, string][] = [
      [
        { weigh_in: { on: true, days: [], time: '07:00' } },
        'Choose at least one day for weigh-ins.',
      ],
      [{ nothing_logged: { on: true, time: '25:00' } }, 'Use a time such as 07:30.'],
      [{ timeZone: 'Mars/Olympus' }, 'Unknown time zone'],
    ];
    for (const [change, message] of cases) {
      const res = await as(ctx.app, user, {
        method: 'PUT',
        url: '/api/v1/reminders/settings',
        payload: { ...DEFAULT_REMINDER_SETTINGS, timeZone: 'Europe/Berlin', ...change },
      });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain(message);
    }
  });

  it('are each person’s own, and need a session', async () => {
    const owner = await ctx.signUp();
    const other = await ctx.signUp();
    await save(owner, { timeZone: 'Asia/Tokyo', weekly_email: { on: true } });
    const theirs = await as(ctx.app, other, { method: 'GET', url: '/api/v1/reminders/settings' });
    expect(theirs.json()).toEqual(DEFAULT_REMINDER_SETTINGS);
    const signedOut = await ctx.app.inject({ method: 'GET', url: '/api/v1/reminders/settings' });
    expect(signedOut.statusCode).toBe(401);
  });
});

describe('weigh-in reminders in three time zones', () => {
  it.each([
    ['America/Los_Angeles', '2026-11-30T15:30:00.000Z'],
    ['Europe/Berlin', '2026-11-30T06:30:00.000Z'],
    ['Pacific/Kiritimati', '2026-11-29T17:30:00.000Z'],
  ])('come at 07:30 on Monday in %s, then the next week', async (zone, due) => {
    const user = await ctx.signUp();
    // Saved on Saturday 28 November 2026 at noon UTC.
    const savedAt = new Date('2026-11-28T12:00:00Z');
    await service().updateSettings(
      user.id,
      {
        ...DEFAULT_REMINDER_SETTINGS,
        timeZone: zone,
        weigh_in: { on: true, days: [1], time: '07:30' },
      },
      savedAt,
    );
    expect((await planned(user)).map((j) => j.dueAt.toISOString())).toEqual([due]);
    await service().runDue(new Date(new Date(due).getTime() - 60_000));
    expect(await titles(user)).toEqual([]);
    await service().runDue(new Date(due));
    expect(await titles(user)).toEqual(['Time to weigh in']);
    const next = new Date(new Date(due).getTime() + 7 * 86_400_000).toISOString();
    expect((await planned(user)).map((j) => j.dueAt.toISOString())).toEqual([next]);
  });

  it('move with a change of zone', async () => {
    const user = await ctx.signUp();
    const savedAt = new Date('2026-11-28T12:00:00Z');
    const weighIn = { on: true, days: [1], time: '07:30' };
    await service().updateSettings(
      user.id,
      { ...DEFAULT_REMINDER_SETTINGS, timeZone: 'Europe/Berlin', weigh_in: weighIn },
      savedAt,
    );
    await service().setTimeZone(user.id, 'America/Los_Angeles', savedAt);
    expect((await planned(user)).map((j) => j.dueAt.toISOString())).toEqual([
      '2026-11-30T15:30:00.000Z',
    ]);
  });
});

describe('“nothing logged today”', () => {
  const evening = { on: true, time: '20:00' };

  it('is sent at the evening time when the diary is empty, and not after a log', async () => {
    const quiet = await ctx.signUp();
    const logger = await ctx.signUp();
    // Today in Berlin is 29 November 2026; 20:00 there is 19:00 UTC.
    const morning = new Date('2026-11-29T08:00:00Z');
    for (const user of [quiet, logger]) {
      await service().updateSettings(
        user.id,
        { ...DEFAULT_REMINDER_SETTINGS, timeZone: 'Europe/Berlin', nothing_logged: evening },
        morning,
      );
    }
    const egg = await findFood(ctx.app, logger, 'egg');
    const meal = await as(ctx.app, logger, {
      method: 'POST',
      url: '/api/v1/meals',
      payload: {
        method: 'food',
        date: '2026-11-29',
        mealType: 'lunch',
        items: [{ foodId: egg.id, quantity: 100, unit: 'g' }],
      },
    });
    expect(meal.statusCode, meal.body).toBe(201);
    await service().runDue(new Date('2026-11-29T19:00:00Z'));
    expect(await titles(quiet)).toEqual(['Nothing logged today yet']);
    expect(await titles(logger)).toEqual([]);
    // Both get tomorrow's planned.
    for (const user of [quiet, logger]) {
      expect((await planned(user)).map((j) => j.occurrence)).toEqual(['nothing_logged:2026-11-30']);
    }
  });
});

describe('a kind turned off', () => {
  it('cancels what was planned for it', async () => {
    const user = await ctx.signUp();
    const savedAt = new Date('2026-11-28T12:00:00Z');
    const settings = { ...DEFAULT_REMINDER_SETTINGS, timeZone: 'Europe/Berlin' };
    await service().updateSettings(user.id, { ...settings, fast_goal: { on: false } }, savedAt);
    await service().plan({
      userId: user.id,
      kind: 'fast_goal',
      occurrence: 'fast_goal:off',
      dueAt: savedAt,
      title: 'Fast goal reached',
      body: 'You reached your 16-hour goal.',
      url: '/fasting-tracker',
    });
    await service().runDue(savedAt);
    expect(await titles(user)).toEqual([]);
  });
});

describe('Metashift phase reminders', () => {
  it('are planned for each phase’s first day at the chosen time, follow a new time, and go when stopped', async () => {
    const user = await ctx.signUp();
    await save(user, { timeZone: 'Europe/Berlin' });
    const start = await as(ctx.app, user, {
      method: 'POST',
      url: '/api/v1/metashift/activate?tz=Europe/Berlin',
      payload: { startNow: true },
    });
    expect(start.statusCode, start.body).toBe(200);
    const today = calendarDateInTimeZone(new Date(), 'Europe/Berlin');
    const phases = (await planned(user)).filter((j) => j.occurrence.startsWith('metashift_phase:'));
    expect(phases.length).toBe(METASHIFT_PHASES.length - 1);
    const second = METASHIFT_PHASES[1]!;
    const firstDay = addDays(today, second.fromDay - 1);
    expect(phases[0]).toEqual({
      occurrence: `metashift_phase:${firstDay}:${second.id}`,
      dueAt: zonedInstant(firstDay, '08:00', 'Europe/Berlin'),
    });

    await save(user, { timeZone: 'Europe/Berlin', metashift_phase: { on: true, time: '09:15' } });
    const [moved] = (await planned(user)).filter((j) =>
      j.occurrence.startsWith('metashift_phase:'),
    );
    expect(moved?.dueAt).toEqual(zonedInstant(firstDay, '09:15', 'Europe/Berlin'));

    await service().runDue(zonedInstant(firstDay, '09:15', 'Europe/Berlin'));
    expect(await titles(user)).toEqual([`Metashift: ${second.name} starts today`]);

    const stop = await as(ctx.app, user, {
      method: 'POST',
      url: '/api/v1/metashift/deactivate?tz=Europe/Berlin',
    });
    expect(stop.statusCode, stop.body).toBe(200);
    expect(
      (await planned(user)).filter((j) => j.occurrence.startsWith('metashift_phase:')),
    ).toEqual([]);
  });
});

describe('the queue, as the admin area sees it', () => {
  it('counts what waits, what is late, what was sent and what failed', async () => {
    const now = new Date('2030-01-01T12:00:00Z');
    const before = await service().queue(now);
    const user = await ctx.signUp();
    const reminder = (occurrence: string, dueAt: Date) => ({
      userId: user.id,
      kind: 'fast_goal',
      occurrence,
      dueAt,
      title: 'Fast goal reached',
      body: 'You reached your 16-hour goal.',
      url: '/fasting-tracker',
    });
    await service().plan(reminder('fast_goal:later', new Date(now.getTime() + 3_600_000)));
    await service().plan(reminder('fast_goal:late', new Date(now.getTime() - 600_000)));
    const after = await service().queue(now);
    expect(after.due - before.due).toBe(2);
    expect(after.late - before.late).toBe(1);
    await service().runDue(now);
    const delivered = await service().queue(now);
    // Every job due by then was delivered (this test's and any earlier test left behind).
    expect(delivered.late).toBe(0);
    expect(delivered.due - after.due).toBeLessThanOrEqual(-1);
    expect(delivered.sentLastDay - before.sentLastDay).toBeGreaterThanOrEqual(1);
  });
});
