import { randomUUID } from 'node:crypto';
import type {
  FoodPortion,
  Meal,
  MealDaySummary,
  MealListResponse,
  NutrientFacts,
  Nutrients,
  ParseMealResponse,
} from '@ketoflow/contracts';
import { addDays, nutrientsForGrams, roundNutrients, toIsoDate } from '@ketoflow/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { wireDiary } from '../../composition/tracking.js';
import { foods, mealItems, meals, recipes } from '../../db/schema/index.js';
import { as, type TestUser } from '../../test/harness.js';
import {
  completeProfile,
  createModuleTestContext,
  type ModuleTestContext,
  type Platform,
} from '../../test/module-harness.js';
import { createProfileModule } from '../profile/index.js';

/**
 * The diary with the real foods and recipes modules it resolves entries through and the
 * profile it takes the day's targets from, wired as the app wires the daily loop. Only the
 * diary's routes are served: the tests add their foods and recipes to the database directly.
 */
async function build(platform: Platform) {
  const { db } = platform;
  const profile = createProfileModule({ db });
  const { meals } = await wireDiary(platform, { profile });
  return { profile, meals };
}
let ctx: ModuleTestContext<Awaited<ReturnType<typeof build>>>;
beforeAll(async () => {
  ctx = await createModuleTestContext(build);
});
afterAll(async () => {
  await ctx.close();
});
/** Starter recipes a test added: everyone's library, so gone again when the test ends. */
const starters: string[] = [];
afterEach(async () => {
  for (const id of starters.splice(0)) {
    await ctx.database.db.delete(recipes).where(eq(recipes.id, id));
  }
});

const TODAY = toIsoDate(new Date());
const YESTERDAY = addDays(TODAY, -1);

type FoodSpec = {
  name: string;
  aliases?: string[];
  per100g: Partial<NutrientFacts>;
  portions?: FoodPortion[];
};

const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** A spec's per-100 g facts, 0 for what it leaves out. */
const factsOf = (spec: FoodSpec): NutrientFacts => ({
  energyKcal: 0,
  proteinG: 0,
  fatG: 0,
  saturatedFatG: 0,
  carbohydrateG: 0,
  fiberG: 0,
  sugarsG: 0,
  sugarAlcoholsG: 0,
  sodiumMg: 0,
  ...spec.per100g,
});

/**
 * A custom food of `owner`: tests never add rows to the shared catalogue, so other test
 * files (and the seeded catalogue) are not affected and this file's foods are private.
 */
async function addFood(owner: TestUser, spec: FoodSpec): Promise<string> {
  const id = randomUUID();
  const facts = factsOf(spec);
  await ctx.database.db.insert(foods).values({
    id,
    ownerId: owner.id,
    source: 'custom',
    sourceLabel: 'Entered by the user',
    name: spec.name,
    category: 'other',
    aliases: spec.aliases ?? [],
    searchText: [norm(spec.name), (spec.aliases ?? []).map(norm).join(' ; '), '', ''].join(' | '),
    portions: spec.portions ?? [],
    ...facts,
  });
  return id;
}

const EGG: FoodSpec = {
  name: 'Zephyr egg, whole',
  aliases: ['zephyr egg'],
  per100g: { energyKcal: 143, proteinG: 12.56, fatG: 9.51, carbohydrateG: 0.72, sodiumMg: 142 },
  portions: [
    { label: '1 large', grams: 50 },
    { label: '1 extra large', grams: 56 },
  ],
};
const BACON: FoodSpec = {
  name: 'Zephyr bacon',
  per100g: { energyKcal: 541, proteinG: 37, fatG: 42, carbohydrateG: 1.4, sodiumMg: 1717 },
  portions: [{ label: '1 slice', grams: 8 }],
};
const AVOCADO: FoodSpec = {
  name: 'Zephyr avocado',
  per100g: { energyKcal: 160, proteinG: 2, fatG: 14.66, carbohydrateG: 8.53, fiberG: 6.7 },
  portions: [{ label: '1 fruit', grams: 136 }],
};

async function req(user: TestUser, options: InjectOptions) {
  return as(ctx.app, user, options);
}

async function logFood(
  user: TestUser,
  items: { foodId: string; quantity: number; unit: string }[],
  extra: Record<string, unknown> = {},
) {
  return req(user, {
    method: 'POST',
    url: '/api/v1/meals',
    payload: { method: 'food', date: TODAY, mealType: 'breakfast', items, ...extra },
  });
}

async function created(res: { statusCode: number; body: string; json: () => unknown }) {
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Meal;
}

const expected = (spec: FoodSpec, grams: number): Nutrients =>
  roundNutrients(nutrientsForGrams(factsOf(spec), grams));

function sumOf(list: Nutrients[], key: keyof Nutrients): number {
  return Math.round(list.reduce((acc, n) => acc + n[key], 0) * 10) / 10;
}

function issuePaths(body: { error: { details?: unknown } }): string[] {
  return ((body.error.details ?? []) as { path: string }[]).map((d) => d.path);
}

describe('POST /api/v1/meals (foods)', () => {
  it('logs foods by portion, grams and ounces, with nutrients from the database', async () => {
    const user = await ctx.signUp();
    const egg = await addFood(user, EGG);
    const bacon = await addFood(user, BACON);
    const meal = await created(
      await logFood(
        user,
        [
          { foodId: egg, quantity: 2, unit: 'large' },
          { foodId: bacon, quantity: 3, unit: 'slices' },
          { foodId: bacon, quantity: 20, unit: 'g' },
          { foodId: egg, quantity: 1, unit: 'oz' },
        ],
        { notes: '  after the gym  ' },
      ),
    );
    expect(meal).toMatchObject({
      date: TODAY,
      mealType: 'breakfast',
      method: 'food',
      servings: 1,
      recipeId: null,
      notes: 'after the gym',
      title: 'Zephyr egg, whole, Zephyr bacon, Zephyr bacon, Zephyr egg, whole',
    });
    expect(meal.items.map((i) => [i.name, i.quantity, i.unit, i.grams])).toEqual([
      ['Zephyr egg, whole', 2, 'large', 100],
      ['Zephyr bacon', 3, 'slices', 24],
      ['Zephyr bacon', 20, 'g', 20],
      ['Zephyr egg, whole', 1, 'oz', 28.3],
    ]);
    expect(meal.items[0]?.nutrients).toEqual(expected(EGG, 100));
    expect(meal.items[1]?.nutrients).toEqual(expected(BACON, 24));
    for (const key of ['energyKcal', 'proteinG', 'fatG', 'netCarbsG'] as const) {
      expect(meal.macros[key]).toBeCloseTo(
        sumOf(
          meal.items.map((i) => i.nutrients),
          key,
        ),
        5,
      );
    }
    // One item per food, owned by the user (the foods' usage is told about each).
    const rows = await ctx.database.db
      .select()
      .from(mealItems)
      .where(eq(mealItems.mealId, meal.id));
    expect(rows).toHaveLength(4);
    expect(rows.every((r) => r.userId === user.id)).toBe(true);
  });

  it('net carbs are carbohydrate − fibre − sugar alcohols', async () => {
    const user = await ctx.signUp();
    const avocado = await addFood(user, AVOCADO);
    const sweet = await addFood(user, {
      name: 'Zephyr keto bar',
      per100g: { energyKcal: 350, carbohydrateG: 40, fiberG: 15, sugarAlcoholsG: 20, fatG: 20 },
    });
    const meal = await created(
      await logFood(user, [
        { foodId: avocado, quantity: 100, unit: 'g' },
        { foodId: sweet, quantity: 100, unit: 'g' },
      ]),
    );
    expect(meal.items.map((i) => i.nutrients.netCarbsG)).toEqual([1.8, 5]);
    expect(meal.macros.netCarbsG).toBe(6.8);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a negative amount', { quantity: -50 }, 'body.items.0.quantity'],
    ['a zero amount', { quantity: 0 }, 'body.items.0.quantity'],
    ['a missing unit', { unit: '' }, 'body.items.0.unit'],
    ['an absurd amount', { quantity: 1e9 }, 'body.items.0.quantity'],
  ])('refuses %s with a clear message', async (_name, patch, path) => {
    const user = await ctx.signUp();
    const egg = await addFood(user, EGG);
    const res = await logFood(user, [{ foodId: egg, quantity: 2, unit: 'g', ...patch }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    expect(issuePaths(res.json())).toContain(path);
  });

  it('refuses unknown foods, listing each, and other users’ custom foods as unknown', async () => {
    const user = await ctx.signUp();
    const other = await ctx.signUp();
    const egg = await addFood(user, EGG);
    const theirs = await addFood(other, BACON);
    const res = await logFood(user, [
      { foodId: egg, quantity: 1, unit: 'large' },
      { foodId: 'usda-does-not-exist', quantity: 1, unit: 'g' },
      { foodId: theirs, quantity: 1, unit: 'g' },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('2 of the foods were not found. Search for them again.');
    expect(issuePaths(res.json())).toEqual(['body.items.1.foodId', 'body.items.2.foodId']);
    expect(res.body).not.toContain('Zephyr bacon');
  });

  it('refuses a unit the food does not have, naming the units it has', async () => {
    const user = await ctx.signUp();
    const egg = await addFood(user, EGG);
    const res = await logFood(user, [{ foodId: egg, quantity: 2, unit: 'cup' }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(
      "“cup” isn't a unit we know for Zephyr egg, whole. Use one of: g, oz, large, extra large.",
    );
    expect(issuePaths(res.json())).toEqual(['body.items.0.unit']);
  });

  it('refuses bad dates and dates more than a day ahead; tomorrow is fine', async () => {
    const user = await ctx.signUp();
    const egg = await addFood(user, EGG);
    const item = [{ foodId: egg, quantity: 1, unit: 'large' }];
    for (const date of ['2025-02-30', '31/01/2025', 'today', '']) {
      const res = await logFood(user, item, { date });
      expect(res.statusCode, date).toBe(400);
      expect(res.json().error.message).toBe('Use a date like 2025-01-31.');
    }
    // Beyond tomorrow in every time zone (UTC's today + 2 is tomorrow at UTC+14 after 10:00).
    const ahead = await logFood(user, item, { date: addDays(TODAY, 3) });
    expect(ahead.statusCode).toBe(400);
    expect(ahead.json().error.message).toBe("You can't log meals more than a day ahead.");
    const old = await logFood(user, item, { date: '1999-12-31' });
    expect(old.statusCode).toBe(400);
    await created(await logFood(user, item, { date: addDays(TODAY, 1) }));
  });

  it('refuses more than 50 foods, no foods, unknown meal types and methods', async () => {
    const user = await ctx.signUp();
    const egg = await addFood(user, EGG);
    const many = Array.from({ length: 51 }, () => ({ foodId: egg, quantity: 1, unit: 'g' }));
    const tooMany = await logFood(user, many);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.message).toBe('An entry can hold at most 50 foods.');
    expect((await logFood(user, [])).statusCode).toBe(400);
    expect(
      (await logFood(user, [{ foodId: egg, quantity: 1, unit: 'g' }], { mealType: 'brunch' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await logFood(user, [{ foodId: egg, quantity: 1, unit: 'g' }], { method: 'guess' }))
        .statusCode,
    ).toBe(400);
    const exactly50 = Array.from({ length: 50 }, () => ({ foodId: egg, quantity: 1, unit: 'g' }));
    await created(await logFood(user, exactly50));
  });

  it('needs a session', async () => {
    const user = await ctx.signUp();
    const egg = await addFood(user, EGG);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/meals',
      payload: {
        method: 'food',
        date: TODAY,
        mealType: 'lunch',
        items: [{ foodId: egg, quantity: 1, unit: 'g' }],
      },
    });
    expect(res.statusCode).toBe(401);
  });
});

async function addRecipe(ownerId: string | null, perServing: Partial<Nutrients>) {
  const full: Nutrients = {
    energyKcal: 0,
    proteinG: 0,
    fatG: 0,
    saturatedFatG: 0,
    carbohydrateG: 0,
    fiberG: 0,
    sugarsG: 0,
    sugarAlcoholsG: 0,
    sodiumMg: 0,
    netCarbsG: 0,
    ...perServing,
  };
  const rows = await ctx.database.db
    .insert(recipes)
    .values({
      userId: ownerId,
      starterKey: ownerId ? null : `meals-test-${randomUUID()}`,
      title: 'Zephyr frittata',
      servings: 4,
      ingredients: [],
      nutrition: { total: full, perServing: full },
    })
    .returning({ id: recipes.id });
  if (!ownerId && rows[0]) starters.push(rows[0].id);
  return rows[0]?.id ?? '';
}

describe('POST /api/v1/meals (recipes)', () => {
  it('logs servings of the user’s recipe and of a starter recipe', async () => {
    const user = await ctx.signUp();
    const mine = await addRecipe(user.id, {
      energyKcal: 410,
      proteinG: 25.5,
      fatG: 32.1,
      carbohydrateG: 4.2,
      fiberG: 1.1,
      netCarbsG: 3.1,
    });
    const starter = await addRecipe(null, { energyKcal: 200, netCarbsG: 2 });
    const res = await req(user, {
      method: 'POST',
      url: '/api/v1/meals',
      payload: { method: 'recipe', date: TODAY, mealType: 'dinner', recipeId: mine, servings: 1.5 },
    });
    const meal = await created(res);
    expect(meal).toMatchObject({
      method: 'recipe',
      recipeId: mine,
      servings: 1.5,
      title: 'Zephyr frittata',
      items: [],
    });
    expect(meal.macros).toMatchObject({ energyKcal: 615, proteinG: 38.3, netCarbsG: 4.7 });
    const fromStarter = await req(user, {
      method: 'POST',
      url: '/api/v1/meals',
      payload: { method: 'recipe', date: TODAY, mealType: 'lunch', recipeId: starter, servings: 2 },
    });
    expect((await created(fromStarter)).macros).toMatchObject({ energyKcal: 400, netCarbsG: 4 });
  });

  it('answers 404 for another user’s recipe or an unknown one, 400 for bad servings', async () => {
    const owner = await ctx.signUp();
    const user = await ctx.signUp();
    const theirs = await addRecipe(owner.id, { energyKcal: 100 });
    for (const recipeId of [theirs, randomUUID()]) {
      const res = await req(user, {
        method: 'POST',
        url: '/api/v1/meals',
        payload: { method: 'recipe', date: TODAY, mealType: 'dinner', recipeId, servings: 1 },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Recipe not found.');
    }
    for (const servings of [0, -1, 101]) {
      const res = await req(user, {
        method: 'POST',
        url: '/api/v1/meals',
        payload: { method: 'recipe', date: TODAY, mealType: 'dinner', recipeId: theirs, servings },
      });
      expect(res.statusCode).toBe(400);
    }
  });
});

describe('POST /api/v1/meals/parse and text entries', () => {
  it('parses the example against the database: grams from portions, nutrients from facts', async () => {
    const user = await ctx.signUp();
    await addFood(user, EGG);
    await addFood(user, BACON);
    await addFood(user, AVOCADO);
    const res = await req(user, {
      method: 'POST',
      url: '/api/v1/meals/parse',
      payload: { text: '2 zephyr eggs, 3 slices of zephyr bacon and half a zephyr avocado' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const parse = res.json<ParseMealResponse>();
    expect(parse.items.map((i) => [i.match?.name, i.quantity, i.unit, i.grams, i.assumed])).toEqual(
      [
        ['Zephyr egg, whole', 2, 'large', 100, false],
        ['Zephyr bacon', 3, 'slice', 24, false],
        ['Zephyr avocado', 0.5, 'fruit', 68, false],
      ],
    );
    expect(parse.items[0]?.nutrients).toEqual(expected(EGG, 100));
    expect(parse.items[2]?.nutrients).toEqual(expected(AVOCADO, 68));
    expect(parse.unmatched).toEqual([]);
    expect(parse.totals.energyKcal).toBe(
      sumOf(
        parse.items.map((i) => i.nutrients as Nutrients),
        'energyKcal',
      ),
    );
    // Nothing was saved.
    const day = await req(user, { method: 'GET', url: `/api/v1/meals?date=${TODAY}` });
    expect(day.json<MealListResponse>().items).toEqual([]);
  });

  it('reports unmatched segments and assumed amounts clearly', async () => {
    const user = await ctx.signUp();
    await addFood(user, { name: 'Zephyr mystery loaf', per100g: { energyKcal: 250 } });
    const res = await req(user, {
      method: 'POST',
      url: '/api/v1/meals/parse',
      payload: { text: 'zephyr mystery loaf\n2 qwxzvbnm' },
    });
    const parse = res.json<ParseMealResponse>();
    const [loaf, nothing] = parse.items;
    expect(loaf).toMatchObject({ unit: 'g', grams: 100, assumed: true });
    expect(loaf?.warning).toBe('Assumed 100 g each: check the amount.');
    expect(nothing).toMatchObject({ raw: '2 qwxzvbnm', match: null, grams: null, nutrients: null });
    expect(nothing?.warning).toMatch(/^No food matched “qwxzvbnm”\./);
    expect(parse.unmatched).toEqual(['2 qwxzvbnm']);
    expect(parse.totals.energyKcal).toBe(250);
  });

  it('tolerates typos and offers alternatives', async () => {
    const user = await ctx.signUp();
    await addFood(user, { name: 'Zephyr cheddar cheese', per100g: { energyKcal: 403 } });
    await addFood(user, { name: 'Zephyr cheddar crackers', per100g: { energyKcal: 480 } });
    const res = await req(user, {
      method: 'POST',
      url: '/api/v1/meals/parse',
      payload: { text: '30g zephir chedar chese' },
    });
    const [item] = res.json<ParseMealResponse>().items;
    expect(item?.match?.name).toBe('Zephyr cheddar cheese');
    expect(item?.grams).toBe(30);
    expect(item?.alternatives.map((a) => a.name)).toContain('Zephyr cheddar crackers');
    expect(item?.match?.per100g.energyKcal).toBe(403);
    expect(item?.alternatives.length).toBeLessThanOrEqual(4);
  });

  it('prefers the foods the user logs often', async () => {
    const user = await ctx.signUp();
    await addFood(user, { name: 'Zephyr keto bread, seeded', per100g: { energyKcal: 260 } });
    const white = await addFood(user, {
      name: 'Zephyr keto bread, toasted white',
      per100g: { energyKcal: 240 },
    });
    const parseBread = async () =>
      (
        await req(user, {
          method: 'POST',
          url: '/api/v1/meals/parse',
          payload: { text: '50 g zephyr keto bread' },
        })
      ).json<ParseMealResponse>().items[0]?.match?.name;
    expect(await parseBread()).toBe('Zephyr keto bread, seeded');
    for (let i = 0; i < 3; i += 1)
      await logFood(user, [{ foodId: white, quantity: 50, unit: 'g' }]);
    expect(await parseBread()).toBe('Zephyr keto bread, toasted white');
  });

  it('saves a confirmed parse with the text and the parse kept in analysis_data', async () => {
    const user = await ctx.signUp();
    const egg = await addFood(user, EGG);
    const text = '2 zephyr eggs';
    const meal = await created(
      await req(user, {
        method: 'POST',
        url: '/api/v1/meals',
        payload: {
          method: 'text',
          date: TODAY,
          mealType: 'snack',
          text,
          items: [{ foodId: egg, quantity: 3, unit: 'large' }],
        },
      }),
    );
    expect(meal).toMatchObject({ method: 'text', title: text, mealType: 'snack' });
    expect(meal.items[0]?.grams).toBe(150);
    const [row] = await ctx.database.db.select().from(meals).where(eq(meals.id, meal.id));
    expect(row?.analysisData).toMatchObject({
      text,
      engine: 'builtin',
      segments: [{ quantity: 2, foodPhrase: 'zephyr egg' }],
    });
  });

  it('refuses empty text, text without foods, and very long text', async () => {
    const user = await ctx.signUp();
    for (const [text, message] of [
      ['', 'Describe what you ate.'],
      ['  ', 'Describe what you ate.'],
      [
        '2, 3 and 4',
        'We couldn’t find any foods in that. Try something like “2 eggs and 3 slices of bacon”.',
      ],
    ] as const) {
      const res = await req(user, {
        method: 'POST',
        url: '/api/v1/meals/parse',
        payload: { text },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
    const long = await req(user, {
      method: 'POST',
      url: '/api/v1/meals/parse',
      payload: { text: 'egg '.repeat(300) },
    });
    expect(long.statusCode).toBe(400);
  });

  it('parses the eggs, bacon and avocado example against the shipped catalogue, when it is loaded', async () => {
    const [{ count = 0 } = {}] = await ctx.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(foods)
      .where(isNull(foods.ownerId));
    if (count === 0) return; // the catalogue ships with the foods module; nothing to check yet
    const user = await ctx.signUp();
    const res = await req(user, {
      method: 'POST',
      url: '/api/v1/meals/parse',
      payload: { text: '2 eggs, 3 slices of bacon and half an avocado' },
    });
    expect(res.statusCode).toBe(200);
    const parse = res.json<ParseMealResponse>();
    expect(parse.items).toHaveLength(3);
    expect(parse.items[0]?.match?.name).toMatch(/^egg/i);
    expect(parse.items[2]?.match?.name).toMatch(/avocado/i);
    for (const item of parse.items) {
      if (!item.match || item.grams === null) continue;
      const [food] = await ctx.database.db
        .select()
        .from(foods)
        .where(eq(foods.id, item.match.foodId));
      expect(food).toBeDefined();
      if (!food) continue;
      expect(item.nutrients).toEqual(roundNutrients(nutrientsForGrams(food, item.grams)));
    }
  });
});

describe('GET /api/v1/meals, /:id, PATCH, DELETE', () => {
  it('lists a day newest first with totals; a range with per-day totals', async () => {
    const user = await ctx.signUp();
    const egg = await addFood(user, EGG);
    const first = await created(
      await logFood(user, [{ foodId: egg, quantity: 1, unit: 'large' }], { date: YESTERDAY }),
    );
    const second = await created(
      await logFood(user, [{ foodId: egg, quantity: 2, unit: 'large' }]),
    );
    const third = await created(
      await logFood(user, [{ foodId: egg, quantity: 100, unit: 'g' }], { mealType: 'lunch' }),
    );
    const day = (
      await req(user, { method: 'GET', url: `/api/v1/meals?date=${TODAY}` })
    ).json<MealListResponse>();
    expect(day.items.map((m) => m.id)).toEqual([third.id, second.id]);
    expect(day.totals.energyKcal).toBe(143 + 143);
    expect(day.days).toEqual([{ date: TODAY, totals: day.totals }]);

    const range = (
      await req(user, { method: 'GET', url: `/api/v1/meals?from=${YESTERDAY}&to=${TODAY}` })
    ).json<MealListResponse>();
    expect(range.items.map((m) => m.id)).toEqual([third.id, second.id, first.id]);
    expect(range.days.map((d) => [d.date, d.totals.energyKcal])).toEqual([
      [TODAY, 286],
      [YESTERDAY, 72],
    ]);
  });

  it.each([
    ['', 'Give a date, or a start and an end date.'],
    [`?date=${TODAY}&from=${TODAY}&to=${TODAY}`, 'Give a date, or a start and an end date.'],
    [`?from=${TODAY}`, 'Give a date, or a start and an end date.'],
    [`?from=${TODAY}&to=${YESTERDAY}`, 'The start date must be on or before the end date.'],
    [`?from=${addDays(TODAY, -93)}&to=${TODAY}`, 'Choose at most 93 days at a time.'],
    ['?date=2025-13-01', 'Use a date like 2025-01-31.'],
  ])('refuses the list query %s', async (query, message) => {
    const user = await ctx.signUp();
    const res = await req(user, { method: 'GET', url: `/api/v1/meals${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
  });

  it('allows a range of exactly 93 days', async () => {
    const user = await ctx.signUp();
    const res = await req(user, {
      method: 'GET',
      url: `/api/v1/meals?from=${addDays(TODAY, -92)}&to=${TODAY}`,
    });
    expect(res.statusCode).toBe(200);
  });

  it('reads one entry; unknown and malformed ids are 404', async () => {
    const user = await ctx.signUp();
    const egg = await addFood(user, EGG);
    const meal = await created(await logFood(user, [{ foodId: egg, quantity: 1, unit: 'large' }]));
    const res = await req(user, { method: 'GET', url: `/api/v1/meals/${meal.id}` });
    expect(res.json()).toEqual(meal);
    for (const id of [randomUUID(), 'not-a-uuid']) {
      const missing = await req(user, { method: 'GET', url: `/api/v1/meals/${id}` });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error.message).toBe('Meal not found.');
    }
  });

  it('edits meal type, date and notes; replaces items; scales by servings', async () => {
    const user = await ctx.signUp();
    const egg = await addFood(user, EGG);
    const bacon = await addFood(user, BACON);
    const meal = await created(await logFood(user, [{ foodId: egg, quantity: 2, unit: 'large' }]));
    const patch = (payload: Record<string, unknown>) =>
      req(user, { method: 'PATCH', url: `/api/v1/meals/${meal.id}`, payload });

    const moved = await patch({ mealType: 'lunch', date: YESTERDAY, notes: 'late' });
    expect(moved.json()).toMatchObject({ mealType: 'lunch', date: YESTERDAY, notes: 'late' });
    expect((await patch({ notes: null })).json().notes).toBeNull();

    const replaced = (
      await patch({
        items: [
          { foodId: egg, quantity: 150, unit: 'g' },
          { foodId: bacon, quantity: 2, unit: 'slice' },
        ],
      })
    ).json<Meal>();
    expect(replaced.items.map((i) => [i.name, i.grams])).toEqual([
      ['Zephyr egg, whole', 150],
      ['Zephyr bacon', 16],
    ]);
    expect(replaced.title).toBe('Zephyr egg, whole, Zephyr bacon');
    expect(replaced.macros.energyKcal).toBe(
      Math.round(expected(EGG, 150).energyKcal + expected(BACON, 16).energyKcal),
    );
    const rows = await ctx.database.db
      .select()
      .from(mealItems)
      .where(and(eq(mealItems.mealId, meal.id), eq(mealItems.userId, user.id)));
    expect(rows).toHaveLength(2);

    const doubled = (await patch({ servings: 2 })).json<Meal>();
    expect(doubled.servings).toBe(2);
    expect(doubled.items.map((i) => i.grams)).toEqual([300, 32]);
    expect(doubled.macros.energyKcal).toBeCloseTo(replaced.macros.energyKcal * 2, -1);
  });

  it('scales a recipe entry by servings and refuses editing its foods', async () => {
    const user = await ctx.signUp();
    const recipeId = await addRecipe(user.id, { energyKcal: 300, netCarbsG: 2.5, proteinG: 20 });
    const meal = await created(
      await req(user, {
        method: 'POST',
        url: '/api/v1/meals',
        payload: { method: 'recipe', date: TODAY, mealType: 'dinner', recipeId, servings: 1 },
      }),
    );
    const res = await req(user, {
      method: 'PATCH',
      url: `/api/v1/meals/${meal.id}`,
      payload: { servings: 3 },
    });
    expect(res.json<Meal>().macros).toMatchObject({
      energyKcal: 900,
      netCarbsG: 7.5,
      proteinG: 60,
    });
    const items = await req(user, {
      method: 'PATCH',
      url: `/api/v1/meals/${meal.id}`,
      payload: { items: [{ foodId: 'x', quantity: 1, unit: 'g' }] },
    });
    expect(items.statusCode).toBe(400);
    expect(items.json().error.message).toBe(
      'A recipe entry has no foods to edit: change its servings instead.',
    );
  });

  it.each<[string, Record<string, unknown>]>([
    ['an empty change', {}],
    ['a date more than a day ahead', { date: addDays(TODAY, 3) }],
    ['zero servings', { servings: 0 }],
    ['negative grams', { items: [{ foodId: 'x', quantity: -5, unit: 'g' }] }],
    ['an unknown food', { items: [{ foodId: 'usda-nope', quantity: 5, unit: 'g' }] }],
  ])('refuses %s', async (_name, payload) => {
    const user = await ctx.signUp();
    const egg = await addFood(user, EGG);
    const meal = await created(await logFood(user, [{ foodId: egg, quantity: 1, unit: 'large' }]));
    const res = await req(user, { method: 'PATCH', url: `/api/v1/meals/${meal.id}`, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
  });

  it('deletes an entry and its items', async () => {
    const user = await ctx.signUp();
    const egg = await addFood(user, EGG);
    const meal = await created(await logFood(user, [{ foodId: egg, quantity: 1, unit: 'large' }]));
    const del = await req(user, { method: 'DELETE', url: `/api/v1/meals/${meal.id}` });
    expect(del.statusCode).toBe(204);
    expect((await req(user, { method: 'GET', url: `/api/v1/meals/${meal.id}` })).statusCode).toBe(
      404,
    );
    expect(
      (await req(user, { method: 'DELETE', url: `/api/v1/meals/${meal.id}` })).statusCode,
    ).toBe(404);
    const rows = await ctx.database.db
      .select()
      .from(mealItems)
      .where(eq(mealItems.mealId, meal.id));
    expect(rows).toEqual([]);
  });
});

describe('POST /api/v1/meals/copy', () => {
  it('copies a day in its order, or one meal of it', async () => {
    const user = await ctx.signUp();
    const egg = await addFood(user, EGG);
    const bacon = await addFood(user, BACON);
    const a = await created(
      await logFood(user, [{ foodId: egg, quantity: 2, unit: 'large' }], { date: YESTERDAY }),
    );
    const b = await created(
      await logFood(user, [{ foodId: bacon, quantity: 3, unit: 'slice' }], {
        date: YESTERDAY,
        mealType: 'dinner',
      }),
    );
    const res = await req(user, {
      method: 'POST',
      url: '/api/v1/meals/copy',
      payload: { fromDate: YESTERDAY, toDate: TODAY },
    });
    expect(res.statusCode, res.body).toBe(201);
    const copies = res.json<{ items: Meal[] }>().items;
    expect(copies.map((m) => [m.title, m.mealType, m.date])).toEqual([
      [b.title, 'dinner', TODAY],
      [a.title, 'breakfast', TODAY],
    ]);
    expect(copies[0]?.macros).toEqual(b.macros);
    expect(copies[1]?.items.map((i) => i.grams)).toEqual([100]);
    const today = (
      await req(user, { method: 'GET', url: `/api/v1/meals?date=${TODAY}` })
    ).json<MealListResponse>();
    expect(today.items.map((m) => m.id)).toEqual(copies.map((m) => m.id));

    const tomorrow = addDays(TODAY, 1);
    const one = await req(user, {
      method: 'POST',
      url: '/api/v1/meals/copy',
      payload: { fromDate: YESTERDAY, toDate: tomorrow, mealType: 'dinner' },
    });
    expect(one.json<{ items: Meal[] }>().items.map((m) => m.title)).toEqual([b.title]);
  });

  it.each<[string, (today: string) => unknown, number, string]>([
    [
      'the same day',
      (t) => ({ fromDate: t, toDate: t }),
      400,
      'Choose a different day to copy to.',
    ],
    [
      'a day far ahead',
      (t) => ({ fromDate: addDays(t, -1), toDate: addDays(t, 5) }),
      400,
      "You can't log meals more than a day ahead.",
    ],
    [
      'an empty day',
      (t) => ({ fromDate: addDays(t, -30), toDate: t }),
      404,
      `Nothing logged on ${addDays(TODAY, -30)}.`,
    ],
  ])('refuses %s', async (_name, payload, status, message) => {
    const user = await ctx.signUp();
    const egg = await addFood(user, EGG);
    await created(await logFood(user, [{ foodId: egg, quantity: 1, unit: 'large' }]));
    const res = await req(user, {
      method: 'POST',
      url: '/api/v1/meals/copy',
      payload: payload(TODAY) as Record<string, unknown>,
    });
    expect(res.statusCode).toBe(status);
    expect(res.json().error.message).toBe(message);
  });

  it('never copies another user’s day', async () => {
    const owner = await ctx.signUp();
    const other = await ctx.signUp();
    const egg = await addFood(owner, EGG);
    await created(
      await logFood(owner, [{ foodId: egg, quantity: 1, unit: 'large' }], { date: YESTERDAY }),
    );
    const res = await req(other, {
      method: 'POST',
      url: '/api/v1/meals/copy',
      payload: { fromDate: YESTERDAY, toDate: TODAY },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('GET /api/v1/meals/summary', () => {
  it('shows totals without targets before onboarding', async () => {
    const user = await ctx.signUp();
    const res = await req(user, { method: 'GET', url: `/api/v1/meals/summary?date=${TODAY}` });
    const summary = res.json<MealDaySummary>();
    expect(summary).toMatchObject({ date: TODAY, entries: 0, targets: null });
    expect(summary.progress.netCarbsG.status).toBe('no_target');
    expect(summary.totals.energyKcal).toBe(0);
  });

  it('compares the day with the onboarding targets: under, then net carbs over', async () => {
    const user = await ctx.signUp();
    await completeProfile(ctx.modules.profile.store, user);
    const profile = await ctx.modules.profile.reader.read(user.id);
    if (!profile) throw new Error('the profile was not saved');
    const { targets } = profile.plan;
    const sweet = await addFood(user, {
      name: 'Zephyr sugar',
      per100g: { energyKcal: 387, carbohydrateG: 100, sugarsG: 100 },
    });
    await created(await logFood(user, [{ foodId: sweet, quantity: 5, unit: 'g' }]));
    const summary = async () =>
      (
        await req(user, { method: 'GET', url: `/api/v1/meals/summary?date=${TODAY}` })
      ).json<MealDaySummary>();
    const under = await summary();
    expect(under.targets).toMatchObject({
      netCarbsG: targets.netCarbsG,
      calories: targets.calories,
    });
    expect(under.progress.netCarbsG).toMatchObject({
      consumed: 5,
      target: targets.netCarbsG,
      remaining: targets.netCarbsG - 5,
      status: 'under',
    });
    expect(under.byMealType.breakfast.netCarbsG).toBe(5);
    expect(under.byMealType.dinner.netCarbsG).toBe(0);

    await created(
      await logFood(user, [{ foodId: sweet, quantity: targets.netCarbsG, unit: 'g' }], {
        mealType: 'snack',
      }),
    );
    const over = await summary();
    expect(over.entries).toBe(2);
    expect(over.progress.netCarbsG.status).toBe('over');
    expect(over.progress.netCarbsG.remaining).toBe(-5);
    expect(over.progress.netCarbsG.percent).toBeGreaterThan(100);
  });

  it('refuses a bad date', async () => {
    const user = await ctx.signUp();
    const res = await req(user, { method: 'GET', url: '/api/v1/meals/summary?date=yesterday' });
    expect(res.statusCode).toBe(400);
  });
});
