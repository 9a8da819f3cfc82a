import type { DashboardToday } from '@ketoflow/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  as,
  createTestContext,
  findFood,
  onboard,
  signUp,
  type TestContext,
} from '../../test/harness.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const today = () => new Date().toISOString().slice(0, 10);
const dashboardUrl = () => `/api/v1/dashboard/today?date=${today()}&tz=Europe%2FBerlin`;

describe('dashboard', () => {
  it('starts empty after onboarding: targets, no fast, no weigh-in, Metashift off, the bonus', async () => {
    const user = await signUp(ctx.app);
    await onboard(ctx.app, user);
    const res = await as(ctx.app, user, { method: 'GET', url: dashboardUrl() });
    expect(res.statusCode).toBe(200);
    const d = res.json<DashboardToday>();
    expect(d.nutrition.entries).toBe(0);
    expect(d.nutrition.targets).not.toBeNull();
    expect(d.fasting.fast).toBeNull();
    expect(d.weight.count).toBe(0);
    expect(d.metashift.isActive).toBe(false);
    expect(d.balance).toBe(ctx.config.onboardingBonusCoins);
  });

  it('shows what I logged today, my running fast, my weight and my Metashift phase', async () => {
    const user = await signUp(ctx.app);
    await onboard(ctx.app, user);
    const egg = await findFood(ctx.app, user, 'egg');
    const meal = await as(ctx.app, user, {
      method: 'POST',
      url: '/api/v1/meals',
      payload: {
        method: 'food',
        date: today(),
        mealType: 'lunch',
        items: [{ foodId: egg.id, quantity: 150, unit: 'g' }],
      },
    });
    expect(meal.statusCode).toBe(201);
    const logged = meal.json<{ macros: { proteinG: number } }>();
    await as(ctx.app, user, {
      method: 'POST',
      url: '/api/v1/fasts',
      payload: { protocol: '16:8', acknowledgeCaution: true },
    });
    await as(ctx.app, user, {
      method: 'POST',
      url: '/api/v1/body/weights',
      payload: { weight: 88, units: 'metric', date: today() },
    });
    await as(ctx.app, user, {
      method: 'POST',
      url: '/api/v1/metashift/activate',
      payload: { daysAgo: 10 },
    });
    const d = (
      await as(ctx.app, user, { method: 'GET', url: dashboardUrl() })
    ).json<DashboardToday>();
    expect(d.nutrition.entries).toBe(1);
    expect(d.nutrition.totals.proteinG).toBeCloseTo(logged.macros.proteinG, 5);
    expect(d.fasting.fast?.protocol).toBe('16:8');
    expect(d.weight.latestWeight).toBe(88);
    expect(d.metashift.day).toBe(11);
  });

  it('refuses a malformed day or time zone with a clear message, and strangers', async () => {
    const user = await signUp(ctx.app);
    const badDate = await as(ctx.app, user, {
      method: 'GET',
      url: '/api/v1/dashboard/today?date=2026-13-45',
    });
    expect(badDate.statusCode).toBe(400);
    const badZone = await as(ctx.app, user, {
      method: 'GET',
      url: `/api/v1/dashboard/today?date=${today()}&tz=Mars%2FOlympus`,
    });
    expect(badZone.statusCode).toBe(400);
    expect(badZone.json<{ error: { message: string } }>().error.message).toBeTruthy();
    const anonymous = await ctx.app.inject({ method: 'GET', url: dashboardUrl() });
    expect(anonymous.statusCode).toBe(401);
  });
});
