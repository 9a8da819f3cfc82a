import { randomUUID } from 'node:crypto';
import type { Food, FoodList, RecentFoodList } from '@ketoflow/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { as, type TestUser } from '../../test/harness.js';
import { createModuleTestContext, type ModuleTestContext } from '../../test/module-harness.js';
import { buildFoods } from './foods-module.fixture.js';
import { logFoods } from './logged-foods.fixture.js';
import { readCatalogueFile, seedCatalogue } from './index.js';

let ctx: ModuleTestContext<Awaited<ReturnType<typeof buildFoods>>>;
beforeAll(async () => {
  ctx = await createModuleTestContext(buildFoods);
});
afterAll(async () => {
  await ctx.close();
});

async function search(user: TestUser, q: string, limit?: number): Promise<Food[]> {
  const res = await as(ctx.app, user, {
    method: 'GET',
    url: '/api/v1/foods/search',
    query: { q, ...(limit ? { limit: String(limit) } : {}) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<FoodList>().items;
}

const AVOCADO = 'usda-ndb-09037';
const CHEDDAR = 'usda-ndb-01009';

function customBody(overrides: Record<string, unknown> = {}) {
  return {
    name: `Keto bread ${randomUUID().slice(0, 6)}`,
    brand: 'Baker Bob',
    category: 'keto_staples',
    per100g: {
      proteinG: 20,
      fatG: 30,
      saturatedFatG: 5,
      carbohydrateG: 15,
      fiberG: 10,
      sugarsG: 1,
      sugarAlcoholsG: 2,
      sodiumMg: 400,
    },
    portions: [{ label: '1 slice', grams: 35 }],
    ...overrides,
  };
}

describe('the curated catalogue', () => {
  it('is loaded on start, with net carbs derived and the USDA source recorded', async () => {
    const user = await ctx.signUp();
    const res = await as(ctx.app, user, { method: 'GET', url: `/api/v1/foods/${AVOCADO}` });
    expect(res.statusCode).toBe(200);
    const avocado = res.json<Food>();
    expect(avocado).toMatchObject({
      id: AVOCADO,
      name: 'Avocado',
      source: 'usda',
      isCustom: false,
      brand: null,
    });
    expect(avocado.sourceLabel).toMatch(/USDA/);
    expect(avocado.per100g.netCarbsG).toBeCloseTo(
      avocado.per100g.carbohydrateG - avocado.per100g.fiberG - avocado.per100g.sugarAlcoholsG,
      2,
    );
    expect(avocado.portions.length).toBeGreaterThan(0);
  });

  it('starting again with the same file changes nothing', async () => {
    const state = () =>
      queryRows(
        ctx.database.db,
        sql`SELECT count(*)::int AS n, max(updated_at) AS last FROM foods WHERE source = 'usda'`,
      );
    const before = await state();
    expect((await seedAgain()).status).toBe('unchanged');
    expect(await state()).toEqual(before);
  });
});

/** Runs the start-up seeding again against this test's database, as a restart would. */
async function seedAgain() {
  return seedCatalogue(ctx.database.db, await readCatalogueFile(ctx.config.foods.dataFile));
}

describe('GET /api/v1/foods/search', () => {
  it('finds "avocado" first for "avocado" and for the prefix "avo"', async () => {
    const user = await ctx.signUp();
    expect((await search(user, 'avocado'))[0]?.id).toBe(AVOCADO);
    expect((await search(user, 'avo'))[0]?.id).toBe(AVOCADO);
    expect((await search(user, 'Avocados'))[0]?.id).toBe(AVOCADO);
  });

  it('tolerates typos: "cheddar chese", "avacado", "brocoli"', async () => {
    const user = await ctx.signUp();
    expect((await search(user, 'cheddar chese'))[0]?.id).toBe(CHEDDAR);
    expect((await search(user, 'avacado')).map((f) => f.id)).toContain(AVOCADO);
    expect((await search(user, 'brocoli'))[0]?.name).toMatch(/^Broccoli/);
  });

  it('matches accents, case and punctuation loosely', async () => {
    const user = await ctx.signUp();
    const created = await as(ctx.app, user, {
      method: 'POST',
      url: '/api/v1/foods/custom',
      payload: customBody({ name: 'Crème fraîche épaisse' }),
    });
    expect(created.statusCode).toBe(201);
    const found = await search(user, 'CREME-fraiche');
    expect(found[0]?.id).toBe(created.json<Food>().id);
  });

  it('ranks exact and prefix name matches above words found elsewhere', async () => {
    const user = await ctx.signUp();
    const eggs = await search(user, 'egg');
    // "Egg, whole, raw" is the food called "egg"; "Eggplant" and "Egg noodles" come later.
    expect(eggs[0]?.id).toBe('usda-ndb-01123');
    const names = eggs.map((f) => f.name);
    expect(names.indexOf('Egg, whole, raw')).toBeLessThan(names.indexOf('Eggplant, raw'));
  });

  it("puts the user's own recent and frequent foods first among equals", async () => {
    const user = await ctx.signUp();
    const plain = await search(user, 'egg', 10);
    const quail = plain[5];
    expect(quail).toBeDefined();
    await logFoods(ctx.database.db, user.id, [
      { foodId: quail!.id, grams: 9 },
      { foodId: quail!.id, grams: 18, daysAgo: 1 },
      { foodId: quail!.id, grams: 27, daysAgo: 2 },
    ]);
    // It climbs above every food that matched "egg" as well as it did; only the food whose
    // alias is exactly "egg" stays ahead.
    const ranked = (await search(user, 'egg', 10)).map((f) => f.id);
    expect(ranked.indexOf(quail!.id)).toBe(1);
    expect(ranked[0]).toBe('usda-ndb-01123');
    // Another user's diary does not change this user's ranking.
    const other = await ctx.signUp();
    expect((await search(other, 'egg', 10))[0]?.id).toBe(plain[0]?.id);
  });

  it("includes the user's custom foods, never another user's", async () => {
    const owner = await ctx.signUp();
    const other = await ctx.signUp();
    const name = `Zucchini crisps ${randomUUID().slice(0, 8)}`;
    const created = await as(ctx.app, owner, {
      method: 'POST',
      url: '/api/v1/foods/custom',
      payload: customBody({ name }),
    });
    const id = created.json<Food>().id;
    const mine = await search(owner, name);
    expect(mine[0]).toMatchObject({ id, isCustom: true, source: 'custom' });
    expect((await search(other, name)).map((f) => f.id)).not.toContain(id);
    expect((await search(other, 'zucchini crisps', 50)).map((f) => f.id)).not.toContain(id);
  });

  it('respects the limit and answers an empty list for nonsense', async () => {
    const user = await ctx.signUp();
    expect(await search(user, 'cheese', 3)).toHaveLength(3);
    expect(await search(user, 'qqxxzzvv')).toEqual([]);
    expect(await search(user, '%_\\')).toEqual([]);
  });

  it('validates the query', async () => {
    const user = await ctx.signUp();
    const queries: Record<string, string>[] = [
      {},
      { q: '' },
      { q: '   ' },
      { q: 'egg', limit: '0' },
      { q: 'egg', limit: '51' },
      { q: 'x'.repeat(101) },
    ];
    for (const query of queries) {
      const res = await as(ctx.app, user, { method: 'GET', url: '/api/v1/foods/search', query });
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
  });

  it('needs a session', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/foods/search?q=egg' });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/v1/foods/recent', () => {
  it('is empty for a new user', async () => {
    const user = await ctx.signUp();
    const res = await as(ctx.app, user, { method: 'GET', url: '/api/v1/foods/recent' });
    expect(res.statusCode).toBe(200);
    expect(res.json<RecentFoodList>().items).toEqual([]);
  });

  it('lists frequent and recent foods with the amount last logged', async () => {
    const user = await ctx.signUp();
    await logFoods(ctx.database.db, user.id, [
      { foodId: CHEDDAR, grams: 30, daysAgo: 20 },
      { foodId: CHEDDAR, grams: 28, daysAgo: 10 },
      { foodId: AVOCADO, grams: 150, quantity: 1, unit: '1 cup, cubes', daysAgo: 0 },
      { foodId: 'usda-ndb-01123', grams: 100, quantity: 2, unit: '1 large', daysAgo: 5 },
      { foodId: 'usda-ndb-01123', grams: 150, quantity: 3, unit: '1 large', daysAgo: 3 },
      { foodId: 'usda-ndb-01123', grams: 50, quantity: 1, unit: '1 large', daysAgo: 1 },
    ]);
    const res = await as(ctx.app, user, { method: 'GET', url: '/api/v1/foods/recent?limit=5' });
    const items = res.json<RecentFoodList>().items;
    // Eggs: three times this week; avocado: once, today; cheddar: twice, weeks ago.
    expect(items.map((f) => f.id)).toEqual(['usda-ndb-01123', AVOCADO, CHEDDAR]);
    expect(items[0]?.usage).toMatchObject({
      timesLogged: 3,
      lastQuantity: 1,
      lastUnit: '1 large',
      lastGrams: 50,
    });
    expect(items[2]?.usage.timesLogged).toBe(2);
    const limited = await as(ctx.app, user, { method: 'GET', url: '/api/v1/foods/recent?limit=1' });
    expect(limited.json<RecentFoodList>().items).toHaveLength(1);
    const bad = await as(ctx.app, user, { method: 'GET', url: '/api/v1/foods/recent?limit=-1' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET /api/v1/foods/:id', () => {
  it('answers 404 for an unknown food and 400 for a malformed id', async () => {
    const user = await ctx.signUp();
    const missing = await as(ctx.app, user, { method: 'GET', url: '/api/v1/foods/usda-0' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toMatchObject({
      code: 'NOT_FOUND',
      message: "We couldn't find this food.",
    });
    const malformed = await as(ctx.app, user, { method: 'GET', url: '/api/v1/foods/a%20b' });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('custom foods', () => {
  it('creates one with energy computed from the macros (Atwater)', async () => {
    const user = await ctx.signUp();
    const res = await as(ctx.app, user, {
      method: 'POST',
      url: '/api/v1/foods/custom',
      payload: customBody({ barcode: '5000112637922' }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const food = res.json<Food>();
    // 4·20 + 9·30 + 4·(15 − 10) + 2·10 = 390
    expect(food.per100g.energyKcal).toBe(390);
    expect(food.per100g.netCarbsG).toBe(3); // 15 − 10 − 2
    expect(food).toMatchObject({
      source: 'custom',
      isCustom: true,
      brand: 'Baker Bob',
      barcode: '5000112637922',
      category: 'keto_staples',
      portions: [{ label: '1 slice', grams: 35 }],
    });
    const read = await as(ctx.app, user, { method: 'GET', url: `/api/v1/foods/${food.id}` });
    expect(read.json()).toEqual(food);
    const list = await as(ctx.app, user, { method: 'GET', url: '/api/v1/foods/custom' });
    expect(list.json<FoodList>().items).toEqual([food]);
  });

  it('keeps a typed energy and fills defaults', async () => {
    const user = await ctx.signUp();
    const res = await as(ctx.app, user, {
      method: 'POST',
      url: '/api/v1/foods/custom',
      payload: {
        name: 'Pork rinds',
        per100g: { energyKcal: 544, proteinG: 61, fatG: 31, carbohydrateG: 0 },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<Food>()).toMatchObject({
      category: 'other',
      brand: null,
      barcode: null,
      portions: [],
      per100g: { energyKcal: 544, fiberG: 0, sugarsG: 0, sodiumMg: 0, netCarbsG: 0 },
    });
  });

  it.each([
    ['a negative amount', { proteinG: -1 }, 'per100g.proteinG', "The protein can't be negative."],
    [
      'more than 100 g',
      { fatG: 101 },
      'per100g.fatG',
      "The fat can't be more than 100 g per 100 g.",
    ],
    [
      'fibre above carbohydrate',
      { fiberG: 16 },
      'per100g.fiberG',
      "Fibre can't be more than the total carbohydrate.",
    ],
    [
      'sugars above carbohydrate',
      { sugarsG: 20 },
      'per100g.sugarsG',
      "Sugars can't be more than the total carbohydrate.",
    ],
    [
      'saturated above fat',
      { saturatedFatG: 31 },
      'per100g.saturatedFatG',
      "Saturated fat can't be more than the fat.",
    ],
    [
      'macros above 100 g',
      { proteinG: 50, fatG: 45 },
      'per100g.carbohydrateG',
      "Protein, fat and carbohydrate together can't be more than 100 g per 100 g.",
    ],
    [
      'energy above 950 kcal',
      { energyKcal: 1200 },
      'per100g.energyKcal',
      "The energy can't be more than 950 kcal per 100 g.",
    ],
    ['a missing macro', { proteinG: undefined }, 'per100g.proteinG', 'Enter the protein in grams.'],
  ])('refuses %s with a clear message', async (_what, facts, path, message) => {
    const user = await ctx.signUp();
    const body = customBody();
    const res = await as(ctx.app, user, {
      method: 'POST',
      url: '/api/v1/foods/custom',
      payload: { ...body, per100g: { ...body.per100g, ...facts } },
    });
    expect(res.statusCode).toBe(400);
    const error = res.json().error;
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toBe(message);
    expect(JSON.stringify(error.details)).toContain(path.split('.').pop());
  });

  it.each([
    ['no name', { name: '  ' }],
    ['a long name', { name: 'x'.repeat(121) }],
    ['an unknown category', { category: 'snacks' }],
    ['a barcode with letters', { barcode: '50001126379x2' }],
    ['a portion of 0 g', { portions: [{ label: '1 slice', grams: 0 }] }],
  ])('refuses %s', async (_what, overrides) => {
    const user = await ctx.signUp();
    const res = await as(ctx.app, user, {
      method: 'POST',
      url: '/api/v1/foods/custom',
      payload: customBody(overrides),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
  });

  it('refuses a barcode with a wrong check digit', async () => {
    const user = await ctx.signUp();
    const res = await as(ctx.app, user, {
      method: 'POST',
      url: '/api/v1/foods/custom',
      payload: customBody({ barcode: '5000112637923' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(
      "That doesn't look like a barcode. Check the digits and try again.",
    );
  });

  it('updates fields, re-checks the merged facts and recomputes a computed energy', async () => {
    const user = await ctx.signUp();
    const food = (
      await as(ctx.app, user, {
        method: 'POST',
        url: '/api/v1/foods/custom',
        payload: customBody(),
      })
    ).json<Food>();
    const url = `/api/v1/foods/custom/${food.id}`;

    const renamed = await as(ctx.app, user, {
      method: 'PATCH',
      url,
      payload: { name: 'Seeded keto loaf', per100g: { fatG: 20 } },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json<Food>()).toMatchObject({
      name: 'Seeded keto loaf',
      brand: 'Baker Bob',
      per100g: { fatG: 20, proteinG: 20, energyKcal: 300 },
    });
    expect((await search(user, 'seeded loaf'))[0]?.id).toBe(food.id);

    // Fibre may only grow past carbohydrate if carbohydrate grows too.
    const tooMuchFibre = await as(ctx.app, user, {
      method: 'PATCH',
      url,
      payload: { per100g: { fiberG: 16 } },
    });
    expect(tooMuchFibre.statusCode).toBe(400);
    expect(tooMuchFibre.json().error.message).toBe(
      "Fibre can't be more than the total carbohydrate.",
    );
    // Saturated fat 5 > fat 4 after the change.
    const lessFat = await as(ctx.app, user, {
      method: 'PATCH',
      url,
      payload: { per100g: { fatG: 4 } },
    });
    expect(lessFat.statusCode).toBe(400);

    const typedEnergy = await as(ctx.app, user, {
      method: 'PATCH',
      url,
      payload: { per100g: { energyKcal: 310 }, brand: null, portions: [] },
    });
    expect(typedEnergy.json<Food>()).toMatchObject({
      brand: null,
      portions: [],
      per100g: { energyKcal: 310 },
    });
    // A typed energy stays when macros change; null asks for it to be computed again.
    const kept = await as(ctx.app, user, {
      method: 'PATCH',
      url,
      payload: { per100g: { proteinG: 21 } },
    });
    expect(kept.json<Food>().per100g.energyKcal).toBe(310);
    const recomputed = await as(ctx.app, user, {
      method: 'PATCH',
      url,
      payload: { per100g: { energyKcal: null } },
    });
    expect(recomputed.json<Food>().per100g.energyKcal).toBe(304);

    const empty = await as(ctx.app, user, { method: 'PATCH', url, payload: {} });
    expect(empty.statusCode).toBe(400);
  });

  it('deletes one; it is gone from reads and search', async () => {
    const user = await ctx.signUp();
    const food = (
      await as(ctx.app, user, {
        method: 'POST',
        url: '/api/v1/foods/custom',
        payload: customBody({ name: `Gone soon ${randomUUID().slice(0, 8)}` }),
      })
    ).json<Food>();
    await logFoods(ctx.database.db, user.id, [{ foodId: food.id, grams: 35 }]);
    const del = await as(ctx.app, user, {
      method: 'DELETE',
      url: `/api/v1/foods/custom/${food.id}`,
    });
    expect(del.statusCode).toBe(204);
    expect(
      (await as(ctx.app, user, { method: 'GET', url: `/api/v1/foods/${food.id}` })).statusCode,
    ).toBe(404);
    expect((await search(user, food.name)).map((f) => f.id)).not.toContain(food.id);
    const again = await as(ctx.app, user, {
      method: 'DELETE',
      url: `/api/v1/foods/custom/${food.id}`,
    });
    expect(again.statusCode).toBe(404);
    // The diary keeps its entry (its numbers are a snapshot); only the link is cleared.
    const left = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`SELECT count(*)::int AS n FROM meal_items WHERE user_id = ${user.id} AND food_id IS NULL`,
    );
    expect(left[0]?.n).toBe(1);
  });

  it('cannot change or delete a catalogue food', async () => {
    const user = await ctx.signUp();
    const patch = await as(ctx.app, user, {
      method: 'PATCH',
      url: `/api/v1/foods/custom/${AVOCADO}`,
      payload: { name: 'Mine now' },
    });
    expect(patch.statusCode).toBe(404);
    const del = await as(ctx.app, user, {
      method: 'DELETE',
      url: `/api/v1/foods/custom/${AVOCADO}`,
    });
    expect(del.statusCode).toBe(404);
  });
});
