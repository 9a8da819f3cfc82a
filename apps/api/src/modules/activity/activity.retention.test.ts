import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { activityLogs, user } from '../../db/schema/index.js';
import { createRateLimiter } from '../../lib/rate-limiter.js';
import {
  createModuleTestContext,
  type ModuleTestContext,
  type Platform,
} from '../../test/module-harness.js';
import { startRetentionJob } from './activity.retention.js';
import { createActivityModule } from './index.js';

// The module as the app serves it: its daily job starts when the server listens.
function build({ db, config, log, limiter, limits }: Platform) {
  return { activity: createActivityModule({ db, limiter, limits, logger: log, settings: config }) };
}
let ctx: ModuleTestContext<ReturnType<typeof build>>;
beforeAll(async () => {
  ctx = await createModuleTestContext(build);
});
afterAll(async () => {
  await ctx.close();
});

const DAY = 24 * 60 * 60 * 1000;
const silent = { info: () => undefined, error: () => undefined };

function activityWith(retentionDays: number) {
  const { db } = ctx.database;
  return createActivityModule({
    db,
    limiter: createRateLimiter(db, false),
    limits: {
      activityBatchesPerUser: { limit: 1, windowSeconds: 1 },
      activityPingsPerUser: { limit: 1, windowSeconds: 1 },
    },
    settings: { activityRetentionDays: retentionDays },
    logger: silent,
  }).service;
}

async function userWithEntriesAt(dates: Date[]): Promise<string> {
  const id = randomUUID();
  await ctx.database.db
    .insert(user)
    .values({ id, name: 'Retention', email: `retention-${id}@example.com` });
  await ctx.database.db.insert(activityLogs).values(
    dates.map((createdAt) => ({
      userId: id,
      actionType: 'page_visit',
      pageRoute: '/dashboard',
      actionDetails: { timestamp: createdAt.toISOString() },
      createdAt,
    })),
  );
  return id;
}

async function datesOf(userId: string): Promise<number[]> {
  const rows = await ctx.database.db
    .select({ createdAt: activityLogs.createdAt })
    .from(activityLogs)
    .where(eq(activityLogs.userId, userId));
  return rows.map((r) => r.createdAt.getTime()).sort((a, b) => a - b);
}

// A run deletes for every user, and on PostgreSQL every test file shares one database: the
// clocks here are long past, so a run only reaches rows dated back then (this file's own),
// never the fresh entries another file is checking at the same time.
describe('activity retention', () => {
  it('deletes entries older than the retention period, for every user, and keeps the rest', async () => {
    const now = new Date('1931-06-30T12:00:00Z');
    const at = (days: number) => new Date(now.getTime() - days * DAY);
    const a = await userWithEntriesAt([at(400), at(181), at(180.01), at(179.99), at(1)]);
    const b = await userWithEntriesAt([at(200), at(10)]);

    const deleted = await activityWith(180).deleteExpired(now);

    expect(deleted).toBeGreaterThanOrEqual(4);
    expect(await datesOf(a)).toEqual([at(179.99).getTime(), at(1).getTime()]);
    expect(await datesOf(b)).toEqual([at(10).getTime()]);
    // A second run (another process, the next day) finds nothing more to delete.
    expect(await activityWith(180).deleteExpired(now)).toBe(0);
  });

  it('follows the configured period (ACTIVITY_RETENTION_DAYS)', async () => {
    const now = new Date('1932-01-15T00:00:00Z');
    const at = (days: number) => new Date(now.getTime() - days * DAY);
    const a = await userWithEntriesAt([at(31), at(29)]);
    await activityWith(30).deleteExpired(now);
    expect(await datesOf(a)).toEqual([at(29).getTime()]);
  });

  it('deletes a large backlog in chunks', async () => {
    const now = new Date('1933-03-01T00:00:00Z');
    const old = new Date(now.getTime() - 365 * DAY);
    const a = await userWithEntriesAt(Array.from({ length: 12_000 }, () => old));
    await activityWith(180).deleteExpired(now);
    expect(await datesOf(a)).toEqual([]);
  });
});

describe('the daily retention job', () => {
  it('starts when the server listens, and deletes what has expired right away', async () => {
    const a = await userWithEntriesAt([new Date(Date.now() - 400 * DAY), new Date()]);
    expect(await datesOf(a)).toHaveLength(2);
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    await vi.waitFor(async () => expect(await datesOf(a)).toHaveLength(1), { timeout: 10_000 });
  });

  it('runs once at start, then once a day, on a timer that never keeps the process alive', async () => {
    vi.useFakeTimers();
    try {
      const runs: Date[] = [];
      const job = startRetentionJob({
        deleteExpired: async (now) => {
          runs.push(now);
          return 0;
        },
        logger: silent,
      });
      expect(runs).toHaveLength(1);
      expect(vi.getTimerCount()).toBe(1);
      await vi.advanceTimersByTimeAsync(DAY - 1);
      expect(runs).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(runs).toHaveLength(2);
      job.stop();
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('logs a failed run and tries again the next day', async () => {
    vi.useFakeTimers();
    try {
      const errors: unknown[] = [];
      const logger = { info: () => undefined, error: (...args: unknown[]) => errors.push(args) };
      let calls = 0;
      const job = startRetentionJob({
        deleteExpired: async () => {
          calls += 1;
          throw new Error('database unavailable');
        },
        logger,
      });
      await vi.advanceTimersByTimeAsync(0);
      expect(errors).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(DAY);
      expect(calls).toBe(2);
      job.stop();
    } finally {
      vi.useRealTimers();
    }
  });
});
