import { eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { queryRows } from '../../db/client.js';
import { user as userTable } from '../../db/schema/index.js';
import { as, type TestUser } from '../../test/harness.js';
import {
  createModuleTestContext,
  type ModuleTestContext,
  type Platform,
} from '../../test/module-harness.js';
import { activityLogs } from './activity.schema.js';
import { createActivityModule } from './index.js';

function build({ db, config, log, limiter, limits }: Platform) {
  return { activity: createActivityModule({ db, limiter, limits, logger: log, settings: config }) };
}
let ctx: ModuleTestContext<ReturnType<typeof build>>;
// Room for the hostile-batch test (malformed batches count too), small enough to reach.
const BATCH_LIMIT = 20;
beforeAll(async () => {
  ctx = await createModuleTestContext(build, {
    rateLimits: { activityBatchesPerUser: { limit: BATCH_LIMIT, windowSeconds: 300 } },
  });
});
afterAll(async () => {
  await ctx.close();
});

const LOGS = '/api/v1/activity/logs';
const SETTINGS = '/api/v1/activity/settings';
const now = () => new Date().toISOString();

function visit(route: string, extra: object = {}) {
  return {
    actionType: 'page_visit',
    pageRoute: route,
    sessionId: 'tab-1234abcd',
    details: { timestamp: now(), route_name: route.slice(1) || 'home' },
    ...extra,
  };
}

async function rowsOf(user: TestUser) {
  return ctx.database.db.select().from(activityLogs).where(eq(activityLogs.userId, user.id));
}

function post(user: TestUser, payload: unknown, options: Partial<InjectOptions> = {}) {
  return as(ctx.app, user, {
    method: 'POST',
    url: LOGS,
    payload: payload as InjectOptions['payload'],
    ...options,
  });
}

describe('activity batches', () => {
  it('stores a batch of every type for the signed-in user', async () => {
    const user = await ctx.signUp();
    const res = await post(user, {
      entries: [
        visit('/dashboard'),
        {
          actionType: 'feature_use',
          pageRoute: '/my-meals',
          details: { timestamp: now(), feature: 'meals', action: 'log_meal' },
        },
        {
          actionType: 'user_interaction',
          pageRoute: '/dashboard',
          details: {
            timestamp: now(),
            action: 'open_tour',
            button_type: 'secondary',
            page: 'home',
          },
        },
        {
          actionType: 'system_event',
          pageRoute: '/dashboard',
          details: { timestamp: now(), event: 'pwa_installed' },
        },
      ],
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ stored: 4 });
    const rows = await rowsOf(user);
    expect(rows.map((r) => r.actionType).sort()).toEqual([
      'feature_use',
      'page_visit',
      'system_event',
      'user_interaction',
    ]);
    const meal = rows.find((r) => r.actionType === 'feature_use');
    expect(meal?.pageRoute).toBe('/my-meals');
    expect(meal?.actionDetails).toMatchObject({ feature: 'meals', action: 'log_meal' });
  });

  it('stamps the user from the session: another user’s id in the body is ignored', async () => {
    const me = await ctx.signUp();
    const other = await ctx.signUp();
    const res = await post(me, {
      userId: other.id,
      user_id: other.id,
      entries: [visit('/fasting-tracker', { userId: other.id, user_id: other.id })],
    });
    expect(res.statusCode).toBe(202);
    expect(await rowsOf(other)).toEqual([]);
    expect((await rowsOf(me)).map((r) => r.pageRoute)).toEqual(['/fasting-tracker']);
  });

  it('takes what navigator.sendBeacon sends: a text/plain JSON body from the app’s origin', async () => {
    const user = await ctx.signUp();
    const res = await post(user, JSON.stringify({ entries: [visit('/weight-tracker')] }), {
      headers: {
        'content-type': 'text/plain;charset=UTF-8',
        origin: 'http://localhost:3000',
        'sec-fetch-site': 'same-origin',
      },
    });
    expect(res.statusCode).toBe(202);
    expect((await rowsOf(user)).map((r) => r.pageRoute)).toEqual(['/weight-tracker']);
  });

  it('still refuses a beacon from another site (CSRF), and signed-out visitors', async () => {
    const user = await ctx.signUp();
    const body = JSON.stringify({ entries: [visit('/dashboard')] });
    const crossSite = await post(user, body, {
      headers: { 'content-type': 'text/plain', origin: 'https://evil.example' },
    });
    expect(crossSite.statusCode).toBe(403);
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: LOGS,
      payload: body,
      headers: { 'content-type': 'text/plain' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await rowsOf(user)).toEqual([]);
  });

  it('refuses hostile batches with a 4xx and stores nothing of them', async () => {
    const user = await ctx.signUp();
    const entry = visit('/dashboard');
    const hostile: [string, unknown, number][] = [
      ['10,000 entries', { entries: Array.from({ length: 10_000 }, () => entry) }, 413],
      ['51 entries', { entries: Array.from({ length: 51 }, () => entry) }, 400],
      ['no entries', { entries: [] }, 400],
      ['entries not a list', { entries: entry }, 400],
      ['an unknown action type', { entries: [{ ...entry, actionType: 'keylogger' }] }, 400],
      ['a number as route', { entries: [{ ...entry, pageRoute: 42 }] }, 400],
      ['a route with a query', { entries: [{ ...entry, pageRoute: '/auth?token=abc' }] }, 400],
      ['a long route', { entries: [{ ...entry, pageRoute: `/${'a'.repeat(250)}` }] }, 400],
      [
        'an unknown details key',
        { entries: [{ ...entry, details: { ...entry.details, password: 'x' } }] },
        400,
      ],
      [
        'a long label',
        { entries: [{ ...entry, details: { ...entry.details, route_name: 'x'.repeat(65) } }] },
        400,
      ],
      [
        'nested details',
        { entries: [{ ...entry, details: { ...entry.details, route_name: { a: 1 } } }] },
        400,
      ],
      ['no timestamp', { entries: [{ ...entry, details: { route_name: 'home' } }] }, 400],
      ['a bad session id', { entries: [{ ...entry, sessionId: '<script>' }] }, 400],
      // One bad entry spoils the batch: nothing of it is stored.
      [
        'one bad entry among good ones',
        { entries: [entry, entry, { ...entry, pageRoute: '' }] },
        400,
      ],
    ];
    for (const [name, payload, status] of hostile) {
      const res = await post(user, payload);
      expect(res.statusCode, name).toBe(status);
      expect(res.json().error.code, name).toBe('VALIDATION_FAILED');
    }
    const notJson = await post(user, 'entries=1', { headers: { 'content-type': 'text/plain' } });
    expect(notJson.statusCode).toBe(400);
    const hugeBeacon = await post(user, JSON.stringify(hostile[0]?.[1]), {
      headers: { 'content-type': 'text/plain' },
    });
    expect(hugeBeacon.statusCode).toBe(413);
    expect(await rowsOf(user)).toEqual([]);
  });

  it('rate-limits batches per user', async () => {
    const user = await ctx.signUp();
    for (let i = 0; i < BATCH_LIMIT; i += 1) {
      expect((await post(user, { entries: [visit('/dashboard')] })).statusCode).toBe(202);
    }
    const over = await post(user, { entries: [visit('/dashboard')] });
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
    expect(await rowsOf(user)).toHaveLength(BATCH_LIMIT);
    // Someone else is not affected.
    const other = await ctx.signUp();
    expect((await post(other, { entries: [visit('/dashboard')] })).statusCode).toBe(202);
  });
});

describe('last active (update_user_activity) and the opt-out', () => {
  it('a ping stamps my last-active time', async () => {
    const user = await ctx.signUp();
    const before = (await as(ctx.app, user, { method: 'GET', url: SETTINGS })).json();
    expect(before).toEqual({ loggingEnabled: true, lastActiveAt: null, retentionDays: 180 });
    const ping = await as(ctx.app, user, { method: 'POST', url: '/api/v1/activity/ping' });
    expect(ping.statusCode).toBe(204);
    const after = (await as(ctx.app, user, { method: 'GET', url: SETTINGS })).json();
    expect(Date.now() - Date.parse(after.lastActiveAt)).toBeLessThan(60_000);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/v1/activity/ping' })).statusCode,
    ).toBe(401);
  });

  it('turning logging off deletes what was kept and stores nothing more until it is on', async () => {
    const user = await ctx.signUp();
    await post(user, { entries: [visit('/dashboard'), visit('/coach')] });
    await as(ctx.app, user, { method: 'POST', url: '/api/v1/activity/ping' });

    const off = await as(ctx.app, user, {
      method: 'PUT',
      url: SETTINGS,
      payload: { loggingEnabled: false },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ loggingEnabled: false, lastActiveAt: null });
    expect(await rowsOf(user)).toEqual([]);

    const ignored = await post(user, { entries: [visit('/dream-me')] });
    expect(ignored.statusCode).toBe(202);
    expect(ignored.json()).toEqual({ stored: 0 });
    await as(ctx.app, user, { method: 'POST', url: '/api/v1/activity/ping' });
    expect(await rowsOf(user)).toEqual([]);
    expect((await as(ctx.app, user, { method: 'GET', url: SETTINGS })).json()).toMatchObject({
      loggingEnabled: false,
      lastActiveAt: null,
    });

    await as(ctx.app, user, { method: 'PUT', url: SETTINGS, payload: { loggingEnabled: true } });
    expect((await post(user, { entries: [visit('/dream-me')] })).json()).toEqual({ stored: 1 });
  });

  it('refuses a settings body that is not a plain switch', async () => {
    const user = await ctx.signUp();
    for (const payload of [{ loggingEnabled: 'no' }, { loggingEnabled: false, userId: 'x' }, {}]) {
      const res = await as(ctx.app, user, { method: 'PUT', url: SETTINGS, payload });
      expect(res.statusCode).toBe(400);
    }
  });

  it('states the retention period publicly, from ACTIVITY_RETENTION_DAYS (default 180)', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/activity/policy' });
    expect(res.json()).toEqual({ retentionDays: 180 });
    const base = { AUTH_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/ketoflow-activity-config' };
    expect(loadConfig(base).activityRetentionDays).toBe(180);
    expect(loadConfig({ ...base, ACTIVITY_RETENTION_DAYS: '30' }).activityRetentionDays).toBe(30);
    expect(() => loadConfig({ ...base, ACTIVITY_RETENTION_DAYS: '0' })).toThrow(
      /ACTIVITY_RETENTION_DAYS/,
    );
  });
});

describe('my activity in the data export and on deletion', () => {
  it('the export holds my entries and choice; deleting the account removes them', async () => {
    const user = await ctx.signUp();
    await post(user, { entries: [visit('/dashboard'), visit('/my-recipes')] });
    await as(ctx.app, user, { method: 'POST', url: '/api/v1/activity/ping' });
    // What the account's full export carries as `activity`.
    const exported = await ctx.modules.activity.service.exportFor(user.id);
    expect(exported.loggingEnabled).toBe(true);
    expect(exported.lastActiveAt).toEqual(expect.any(String));
    expect(exported.entries).toEqual([
      expect.objectContaining({ actionType: 'page_visit', pageRoute: '/dashboard' }),
      expect.objectContaining({ actionType: 'page_visit', pageRoute: '/my-recipes' }),
    ]);

    // Deleting an account deletes the person's row; the activity goes with it.
    await ctx.database.db.delete(userTable).where(eq(userTable.id, user.id));
    expect(await rowsOf(user)).toEqual([]);
    const kept = await queryRows(
      ctx.database.db,
      sql`SELECT 1 FROM user_activity WHERE user_id = ${user.id}`,
    );
    expect(kept).toEqual([]);
  });
});
