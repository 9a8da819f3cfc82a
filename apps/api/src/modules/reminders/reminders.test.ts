import type { RealtimeEvent } from '@ketoflow/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reminderJobs } from '../../db/schema/index.js';
import { as, type TestUser } from '../../test/harness.js';
import {
  createModuleTestContext,
  type ModuleTestContext,
  type Platform,
} from '../../test/module-harness.js';
import { createRemindersModule, type PushChannel } from './index.js';
import { LEASE_MS } from './reminders.jobs.js';

/** The devices' channel; a test may make it fail once, as a broken push service would. */
let failNext = 0;
const push: PushChannel = {
  async send() {
    if (failNext > 0) {
      failNext--;
      throw new Error('push service unreachable');
    }
    return new Map();
  },
};

function build({ db, events, log }: Platform) {
  return {
    reminders: createRemindersModule({
      db,
      events,
      logger: log,
      push,
      secret: 'test-secret',
      appUrl: 'https://ketoflow.test',
    }),
  };
}
let ctx: ModuleTestContext<ReturnType<typeof build>>;
beforeAll(async () => {
  ctx = await createModuleTestContext(build);
});
afterAll(async () => {
  await ctx.close();
});

const service = () => ctx.modules.reminders.service;

/** A person whose devices are in Berlin (UTC+1 in winter), with the default quiet hours. */
async function signUp(): Promise<TestUser> {
  const user = await ctx.signUp();
  const res = await as(ctx.app, user, {
    method: 'PUT',
    url: '/api/v1/reminders/time-zone',
    payload: { timeZone: 'Europe/Berlin' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return user;
}
const at = (iso: string) => new Date(iso);

function plan(user: TestUser, occurrence: string, dueAt: Date, kind = 'fast_goal') {
  return service().plan({
    userId: user.id,
    kind,
    occurrence,
    dueAt,
    title: 'Your fast reached its goal',
    body: '16 hours done. Break it gently.',
    url: '/fasting-tracker',
  });
}

async function inbox(user: TestUser) {
  const res = await as(ctx.app, user, { method: 'GET', url: '/api/v1/notifications' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ items: { id: string; title: string; url: string }[]; unread: number }>();
}

// 14:00 in Berlin (UTC+1 in winter): outside the default quiet hours.
const NOON = at('2026-01-15T13:00:00Z');

describe('a planned reminder', () => {
  it('reaches the inbox once, however often it is planned or the queue is run', async () => {
    const user = await signUp();
    expect(await plan(user, 'fast_goal:a', NOON)).toBe(true);
    expect(await plan(user, 'fast_goal:a', NOON)).toBe(false);
    await service().runDue(NOON);
    await service().runDue(NOON);
    const box = await inbox(user);
    expect(box.unread).toBe(1);
    expect(box.items.map((n) => [n.title, n.url])).toEqual([
      ['Your fast reached its goal', '/fasting-tracker'],
    ]);
  });

  it('is delivered once when several workers run the queue at the same moment', async () => {
    const user = await signUp();
    for (let i = 0; i < 5; i++) await plan(user, `fast_goal:race-${i}`, NOON);
    const delivered = await Promise.all([
      service().runDue(NOON),
      service().runDue(NOON),
      service().runDue(NOON),
    ]);
    expect((await inbox(user)).items).toHaveLength(5);
    expect(delivered.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(5);
    const rows = await ctx.database.db
      .select({ status: reminderJobs.status })
      .from(reminderJobs)
      .where(eq(reminderJobs.userId, user.id));
    expect(rows.map((r) => r.status)).toEqual(Array(5).fill('sent'));
  });

  it('waits for its moment, and is taken over after a worker died holding it', async () => {
    const user = await signUp();
    await plan(user, 'fast_goal:crash', NOON);
    await service().runDue(new Date(NOON.getTime() - 60_000));
    expect((await inbox(user)).items).toHaveLength(0);
    // A worker claimed it and was killed before delivering: the row stays leased.
    await ctx.database.db
      .update(reminderJobs)
      .set({ lockedUntil: new Date(NOON.getTime() + LEASE_MS), attempts: 1 })
      .where(and(eq(reminderJobs.userId, user.id), eq(reminderJobs.occurrence, 'fast_goal:crash')));
    await service().runDue(NOON);
    expect((await inbox(user)).items).toHaveLength(0);
    await service().runDue(new Date(NOON.getTime() + LEASE_MS));
    expect((await inbox(user)).items).toHaveLength(1);
  });

  it('is not delivered once cancelled (a fast ended before its goal)', async () => {
    const user = await signUp();
    await plan(user, 'fast_goal:ended', NOON);
    await service().cancel(user.id, 'fast_goal:ended');
    await service().runDue(NOON);
    expect((await inbox(user)).items).toHaveLength(0);
  });

  it('is tried again later when the devices could not be reached, and shown once', async () => {
    const user = await signUp();
    await plan(user, 'fast_goal:retry', NOON);
    failNext = 1;
    await service().runDue(NOON);
    // The inbox has it at once; the job waits a minute to try the devices again.
    expect((await inbox(user)).items).toHaveLength(1);
    const status = async () => {
      const [row] = await ctx.database.db
        .select({ status: reminderJobs.status })
        .from(reminderJobs)
        .where(
          and(eq(reminderJobs.userId, user.id), eq(reminderJobs.occurrence, 'fast_goal:retry')),
        );
      return row?.status;
    };
    await service().runDue(new Date(NOON.getTime() + 30_000));
    expect(await status()).toBe('due');
    await service().runDue(new Date(NOON.getTime() + 60_000));
    expect(await status()).toBe('sent');
    expect((await inbox(user)).items).toHaveLength(1);
  });

  it('tells the person’s open screens the new unread count', async () => {
    const user = await signUp();
    const seen: RealtimeEvent[] = [];
    const stop = ctx.platform.events.subscribe(user.id, (event) => seen.push(event));
    await plan(user, 'fast_goal:live', NOON);
    await service().runDue(NOON);
    await expect.poll(() => seen).toEqual([{ type: 'notification.new', unread: 1 }]);
    stop();
  });
});

describe('quiet hours (22:00–07:00 in the person’s zone)', () => {
  it('hold a fast’s goal reached at night until 07:00, saying when it was reached', async () => {
    const user = await signUp();
    const night = at('2026-01-15T02:00:00Z'); // 03:00 in Berlin
    await plan(user, 'fast_goal:night', night);
    await service().runDue(night);
    expect((await inbox(user)).items).toHaveLength(0);
    await service().runDue(at('2026-01-15T06:00:00Z')); // 07:00 in Berlin
    expect((await inbox(user)).items.map((n) => n.title)).toEqual([
      'Your fast reached its goal (at 03:00)',
    ]);
  });

  it('drop a reminder that would be stale when they end', async () => {
    const user = await signUp();
    const late = at('2026-01-15T22:00:00Z'); // 23:00 in Berlin
    await plan(user, 'eating_window_closes:2026-01-15', late, 'eating_window_closes');
    await service().runDue(late);
    await service().runDue(at('2026-01-16T06:00:00Z'));
    expect((await inbox(user)).items).toHaveLength(0);
  });
});

describe('the inbox', () => {
  it('marks one notice or all of them read, and answers the unread count', async () => {
    const user = await signUp();
    for (const key of ['x', 'y', 'z']) await plan(user, `fast_goal:${key}`, NOON);
    await service().runDue(NOON);
    const [first] = (await inbox(user)).items;
    const one = await as(ctx.app, user, {
      method: 'POST',
      url: `/api/v1/notifications/${first!.id}/read`,
    });
    expect(one.json()).toEqual({ unread: 2 });
    const all = await as(ctx.app, user, { method: 'POST', url: '/api/v1/notifications/read-all' });
    expect(all.json()).toEqual({ unread: 0 });
    expect((await inbox(user)).unread).toBe(0);
  });

  it('is its owner’s alone: another person’s notice, or a malformed id, is not found', async () => {
    const owner = await signUp();
    const other = await signUp();
    await plan(owner, 'fast_goal:mine', NOON);
    await service().runDue(NOON);
    const [notice] = (await inbox(owner)).items;
    expect((await inbox(other)).items).toHaveLength(0);
    for (const id of [notice!.id, 'not-a-uuid']) {
      const res = await as(ctx.app, other, {
        method: 'POST',
        url: `/api/v1/notifications/${id}/read`,
      });
      expect(res.statusCode).toBe(404);
    }
    expect((await inbox(owner)).unread).toBe(1);
    const signedOut = await ctx.app.inject({ method: 'GET', url: '/api/v1/notifications' });
    expect(signedOut.statusCode).toBe(401);
  });
});
