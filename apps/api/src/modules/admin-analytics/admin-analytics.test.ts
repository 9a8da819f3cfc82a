import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  as,
  createTestContext,
  signUp,
  uniqueEmail,
  type TestContext,
} from '../../test/harness.js';
import { confirmEmail, signInVerifiedAdmin, type EnrolledUser } from '../../test/admin-harness.js';

import { seedWorld, worldYear } from './analytics-world.fixture.js';

// The world's answers, worked out by hand, are in the first test (see analytics-world.fixture.ts).
const Y = worldYear();
const RANGE = `from=${Y}-05-01&to=${Y}-05-10`;
const ADMIN = uniqueEmail('analytics-admin');
const UNENROLLED_ADMIN = uniqueEmail('analytics-admin-no-2fa');

let ctx: TestContext;
let admin: EnrolledUser;
beforeAll(async () => {
  ctx = await createTestContext({ env: { ADMIN_EMAILS: `${ADMIN},${UNENROLLED_ADMIN}` } });
  admin = await signInVerifiedAdmin(ctx, ADMIN);
  await seedWorld(ctx.database.db, Y);
});

afterAll(async () => {
  await ctx.close();
});

const get = (query: string, who: { cookie: string } = admin) =>
  as(ctx.app, who, { method: 'GET', url: `/api/v1/admin/analytics?${query}` });

describe('GET /api/v1/admin/analytics', () => {
  it('answers the seeded month with the numbers worked out by hand', async () => {
    const res = await get(RANGE);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.summary).toEqual({
      signUps: 3,
      onboarded: 2,
      onboardingRate: 2 / 3,
      averageDailyActiveUsers: 0.5,
      weeklyActiveUsers: 3,
      monthlyActiveUsers: 4,
    });
    const d = (n: number) => `${Y}-05-${String(n).padStart(2, '0')}`;
    const columns = (key: string) => body.days.map((day: Record<string, unknown>) => day[key]);
    expect(columns('date')).toEqual(Array.from({ length: 10 }, (_, i) => d(i + 1)));
    expect(columns('signUps')).toEqual([2, 0, 1, 0, 0, 0, 0, 0, 0, 0]);
    expect(columns('onboarded')).toEqual([1, 0, 1, 0, 0, 0, 0, 0, 0, 0]);
    expect(columns('activeUsers')).toEqual([0, 2, 0, 0, 1, 0, 0, 0, 1, 1]);
    expect(columns('weeklyActiveUsers')).toEqual([0, 2, 2, 2, 2, 2, 2, 2, 2, 3]);
    expect(columns('monthlyActiveUsers')).toEqual([1, 2, 2, 2, 2, 2, 2, 2, 3, 4]);
    expect(columns('coinsSold')).toEqual([100, 0, 0, 50, 0, 0, 0, 0, 0, 0]);
    expect(columns('coinsSpent')).toEqual([0, 5, 0, 0, 10, 0, 0, 0, 0, 0]);

    expect(body.features).toEqual([
      { screen: '/dashboard', actionType: 'page_visit', action: 'dashboard', events: 2 },
      { screen: '/meals', actionType: 'feature_use', action: 'log_meal:add', events: 1 },
      { screen: '/my-recipes', actionType: 'user_interaction', action: 'save', events: 1 },
      { screen: '/settings', actionType: 'system_event', action: 'export', events: 1 },
    ]);
    expect(body.aiActions).toEqual([
      {
        action: 'dream_me',
        uses: 1,
        coinsCharged: 10,
        refunds: 0,
        coinsRefunded: 0,
        coinsSpent: 10,
      },
      { action: 'recipe', uses: 2, coinsCharged: 10, refunds: 1, coinsRefunded: 5, coinsSpent: 5 },
    ]);
    expect(body.coins).toEqual({ sold: 150, reversed: 30, spent: 15, granted: 70, adjusted: 5 });
    const revenue = (
      plan: string,
      currency: string | null,
      v: Partial<Record<string, unknown>>,
    ) => ({
      plan,
      currency,
      paidOrders: 0,
      paidAmount: '0.00',
      refundedOrders: 0,
      refundedAmount: '0.00',
      chargebackOrders: 0,
      chargebackAmount: '0.00',
      ...v,
    });
    expect(body.revenue).toEqual([
      revenue('monthly', 'EUR', {
        paidOrders: 2,
        paidAmount: '59.98',
        refundedOrders: 1,
        refundedAmount: '29.99',
      }),
      revenue('pack', 'EUR', { paidOrders: 1, paidAmount: '9.50' }),
      revenue('pack', null, { paidOrders: 1 }),
      revenue('yearly', 'USD', { chargebackOrders: 1, chargebackAmount: '199.00' }),
    ]);
  });

  it('a single day is a range too; a range with nothing in it is all zeros', async () => {
    const one = (await get(`from=${Y}-05-02&to=${Y}-05-02`)).json();
    expect(one.days).toHaveLength(1);
    expect(one.summary).toMatchObject({
      averageDailyActiveUsers: 2,
      weeklyActiveUsers: 2,
      monthlyActiveUsers: 2,
    });
    const empty = (await get(`from=${Y}-07-01&to=${Y}-07-31`)).json();
    expect(empty.summary).toEqual({
      signUps: 0,
      onboarded: 0,
      onboardingRate: null,
      averageDailyActiveUsers: 0,
      weeklyActiveUsers: 0,
      monthlyActiveUsers: 0,
    });
    expect(empty.days).toHaveLength(31);
    expect(empty.features).toEqual([]);
    expect(empty.revenue).toEqual([]);
  });

  it('refuses ranges it cannot answer with a 400 that says why', async () => {
    const cases: [string, string][] = [
      [`from=${Y}-05-10&to=${Y}-05-01`, 'must not be before'],
      [`from=${Y}-01-01&to=${Y + 1}-01-02`, 'Choose at most 366 days'],
      [`from=${Y}-02-30&to=${Y}-03-01`, 'Use a date like'],
      [`from=${Y}-05-01`, ''],
    ];
    for (const [query, message] of cases) {
      const res = await get(query);
      expect(res.statusCode, query).toBe(400);
      const { error } = res.json();
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(JSON.stringify(error), query).toContain(message);
    }
    // Exactly 366 days (both ends included) is allowed.
    expect((await get(`from=${Y}-01-01&to=${Y}-12-31`)).statusCode).toBe(200);
  });

  it('is behind the admin guard: signed out 401, not an admin 403, no second factor 403', async () => {
    const out = await ctx.app.inject({ method: 'GET', url: `/api/v1/admin/analytics?${RANGE}` });
    expect(out.statusCode).toBe(401);
    const member = await signUp(ctx.app);
    const res = await get(RANGE, member);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('FORBIDDEN');
    const unenrolledAdmin = await signUp(ctx.app, UNENROLLED_ADMIN);
    await confirmEmail(ctx, unenrolledAdmin);
    const unenrolled = await get(RANGE, unenrolledAdmin);
    expect(unenrolled.statusCode).toBe(403);
    expect(unenrolled.json().error.code).toBe('ADMIN_SECOND_FACTOR_REQUIRED');
    // Refused before validation (the guard runs on request): a malformed query tells nothing.
    const malformed = await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/analytics' });
    expect(malformed.statusCode).toBe(401);
  });
});
