import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user as userTable } from '../../db/schema/index.js';
import { userPreferences } from './preferences.schema.js';
import { as, type TestUser } from '../../test/harness.js';
import {
  createModuleTestContext,
  type ModuleTestContext,
  type Platform,
} from '../../test/module-harness.js';
import { createExportModule } from '../export/index.js';
import { createPreferencesModule } from './index.js';

const URL = '/api/v1/me/preferences';
const HOUR = 3_600_000;

// The preferences, and the tracking export: the document the account's full export carries
// as `tracking` (the account's own tests check that it does).
function build({ db, config, log }: Platform) {
  const preferences = createPreferencesModule({ db, logger: log });
  const tracking = createExportModule({ db, appName: config.appName });
  return { preferences, tracking };
}
let ctx: ModuleTestContext<ReturnType<typeof build>>;
beforeAll(async () => {
  ctx = await createModuleTestContext(build);
});
afterAll(async () => {
  await ctx.close();
});

function put(user: TestUser, payload: unknown, headers: Record<string, string> = {}) {
  return as(ctx.app, user, {
    method: 'PUT',
    url: URL,
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
}

async function read(user: TestUser) {
  const res = await as(ctx.app, user, { method: 'GET', url: URL });
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function rowsOf(user: TestUser) {
  return ctx.database.db.select().from(userPreferences).where(eq(userPreferences.userId, user.id));
}

describe('preferences', () => {
  it('need a session', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
    const anonymous = await ctx.app.inject({
      method: 'PUT',
      url: URL,
      payload: { key: 'dismissed_tours', value: { ids: ['dashboard'] } },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'DELETE', url: URL })).statusCode).toBe(401);
  });

  it('start empty, and a saved dismissal comes back on the next read', async () => {
    const user = await ctx.signUp();
    expect(await read(user)).toEqual({
      dismissed_popups: { ids: [] },
      dismissed_tours: { ids: [] },
      temp_dismissed_tours: { data: {} },
    });
    const res = await put(user, { key: 'dismissed_tours', value: { ids: ['dashboard'] } });
    expect(res.statusCode).toBe(200);
    expect(res.json().dismissed_tours).toEqual({ ids: ['dashboard'] });
    expect((await read(user)).dismissed_tours).toEqual({ ids: ['dashboard'] });
    expect(await rowsOf(user)).toHaveLength(1);
  });

  it('merge a save with what is stored, so a device that has not seen the other’s dismissal keeps it', async () => {
    const user = await ctx.signUp();
    await put(user, { key: 'dismissed_tours', value: { ids: ['dashboard'] } }); // the phone
    const laptop = await put(user, { key: 'dismissed_tours', value: { ids: ['coach'] } });
    expect(laptop.json().dismissed_tours).toEqual({ ids: ['dashboard', 'coach'] });

    const now = Date.now();
    await put(user, {
      key: 'temp_dismissed_tours',
      value: { data: { metashift: now - 2 * HOUR } },
    });
    const later = await put(user, {
      key: 'temp_dismissed_tours',
      value: { data: { metashift: now - 5 * HOUR, profile: now - HOUR } },
    });
    expect(later.json().temp_dismissed_tours).toEqual({
      data: { profile: now - HOUR, metashift: now - 2 * HOUR },
    });
    expect(await rowsOf(user)).toHaveLength(2);
  });

  it('date a skip no later than now, so it cannot hide a tour for longer than 3 days', async () => {
    const user = await ctx.signUp();
    const before = Date.now();
    const res = await put(user, {
      key: 'temp_dismissed_tours',
      value: { data: { dashboard: before + 365 * 24 * HOUR } },
    });
    expect(res.statusCode).toBe(200);
    const at = res.json().temp_dismissed_tours.data.dashboard as number;
    expect(at).toBeGreaterThanOrEqual(before);
    expect(at).toBeLessThanOrEqual(Date.now());
  });

  it('reset one key or all of them', async () => {
    const user = await ctx.signUp();
    await put(user, { key: 'dismissed_tours', value: { ids: ['dashboard'] } });
    await put(user, { key: 'dismissed_popups', value: { ids: ['install-hint'] } });
    const one = await as(ctx.app, user, { method: 'DELETE', url: `${URL}/dismissed_tours` });
    expect(one.statusCode).toBe(204);
    expect(await read(user)).toMatchObject({
      dismissed_tours: { ids: [] },
      dismissed_popups: { ids: ['install-hint'] },
    });
    const all = await as(ctx.app, user, { method: 'DELETE', url: URL });
    expect(all.statusCode).toBe(204);
    expect(await rowsOf(user)).toEqual([]);
    const unknown = await as(ctx.app, user, { method: 'DELETE', url: `${URL}/everything` });
    expect(unknown.statusCode).toBe(400);
  });

  it('are per user: a user id in the body is ignored, and another user never sees or resets them', async () => {
    const a = await ctx.signUp();
    const b = await ctx.signUp();
    const res = await put(b, {
      key: 'dismissed_tours',
      value: { ids: ['coach'] },
      userId: a.id,
      user_id: a.id,
    });
    expect(res.statusCode).toBe(200);
    expect(await rowsOf(a)).toEqual([]);
    expect((await rowsOf(b))[0]?.preferenceValue).toEqual({ ids: ['coach'] });

    await put(a, { key: 'dismissed_tours', value: { ids: ['a-only-tour'] } });
    expect(JSON.stringify(await read(b))).not.toContain('a-only-tour');
    await as(ctx.app, b, { method: 'DELETE', url: URL });
    expect((await read(a)).dismissed_tours).toEqual({ ids: ['a-only-tour'] });
  });

  it('are in the data export and go with the account', async () => {
    const user = await ctx.signUp();
    await put(user, { key: 'dismissed_tours', value: { ids: ['dashboard'] } });
    const exported = await as(ctx.app, user, {
      method: 'GET',
      url: '/api/v1/me/export/tracking.json',
    });
    expect(exported.json().preferences).toEqual([
      { key: 'dismissed_tours', value: { ids: ['dashboard'] }, updatedAt: expect.any(String) },
    ]);
    // Deleting an account deletes the person's row; their preferences go with it.
    await ctx.database.db.delete(userTable).where(eq(userTable.id, user.id));
    expect(await rowsOf(user)).toEqual([]);
  });
});

describe('hostile preference bodies', () => {
  const longId = 'x'.repeat(65);
  const manyIds = Array.from({ length: 101 }, (_, i) => `tour-${i}`);
  const cases: [string, unknown][] = [
    ['an unknown key', { key: 'is_admin', value: { ids: [] } }],
    ['no key', { value: { ids: ['dashboard'] } }],
    ['a value of another key’s shape', { key: 'dismissed_tours', value: { data: {} } }],
    ['ids that are not a list', { key: 'dismissed_tours', value: { ids: 'dashboard' } }],
    ['an id that is not text', { key: 'dismissed_tours', value: { ids: [42] } }],
    ['an empty id', { key: 'dismissed_tours', value: { ids: [''] } }],
    ['an id over 64 characters', { key: 'dismissed_tours', value: { ids: [longId] } }],
    ['markup in an id', { key: 'dismissed_popups', value: { ids: ['<img src=x onerror=1>'] } }],
    ['101 ids', { key: 'dismissed_tours', value: { ids: manyIds } }],
    [
      '10,000 ids',
      {
        key: 'dismissed_popups',
        value: { ids: Array.from({ length: 10_000 }, (_, i) => `p${i}`) },
      },
    ],
    [
      '101 skipped tours',
      {
        key: 'temp_dismissed_tours',
        value: { data: Object.fromEntries(manyIds.map((id) => [id, 1])) },
      },
    ],
    ['a skip time as text', { key: 'temp_dismissed_tours', value: { data: { coach: 'now' } } }],
    ['a negative skip time', { key: 'temp_dismissed_tours', value: { data: { coach: -1 } } }],
    ['a fractional skip time', { key: 'temp_dismissed_tours', value: { data: { coach: 1.5 } } }],
    ['a long tour id as a key', { key: 'temp_dismissed_tours', value: { data: { [longId]: 1 } } }],
    ['a list instead of an object', [{ key: 'dismissed_tours', value: { ids: [] } }]],
    ['null', 'null'],
    ['broken JSON', '{"key": "dismissed_tours", "value": {'],
  ];

  it.each(cases)('%s: 4xx and nothing stored', async (_name, payload) => {
    const user = await ctx.signUp();
    const res = await put(user, payload);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    expect(await rowsOf(user)).toEqual([]);
  });

  it('a body over 16 KB: 413 and nothing stored', async () => {
    const user = await ctx.signUp();
    const res = await put(user, {
      key: 'dismissed_tours',
      value: { ids: ['dashboard'] },
      padding: 'x'.repeat(20_000),
    });
    expect(res.statusCode).toBe(413);
    expect(await rowsOf(user)).toEqual([]);
  });
});
