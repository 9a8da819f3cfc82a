import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FoodPortion, NutrientFacts, RecipeSummary } from '@ketoflow/contracts';
import { ingredientGrams, recipeNutrition } from '@ketoflow/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../test/harness.js';
import {
  createModuleTestContext,
  type ModuleTestContext,
  type Platform,
} from '../../test/module-harness.js';
import { APP_VERSION } from '../../version.js';
import { createFoodsModule } from '../foods/index.js';
import { createUploadsModule } from '../uploads/index.js';
import { createRecipesModule } from './index.js';
import { defaultStarterFile, loadStarterFile } from './starter-library.js';

/**
 * The shipped starter library against the shipped food catalogue: every ingredient must
 * resolve to grams, every recipe must be keto, and the API must serve all of them with the
 * nutrition the domain computes from the same foods.
 */
type CatalogueFood = { id: string; name: string; per100g: NutrientFacts; portions: FoodPortion[] };

const catalogue = new Map<string, CatalogueFood>(
  (
    JSON.parse(
      readFileSync(path.resolve(import.meta.dirname, '../../../data/foods/foods.json'), 'utf8'),
    ) as CatalogueFood[]
  ).map((food) => [food.id, food]),
);
const starters = loadStarterFile(defaultStarterFile());

/** Keto here means at most 10 g net carbs a serving: the "Keto-friendly" verdict or better. */
const MAX_NET_CARBS_PER_SERVING = 10;

function expectedNutrition(recipe: (typeof starters)[number]) {
  const lines = recipe.ingredients.map((ing) => {
    const food = catalogue.get(ing.foodId);
    if (!food) throw new Error(`${recipe.key}: unknown food ${ing.foodId}`);
    const grams = ingredientGrams(ing.quantity, ing.unit, food.portions);
    if (grams === null) throw new Error(`${recipe.key}: "${ing.unit}" does not fit ${food.name}`);
    return { per100g: food.per100g, grams };
  });
  return recipeNutrition(lines, recipe.servings);
}

describe('the starter library file', () => {
  it('has at least 60 recipes across every kind of meal', () => {
    expect(starters.length).toBeGreaterThanOrEqual(60);
    for (const kind of ['breakfast', 'main', 'side', 'snack', 'dessert', 'drink']) {
      const count = starters.filter((r) => r.tags.includes(kind)).length;
      expect(count, kind).toBeGreaterThanOrEqual(5);
    }
  });

  it.each(starters.map((r) => [r.key, r] as const))(
    '%s: every ingredient resolves, and it is keto',
    (_key, recipe) => {
      for (const ing of recipe.ingredients) {
        const food = catalogue.get(ing.foodId);
        expect(food, `${ing.foodId} in foods.json`).toBeDefined();
        const grams = ingredientGrams(ing.quantity, ing.unit, food!.portions);
        expect(grams, `${ing.quantity} ${ing.unit} of ${food!.name}`).not.toBeNull();
        // A typo guard: no line of a home recipe weighs more than 1.5 kg or less than a pinch.
        expect(grams!).toBeLessThanOrEqual(1500);
        expect(grams!).toBeGreaterThan(0.1);
      }
      const { perServing } = expectedNutrition(recipe);
      expect(perServing.netCarbsG).toBeLessThanOrEqual(MAX_NET_CARBS_PER_SERVING);
      // Real food: a serving brings energy, and fat or protein carries it.
      expect(perServing.energyKcal).toBeGreaterThan(0);
      expect(recipe.steps.length).toBeGreaterThan(0);
      expect(recipe.description.length).toBeGreaterThan(10);
    },
  );
});

/**
 * The recipes module with the real foods module (the shipped catalogue the library resolves
 * against) and uploads for its photos, wired as the app wires the daily loop.
 */
async function build({ config, db, log, limiter }: Platform) {
  const uploads = createUploadsModule({ db });
  const foods = await createFoodsModule({
    db,
    logger: log,
    limiter,
    catalogueFile: config.foods.dataFile,
    openFoodFacts: config.foods.openFoodFacts,
    appName: config.appName,
    appVersion: APP_VERSION,
  });
  return {
    recipes: createRecipesModule({
      db,
      foods: foods.service,
      photos: uploads.service,
      logger: log,
    }),
  };
}

describe('the starter library through the API', () => {
  let ctx: ModuleTestContext<Awaited<ReturnType<typeof build>>>;
  beforeAll(async () => {
    ctx = await createModuleTestContext(build);
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('serves every starter recipe with nutrition computed from the food table', async () => {
    const user = await ctx.signUp();
    const res = await as(ctx.app, user, { method: 'GET', url: '/api/v1/recipes?scope=starter' });
    expect(res.statusCode).toBe(200);
    const items = res.json<{ items: RecipeSummary[] }>().items;
    const byTitle = new Map(items.map((r) => [r.title, r]));
    for (const starter of starters) {
      const served = byTitle.get(starter.title);
      expect(served, starter.title).toBeDefined();
      expect(served!.isStarter).toBe(true);
      expect(served!.nutrition).toEqual(expectedNutrition(starter));
      expect(['very_keto', 'keto_friendly']).toContain(served!.verdict.level);
    }
    // Search and tags work on the library too.
    const search = await as(ctx.app, user, {
      method: 'GET',
      url: '/api/v1/recipes?scope=starter&tag=dessert',
    });
    expect(search.json().items.length).toBeGreaterThanOrEqual(5);
    expect(search.json().items.every((r: RecipeSummary) => r.tags.includes('dessert'))).toBe(true);

    // The user's own list is untouched by the library.
    const mine = await as(ctx.app, user, { method: 'GET', url: '/api/v1/recipes' });
    expect(mine.json().items).toEqual([]);
  });

  it('a second read keeps the same ids (upsert by key, no duplicates)', async () => {
    const user = await ctx.signUp();
    const read = async () =>
      (await as(ctx.app, user, { method: 'GET', url: '/api/v1/recipes?scope=starter' }))
        .json<{ items: RecipeSummary[] }>()
        .items.map((r) => r.id)
        .sort();
    const first = await read();
    const second = await read();
    expect(second).toEqual(first);
    expect(new Set(first).size).toBe(first.length);
  });
});
