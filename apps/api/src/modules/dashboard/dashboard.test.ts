import type { DashboardToday } from '@ketoflow/contracts';
import { addDays } from '@ketoflow/domain';
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
      standing: (userId, nutrition) => meals.service.standing(userId, nutrition),
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

  it('counts my streak of days logged within my net-carb limit, and scores today', async () => {
    const user = await onboarded();
    const egg = await findFood(ctx.app, user, 'egg');
    const banana = await findFood(ctx.app, user, 'banana');
    const log = async (date: string, foodId: string, grams: number) => {
      const res = await as(ctx.app, user, {
        method: 'POST',
        url: '/api/v1/meals',
        payload: {
          method: 'food',
          date,
          mealType: 'lunch',
          items: [{ foodId, quantity: grams, unit: 'g' }],
        },
      });
      expect(res.statusCode).toBe(201);
    };
    const day = (offset: number) => addDays(today(), offset);
    const standing = async (date: string, tz = 'Europe%2FBerlin') =>
      (
        await as(ctx.app, user, {
          method: 'GET',
          url: `/api/v1/dashboard/today?date=${date}&tz=${tz}`,
        })
      ).json<DashboardToday>();

    // Four days ago within the limit, three days ago over it (600 g of banana), a day without
    // logs never happened in between, then two days within it.
    await log(day(-4), egg.id, 100);
    await log(day(-3), banana.id, 600);
    await log(day(-2), egg.id, 100);
    await log(day(-1), egg.id, 150);
    const morning = await standing(today());
    expect(morning.streak).toEqual({ current: 2, best: 2, today: 'open' });
    expect(morning.ketoDay).toBeNull();

    await log(today(), egg.id, 120);
    const later = await standing(today());
    expect(later.streak).toEqual({ current: 3, best: 3, today: 'kept' });
    expect(later.ketoDay?.line).toMatch(
      /^Within your [\d.]+ g net-carb limit; [\d.]+ g of protein to go\.$/,
    );
    expect(later.ketoDay?.score).toBeGreaterThanOrEqual(70);

    // Flown to Los Angeles, where it is still yesterday: that day is their today now, and the
    // entry logged under today's date in Berlin is a day ahead of it.
    const abroad = await standing(day(-1), 'America%2FLos_Angeles');
    expect(abroad.streak).toEqual({ current: 2, best: 2, today: 'kept' });

    // A stranger's diary is not mine: their streak starts from nothing.
    const stranger = await onboarded();
    const theirs = await as(ctx.app, stranger, { method: 'GET', url: dashboardUrl() });
    expect(theirs.json<DashboardToday>().streak).toEqual({ current: 0, best: 0, today: 'open' });
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
