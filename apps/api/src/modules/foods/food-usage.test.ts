import {
  OwnFoodListSchema,
  RecentFoodListSchema,
  type Food,
  type FoodList,
  type Meal,
  type OwnFood,
  type RecentFood,
} from '@ketoflow/contracts';
import { addDays, toIsoDate } from '@ketoflow/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { foodUsage, user as users } from '../../db/schema/index.js';
import { as, type TestUser } from '../../test/harness.js';
import {
  createModuleTestContext,
  type ModuleTestContext,
  type Platform,
} from '../../test/module-harness.js';
import { createMealsModule } from '../meals/index.js';
import { createProfileModule } from '../profile/index.js';
import { createRecipesModule } from '../recipes/index.js';
import { createUploadsModule } from '../uploads/index.js';
import { createFoodsModuleFor } from './foods-module.fixture.js';

// The foods' usage (how often, when and how much each user logged each food) is written by the
// diary as it adds, edits and deletes entries, in the same transaction. These tests log through
// the diary's API and read what foods makes of it: the recent list, search and the own foods.
// So the diary is built beside foods, with foods' service as its port, as the app wires them;
// only the routes of foods and the diary are served.

async function build(platform: Platform) {
  const { db, log } = platform;
  const foods = await createFoodsModuleFor(platform);
  const recipes = createRecipesModule({
    db,
    foods: foods.service,
    photos: createUploadsModule({ db }).service,
    logger: log,
  });
  const meals = createMealsModule({
    db,
    foods: foods.service,
    recipes: recipes.service,
    profile: createProfileModule({ db }).reader,
  });
  return { foods, meals };
}

let ctx: ModuleTestContext<Awaited<ReturnType<typeof build>>>;
beforeAll(async () => {
  ctx = await createModuleTestContext(build);
});
afterAll(async () => {
  await ctx.close();
});

const TODAY = toIsoDate(new Date());
const YESTERDAY = addDays(TODAY, -1);
const AVOCADO = 'usda-ndb-09037';
const CHEDDAR = 'usda-ndb-01009';

type Item = { foodId: string; quantity: number; unit: string };

async function logMeal(user: TestUser, items: Item[]): Promise<Meal> {
  const res = await as(ctx.app, user, {
    method: 'POST',
    url: '/api/v1/meals',
    payload: { method: 'food', mealType: 'breakfast', date: TODAY, items },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Meal>();
}

async function patchMeal(user: TestUser, id: string, payload: object): Promise<Meal> {
  const res = await as(ctx.app, user, { method: 'PATCH', url: `/api/v1/meals/${id}`, payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Meal>();
}

async function deleteMeal(user: TestUser, id: string): Promise<void> {
  const res = await as(ctx.app, user, { method: 'DELETE', url: `/api/v1/meals/${id}` });
  expect(res.statusCode, res.body).toBe(204);
}

async function recent(user: TestUser): Promise<RecentFood[]> {
  const res = await as(ctx.app, user, { method: 'GET', url: '/api/v1/foods/recent?limit=50' });
  expect(res.statusCode, res.body).toBe(200);
  return RecentFoodListSchema.parse(res.json()).items;
}

/** A food's usage in the recent list (undefined when it is not there), without the time. */
async function usageOf(user: TestUser, foodId: string) {
  const food = (await recent(user)).find((f) => f.id === foodId);
  if (!food) return undefined;
  const { lastLoggedAt: _at, ...rest } = food.usage;
  return rest;
}

async function search(user: TestUser, q: string): Promise<string[]> {
  const res = await as(ctx.app, user, {
    method: 'GET',
    url: '/api/v1/foods/search',
    query: { q, limit: '10' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<FoodList>().items.map((f) => f.id);
}

async function ownFoods(user: TestUser): Promise<OwnFood[]> {
  const res = await as(ctx.app, user, { method: 'GET', url: '/api/v1/foods/own' });
  expect(res.statusCode, res.body).toBe(200);
  return OwnFoodListSchema.parse(res.json()).items;
}

/**
 * The usage rows of a user are exactly what their diary holds: per food, the number of items,
 * the newest item's time (to the millisecond) and its amount.
 */
async function expectUsageMatchesDiary(userId: string): Promise<void> {
  type Row = { foodId: string; n: number; last: string; quantity: number; unit: string };
  const fromDiary = await queryRows<Row>(
    ctx.database.db,
    sql`SELECT c.food_id AS "foodId", c.n, c.last::text AS last, l.quantity, l.unit
      FROM (SELECT food_id, count(*)::int AS n, max(created_at) AS last FROM meal_items
            WHERE user_id = ${userId} AND food_id IS NOT NULL GROUP BY food_id) c
      JOIN (SELECT DISTINCT ON (food_id) food_id, quantity, unit FROM meal_items
            WHERE user_id = ${userId} AND food_id IS NOT NULL
            ORDER BY food_id, created_at DESC, position DESC) l ON l.food_id = c.food_id
      ORDER BY c.food_id`,
  );
  const stored = await ctx.database.db
    .select()
    .from(foodUsage)
    .where(eq(foodUsage.userId, userId))
    .orderBy(foodUsage.foodId);
  expect(
    stored.map((r) => [
      r.foodId,
      r.timesLogged,
      r.lastLoggedAt.getTime(),
      r.lastQuantity,
      r.lastUnit,
    ]),
  ).toEqual(fromDiary.map((r) => [r.foodId, r.n, new Date(r.last).getTime(), r.quantity, r.unit]));
}

describe('food usage kept by the diary', () => {
  it('follows an entry logged, its amount edited and the entry deleted: recent, search and own foods', async () => {
    const user = await ctx.signUp();
    const before = await search(user, 'egg');
    const egg = before[5]!;
    expect(await recent(user)).toEqual([]);

    const meal = await logMeal(user, [{ foodId: egg, quantity: 60, unit: 'g' }]);
    expect(await usageOf(user, egg)).toEqual({
      timesLogged: 1,
      lastQuantity: 60,
      lastUnit: 'g',
      lastGrams: 60,
    });
    expect((await search(user, 'egg')).indexOf(egg)).toBeLessThan(5);
    expect((await ownFoods(user)).map((f) => [f.food.id, f.timesLogged])).toEqual([[egg, 1]]);
    await expectUsageMatchesDiary(user.id);

    // A new amount is the amount last logged; it is still one time.
    await patchMeal(user, meal.id, { items: [{ foodId: egg, quantity: 2, unit: 'oz' }] });
    expect(await usageOf(user, egg)).toEqual({
      timesLogged: 1,
      lastQuantity: 2,
      lastUnit: 'oz',
      lastGrams: 56.7,
    });
    await expectUsageMatchesDiary(user.id);

    // The only entry gone: the food leaves the recent list, search ranks as for a new user.
    await deleteMeal(user, meal.id);
    expect(await recent(user)).toEqual([]);
    expect(await search(user, 'egg')).toEqual(before);
    expect(await ownFoods(user)).toEqual([]);
    await expectUsageMatchesDiary(user.id);
  });

  it('shows the earlier amount again when the newest entry goes, and follows servings, copies and a changed food', async () => {
    const user = await ctx.signUp();
    const [first, second] = [CHEDDAR, AVOCADO];

    const older = await logMeal(user, [{ foodId: first, quantity: 100, unit: 'g' }]);
    const newer = await logMeal(user, [
      { foodId: first, quantity: 30, unit: 'g' },
      { foodId: first, quantity: 1, unit: 'oz' },
    ]);
    expect(await usageOf(user, first)).toMatchObject({ timesLogged: 3, lastQuantity: 1 });
    await expectUsageMatchesDiary(user.id);

    await deleteMeal(user, newer.id);
    expect(await usageOf(user, first)).toEqual({
      timesLogged: 1,
      lastQuantity: 100,
      lastUnit: 'g',
      lastGrams: 100,
    });
    // …logged when the older entry was.
    const shown = (await recent(user)).find((f) => f.id === first)!.usage.lastLoggedAt;
    expect(shown).toBe(older.createdAt);
    await expectUsageMatchesDiary(user.id);

    // Two servings of what was logged: the items are scaled, which is the amount now.
    await patchMeal(user, older.id, { servings: 2 });
    expect(await usageOf(user, first)).toMatchObject({ timesLogged: 1, lastQuantity: 200 });

    // A copy of the day logs its items again.
    const copy = await as(ctx.app, user, {
      method: 'POST',
      url: '/api/v1/meals/copy',
      payload: { fromDate: TODAY, toDate: YESTERDAY },
    });
    expect(copy.statusCode, copy.body).toBe(201);
    expect(await usageOf(user, first)).toMatchObject({ timesLogged: 2, lastQuantity: 200 });
    await expectUsageMatchesDiary(user.id);

    // The entry now holds another food: the first keeps only the copy's use.
    await patchMeal(user, older.id, { items: [{ foodId: second, quantity: 40, unit: 'g' }] });
    expect(await usageOf(user, first)).toMatchObject({ timesLogged: 1, lastQuantity: 200 });
    expect(await usageOf(user, second)).toMatchObject({ timesLogged: 1, lastQuantity: 40 });
    await expectUsageMatchesDiary(user.id);
  });

  it('goes with a deleted custom food and a deleted account, and is never another user’s', async () => {
    const [user, other] = [await ctx.signUp(), await ctx.signUp()];
    const created = await as(ctx.app, user, {
      method: 'POST',
      url: '/api/v1/foods/custom',
      payload: {
        name: 'Usage seed bread',
        category: 'keto_staples',
        per100g: { proteinG: 20, fatG: 30, carbohydrateG: 8, fiberG: 5 },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const bread = created.json<Food>();
    await logMeal(user, [
      { foodId: bread.id, quantity: 35, unit: 'g' },
      { foodId: AVOCADO, quantity: 50, unit: 'g' },
    ]);
    expect((await recent(user)).map((f) => f.id).sort()).toEqual([AVOCADO, bread.id].sort());
    expect(await recent(other)).toEqual([]);

    const removed = await as(ctx.app, user, {
      method: 'DELETE',
      url: `/api/v1/foods/custom/${bread.id}`,
    });
    expect(removed.statusCode, removed.body).toBe(204);
    // The diary keeps its item (without the food); the usage of the food is gone.
    expect((await recent(user)).map((f) => f.id)).toEqual([AVOCADO]);
    await expectUsageMatchesDiary(user.id);

    await ctx.database.db.delete(users).where(eq(users.id, user.id));
    expect(
      await ctx.database.db.select().from(foodUsage).where(eq(foodUsage.userId, user.id)),
    ).toEqual([]);
  });
});
