import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FoodPortion, NutrientFacts, Recipe } from '@ketoflow/contracts';
import { recipeNutrition } from '@ketoflow/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { wireRecipes } from '../../composition/tracking.js';
import { foods, recipes } from '../../db/schema/index.js';
import { as, type TestUser } from '../../test/harness.js';
import {
  createModuleTestContext,
  type ModuleTestContext,
  type Platform,
} from '../../test/module-harness.js';
import { createUploadsModule } from '../uploads/index.js';
import { createRecipesModule } from './index.js';

/**
 * Recipes with the real foods module their ingredients resolve through and the real uploads
 * module that keeps their photos, wired as the app wires the daily loop. The uploads routes
 * are served too, so a test can fetch a recipe's photo by its URL; the foods routes are not
 * needed (the tests add their foods to the database directly).
 */
async function build(platform: Platform) {
  const { uploads, foods, recipes } = await wireRecipes(platform);
  return { uploads, recipes, foods: foods.service };
}
let ctx: ModuleTestContext<Awaited<ReturnType<typeof build>>>;
beforeAll(async () => {
  ctx = await createModuleTestContext(build);
});
afterAll(async () => {
  await ctx.close();
});

type TestFood = { id: string; name: string; per100g: NutrientFacts; portions: FoodPortion[] };

const zero: NutrientFacts = {
  energyKcal: 0,
  proteinG: 0,
  fatG: 0,
  saturatedFatG: 0,
  carbohydrateG: 0,
  fiberG: 0,
  sugarsG: 0,
  sugarAlcoholsG: 0,
  sodiumMg: 0,
};

/**
 * Foods of this test run only (the PostgreSQL pass shares one database across files):
 * catalogue rows when `ownerId` is null, a user's custom food otherwise.
 */
async function addFood(
  name: string,
  per100g: Partial<NutrientFacts>,
  portions: FoodPortion[] = [],
  ownerId: string | null = null,
): Promise<TestFood> {
  const id = ownerId ? randomUUID() : `test-recipes-${randomUUID()}`;
  const facts = { ...zero, ...per100g };
  await ctx.database.db.insert(foods).values({
    id,
    ownerId,
    source: ownerId ? 'custom' : 'usda',
    sourceLabel: ownerId ? 'Your food' : 'Test fixture',
    name,
    category: 'other',
    searchText: name.toLowerCase(),
    portions,
    ...facts,
  });
  return { id, name, per100g: facts, portions };
}

let egg: TestFood;
let avocado: TestFood;
let butter: TestFood;
let spinach: TestFood;
beforeAll(async () => {
  egg = await addFood(
    'Egg, whole, raw',
    { energyKcal: 143, proteinG: 12.56, fatG: 9.51, saturatedFatG: 3.13, carbohydrateG: 0.72 },
    [
      { label: '1 large', grams: 50 },
      { label: '1 medium', grams: 44 },
    ],
  );
  avocado = await addFood(
    'Avocado, raw',
    { energyKcal: 160, proteinG: 2, fatG: 14.66, carbohydrateG: 8.53, fiberG: 6.7, sodiumMg: 7 },
    [{ label: '1 fruit', grams: 201 }],
  );
  butter = await addFood('Butter, salted', { energyKcal: 717, proteinG: 0.85, fatG: 81.11 }, [
    { label: '1 tbsp', grams: 14.2 },
    { label: '1 pat (1" sq, 1/3" high)', grams: 5 },
  ]);
  spinach = await addFood(
    'Spinach, raw',
    { energyKcal: 23, proteinG: 2.86, fatG: 0.39, carbohydrateG: 3.63, fiberG: 2.2 },
    [
      { label: '1 cup', grams: 30 },
      { label: '1 bunch', grams: 340 },
    ],
  );
});

function omelette(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Spinach and avocado omelette',
    description: 'A quick breakfast.',
    servings: 2,
    prepMinutes: 5,
    cookMinutes: 10,
    difficulty: 'easy',
    tags: ['Breakfast', 'vegetarian', 'breakfast'],
    steps: ['Whisk the eggs.', 'Cook in butter, fold over the spinach and avocado.'],
    ingredients: [
      { foodId: egg.id, quantity: 4, unit: 'large' },
      { foodId: butter.id, quantity: 1, unit: 'tbsp' },
      { foodId: spinach.id, quantity: 2, unit: 'cups' },
      { foodId: avocado.id, quantity: 0.5, unit: 'fruit' },
    ],
    ...overrides,
  };
}

async function createRecipe(user: TestUser, body: Record<string, unknown> = omelette()) {
  const res = await as(ctx.app, user, { method: 'POST', url: '/api/v1/recipes', payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Recipe>();
}

function issuePaths(res: { json: () => { error: { details?: { path: string }[] } } }) {
  return (res.json().error.details ?? []).map((d) => d.path);
}

describe('POST /api/v1/recipes', () => {
  it('computes grams and nutrition from the foods, never from the client', async () => {
    const user = await ctx.signUp();
    const res = await as(ctx.app, user, {
      method: 'POST',
      url: '/api/v1/recipes',
      payload: {
        ...omelette(),
        nutrition: { total: { energyKcal: 1 }, perServing: { energyKcal: 1 } },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const recipe = res.json<Recipe>();
    expect(recipe.ingredients.map((i) => [i.name, i.grams])).toEqual([
      ['Egg, whole, raw', 200],
      ['Butter, salted', 14.2],
      ['Spinach, raw', 60],
      ['Avocado, raw', 100.5],
    ]);
    const expected = recipeNutrition(
      [
        { per100g: egg.per100g, grams: 200 },
        { per100g: butter.per100g, grams: 14.2 },
        { per100g: spinach.per100g, grams: 60 },
        { per100g: avocado.per100g, grams: 100.5 },
      ],
      2,
    );
    expect(recipe.nutrition).toEqual(expected);
    // By hand: 286 + 101.8 + 13.8 + 160.8 = 562.4 kcal; net carbs 1.44 + 0 + 0.86 + 1.84 = 4.14 g.
    expect(recipe.nutrition.total.energyKcal).toBe(562);
    expect(recipe.nutrition.perServing.energyKcal).toBe(281);
    expect(recipe.nutrition.perServing.netCarbsG).toBe(2.1);
    expect(recipe.verdict.level).toBe('very_keto');
    expect(recipe.tags).toEqual(['breakfast', 'vegetarian']);
    expect(recipe.totalMinutes).toBe(15);
    expect(recipe.isStarter).toBe(false);
    expect(recipe.photoUrl).toBeNull();
  });

  it('uses the user’s own custom foods, and treats another user’s as unknown', async () => {
    const a = await ctx.signUp();
    const b = await ctx.signUp();
    const bread = await addFood(
      'Keto bread',
      { energyKcal: 250, proteinG: 12, fatG: 18, carbohydrateG: 10, fiberG: 8 },
      [{ label: '1 slice', grams: 40 }],
      a.id,
    );
    const mine = await createRecipe(
      a,
      omelette({ ingredients: [{ foodId: bread.id, quantity: 2, unit: 'slices' }] }),
    );
    expect(mine.ingredients[0]).toMatchObject({ name: 'Keto bread', grams: 80 });

    const res = await as(ctx.app, b, {
      method: 'POST',
      url: '/api/v1/recipes',
      payload: omelette({ ingredients: [{ foodId: bread.id, quantity: 2, unit: 'slices' }] }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    expect(issuePaths(res)).toEqual(['body.ingredients.0.foodId']);
    expect(res.body).not.toContain('Keto bread');
  });

  it.each([
    ['an empty title', { title: '   ' }, 'body.title'],
    ['zero servings', { servings: 0 }, 'body.servings'],
    ['negative servings', { servings: -2 }, 'body.servings'],
    ['no ingredients', { ingredients: [] }, 'body.ingredients'],
    ['a negative minute count', { prepMinutes: -5 }, 'body.prepMinutes'],
    ['an unknown difficulty', { difficulty: 'expert' }, 'body.difficulty'],
    ['too many tags', { tags: Array.from({ length: 13 }, (_, i) => `tag${i}`) }, 'body.tags'],
    ['an empty step', { steps: ['Mix.', ' '] }, 'body.steps.1'],
  ])('refuses %s', async (_name, overrides, path) => {
    const user = await ctx.signUp();
    const res = await as(ctx.app, user, {
      method: 'POST',
      url: '/api/v1/recipes',
      payload: omelette(overrides),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    expect(issuePaths(res)).toContain(path);
  });

  it('refuses negative or zero quantities and too many ingredients', async () => {
    const user = await ctx.signUp();
    for (const quantity of [-1, 0]) {
      const res = await as(ctx.app, user, {
        method: 'POST',
        url: '/api/v1/recipes',
        payload: omelette({ ingredients: [{ foodId: egg.id, quantity, unit: 'g' }] }),
      });
      expect(res.statusCode).toBe(400);
      expect(issuePaths(res)).toContain('body.ingredients.0.quantity');
    }
    const many = Array.from({ length: 41 }, () => ({ foodId: egg.id, quantity: 10, unit: 'g' }));
    const res = await as(ctx.app, user, {
      method: 'POST',
      url: '/api/v1/recipes',
      payload: omelette({ ingredients: many }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('At most 40 ingredients.');
  });

  it('reports unknown foods, unknown units and absurd weights by line, all at once', async () => {
    const user = await ctx.signUp();
    const res = await as(ctx.app, user, {
      method: 'POST',
      url: '/api/v1/recipes',
      payload: omelette({
        ingredients: [
          { foodId: egg.id, quantity: 2, unit: 'large' },
          { foodId: 'usda-does-not-exist', quantity: 1, unit: 'g' },
          { foodId: egg.id, quantity: 1, unit: 'slice' },
          { foodId: butter.id, quantity: 12, unit: 'lb' },
        ],
      }),
    });
    expect(res.statusCode).toBe(400);
    const body = res.json().error;
    expect(body.message).toBe('We could not find this food. Pick it again from the food search.');
    expect(issuePaths(res)).toEqual([
      'body.ingredients.1.foodId',
      'body.ingredients.2.unit',
      'body.ingredients.3.quantity',
    ]);
    expect(body.details[1].message).toBe(
      '“slice” is not a unit we know for Egg, whole, raw. Use g, oz, large, medium.',
    );
    expect(body.details[2].message).toMatch(/5\.4 kg of Butter, salted is more than/);
  });

  it('needs a session', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/recipes',
      payload: omelette(),
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('reading recipes', () => {
  it('lists mine newest first, with search by title, description or tag', async () => {
    const user = await ctx.signUp();
    const other = await ctx.signUp();
    const first = await createRecipe(user, omelette({ title: 'Bacon cups', tags: ['breakfast'] }));
    const second = await createRecipe(
      user,
      omelette({ title: 'Creamy spinach', description: 'A side for steak.', tags: ['side'] }),
    );
    await createRecipe(other, omelette({ title: 'Someone else’s' }));

    const list = await as(ctx.app, user, { method: 'GET', url: '/api/v1/recipes' });
    expect(list.statusCode).toBe(200);
    const items = list.json().items as { id: string; ingredientCount: number }[];
    expect(items.map((r) => r.id)).toEqual([second.id, first.id]);
    expect(items[0]!.ingredientCount).toBe(4);
    expect(list.body).not.toContain('Someone else');

    const search = async (query: string) =>
      (await as(ctx.app, user, { method: 'GET', url: `/api/v1/recipes?${query}` }))
        .json()
        .items.map((r: { title: string }) => r.title);
    expect(await search('q=steak')).toEqual(['Creamy spinach']);
    expect(await search('q=BACON')).toEqual(['Bacon cups']);
    expect(await search('q=side')).toEqual(['Creamy spinach']);
    expect(await search('tag=breakfast')).toEqual(['Bacon cups']);
    expect(await search('q=%25')).toEqual([]);
  });

  it('reads one recipe with its steps; unknown or malformed ids are 404', async () => {
    const user = await ctx.signUp();
    const recipe = await createRecipe(user);
    const res = await as(ctx.app, user, { method: 'GET', url: `/api/v1/recipes/${recipe.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().steps).toHaveLength(2);
    for (const id of [randomUUID(), 'not-a-uuid']) {
      const missing = await as(ctx.app, user, { method: 'GET', url: `/api/v1/recipes/${id}` });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error.code).toBe('NOT_FOUND');
    }
  });

  it('refuses a bad scope or limit', async () => {
    const user = await ctx.signUp();
    for (const query of ['scope=everyone', 'limit=0', 'limit=1000']) {
      const res = await as(ctx.app, user, { method: 'GET', url: `/api/v1/recipes?${query}` });
      expect(res.statusCode).toBe(400);
    }
  });
});

describe('PATCH and DELETE /api/v1/recipes/:id', () => {
  it('changes fields; new servings or ingredients recompute the nutrition', async () => {
    const user = await ctx.signUp();
    const recipe = await createRecipe(user);
    const url = `/api/v1/recipes/${recipe.id}`;

    const renamed = await as(ctx.app, user, {
      method: 'PATCH',
      url,
      payload: { title: 'Green omelette', tags: ['quick'] },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ title: 'Green omelette', tags: ['quick'] });
    expect(renamed.json().nutrition).toEqual(recipe.nutrition);

    const doubled = (
      await as(ctx.app, user, { method: 'PATCH', url, payload: { servings: 4 } })
    ).json<Recipe>();
    expect(doubled.nutrition.total).toEqual(recipe.nutrition.total);
    expect(doubled.nutrition.perServing.energyKcal).toBeCloseTo(
      recipe.nutrition.perServing.energyKcal / 2,
      -1,
    );

    const eggsOnly = (
      await as(ctx.app, user, {
        method: 'PATCH',
        url,
        payload: { ingredients: [{ foodId: egg.id, quantity: 100, unit: 'g' }] },
      })
    ).json<Recipe>();
    expect(eggsOnly.nutrition).toEqual(recipeNutrition([{ per100g: egg.per100g, grams: 100 }], 4));
    expect(eggsOnly.ingredients).toHaveLength(1);
  });

  it('validates a change like a new recipe', async () => {
    const user = await ctx.signUp();
    const recipe = await createRecipe(user);
    const url = `/api/v1/recipes/${recipe.id}`;
    for (const [payload, path] of [
      [{ servings: 0 }, 'body.servings'],
      [{ title: '' }, 'body.title'],
      [
        { ingredients: [{ foodId: egg.id, quantity: -3, unit: 'g' }] },
        'body.ingredients.0.quantity',
      ],
      [{ ingredients: [{ foodId: 'nope', quantity: 3, unit: 'g' }] }, 'body.ingredients.0.foodId'],
    ] as const) {
      const res = await as(ctx.app, user, { method: 'PATCH', url, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(issuePaths(res)).toContain(path);
    }
    const empty = await as(ctx.app, user, { method: 'PATCH', url, payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('Nothing to change.');
  });

  it('deletes my recipe', async () => {
    const user = await ctx.signUp();
    const recipe = await createRecipe(user);
    const url = `/api/v1/recipes/${recipe.id}`;
    expect((await as(ctx.app, user, { method: 'DELETE', url })).statusCode).toBe(204);
    expect((await as(ctx.app, user, { method: 'GET', url })).statusCode).toBe(404);
    expect((await as(ctx.app, user, { method: 'DELETE', url })).statusCode).toBe(404);
  });
});

describe('starter recipes', () => {
  // Everyone's library: what a test added is gone again when it ends (other files plan meals
  // from the library while these run on a shared database).
  const added: string[] = [];
  afterEach(async () => {
    for (const id of added.splice(0)) {
      await ctx.database.db.delete(recipes).where(eq(recipes.id, id));
    }
  });

  async function addStarter(): Promise<string> {
    const nutrition = recipeNutrition([{ per100g: egg.per100g, grams: 100 }], 1);
    const rows = await ctx.database.db
      .insert(recipes)
      .values({
        userId: null,
        starterKey: `test-${randomUUID()}`,
        title: 'Starter deviled eggs',
        servings: 1,
        ingredients: [{ foodId: egg.id, name: egg.name, quantity: 2, unit: 'large', grams: 100 }],
        nutrition,
        steps: ['Boil.', 'Fill.'],
      })
      .returning({ id: recipes.id });
    added.push(rows[0]!.id);
    return rows[0]!.id;
  }

  it('everyone can read a starter recipe; nobody can change or delete it', async () => {
    const id = await addStarter();
    const user = await ctx.signUp();
    const url = `/api/v1/recipes/${id}`;
    const res = await as(ctx.app, user, { method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ isStarter: true, title: 'Starter deviled eggs' });
    expect(
      (await as(ctx.app, user, { method: 'PATCH', url, payload: { title: 'Mine' } })).statusCode,
    ).toBe(404);
    expect((await as(ctx.app, user, { method: 'DELETE', url })).statusCode).toBe(404);
    const photo = await as(ctx.app, user, {
      method: 'PUT',
      url: `${url}/photo`,
      payload: await smallJpeg(),
      headers: { 'content-type': 'image/jpeg' },
    });
    expect(photo.statusCode).toBe(404);
  });

  it('"Save to my recipes" makes an editable copy of my own', async () => {
    const id = await addStarter();
    const user = await ctx.signUp();
    const res = await as(ctx.app, user, { method: 'POST', url: `/api/v1/recipes/${id}/copy` });
    expect(res.statusCode).toBe(201);
    const copy = res.json<Recipe>();
    expect(copy.id).not.toBe(id);
    expect(copy).toMatchObject({ isStarter: false, title: 'Starter deviled eggs' });
    const mine = await as(ctx.app, user, { method: 'GET', url: '/api/v1/recipes' });
    expect(mine.json().items.map((r: { id: string }) => r.id)).toEqual([copy.id]);
    const edited = await as(ctx.app, user, {
      method: 'PATCH',
      url: `/api/v1/recipes/${copy.id}`,
      payload: { title: 'My deviled eggs' },
    });
    expect(edited.statusCode).toBe(200);
    const starter = await as(ctx.app, user, { method: 'GET', url: `/api/v1/recipes/${id}` });
    expect(starter.json().title).toBe('Starter deviled eggs');
  });

  it('cannot copy another user’s recipe', async () => {
    const a = await ctx.signUp();
    const b = await ctx.signUp();
    const recipe = await createRecipe(a);
    const res = await as(ctx.app, b, { method: 'POST', url: `/api/v1/recipes/${recipe.id}/copy` });
    expect(res.statusCode).toBe(404);
  });

  it('seeds a library file idempotently by key, with nutrition from the catalogue', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ketoflow-starters-'));
    const key = `fixture-${randomUUID().slice(0, 8)}`;
    const file = path.join(dir, 'starter-recipes.json');
    const write = (title: string, extraFood?: string) =>
      writeFileSync(
        file,
        JSON.stringify({
          recipes: [
            {
              key,
              title,
              servings: 2,
              ingredients: [
                { foodId: egg.id, quantity: 4, unit: 'large' },
                { foodId: avocado.id, quantity: 1, unit: 'fruit' },
                ...(extraFood ? [{ foodId: extraFood, quantity: 1, unit: 'g' }] : []),
              ],
            },
          ],
        }),
      );
    const warnings: unknown[] = [];
    const db = ctx.database.db;
    const { service } = createRecipesModule({
      db,
      foods: ctx.modules.foods,
      photos: createUploadsModule({ db }).service,
      logger: { info: () => undefined, warn: (details) => warnings.push(details) },
      starterFile: file,
    });
    const user = await ctx.signUp();

    write('Avocado eggs');
    expect(await service.seedStarterLibrary()).toBe(true);
    const found = (await service.list(user.id, { scope: 'starter', q: 'Avocado eggs', limit: 200 }))
      .items;
    expect(found).toHaveLength(1);
    const first = found[0]!;
    expect(first.nutrition).toEqual(
      recipeNutrition(
        [
          { per100g: egg.per100g, grams: 200 },
          { per100g: avocado.per100g, grams: 201 },
        ],
        2,
      ),
    );

    write('Avocado eggs, renamed');
    expect(await service.seedStarterLibrary()).toBe(true);
    const again = await service.get(user.id, first.id);
    expect(again.title).toBe('Avocado eggs, renamed');

    // A recipe whose food is not in the catalogue (yet) is skipped, not half-stored.
    write('Avocado eggs, broken', 'usda-not-loaded-yet');
    expect(await service.seedStarterLibrary()).toBe(false);
    expect((await service.get(user.id, first.id)).title).toBe('Avocado eggs, renamed');
    expect(warnings).toHaveLength(1);
  });
});

async function smallJpeg(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3a7' } })
    .jpeg()
    .toBuffer();
}

describe('recipe photos', () => {
  function putPhoto(user: TestUser, id: string, payload: Buffer, type = 'image/jpeg') {
    return as(ctx.app, user, {
      method: 'PUT',
      url: `/api/v1/recipes/${id}/photo`,
      payload,
      headers: { 'content-type': type },
    });
  }

  it('stores an upright WebP without EXIF or GPS, served to the owner only', async () => {
    const owner = await ctx.signUp();
    const other = await ctx.signUp();
    const recipe = await createRecipe(owner);
    // 2400×1200 pixels, EXIF orientation 6 (rotate 90° to view), camera and GPS tags.
    const jpeg = await sharp({
      create: { width: 2400, height: 1200, channels: 3, background: '#c84' },
    })
      .jpeg()
      .withExif({
        IFD0: { Make: 'KetoCam', Model: 'Secret Phone' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '48/1 51/1 2964/100',
          GPSLongitudeRef: 'E',
          GPSLongitude: '2/1 17/1 4020/100',
        },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();

    const res = await putPhoto(owner, recipe.id, jpeg);
    expect(res.statusCode, res.body).toBe(200);
    const photoUrl = res.json<Recipe>().photoUrl;
    expect(photoUrl).toMatch(/^\/api\/v1\/uploads\/[0-9a-f-]{36}$/);

    const image = await as(ctx.app, owner, { method: 'GET', url: photoUrl! });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    const bytes = image.rawPayload;
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('webp');
    // Turned upright, then scaled so the longest side is 1600 px.
    expect([meta.width, meta.height]).toEqual([800, 1600]);
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(bytes.includes('KetoCam')).toBe(false);
    expect(bytes.includes('Secret Phone')).toBe(false);

    expect((await as(ctx.app, other, { method: 'GET', url: photoUrl! })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: photoUrl! })).statusCode).toBe(401);
  });

  it('accepts PNG and WebP, and keeps small photos at their size', async () => {
    const user = await ctx.signUp();
    const recipe = await createRecipe(user);
    for (const [type, bytes] of [
      [
        'image/png',
        await sharp({ create: { width: 300, height: 200, channels: 4, background: '#fff' } })
          .png()
          .toBuffer(),
      ],
      [
        'image/webp',
        await sharp({ create: { width: 300, height: 200, channels: 3, background: '#000' } })
          .webp()
          .toBuffer(),
      ],
      // Browsers may send an empty or generic type; the bytes decide.
      ['application/octet-stream', await smallJpeg(300, 200)],
    ] as const) {
      const res = await putPhoto(user, recipe.id, bytes, type);
      expect(res.statusCode, type).toBe(200);
      const image = await as(ctx.app, user, { method: 'GET', url: res.json().photoUrl });
      const meta = await sharp(image.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 300, 200]);
    }
  });

  it('refuses what is not a readable image, with a clear 400', async () => {
    const user = await ctx.signUp();
    const recipe = await createRecipe(user);
    const cases: [string, Buffer, RegExp][] = [
      ['image/jpeg', Buffer.from('this is not a photo at all'), /not an image we can read/],
      ['text/plain', Buffer.from('hello'), /not an image we can read/],
      [
        'image/jpeg',
        (await smallJpeg(400, 300)).subarray(0, 300),
        /damaged or incomplete|not an image/,
      ],
      [
        'image/gif',
        await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
          .gif()
          .toBuffer(),
        /GIF files are not supported/,
      ],
      ['image/jpeg', Buffer.alloc(0), /empty/],
    ];
    for (const [type, bytes, message] of cases) {
      const res = await putPhoto(user, recipe.id, bytes, type);
      expect(res.statusCode, `${type} ${bytes.length}`).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
      expect(res.json().error.message).toMatch(message);
    }
    const after = await as(ctx.app, user, { method: 'GET', url: `/api/v1/recipes/${recipe.id}` });
    expect(after.json().photoUrl).toBeNull();
  });

  it('refuses a file over 8 MB with 413, and over 40 megapixels with 400', async () => {
    const user = await ctx.signUp();
    const recipe = await createRecipe(user);
    const big = Buffer.alloc(8 * 1024 * 1024 + 1, 0xff);
    const tooBig = await putPhoto(user, recipe.id, big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error.message).toBe(
      'This photo is larger than 8 MB. Choose a smaller one or take a new photo.',
    );

    const huge = await sharp({
      create: { width: 8000, height: 6000, channels: 3, background: '#fff' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(huge.length).toBeLessThan(8 * 1024 * 1024);
    const tooManyPixels = await putPhoto(user, recipe.id, huge, 'image/png');
    expect(tooManyPixels.statusCode).toBe(400);
    expect(tooManyPixels.json().error.message).toBe(
      'This photo has 48 megapixels; the limit is 40. Choose a smaller one.',
    );
  });

  it('replacing or removing a photo deletes the old image; so does deleting the recipe', async () => {
    const user = await ctx.signUp();
    const recipe = await createRecipe(user);
    const first = (await putPhoto(user, recipe.id, await smallJpeg())).json().photoUrl as string;
    const second = (await putPhoto(user, recipe.id, await smallJpeg(80, 60))).json()
      .photoUrl as string;
    expect(second).not.toBe(first);
    expect((await as(ctx.app, user, { method: 'GET', url: first })).statusCode).toBe(404);
    expect((await as(ctx.app, user, { method: 'GET', url: second })).statusCode).toBe(200);

    const removed = await as(ctx.app, user, {
      method: 'DELETE',
      url: `/api/v1/recipes/${recipe.id}/photo`,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().photoUrl).toBeNull();
    expect((await as(ctx.app, user, { method: 'GET', url: second })).statusCode).toBe(404);

    const third = (await putPhoto(user, recipe.id, await smallJpeg())).json().photoUrl as string;
    const copy = (
      await as(ctx.app, user, { method: 'POST', url: `/api/v1/recipes/${recipe.id}/copy` })
    ).json<Recipe>();
    expect(copy.photoUrl).not.toBeNull();
    expect(copy.photoUrl).not.toBe(third);
    await as(ctx.app, user, { method: 'DELETE', url: `/api/v1/recipes/${recipe.id}` });
    expect((await as(ctx.app, user, { method: 'GET', url: third })).statusCode).toBe(404);
    expect((await as(ctx.app, user, { method: 'GET', url: copy.photoUrl! })).statusCode).toBe(200);
  });

  it('another user cannot set or remove my recipe’s photo', async () => {
    const a = await ctx.signUp();
    const b = await ctx.signUp();
    const recipe = await createRecipe(a);
    expect((await putPhoto(b, recipe.id, await smallJpeg())).statusCode).toBe(404);
    const res = await as(ctx.app, b, {
      method: 'DELETE',
      url: `/api/v1/recipes/${recipe.id}/photo`,
    });
    expect(res.statusCode).toBe(404);
  });
});
