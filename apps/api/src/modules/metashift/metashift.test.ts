import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, type TestUser } from '../../test/harness.js';
import {
  createModuleTestContext,
  type ModuleTestContext,
  type Platform,
} from '../../test/module-harness.js';
import { createFastingModule } from '../fasting/index.js';
import { createProfileModule } from '../profile/index.js';
import { createMetashiftModule } from './index.js';
import { metashift } from './metashift.schema.js';

const DAY = 86_400_000;

/**
 * Metashift needs nothing but the database. Fasting is registered beside it only so the
 * OpenAPI test sees Metashift's schemas in a document that also holds another module's.
 */
function build({ db }: Platform) {
  const profile = createProfileModule({ db });
  return {
    metashift: createMetashiftModule({ db }),
    fasting: createFastingModule({ db, profile: profile.reader }),
  };
}
let ctx: ModuleTestContext<ReturnType<typeof build>>;
beforeAll(async () => {
  ctx = await createModuleTestContext(build);
});
afterAll(async () => {
  await ctx.close();
});

function call(user: TestUser, method: 'GET' | 'POST', url: string, payload?: object) {
  return as(ctx.app, user, { method, url, ...(payload ? { payload } : {}) });
}

async function rowOf(user: TestUser) {
  const rows = await ctx.database.db.select().from(metashift).where(eq(metashift.userId, user.id));
  return rows[0];
}

describe('metashift', () => {
  it('needs a session', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/metashift' })).statusCode).toBe(
      401,
    );
    const activate = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/metashift/activate',
      payload: { startNow: true },
    });
    expect(activate.statusCode).toBe(401);
  });

  it('creates the row inactive on first read, once', async () => {
    const user = await ctx.signUp();
    expect(await rowOf(user)).toBeUndefined();
    const res = await call(user, 'GET', '/api/v1/metashift');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      isActive: false,
      day: null,
      phaseId: null,
      nextPhaseId: null,
      phaseProgress: null,
      tip: null,
      timeZone: 'UTC',
    });
    const row = await rowOf(user);
    expect(row?.isActive).toBe(false);
    // Reads at once do not fail on the primary key, and a second read changes nothing.
    const again = await Promise.all([1, 2, 3].map(() => call(user, 'GET', '/api/v1/metashift')));
    expect(again.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect((await rowOf(user))?.createdAt).toEqual(row?.createdAt);
  });

  it('start now: day 1 of Carb Clearance, created_at = now', async () => {
    const user = await ctx.signUp();
    await call(user, 'GET', '/api/v1/metashift');
    const before = Date.now();
    const res = await call(user, 'POST', '/api/v1/metashift/activate', { startNow: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      isActive: true,
      day: 1,
      phaseId: 'carb_clearance',
      nextPhaseId: 'adaptation',
      dayInPhase: 1,
      daysToNextPhase: 3,
    });
    expect(res.json().tip).toEqual(expect.any(String));
    expect(Date.parse(res.json().startedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect((await rowOf(user))?.isActive).toBe(true);
  });

  it('started 10 days ago: day 11 in Adaptation, in any time zone; a reload says the same', async () => {
    for (const tz of ['UTC', 'Europe/Berlin', 'America/Los_Angeles', 'Pacific/Auckland']) {
      const user = await ctx.signUp();
      const res = await call(user, 'POST', `/api/v1/metashift/activate?tz=${tz}`, { daysAgo: 10 });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        isActive: true,
        day: 11,
        phaseId: 'adaptation',
        timeZone: tz,
      });
      const startedAt = Date.parse(res.json().startedAt);
      expect(Math.abs(Date.now() - 10 * DAY - startedAt)).toBeLessThan(2.1 * 3_600_000);
      const read = await call(user, 'GET', `/api/v1/metashift?tz=${tz}`);
      expect(read.json()).toMatchObject({ isActive: true, day: 11, phaseId: 'adaptation' });
    }
  });

  it.each([
    [2, 3, 'carb_clearance'],
    [3, 4, 'adaptation'],
    [14, 15, 'fat_adapted'],
    [42, 43, 'optimisation'],
    [90, 91, 'metabolic_flexibility'],
    [365, 366, 'metabolic_flexibility'],
  ])('%d days ago → day %d (%s)', async (daysAgo, day, phaseId) => {
    const user = await ctx.signUp();
    const res = await call(user, 'POST', '/api/v1/metashift/activate', { daysAgo });
    expect(res.json()).toMatchObject({ day, phaseId });
  });

  it('deactivate keeps the start; activating with no start continues from it', async () => {
    const user = await ctx.signUp();
    const activated = (
      await call(user, 'POST', '/api/v1/metashift/activate', { daysAgo: 20 })
    ).json();
    const off = await call(user, 'POST', '/api/v1/metashift/deactivate');
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({
      isActive: false,
      day: null,
      startedAt: activated.startedAt,
    });
    expect((await call(user, 'GET', '/api/v1/metashift')).json().isActive).toBe(false);

    // Neither start-now nor a number of days: only the flag is set.
    for (const payload of [{}, undefined]) {
      await call(user, 'POST', '/api/v1/metashift/deactivate');
      const on = await call(user, 'POST', '/api/v1/metashift/activate', payload);
      expect(on.statusCode, on.body).toBe(200);
      expect(on.json()).toMatchObject({ isActive: true, day: 21, startedAt: activated.startedAt });
    }
    // startNow restarts at day 1.
    const restarted = await call(user, 'POST', '/api/v1/metashift/activate', { startNow: true });
    expect(restarted.json().day).toBe(1);
  });

  it('activating before any read creates the row', async () => {
    const user = await ctx.signUp();
    const res = await call(user, 'POST', '/api/v1/metashift/activate', { startNow: true });
    expect(res.json()).toMatchObject({ isActive: true, day: 1 });
    const deactivated = await ctx.signUp();
    const off = await call(deactivated, 'POST', '/api/v1/metashift/deactivate');
    expect(off.json().isActive).toBe(false);
  });

  it('validates the body and the time zone with clear messages', async () => {
    const user = await ctx.signUp();
    const daysMessage = 'Enter a whole number of days from 1 to 365.';
    for (const daysAgo of [0, -3, 366, 2.5, '10']) {
      const res = await call(user, 'POST', '/api/v1/metashift/activate', { daysAgo });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'VALIDATION_FAILED', message: daysMessage });
    }
    const both = await call(user, 'POST', '/api/v1/metashift/activate', {
      startNow: true,
      daysAgo: 4,
    });
    expect(both.statusCode).toBe(400);
    expect(both.json().error.message).toBe(
      'Choose either "Start today" or a number of days ago, not both.',
    );
    const tz = await call(user, 'GET', '/api/v1/metashift?tz=Nowhere/Special');
    expect(tz.statusCode).toBe(400);
    expect(tz.json().error.message).toBe(
      'Unknown time zone. Use an IANA name such as "Europe/Berlin".',
    );
    // Nothing was activated by the refused requests.
    expect((await call(user, 'GET', '/api/v1/metashift')).json().isActive).toBe(false);
  });

  it('the OpenAPI document still builds with these schemas', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths as object);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/v1/metashift/activate', '/api/v1/fasts/{id}/end']),
    );
  });
});
