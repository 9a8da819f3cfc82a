import type { Food } from '@ketoflow/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { FakeOpenFoodFacts, freshCode, offProduct } from '../../test/fake-open-food-facts.js';
import { as } from '../../test/harness.js';
import { createModuleTestContext, type ModuleTestContext } from '../../test/module-harness.js';
import { APP_VERSION } from '../../version.js';
import { buildFoods } from './foods-module.fixture.js';

const off = new FakeOpenFoodFacts();
let ctx: ModuleTestContext<Awaited<ReturnType<typeof buildFoods>>>;
let baseUrl: string;

beforeAll(async () => {
  baseUrl = await off.start();
  ctx = await createModuleTestContext(buildFoods, {
    env: {
      OPENFOODFACTS_ENABLED: 'true',
      OPENFOODFACTS_BASE_URL: baseUrl,
      OPENFOODFACTS_CONTACT: 'ops@example.com',
      OPENFOODFACTS_TIMEOUT_MS: '300',
      OPENFOODFACTS_USER_READS_PER_HOUR: '4',
      OPENFOODFACTS_READS_PER_MINUTE: '100',
      // Each failure case below asks again; the pause after a failure has its own tests.
      OPENFOODFACTS_RETRY_AFTER_SECONDS: '0',
    },
  });
});
afterAll(async () => {
  await ctx.close();
  await off.stop();
});

async function lookup(user: { cookie: string }, code: string) {
  return as(ctx.app, user, { method: 'GET', url: `/api/v1/foods/barcode/${code}` });
}

describe('GET /api/v1/foods/barcode/:code (Open Food Facts)', () => {
  it('maps an EU product (carbohydrate without fibre: fibre added to the total), net carbs the EU way, and caches it', async () => {
    const user = await ctx.signUp();
    const code = freshCode();
    off.products.set(
      code,
      offProduct(code, {
        code,
        product_name: 'Seeded crackers',
        brands: 'Knusper, Knusper Bio',
        countries_tags: ['en:germany', 'en:austria'],
        nutrition_data_per: '100g',
        serving_size: '25 g',
        nutriments: {
          'energy-kcal_100g': 480,
          proteins_100g: 20,
          fat_100g: 38,
          'saturated-fat_100g': 4.5,
          carbohydrates_100g: 5, // EU: fibre not in it, polyols are
          sugars_100g: 1.2,
          fiber_100g: 22,
          polyols_100g: 2,
          salt_100g: 1.25,
        },
      }),
    );
    const res = await lookup(user, code);
    expect(res.statusCode, res.body).toBe(200);
    const food = res.json<Food>();
    expect(food).toMatchObject({
      id: `off-${code}`,
      name: 'Seeded crackers',
      brand: 'Knusper',
      source: 'open_food_facts',
      labelConvention: 'eu',
      barcode: code,
      isCustom: false,
      portions: [{ label: '1 serving (25 g)', grams: 25 }],
      per100g: {
        energyKcal: 480,
        proteinG: 20,
        fatG: 38,
        saturatedFatG: 4.5,
        carbohydrateG: 27, // 5 on the EU label + 22 fibre
        fiberG: 22,
        sugarsG: 1.2,
        sugarAlcoholsG: 2,
        sodiumMg: 500, // 1.25 g salt / 2.5
        netCarbsG: 3, // 27 − 22 fibre − 2 polyols = the label's 5 − 2: fibre never counted twice
      },
    });
    expect(food.sourceLabel).toMatch(/Open Food Facts.*EU label/);

    // OFF asks for "AppName/Version (contact)" and we read only the fields we need.
    const request = off.requests.find((r) => r.url?.includes(code));
    expect(request?.headers['user-agent']).toBe(`KetoFlow/${APP_VERSION} (ops@example.com)`);
    expect(request?.url).toContain(
      'fields=code,product_name,brands,nutriments,serving_size,countries_tags,nutrition_data_per',
    );

    // Cached: another user's lookup, the food itself and search need no second read.
    const other = await ctx.signUp();
    expect((await lookup(other, code)).json<Food>().id).toBe(`off-${code}`);
    expect(off.hits(code)).toBe(1);
    const byId = await as(ctx.app, other, { method: 'GET', url: `/api/v1/foods/off-${code}` });
    expect(byId.statusCode).toBe(200);
  });

  it('keeps a US label as it is (total carbohydrate already includes fibre)', async () => {
    const user = await ctx.signUp();
    const code = freshCode();
    off.products.set(
      code,
      offProduct(code, {
        product_name: 'Low carb tortilla',
        brands: 'Mission',
        countries_tags: ['en:united-states', 'en:canada'],
        nutriments: {
          'energy-kcal_100g': 200,
          proteins_100g: 10,
          fat_100g: 7,
          carbohydrates_100g: 42,
          fiber_100g: 34,
          sodium_100g: 0.9,
        },
      }),
    );
    const food = (await lookup(user, code)).json<Food>();
    expect(food.labelConvention).toBe('us');
    expect(food.per100g).toMatchObject({
      carbohydrateG: 42,
      fiberG: 34,
      netCarbsG: 8,
      sodiumMg: 900,
    });
  });

  it('computes energy from kJ or the macros, and reads numbers sent as text', async () => {
    const user = await ctx.signUp();
    const kj = freshCode();
    off.products.set(
      kj,
      offProduct(kj, {
        product_name: 'Butter',
        countries_tags: ['en:france'],
        nutriments: {
          'energy-kj_100g': '3000',
          proteins_100g: '0.7',
          fat_100g: '82',
          carbohydrates_100g: '0,6',
        },
      }),
    );
    expect((await lookup(user, kj)).json<Food>().per100g).toMatchObject({
      energyKcal: 717,
      carbohydrateG: 0.6,
    });
    const none = freshCode();
    off.products.set(
      none,
      offProduct(none, {
        product_name: 'Egg whites',
        countries_tags: ['en:united-states'],
        nutriments: { proteins_100g: 11, fat_100g: 0, carbohydrates_100g: 1 },
      }),
    );
    expect((await lookup(user, none)).json<Food>().per100g.energyKcal).toBe(48);
  });

  it('answers 404 with a hand-entry hint for an unknown product, cached for a day', async () => {
    const user = await ctx.signUp();
    const code = freshCode();
    const res = await lookup(user, code);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toMatchObject({
      code: 'NOT_FOUND',
      message: "We couldn't find this barcode. You can add this food by hand.",
    });
    expect((await lookup(user, code)).statusCode).toBe(404);
    expect(off.hits(code)).toBe(1);
    // A day later OFF is asked again (the product may have been added meanwhile).
    await ctx.database.db.execute(
      sql`UPDATE barcode_lookups SET fetched_at = now() - interval '25 hours' WHERE barcode = ${code}`,
    );
    off.products.set(
      code,
      offProduct(code, {
        product_name: 'New almond butter',
        countries_tags: ['en:united-kingdom'],
        nutriments: { proteins_100g: 21, fat_100g: 55, carbohydrates_100g: 7, fiber_100g: 10 },
      }),
    );
    const later = await lookup(user, code);
    expect(later.statusCode).toBe(200);
    expect(later.json<Food>().per100g.carbohydrateG).toBe(17);
    expect(off.hits(code)).toBe(2);
  });

  it('treats a product without usable facts per 100 g as not found', async () => {
    const user = await ctx.signUp();
    const perServing = freshCode();
    off.products.set(
      perServing,
      offProduct(perServing, {
        product_name: 'Protein bar',
        nutrition_data_per: 'serving',
        nutriments: { proteins_100g: 20, fat_100g: 10, carbohydrates_100g: 20 },
      }),
    );
    const noFacts = freshCode();
    off.products.set(noFacts, offProduct(noFacts, { product_name: 'Mystery', nutriments: {} }));
    expect((await lookup(user, perServing)).statusCode).toBe(404);
    expect((await lookup(user, noFacts)).statusCode).toBe(404);
  });

  it('answers 424 (not a server error) with a hand-entry hint when OFF is slow or failing', async () => {
    const user = await ctx.signUp();
    const slow = freshCode();
    off.products.set(slow, { ...offProduct(slow, { product_name: 'Slow' }), delayMs: 2000 });
    const broken = freshCode();
    off.products.set(broken, { status: 500, body: 'oops' });
    const garbage = freshCode();
    off.products.set(garbage, { status: 200, body: '<html>' });
    for (const code of [slow, broken, garbage]) {
      const res = await lookup(user, code);
      expect(res.statusCode, code).toBe(424);
      expect(res.json().error).toMatchObject({
        code: 'FOOD_LOOKUP_UNAVAILABLE',
        message: 'Barcode lookup is not available right now. You can add this food by hand.',
      });
    }
    // Failures are not cached: the next try asks again.
    off.products.set(
      broken,
      offProduct(broken, {
        product_name: 'Fixed',
        nutriments: { proteins_100g: 1, fat_100g: 1, carbohydrates_100g: 1 },
      }),
    );
    expect((await lookup(user, broken)).statusCode).toBe(200);
  });

  it('validates the barcode before asking anyone', async () => {
    const user = await ctx.signUp();
    const before = off.requests.length;
    for (const code of ['5000112637923', '1234567', '123456789012345', 'abcdefgh']) {
      const res = await lookup(user, code);
      expect(res.statusCode, code).toBe(400);
      expect(res.json().error.message).toBe(
        "That doesn't look like a barcode. Check the digits and try again.",
      );
    }
    expect(off.requests.length).toBe(before);
  });

  it("answers the user's own custom food with that barcode without asking OFF", async () => {
    const user = await ctx.signUp();
    const code = freshCode();
    const created = await as(ctx.app, user, {
      method: 'POST',
      url: '/api/v1/foods/custom',
      payload: {
        name: 'My granola',
        barcode: code,
        per100g: { proteinG: 12, fatG: 30, carbohydrateG: 30, fiberG: 12 },
      },
    });
    const res = await lookup(user, code);
    expect(res.json<Food>()).toMatchObject({ id: created.json<Food>().id, isCustom: true });
    expect(off.hits(code)).toBe(0);
    // Someone else's custom food is private: the other user goes to OFF.
    const other = await ctx.signUp();
    expect((await lookup(other, code)).statusCode).toBe(404);
    expect(off.hits(code)).toBe(1);
  });

  it('limits the reads one user can cause', async () => {
    const user = await ctx.signUp();
    const codes = [1, 2, 3, 4, 5].map(() => freshCode());
    const statuses = [];
    for (const code of codes) statuses.push((await lookup(user, code)).statusCode);
    expect(statuses).toEqual([404, 404, 404, 404, 429]);
    // Cached answers are still served.
    expect((await lookup(user, codes[0]!)).statusCode).toBe(404);
    expect((await lookup(await ctx.signUp(), codes[4]!)).statusCode).toBe(404);
  });

  it('needs a session', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/foods/barcode/${freshCode()}`,
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('barcode lookup limits and switches', () => {
  it('spends at most OPENFOODFACTS_READS_PER_MINUTE reads across all users', async () => {
    const budget = new FakeOpenFoodFacts();
    const url = await budget.start();
    const small = await createModuleTestContext(buildFoods, {
      env: {
        OPENFOODFACTS_ENABLED: 'true',
        OPENFOODFACTS_BASE_URL: url,
        OPENFOODFACTS_READS_PER_MINUTE: '2',
      },
    });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i += 1) {
        const user = await small.signUp();
        const res = await as(small.app, user, {
          method: 'GET',
          url: `/api/v1/foods/barcode/${freshCode()}`,
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([404, 404, 424]);
      expect(budget.requests).toHaveLength(2);
    } finally {
      await small.close();
      await budget.stop();
    }
  });

  it('is on by default, and OPENFOODFACTS_ENABLED=false turns it off without asking OFF', async () => {
    expect(
      loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/ketoflow-off-defaults' }).foods.openFoodFacts,
    ).toMatchObject({
      enabled: true,
      baseUrl: 'https://world.openfoodfacts.org',
      timeoutMs: 3000,
      retryAfterSeconds: 60,
      readsPerMinute: 15,
    });
    const fake = new FakeOpenFoodFacts();
    const url = await fake.start();
    const switchedOff = await createModuleTestContext(buildFoods, {
      env: { OPENFOODFACTS_ENABLED: 'false', OPENFOODFACTS_BASE_URL: url },
    });
    try {
      const user = await switchedOff.signUp();
      const res = await as(switchedOff.app, user, {
        method: 'GET',
        url: `/api/v1/foods/barcode/${freshCode()}`,
      });
      expect(res.statusCode).toBe(424);
      expect(res.json().error.code).toBe('FOOD_LOOKUP_UNAVAILABLE');
      expect(fake.requests).toHaveLength(0);
    } finally {
      await switchedOff.close();
      await fake.stop();
    }
  });
});
