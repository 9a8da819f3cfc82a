import { DEFAULT_REMINDER_SETTINGS } from '@ketoflow/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, type TestUser } from '../../test/harness.js';
import {
  createModuleTestContext,
  type ModuleTestContext,
  type Platform,
} from '../../test/module-harness.js';
import { createProfileModule } from '../profile/index.js';
import { createRemindersModule } from '../reminders/index.js';
import { createFastingModule } from './index.js';

function build({ db, events, log }: Platform) {
  const profile = createProfileModule({ db });
  const reminders = createRemindersModule({
    db,
    events,
    logger: log,
    secret: 'test-secret',
    appUrl: 'http://localhost',
  });
  const fasting = createFastingModule({
    db,
    profile: profile.reader,
    goalReminders: reminders.service,
    logger: log,
  });
  return { fasting, reminders };
}
let ctx: ModuleTestContext<ReturnType<typeof build>>;
beforeAll(async () => {
  ctx = await createModuleTestContext(build);
});
afterAll(async () => {
  await ctx.close();
});

const H = 3_600_000;

async function startFast(user: TestUser, hoursAgo: number) {
  const startedAt = new Date(Date.now() - hoursAgo * H).toISOString();
  const res = await as(ctx.app, user, {
    method: 'POST',
    url: '/api/v1/fasts',
    payload: { protocol: '16:8', startedAt },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string; startedAt: string }>();
}

async function notices(user: TestUser) {
  const res = await as(ctx.app, user, { method: 'GET', url: '/api/v1/notifications' });
  return res.json<{ items: { title: string; body: string; url: string }[] }>().items;
}

/** Runs the reminder queue at the fast's goal time, outside any quiet hours' reach. */
async function runAtGoal(fast: { startedAt: string }) {
  await ctx.modules.reminders.service.runDue(new Date(Date.parse(fast.startedAt) + 16 * H));
}

describe('the fast goal reminder', () => {
  it('reaches the inbox when a running fast reaches its goal, once', async () => {
    const user = await ctx.signUp();
    const fast = await startFast(user, 1);
    await runAtGoal(fast);
    await runAtGoal(fast);
    const items = await notices(user);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      body: 'You reached your 16-hour goal. End your fast when you are ready.',
      url: '/fasting-tracker',
    });
    expect(items[0]!.title).toMatch(/^Fast goal reached/);
  });

  it('is not sent for a fast ended or deleted before its goal', async () => {
    const ender = await ctx.signUp();
    const ended = await startFast(ender, 2);
    await as(ctx.app, ender, { method: 'POST', url: `/api/v1/fasts/${ended.id}/end`, payload: {} });
    const deleter = await ctx.signUp();
    const deleted = await startFast(deleter, 1);
    await as(ctx.app, deleter, { method: 'DELETE', url: `/api/v1/fasts/${deleted.id}` });
    await runAtGoal(ended);
    await runAtGoal(deleted);
    expect(await notices(ender)).toEqual([]);
    expect(await notices(deleter)).toEqual([]);
  });

  it('follows an edited start time: the old goal time sends nothing, the new one does', async () => {
    const user = await ctx.signUp();
    const fast = await startFast(user, 1);
    const earlier = new Date(Date.parse(fast.startedAt) - 3 * H).toISOString();
    const res = await as(ctx.app, user, {
      method: 'PATCH',
      url: `/api/v1/fasts/${fast.id}`,
      payload: { startedAt: earlier },
    });
    expect(res.statusCode, res.body).toBe(200);
    await ctx.modules.reminders.service.runDue(new Date(Date.parse(earlier) + 16 * H));
    await runAtGoal(fast);
    expect(await notices(user)).toHaveLength(1);
  });
});

describe('the eating window reminder', () => {
  async function endFast(user: TestUser, id: string) {
    const res = await as(ctx.app, user, {
      method: 'POST',
      url: `/api/v1/fasts/${id}/end`,
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ endedAt: string }>();
  }
  const at = (iso: string, hours: number) => new Date(Date.parse(iso) + hours * H);
  /** The eating-window reminder is off until the person turns it on. */
  async function signUpWithWindow() {
    const user = await ctx.signUp();
    const res = await as(ctx.app, user, {
      method: 'PUT',
      url: '/api/v1/reminders/settings',
      payload: {
        ...DEFAULT_REMINDER_SETTINGS,
        timeZone: 'UTC',
        quietHours: { on: false, start: '22:00', end: '07:00' },
        eating_window_closes: { on: true },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    return user;
  }

  it('comes half an hour before a 16:8 window closes, once', async () => {
    const user = await signUpWithWindow();
    const fast = await startFast(user, 17);
    const { endedAt } = await endFast(user, fast.id);
    await ctx.modules.reminders.service.runDue(at(endedAt, 7));
    expect(await notices(user)).toEqual([]);
    await ctx.modules.reminders.service.runDue(at(endedAt, 7.5));
    await ctx.modules.reminders.service.runDue(at(endedAt, 7.6));
    expect(await notices(user)).toEqual([
      expect.objectContaining({
        title: 'Eating window closes soon',
        body: 'Your 16:8 eating window closes in 30 minutes.',
        url: '/fasting-tracker',
      }),
    ]);
  });

  it('is not sent once the next fast has started', async () => {
    const user = await signUpWithWindow();
    const fast = await startFast(user, 17);
    const { endedAt } = await endFast(user, fast.id);
    await startFast(user, 0);
    await ctx.modules.reminders.service.runDue(at(endedAt, 7.5));
    expect((await notices(user)).map((n) => n.title)).not.toContain('Eating window closes soon');
  });
});
