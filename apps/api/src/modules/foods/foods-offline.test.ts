import { gunzipSync } from 'node:zlib';
import {
  FoodCatalogueSchema,
  OwnFoodListSchema,
  type Food,
  type FoodCatalogue,
  type FoodList,
  type OwnFood,
} from '@ketoflow/contracts';
import { foodOfCatalogueRow, offlineFoods, rankFoods, wordSimilarity } from '@ketoflow/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { as, type TestUser } from '../../test/harness.js';
import { createModuleTestContext, type ModuleTestContext } from '../../test/module-harness.js';
import { buildFoods } from './foods-module.fixture.js';
import { logFoods } from './logged-foods.fixture.js';

// What the app keeps for finding food without a network: the compact
// catalogue, the user's own foods, and the offline ranking, checked against the server's.

let ctx: ModuleTestContext<Awaited<ReturnType<typeof buildFoods>>>;
beforeAll(async () => {
  ctx = await createModuleTestContext(buildFoods);
});
afterAll(async () => {
  await ctx.close();
});

async function catalogue(user: TestUser, headers: Record<string, string> = {}) {
  return as(ctx.app, user, { method: 'GET', url: '/api/v1/foods/catalogue', headers });
}

async function ownFoods(user: TestUser): Promise<OwnFood[]> {
  const res = await as(ctx.app, user, { method: 'GET', url: '/api/v1/foods/own' });
  expect(res.statusCode, res.body).toBe(200);
  return OwnFoodListSchema.parse(res.json()).items;
}

async function createCustom(user: TestUser, name: string): Promise<Food> {
  const res = await as(ctx.app, user, {
    method: 'POST',
    url: '/api/v1/foods/custom',
    payload: {
      name,
      category: 'keto_staples',
      per100g: { proteinG: 20, fatG: 30, carbohydrateG: 8, fiberG: 5 },
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Food>();
}

describe('the compact catalogue', () => {
  it('is sent gzip with its version as ETag, and an unchanged one answers 304 without a body', async () => {
    const user = await ctx.signUp();
    const res = await catalogue(user, { 'accept-encoding': 'gzip, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    const list = FoodCatalogueSchema.parse(JSON.parse(gunzipSync(res.rawPayload).toString()));
    expect(list.foods.length).toBeGreaterThan(500);
    expect(res.headers.etag).toBe(`"${list.version}"`);

    const plain = await catalogue(user);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(FoodCatalogueSchema.parse(plain.json()).version).toBe(list.version);

    const again = await catalogue(user, { 'if-none-match': `"${list.version}"` });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('gives each food the same facts per 100 g and portions as the food itself, and the same search text', async () => {
    const user = await ctx.signUp();
    const list = FoodCatalogueSchema.parse((await catalogue(user)).json());
    const expanded = list.foods.map((row) => foodOfCatalogueRow(row, list.sources));
    // Every 15th food through the API (one request each), every food's search text in SQL.
    for (const { food } of expanded.filter((_, i) => i % 15 === 0)) {
      const res = await as(ctx.app, user, { method: 'GET', url: `/api/v1/foods/${food.id}` });
      expect(food).toEqual(res.json<Food>());
    }
    const stored = await queryRows<{ id: string; search_text: string }>(
      ctx.database.db,
      sql`SELECT id, search_text FROM foods WHERE owner_id IS NULL AND id LIKE 'usda-ndb-%'`,
    );
    const texts = new Map(stored.map((r) => [r.id, r.search_text]));
    for (const { food, searchText } of expanded) expect(searchText).toBe(texts.get(food.id));
  });

  it('changes version when a food in it changes', async () => {
    const user = await ctx.signUp();
    const before = FoodCatalogueSchema.parse((await catalogue(user)).json());
    // A food no other test reads (test files share the catalogue on PostgreSQL), a fact that
    // no ranking reads, and its value put back afterwards.
    const id = 'usda-ndb-19340';
    const sodium = (list: FoodCatalogue) => list.foods.find((row) => row[0] === id)?.[7][8];
    const original = sodium(before);
    expect(original).toBeDefined();
    const setSodium = (value: number) =>
      ctx.database.db.execute(
        sql`UPDATE foods SET sodium_mg = ${value}, updated_at = now() WHERE id = ${id}`,
      );
    await setSodium(original! + 1);
    try {
      const after = FoodCatalogueSchema.parse((await catalogue(user)).json());
      expect(after.version).not.toBe(before.version);
      expect(sodium(after)).toBe(original! + 1);
    } finally {
      await setSodium(original!);
    }
  });

  it('is for signed-in users', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/foods/catalogue' });
    expect(res.statusCode).toBe(401);
  });
});

describe("the user's own foods", () => {
  it('lists their custom foods and what they logged in the last 90 days, never another user’s', async () => {
    const [user, other] = [await ctx.signUp(), await ctx.signUp()];
    const bread = await createCustom(user, 'Seed bread');
    await createCustom(other, 'Not yours');
    await logFoods(ctx.database.db, user.id, [
      { foodId: 'usda-ndb-09037', daysAgo: 10 },
      { foodId: 'usda-ndb-09037', daysAgo: 2 },
      { foodId: 'usda-ndb-01009', daysAgo: 120 },
    ]);

    const items = await ownFoods(user);
    expect(items.map((i) => i.food.id).sort()).toEqual([bread.id, 'usda-ndb-09037'].sort());
    const avocado = items.find((i) => i.food.id === 'usda-ndb-09037')!;
    expect(avocado.timesLogged).toBe(2);
    expect(Date.now() - Date.parse(avocado.lastLoggedAt!)).toBeLessThan(3 * 86_400_000);
    expect(items.find((i) => i.food.id === bread.id)).toMatchObject({
      timesLogged: 0,
      lastLoggedAt: null,
    });
  });
});

describe('the offline ranking', () => {
  const QUERIES = [
    'avocado',
    'avo',
    'cheddar chese',
    'bacin',
    'butter',
    'salmon',
    'berries',
    'brocoli',
    'egg',
    'cream cheese',
    'almnd',
    'coconut oil',
    'spinch',
    'pork',
    'mozarela',
  ];

  it('puts foods in the same order as the server’s search, for a new user and one with history', async () => {
    const fresh = await ctx.signUp();
    const regular = await ctx.signUp();
    await createCustom(regular, 'Avocado mousse');
    await logFoods(ctx.database.db, regular.id, [
      { foodId: 'usda-ndb-01009', daysAgo: 1 },
      { foodId: 'usda-ndb-01009', daysAgo: 3 },
      { foodId: 'usda-ndb-01001', daysAgo: 30 },
    ]);
    const list = FoodCatalogueSchema.parse((await catalogue(fresh)).json());
    for (const user of [fresh, regular]) {
      const foods = offlineFoods(list, await ownFoods(user));
      const known = new Set(foods.map((f) => f.id));
      for (const q of QUERIES) {
        const res = await as(ctx.app, user, {
          method: 'GET',
          url: '/api/v1/foods/search',
          query: { q, limit: '50' },
        });
        // On a shared PostgreSQL other test files add foods the device never gets: the order
        // of the foods it does get is what must agree.
        const server = res
          .json<FoodList>()
          .items.map((f) => f.id)
          .filter((id) => known.has(id));
        const offline = rankFoods(q, foods, { limit: 50, now: Date.now() }).map((f) => f.id);
        expect(server.length, q).toBeGreaterThan(0);
        expect(offline.slice(0, server.length), q).toEqual(server);
      }
    }
  });

  it('measures typos as pg_trgm does', async () => {
    const names = (
      await queryRows<{ t: string }>(
        ctx.database.db,
        sql`SELECT split_part(search_text, ' | ', 1) || ' ' || split_part(search_text, ' | ', 2) AS t
            FROM foods WHERE owner_id IS NULL ORDER BY id LIMIT 200`,
      )
    ).map((r) => r.t);
    for (const q of ['bacin', 'avocdo', 'chedar', 'salmn', 'zucini', 'egg']) {
      const rows = await queryRows<{ t: string; s: number }>(
        ctx.database.db,
        sql`SELECT t, word_similarity(${q}, t) AS s FROM jsonb_array_elements_text(${JSON.stringify(names)}::jsonb) t`,
      );
      for (const row of rows)
        expect(wordSimilarity(q, row.t), `${q} ~ ${row.t}`).toBeCloseTo(Number(row.s), 5);
    }
  });
});
