import { randomUUID } from 'node:crypto';
import type { Meal, MealPlan, MealPlanDay, Recipe, ShoppingList } from '@ketoflow/contracts';
import { addDays, calendarDateInTimeZone, foodExclusionReason } from '@ketoflow/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wireDiary } from '../../composition/tracking.js';
import { wireMoney } from '../../composition/identity.js';
import { mealPlans } from './meal-plans.schema.js';
import { as, VALID_ANSWERS, type TestUser } from '../../test/harness.js';
import {
  completeProfile,
  createModuleTestContext,
  type ModuleTestContext,
  type Platform,
} from '../../test/module-harness.js';
import { startFakeOpenAi } from '../../test/fake-openai-server.js';
import { createProfileModule } from '../profile/index.js';
import { createMealPlansModule } from './index.js';
import { mealTypesFor, usesAround } from './meal-plans.service.js';
import { loadCatalogue } from './plan-fixtures.js';

/**
 * Meal plans as the app wires them: generation pays through the AI module's paid actions and
 * the real wallet; plans read the profile, recipes and foods and log to the diary through the
 * real modules (whose routes the tests read recipes and the diary through).
 */
async function build(platform: Platform) {
  const { db, log } = platform;
  const { wallet, ai } = wireMoney(platform);
  const profile = createProfileModule({ db });
  const { foods, recipes, meals } = await wireDiary(platform, { profile });
  const mealPlans = createMealPlansModule({
    db,
    engine: ai.engine,
    paidActions: ai.paidActions,
    profile: profile.reader,
    recipes: recipes.service,
    foods: foods.service,
    diary: meals.service,
    logger: log,
  });
  return { wallet, paidActions: ai.paidActions, profile, recipes, meals, mealPlans };
}
type Ctx = ModuleTestContext<Awaited<ReturnType<typeof build>>>;

/** A person as onboarding leaves them: the profile filled in and the one-time bonus paid. */
async function onboardedIn(c: Ctx, answers: object = VALID_ANSWERS): Promise<TestUser> {
  const user = await c.signUp();
  await completeProfile(c.modules.profile.store, user, answers);
  await c.modules.wallet.service.credit({
    userId: user.id,
    amount: c.config.onboardingBonusCoins,
    reason: 'onboarding_bonus',
    idempotencyKey: 'onboarding-bonus',
  });
  return user;
}

let ctx: Ctx;

beforeAll(async () => {
  ctx = await createModuleTestContext(build);
}, 60_000);

afterAll(async () => {
  await ctx.close();
});

const TZ = 'Europe/Berlin';
const today = () => calendarDateInTimeZone(new Date(), TZ);
const balanceOf = (user: TestUser) => ctx.modules.wallet.service.getBalance(user.id);

/** A signed-up, onboarded user (onboarding grants the bonus coins). */
const onboarded = (answers: object = VALID_ANSWERS) => onboardedIn(ctx, answers);

function generate(user: TestUser, payload: object, key: string = randomUUID()) {
  return as(ctx.app, user, {
    method: 'POST',
    url: `/api/v1/meal-plans?tz=${encodeURIComponent(TZ)}`,
    headers: { 'idempotency-key': key },
    payload,
  });
}

async function recipe(user: TestUser, id: string): Promise<Recipe> {
  const res = await as(ctx.app, user, { method: 'GET', url: `/api/v1/recipes/${id}` });
  expect(res.statusCode).toBe(200);
  return res.json<Recipe>();
}

describe('meal plans', () => {
  it('generates a 7-day plan: charged the 7-day price, days stored, Day 1 current', async () => {
    const user = await onboarded();
    const before = await balanceOf(user);
    const res = await generate(user, { duration: 7 });
    expect(res.statusCode).toBe(201);
    const plan = res.json<MealPlan>();

    expect(await balanceOf(user)).toBe(before - 5);
    expect(plan.status).toBe('complete');
    expect(plan.startsOn).toBe(today());
    expect(plan.endsOn).toBe(addDays(today(), 6));
    expect(plan.duration).toBe(7);
    expect(plan.currentDay).toBe(1);
    expect(plan.name).toMatch(/^7-day keto plan · [\d,]+ kcal$/);
    expect(plan.provenance).toEqual({ engine: 'builtin', model: null });
    expect(plan.days.map((d) => d.dayNumber)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(plan.days.map((d) => d.date)).toEqual(
      [0, 1, 2, 3, 4, 5, 6].map((n) => addDays(today(), n)),
    );
    for (const day of plan.days) {
      expect(day.meals).toHaveLength(VALID_ANSWERS.mealsPerDay);
      expect(day.dayName).toMatch(/day$/);
      if (day.onTarget) {
        expect(Math.abs(day.energyDeviationPct)).toBeLessThanOrEqual(5);
        expect(Math.abs(day.proteinDeviationPct)).toBeLessThanOrEqual(5);
        expect(day.totals.netCarbsG).toBeLessThanOrEqual(plan.targets.netCarbsCapG);
      } else {
        expect(day.shortfall).not.toBeNull();
      }
    }
    expect(plan.daysOnTarget).toBe(plan.days.filter((d) => d.onTarget).length);

    const current = await as(ctx.app, user, {
      method: 'GET',
      url: `/api/v1/meal-plans/current?tz=${encodeURIComponent(TZ)}`,
    });
    expect(current.statusCode).toBe(200);
    expect(current.json<{ plan: MealPlan }>().plan).toMatchObject({ id: plan.id, currentDay: 1 });

    const list = await as(ctx.app, user, { method: 'GET', url: '/api/v1/meal-plans' });
    expect(list.json<{ items: { id: string }[] }>().items.map((p) => p.id)).toEqual([plan.id]);
  });

  it('a retry with the same key returns the stored plan without charging again', async () => {
    const user = await onboarded();
    const key = randomUUID();
    const first = await generate(user, { duration: 7 }, key);
    const afterFirst = await balanceOf(user);
    const second = await generate(user, { duration: 7 }, key);
    expect(second.statusCode).toBe(201);
    expect(second.json<MealPlan>().id).toBe(first.json<MealPlan>().id);
    expect(second.json<MealPlan>().days).toEqual(first.json<MealPlan>().days);
    expect(await balanceOf(user)).toBe(afterFirst);
    const list = await as(ctx.app, user, { method: 'GET', url: '/api/v1/meal-plans' });
    expect(list.json<{ items: unknown[] }>().items).toHaveLength(1);
  });

  it('refuses with 402 when the balance is too low, and stores nothing', async () => {
    const user = await onboarded();
    // Spend the onboarding bonus down to 2 coins (25 − 15 − 8).
    await ctx.modules.paidActions.charge(user.id, 'meal_plan_30', randomUUID());
    await ctx.modules.paidActions.charge(user.id, 'meal_plan_14', randomUUID());
    expect(await balanceOf(user)).toBe(2);
    const res = await generate(user, { duration: 7 });
    expect(res.statusCode).toBe(402);
    expect(res.json<{ error: { message: string } }>().error.message).toBe('Insufficient balance');
    expect(await balanceOf(user)).toBe(2);
    const list = await as(ctx.app, user, { method: 'GET', url: '/api/v1/meal-plans' });
    expect(list.json<{ items: unknown[] }>().items).toHaveLength(0);
    const current = await as(ctx.app, user, { method: 'GET', url: '/api/v1/meal-plans/current' });
    expect(current.json()).toEqual({ plan: null });
  });

  it('refuses before charging: no onboarding (409), nothing fits the exclusions (400), bad input (400)', async () => {
    const fresh = await ctx.signUp();
    const noOnboarding = await generate(fresh, { duration: 7 });
    expect(noOnboarding.statusCode).toBe(409);

    const picky = await onboarded({
      ...VALID_ANSWERS,
      exclusions: [
        'dairy',
        'eggs',
        'tree_nuts',
        'peanuts',
        'fish',
        'shellfish',
        'pork',
        'beef',
        'soy',
        'gluten',
        'nightshades',
      ],
      dietStyle: 'vegetarian',
      mealsPerDay: 5,
    });
    const before = await balanceOf(picky);
    const none = await generate(picky, { duration: 7 });
    expect(none.statusCode).toBe(400);
    expect(none.json<{ error: { message: string } }>().error.message).toMatch(
      /recipes fit your exclusions/,
    );
    expect(await balanceOf(picky)).toBe(before);

    expect((await generate(picky, { duration: 10 })).statusCode).toBe(400);
    expect(
      (await generate(picky, { duration: 7, startsOn: addDays(today(), -5) })).statusCode,
    ).toBe(400);
    const noKey = await as(ctx.app, picky, {
      method: 'POST',
      url: '/api/v1/meal-plans',
      payload: { duration: 7 },
    });
    expect(noKey.statusCode).toBe(400);
    expect(await balanceOf(picky)).toBe(before);
  });

  it('counts the current day from the start date and drops plans that have ended', async () => {
    const user = await onboarded();
    const older = (await generate(user, { duration: 7 })).json<MealPlan>();
    const newer = (
      await generate(user, { duration: 7, startsOn: addDays(today(), -1) })
    ).json<MealPlan>();
    const currentOf = async () =>
      (
        await as(ctx.app, user, {
          method: 'GET',
          url: `/api/v1/meal-plans/current?tz=${encodeURIComponent(TZ)}`,
        })
      ).json<{ plan: MealPlan | null }>().plan;

    // The latest by creation wins; it started yesterday, so today is Day 2.
    expect(await currentOf()).toMatchObject({ id: newer.id, currentDay: 2 });

    const db = ctx.database.db;
    const move = (id: string, startsOn: string, endsOn: string) =>
      db
        .update(mealPlans)
        .set({ startsOn, endsOn })
        .where(and(eq(mealPlans.id, id), eq(mealPlans.userId, user.id)));
    await move(newer.id, addDays(today(), -3), addDays(today(), 3));
    expect(await currentOf()).toMatchObject({ id: newer.id, currentDay: 4 });

    // Ended yesterday: no longer current; the older plan (ends in 6 days) is.
    await move(newer.id, addDays(today(), -7), addDays(today(), -1));
    expect(await currentOf()).toMatchObject({ id: older.id, currentDay: 1 });
    const ended = await as(ctx.app, user, {
      method: 'GET',
      url: `/api/v1/meal-plans/${newer.id}?tz=${encodeURIComponent(TZ)}`,
    });
    expect(ended.json<MealPlan>().currentDay).toBeNull();

    // Ends today: still current, on its last day.
    await move(older.id, addDays(today(), -6), today());
    expect(await currentOf()).toMatchObject({ id: older.id, currentDay: 7 });

    const removed = await as(ctx.app, user, {
      method: 'DELETE',
      url: `/api/v1/meal-plans/${older.id}`,
    });
    expect(removed.statusCode).toBe(204);
    expect(await currentOf()).toBeNull();
  });

  it('respects onboarding exclusions end to end', async () => {
    const exclusions = ['eggs', 'dairy', 'pork'] as const;
    const user = await onboarded({ ...VALID_ANSWERS, exclusions, allergiesNote: 'kiwi' });
    const res = await generate(user, { duration: 7 });
    expect(res.statusCode).toBe(201);
    const plan = res.json<MealPlan>();
    expect(plan.exclusions).toEqual(exclusions);
    expect(plan.allergiesNote).toBe('kiwi');
    const catalogue = loadCatalogue();
    const recipeIds = new Set(plan.days.flatMap((d) => d.meals.map((m) => m.recipeId)));
    for (const id of recipeIds) {
      const { ingredients, title } = await recipe(user, id);
      for (const ingredient of ingredients) {
        const food = catalogue.get(ingredient.foodId);
        expect(food, `${title}: ${ingredient.name}`).toBeDefined();
        expect(
          foodExclusionReason(food!, [...exclusions]),
          `${title}: ${ingredient.name}`,
        ).toBeNull();
      }
    }
  });

  it('swaps a meal for free: that recipe leaves the day, which stays in the band or says why', async () => {
    const user = await onboarded();
    const plan = (await generate(user, { duration: 7 })).json<MealPlan>();
    const balance = await balanceOf(user);
    const day = plan.days[2]!;
    const old = day.meals[1]!;
    const res = await as(ctx.app, user, {
      method: 'POST',
      url: `/api/v1/meal-plans/${plan.id}/days/3/swap`,
      payload: { mealIndex: 1 },
    });
    expect(res.statusCode).toBe(200);
    const swapped = res.json<MealPlanDay>();
    expect(swapped.dayNumber).toBe(3);
    expect(swapped.meals).toHaveLength(day.meals.length);
    expect(swapped.meals.map((m) => m.recipeId)).not.toContain(old.recipeId);
    if (swapped.onTarget) {
      expect(Math.abs(swapped.energyDeviationPct)).toBeLessThanOrEqual(5);
      expect(Math.abs(swapped.proteinDeviationPct)).toBeLessThanOrEqual(5);
      expect(swapped.totals.netCarbsG).toBeLessThanOrEqual(plan.targets.netCarbsCapG);
      expect(swapped.shortfall).toBeNull();
    } else {
      expect(swapped.shortfall).not.toBeNull();
    }
    // The other meals are kept when the day can still meet its targets with them.
    const kept = day.meals.filter((_m, i) => i !== 1).map((m) => m.recipeId);
    if (swapped.onTarget) {
      for (const id of kept) expect(swapped.meals.map((m) => m.recipeId)).toContain(id);
    }
    expect(await balanceOf(user)).toBe(balance);
    const reread = (
      await as(ctx.app, user, { method: 'GET', url: `/api/v1/meal-plans/${plan.id}` })
    ).json<MealPlan>();
    expect(reread.days[2]).toEqual(swapped);

    const missing = await as(ctx.app, user, {
      method: 'POST',
      url: `/api/v1/meal-plans/${plan.id}/days/3/swap`,
      payload: { mealIndex: 7 },
    });
    expect(missing.statusCode).toBe(404);
    const noDay = await as(ctx.app, user, {
      method: 'POST',
      url: `/api/v1/meal-plans/${plan.id}/days/9/swap`,
      payload: { mealIndex: 0 },
    });
    expect(noDay.statusCode).toBe(404);
  });

  it("logs a planned meal to the diary on its day, with the plan's macros", async () => {
    const user = await onboarded();
    const plan = (await generate(user, { duration: 7 })).json<MealPlan>();
    const day = plan.days[1]!;
    const planned = day.meals[0]!;
    const res = await as(ctx.app, user, {
      method: 'POST',
      url: `/api/v1/meal-plans/${plan.id}/days/2/meals/0/log`,
    });
    expect(res.statusCode, res.body).toBe(201);
    const meal = res.json<Meal>();
    expect(meal).toMatchObject({
      date: day.date,
      mealType: planned.mealType,
      recipeId: planned.recipeId,
      servings: planned.servings,
    });
    for (const key of ['energyKcal', 'proteinG', 'fatG', 'netCarbsG'] as const) {
      expect(meal.macros[key]).toBeCloseTo(planned.macros[key], 0);
    }
    const diary = await as(ctx.app, user, { method: 'GET', url: `/api/v1/meals?date=${day.date}` });
    expect(diary.json<{ items: Meal[] }>().items.map((m) => m.id)).toContain(meal.id);
  });

  it('sums the shopping list from the recipes × servings, by food, in sensible units', async () => {
    const user = await onboarded();
    const plan = (await generate(user, { duration: 7 })).json<MealPlan>();
    const days = plan.days.slice(0, 2);
    const expected = new Map<string, number>();
    for (const meal of days.flatMap((d) => d.meals)) {
      const r = await recipe(user, meal.recipeId);
      for (const ing of r.ingredients) {
        expected.set(
          ing.foodId,
          (expected.get(ing.foodId) ?? 0) + (ing.grams * meal.servings) / r.servings,
        );
      }
    }
    const res = await as(ctx.app, user, {
      method: 'GET',
      url: `/api/v1/meal-plans/${plan.id}/shopping-list?from=${days[0]!.date}&to=${days[1]!.date}`,
    });
    expect(res.statusCode).toBe(200);
    const list = res.json<ShoppingList>();
    expect(list).toMatchObject({ planId: plan.id, from: days[0]!.date, to: days[1]!.date });
    const items = list.groups.flatMap((g) => g.items);
    expect(new Set(items.map((i) => i.foodId))).toEqual(new Set(expected.keys()));
    for (const item of items) {
      expect(item.grams).toBeCloseTo(expected.get(item.foodId)!, 0);
      expect(item.amount).toMatch(/^\d+(\.\d)? (g|kg)$|^\d+ \w+ \(\d+(\.\d)? (g|kg)\)$/);
    }
    expect(list.groups.every((g) => g.items.length > 0 && g.label.length > 0)).toBe(true);

    const whole = (
      await as(ctx.app, user, { method: 'GET', url: `/api/v1/meal-plans/${plan.id}/shopping-list` })
    ).json<ShoppingList>();
    expect(whole).toMatchObject({ from: plan.startsOn, to: plan.endsOn });
    const bad = await as(ctx.app, user, {
      method: 'GET',
      url: `/api/v1/meal-plans/${plan.id}/shopping-list?from=${plan.endsOn}&to=${plan.startsOn}`,
    });
    expect(bad.statusCode).toBe(400);
  });

  it("keeps plans to their owner: another user's swap and log get 404", async () => {
    const owner = await onboarded();
    const other = await onboarded();
    const plan = (await generate(owner, { duration: 7 })).json<MealPlan>();
    for (const url of [
      `/api/v1/meal-plans/${plan.id}/days/1/swap`,
      `/api/v1/meal-plans/${plan.id}/days/1/meals/0/log`,
    ]) {
      const res = await as(ctx.app, other, { method: 'POST', url, payload: { mealIndex: 0 } });
      expect(res.statusCode).toBe(404);
    }
    const notAnId = await as(ctx.app, other, { method: 'GET', url: '/api/v1/meal-plans/nope' });
    expect(notAnId.statusCode).toBe(404);
  });
});

describe('meal plans with an OpenAI-compatible engine', () => {
  let llm: Ctx;
  let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    llm = await createModuleTestContext(build, {
      env: {
        AI_ENGINE: 'openai-compatible',
        AI_BASE_URL: fake.baseUrl,
        AI_API_KEY: 'sk-test-meal-plans',
        AI_MODEL: 'gpt-test',
        AI_TIMEOUT_MS: '5000',
      },
    });
  }, 60_000);

  afterAll(async () => {
    await llm.close();
    await fake.close();
  });

  /** A plan for a new person, its requests recorded afresh and answered by `replies`. */
  async function llmPlan(...replies: Parameters<typeof fake.reply>) {
    const user = await onboardedIn(llm);
    fake.requests.length = 0;
    fake.reply(...replies);
    const res = await as(llm.app, user, {
      method: 'POST',
      url: '/api/v1/meal-plans',
      headers: { 'idempotency-key': randomUUID() },
      payload: { duration: 7 },
    });
    expect(res.statusCode).toBe(201);
    return res.json<MealPlan>();
  }

  it('lets the model name and describe the plan; recipes stay the solver’s', async () => {
    const plan = await llmPlan({
      kind: 'completion',
      content: JSON.stringify({
        name: 'Seven Days of Crispy Keto',
        description: 'A week of simple, protein-rich keto meals.',
      }),
    });
    expect(plan).toMatchObject({
      name: 'Seven Days of Crispy Keto',
      description: 'A week of simple, protein-rich keto meals.',
      provenance: { engine: 'openai-compatible', model: 'gpt-test' },
    });
    expect(plan.days).toHaveLength(7);
    const prompt = JSON.stringify(fake.requests.at(-1)?.body);
    expect(prompt).toContain(String(Math.round(plan.targets.energyKcal)));
  });

  it('falls back to the builtin name when the model fails, and the plan still stands', async () => {
    // Invalid twice (the engine retries once), then the builtin name is used.
    const plan = await llmPlan(
      { kind: 'completion', content: 'not json' },
      { kind: 'completion', content: '{}' },
    );
    expect(plan.name).toMatch(/^7-day keto plan · [\d,]+ kcal$/);
    expect(plan.provenance).toEqual({ engine: 'builtin', model: null });
    expect(plan.days).toHaveLength(7);
  });
});

describe('meal plans with a model that never answers', () => {
  let slow: Ctx;
  let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    slow = await createModuleTestContext(build, {
      env: {
        AI_ENGINE: 'openai-compatible',
        AI_BASE_URL: fake.baseUrl,
        AI_MODEL: 'gpt-test',
        AI_TIMEOUT_MS: '1500',
      },
    });
  }, 60_000);

  afterAll(async () => {
    await slow.close();
    await fake.close();
  });

  it('still delivers the paid plan with the builtin name after the model times out', async () => {
    const user = await onboardedIn(slow);
    const before = await slow.modules.wallet.service.getBalance(user.id);
    fake.reply({ kind: 'hang' });
    const res = await as(slow.app, user, {
      method: 'POST',
      url: '/api/v1/meal-plans',
      headers: { 'idempotency-key': randomUUID() },
      payload: { duration: 7 },
    });
    expect(res.statusCode).toBe(201);
    const plan = res.json<MealPlan>();
    expect(plan.name).toMatch(/^7-day keto plan/);
    expect(plan.provenance).toEqual({ engine: 'builtin', model: null });
    // The plan was made, so the coins stay spent (no refund for a naming failure).
    expect(await slow.modules.wallet.service.getBalance(user.id)).toBe(before - 5);
  });
});

describe('meal-plan service rules', () => {
  it('gives diary meal types by slot: snacks stay snacks, mains fill from dinner back', () => {
    expect(mealTypesFor([['main']])).toEqual(['dinner']);
    expect(mealTypesFor([['main'], ['main']])).toEqual(['lunch', 'dinner']);
    expect(mealTypesFor([['breakfast'], ['main']])).toEqual(['breakfast', 'dinner']);
    expect(mealTypesFor([['breakfast'], ['main'], ['main']])).toEqual([
      'breakfast',
      'lunch',
      'dinner',
    ]);
    expect(mealTypesFor([['breakfast'], ['main'], ['snack'], ['main']])).toEqual([
      'breakfast',
      'lunch',
      'snack',
      'dinner',
    ]);
    expect(mealTypesFor([['main'], ['main'], ['main'], ['main']])).toEqual([
      'breakfast',
      'lunch',
      'dinner',
      'snack',
    ]);
  });

  it("counts a swap's variety over every 7-day window containing the day", () => {
    const days = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((dayNumber) => ({
      dayNumber,
      recipeIds: dayNumber === 1 || dayNumber === 9 ? ['a'] : dayNumber === 3 ? ['a', 'b'] : [],
    }));
    // Day 5: windows 1–7 (a twice besides day 5) and 3–9 (a on 3 and 9) → 2; b once.
    expect(usesAround(days, 5)).toEqual({ a: 2, b: 1 });
    // Day 10: windows up to 4–10 see only day 9's a.
    expect(usesAround(days, 10)).toEqual({ a: 1 });
    // The day itself never counts (its a and b); days 1 and 9 never share a window: a once.
    expect(usesAround(days, 3)).toEqual({ a: 1 });
  });
});
