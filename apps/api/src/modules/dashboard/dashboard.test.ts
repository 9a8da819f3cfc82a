import type { DashboardToday } from '@ketoflow/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wireDiary } from '../../composition/tracking.js';
import { as, findFood, type TestUser } from '../../test/harness.js';
import {
  completeProfile,
  createModuleTestContext,
  type ModuleTestContext,
  type Platform,
} from '../../test/module-harness.js';
import { createBodyModule } from '../body/index.js';
import { createFastingModule } from '../fasting/index.js';
import { createMetashiftModule } from '../metashift/index.js';
import { createProfileModule } from '../profile/index.js';
import { createWalletModule } from '../wallet/index.js';
import { createDashboardModule } from './index.js';

/**
 * The dashboard reads the real diary, fasting, body, Metashift and wallet modules, wired as the
 * app wires the daily loop, so what a person logs through their routes shows up here.
 */
async function build(platform: Platform) {
  const { db } = platform;
  const profile = createProfileModule({ db });
  const wallet = createWalletModule({ db });
  const { foods, meals } = await wireDiary(platform, { profile });
  const body = createBodyModule({ db, profile: profile.reader });
  const fasting = createFastingModule({ db, profile: profile.reader });
  const metashift = createMetashiftModule({ db });
  const dashboard = createDashboardModule({
    sources: {
      nutrition: (userId, date) => meals.service.summary(userId, date),
      fasting: (userId) => fasting.service.getCurrent(userId),
      weight: (userId) => body.service.summary(userId),
      metashift: (userId, timeZone) => metashift.service.get(userId, timeZone),
      balance: (userId) => wallet.service.getBalance(userId),
    },
  });
  return { profile, wallet, foods, meals, body, fasting, metashift, dashboard };
}
let ctx: ModuleTestContext<Awaited<ReturnType<typeof build>>>;
beforeAll(async () => {
  ctx = await createModuleTestContext(build);
});
afterAll(async () => {
  await ctx.close();
});

const today = () => new Date().toISOString().slice(0, 10);
const dashboardUrl = () => `/api/v1/dashboard/today?date=${today()}&tz=Europe%2FBerlin`;

/** A person who finished onboarding: their profile and plan, and the bonus it pays once. */
async function onboarded(): Promise<TestUser> {
  const user = await ctx.signUp();
  await completeProfile(ctx.modules.profile.store, user);
  await ctx.modules.wallet.service.credit({
    userId: user.id,
    amount: ctx.config.onboardingBonusCoins,
    reason: 'onboarding_bonus',
    idempotencyKey: 'onboarding-bonus',
  });
  return user;
}

describe('dashboard', () => {
  it('starts empty after onboarding: targets, no fast, no weigh-in, Metashift off, the bonus', async () => {
    const user = await onboarded();
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
    const user = await onboarded();
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
    const user = await ctx.signUp();
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
