import type { Food, RecipeImportDraft, SaveImportedRecipeResponse } from '@ketoflow/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wireRecipes } from '../../composition/tracking.js';
import { createSafeFetcher } from '../../lib/safe-fetch.js';
import { FakeRecipeSite } from '../../test/fake-recipe-site.js';
import { as, type TestUser } from '../../test/harness.js';
import {
  createModuleTestContext,
  type ModuleTestContext,
  type Platform,
} from '../../test/module-harness.js';
import { APP_VERSION } from '../../version.js';
import { createRecipeImportModule } from './index.js';

/**
 * Recipe import as the app wires it: free, limited per person, matching foods and saving through
 * the real foods and recipes modules (the tests read foods, saved recipes and their photos
 * through those modules' routes).
 */
async function build(platform: Platform) {
  const { config, log, limiter, limits } = platform;
  const { uploads, foods, recipes } = await wireRecipes(platform);
  const recipeImport = createRecipeImportModule({
    settings: {
      ...config.recipeImport,
      userAgent: `${config.appName}/${APP_VERSION} recipe import (+${config.appUrl})`,
    },
    foods: foods.service,
    recipes: recipes.service,
    limit: (userId) => limiter.hit(`recipe-import:user:${userId}`, limits.recipeImportsPerUser),
    logger: log,
  });
  return { uploads, foods, recipes, recipeImport };
}

// The fake site listens on 127.0.0.2, the one non-public address this app is told it may
// fetch (RECIPE_IMPORT_ALLOWED_ADDRESSES); 127.0.0.1 and every other private range stay refused.
const SITE_HOST = '127.0.0.2';
const site = new FakeRecipeSite();
let base: string;
let ctx: ModuleTestContext<Awaited<ReturnType<typeof build>>>;
let user: TestUser;

beforeAll(async () => {
  base = await site.start(SITE_HOST);
  site.redirectTo = `http://127.0.0.1:${site.port}/wprm`;
  ctx = await createModuleTestContext(build, {
    env: {
      RECIPE_IMPORT_ALLOWED_ADDRESSES: SITE_HOST,
      RECIPE_IMPORT_MAX_PAGE_BYTES: '5000000',
      RECIPE_IMPORT_TIMEOUT_MS: '5000',
    },
  });
  user = await ctx.signUp();
});

afterAll(async () => {
  await ctx?.close();
  await site.stop();
});

const importUrl = (url: string) =>
  as(ctx.app, user, { method: 'POST', url: '/api/v1/recipe-import/url', payload: { url } });

async function food(id: string): Promise<Food> {
  return (await as(ctx.app, user, { method: 'GET', url: `/api/v1/foods/${id}` })).json<Food>();
}

/** Energy of the matched lines from the foods' own per-100 g facts (what "ours" must be). */
async function catalogueKcal(draft: RecipeImportDraft): Promise<number> {
  let kcal = 0;
  for (const line of draft.ingredients) {
    if (!line.match) continue;
    kcal += ((await food(line.match.foodId)).per100g.energyKcal * line.match.grams) / 100;
  }
  return kcal;
}

function expectEggBake(draft: RecipeImportDraft) {
  expect(draft.title).toBe('Spinach & Cheddar Egg Bake');
  expect(draft.servings).toBe(4);
  const byText = new Map(draft.ingredients.map((i) => [i.text, i]));
  expect(byText.get('6 large eggs')?.match).toMatchObject({ name: 'Egg, whole, raw', grams: 300 });
  expect(byText.get('2 tbsp butter')?.match?.name).toMatch(/^Butter/);
  expect(byText.get('2 tbsp butter')?.match?.grams).toBeCloseTo(28.4, 0);
  expect(byText.get('100 g cheddar cheese, shredded')?.match).toMatchObject({
    name: 'Cheddar cheese',
    grams: 100,
  });
  // The page's own weight in brackets wins over converting 2 cups.
  expect(byText.get('2 cups (60 g) fresh spinach')?.match).toMatchObject({
    name: 'Spinach, raw',
    grams: 60,
  });
  const gum = byText.get('1 pinch of xanthan gum');
  expect(gum?.match).toBeNull();
  expect(gum?.note).toMatch(/No food matched/);
}

describe('import from a recipe page', () => {
  it.each([
    ['WP Recipe Maker (JSON-LD, sections)', '/wprm'],
    ['Tasty Recipes (WebPage mainEntity, ImageObject)', '/tasty'],
    ['Yoast @graph (type as array, a broken block before it)', '/yoast'],
    ['microdata only', '/microdata'],
  ])('%s: title, servings, ingredients with grams, nutrition from our foods', async (_, path) => {
    const res = await importUrl(`${base}${path}`);
    expect(res.statusCode, res.body).toBe(200);
    const draft = res.json<RecipeImportDraft>();
    expectEggBake(draft);
    expect(draft.nutrition.total.energyKcal).toBeCloseTo(await catalogueKcal(draft), -1);
    expect(draft.nutrition.perServing.energyKcal).toBeCloseTo(
      draft.nutrition.total.energyKcal / 4,
      -1,
    );
    expect(draft.steps.length).toBeGreaterThanOrEqual(2);
  });

  it('reads times, sectioned steps, the photo (re-encoded, no metadata) and the page’s numbers apart', async () => {
    const draft = (await importUrl(`${base}/wprm`)).json<RecipeImportDraft>();
    expect(draft.times.prep).toEqual({ iso: 'PT10M', minutes: 10 });
    expect(draft.times.total).toEqual({ iso: 'PT35M', minutes: 35 });
    expect([draft.prepMinutes, draft.cookMinutes]).toEqual([10, 25]);
    expect(draft.steps[0]).toBe('Prepare: Heat the oven to 180 °C.');
    expect(draft.description).toBe('A quick keto breakfast.');
    expect(draft.pageNutrition).toMatchObject({
      energyKcal: 999,
      carbohydrateG: 50,
      sodiumMg: 300,
    });
    expect(draft.nutrition.perServing.energyKcal).not.toBe(999);

    expect(draft.image?.sourceUrl).toBe(`${base}/photo.jpg`);
    const preview = Buffer.from(draft.image!.previewDataUrl.split(',')[1]!, 'base64');
    const meta = await sharp(preview).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(Math.max(meta.width, meta.height)).toBeLessThanOrEqual(480);
  });

  it('says so when the page has no recipe', async () => {
    const res = await importUrl(`${base}/no-recipe`);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      error: { code: 'IMPORT_NO_RECIPE', message: expect.stringMatching(/couldn’t find a recipe/) },
    });
  });

  it('refuses a 20 MB page with a clear message', async () => {
    const res = await importUrl(`${base}/huge`);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      error: { code: 'IMPORT_PAGE_TOO_LARGE', message: expect.stringMatching(/too large/) },
    });
  });

  it('refuses a redirect to 127.0.0.1 without fetching it', async () => {
    const before = site.requests.length;
    const res = await importUrl(`${base}/redirect-local`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: {
        code: 'IMPORT_ADDRESS_REFUSED',
        message: expect.stringMatching(/can’t be imported/),
      },
    });
    // Only the redirecting request reached the site: the hop to 127.0.0.1 was never made.
    expect(site.requests.slice(before)).toEqual(['/redirect-local']);
  });

  it.each([
    ['loopback', `http://127.0.0.1:1/wprm`],
    ['a name resolving to loopback', 'http://localhost:1/'],
    ['cloud metadata', 'http://169.254.169.254/latest/meta-data/'],
    ['IPv6 loopback', 'http://[::1]:1/'],
    // The same addresses in IPv6 forms that embed them (the address guard's own tests list more).
    ['IPv4-compatible loopback', 'http://[::127.0.0.1]:1/'],
    ['IPv4-mapped loopback', 'http://[::ffff:7f00:1]:1/'],
    ['cloud metadata through NAT64', 'http://[64:ff9b::169.254.169.254]/latest/meta-data/'],
    ['a file', 'file:///etc/passwd'],
    ['another scheme', 'ftp://example.com/recipe'],
  ])('refuses %s', async (_, url) => {
    const res = await importUrl(url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'IMPORT_ADDRESS_REFUSED' } });
  });
});

describe('saving an import', () => {
  it('resolves an unmatched line with a suggestion and saves through the recipe path, photo stripped', async () => {
    const draft = (await importUrl(`${base}/wprm`)).json<RecipeImportDraft>();
    const ingredients = draft.ingredients.flatMap((i) => {
      const pick = i.match ?? i.suggestions[0];
      return pick ? [{ foodId: pick.foodId, quantity: pick.quantity, unit: pick.unit }] : [];
    });
    const res = await as(ctx.app, user, {
      method: 'POST',
      url: '/api/v1/recipe-import/save',
      payload: {
        title: draft.title,
        servings: draft.servings,
        prepMinutes: draft.prepMinutes,
        cookMinutes: draft.cookMinutes,
        steps: draft.steps,
        ingredients,
        imageUrl: draft.image?.sourceUrl,
        // A client's numbers are not a field: the server computes nutrition itself.
        nutrition: { total: { energyKcal: 1 } },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const saved = res.json<SaveImportedRecipeResponse>();
    expect(saved.photoSaved).toBe(true);
    expect(saved.recipe.ingredients).toHaveLength(ingredients.length);
    expect(saved.recipe.nutrition.perServing.energyKcal).toBeGreaterThan(100);
    const photo = await as(ctx.app, user, { method: 'GET', url: saved.recipe.photoUrl! });
    expect(photo.statusCode).toBe(200);
    const meta = await sharp(photo.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();

    const mine = await as(ctx.app, user, {
      method: 'GET',
      url: `/api/v1/recipes/${saved.recipe.id}`,
    });
    expect(mine.statusCode).toBe(200);
  });
});

describe('import from pasted text', () => {
  it('reads the title, servings, ingredient lines and steps', async () => {
    const text = [
      'Creamy Garlic Chicken',
      'Serves 2',
      '',
      'Ingredients',
      '- 400 g chicken breast, skinless',
      '- 2 tbsp olive oil',
      '- 1/2 cup heavy cream',
      '',
      'Method',
      '1. Brown the chicken in the oil.',
      '2. Add the cream and simmer 10 minutes.',
    ].join('\n');
    const res = await as(ctx.app, user, {
      method: 'POST',
      url: '/api/v1/recipe-import/text',
      payload: { text },
    });
    expect(res.statusCode, res.body).toBe(200);
    const draft = res.json<RecipeImportDraft>();
    expect(draft.source).toEqual({ kind: 'text' });
    expect(draft.title).toBe('Creamy Garlic Chicken');
    expect(draft.servings).toBe(2);
    expect(draft.steps).toEqual([
      'Brown the chicken in the oil.',
      'Add the cream and simmer 10 minutes.',
    ]);
    const [chicken, oil, cream] = draft.ingredients;
    expect(chicken?.match).toMatchObject({ name: 'Chicken breast, skinless, raw', grams: 400 });
    expect(oil?.match?.name).toBe('Olive oil');
    expect(cream?.match?.name).toBe('Heavy cream');
    expect(draft.nutrition.total.energyKcal).toBeCloseTo(await catalogueKcal(draft), -1);
  });

  it('says what is missing when the text has no ingredient lines', async () => {
    const res = await as(ctx.app, user, {
      method: 'POST',
      url: '/api/v1/recipe-import/text',
      payload: { text: 'Just a title' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ error: { code: 'IMPORT_NO_RECIPE' } });
  });
});

describe('the fetcher', () => {
  it('gives up on endless redirects and on a page that stops answering', async () => {
    const fetcher = createSafeFetcher({
      timeoutMs: 300,
      maxRedirects: 5,
      userAgent: 'test',
      allowedAddresses: [SITE_HOST],
    });
    const options = { maxBytes: 1e6, accept: '*/*' };
    try {
      const before = site.requests.length;
      await expect(fetcher.fetch(`${base}/loop`, options)).rejects.toMatchObject({
        failure: 'redirects',
      });
      expect(site.requests.length - before).toBe(6);
      await expect(fetcher.fetch(`${base}/slow`, options)).rejects.toMatchObject({
        failure: 'timeout',
      });
    } finally {
      await fetcher.close();
    }
  });

  it('refuses the fake site itself when no address is allowed', async () => {
    const strict = createSafeFetcher({
      timeoutMs: 2000,
      maxRedirects: 5,
      userAgent: 'test',
      allowedAddresses: [],
    });
    try {
      await expect(
        strict.fetch(`${base}/wprm`, { maxBytes: 1e6, accept: '*/*' }),
      ).rejects.toMatchObject({ failure: 'address' });
    } finally {
      await strict.close();
    }
  });
});
