import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, type TestUser } from '../../test/harness.js';
import {
  createModuleTestContext,
  type ModuleTestContext,
  type Platform,
} from '../../test/module-harness.js';
import { activityLogs } from './activity.schema.js';
import { createActivityModule } from './index.js';

// An entry's timestamp is the browser's word; only those near the server's clock are kept.

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

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** A page visit to `route` stamped `offsetMs` from now (negative: in the past). */
const visitAt = (route: string, offsetMs: number, timestamp?: string) => ({
  actionType: 'page_visit',
  pageRoute: route,
  details: { timestamp: timestamp ?? new Date(Date.now() + offsetMs).toISOString() },
});

const post = (user: TestUser, entries: object[]) =>
  as(ctx.app, user, { method: 'POST', url: '/api/v1/activity/logs', payload: { entries } });

async function routesOf(user: TestUser): Promise<string[]> {
  const rows = await ctx.database.db
    .select()
    .from(activityLogs)
    .where(eq(activityLogs.userId, user.id));
  return rows.map((r) => r.pageRoute).sort();
}

describe('activity timestamps', () => {
  it('stores the entries inside the window and leaves the rest out, without losing the batch', async () => {
    const user = await ctx.signUp();
    // Now, written with the browser's own offset (+02:00) instead of Z.
    const local = new Date(Date.now() + 2 * 60 * MINUTE).toISOString().replace('Z', '+02:00');
    const res = await post(user, [
      visitAt('/now', 0),
      visitAt('/now-in-local-time', 0, local),
      visitAt('/queued-six-days', -6 * DAY),
      visitAt('/clock-a-bit-fast', 4 * MINUTE),
      visitAt('/eight-days-old', -8 * DAY),
      visitAt('/ten-minutes-ahead', 10 * MINUTE),
      visitAt('/next-year', 365 * DAY),
      visitAt('/epoch', 0, '1970-01-01T00:00:00Z'),
    ]);
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ stored: 4 });
    expect(await routesOf(user)).toEqual([
      '/clock-a-bit-fast',
      '/now',
      '/now-in-local-time',
      '/queued-six-days',
    ]);
  });

  it('a batch with no entry in the window is accepted and stores nothing', async () => {
    const user = await ctx.signUp();
    const res = await post(user, [visitAt('/stale', -30 * DAY), visitAt('/future', DAY)]);
    // Accepted (202), so the browser does not send it again and again.
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ stored: 0 });
    expect(await routesOf(user)).toEqual([]);
  });

  it('a malformed timestamp is still refused by the contract, as before', async () => {
    const user = await ctx.signUp();
    const res = await post(user, [visitAt('/now', 0), visitAt('/bad', 0, 'yesterday')]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    expect(await routesOf(user)).toEqual([]);
  });
});
