import { randomUUID } from 'node:crypto';
import type { FoodScan, Meal, MealDaySummary, PhotoScanResponse } from '@ketoflow/contracts';
import { assessKeto } from '@ketoflow/domain';
import bwipjs from 'bwip-js/node';
import type { FastifyInstance } from 'fastify';
import sharp, { type OverlayOptions } from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wireDiary } from '../../composition/tracking.js';
import { wireMoney } from '../../composition/identity.js';
import { startFakeOpenAi, type FakeOpenAi } from '../../test/fake-openai-server.js';
import { as, type TestUser } from '../../test/harness.js';
import {
  completeProfile,
  createModuleTestContext,
  type ModuleTestContext,
  type Platform,
} from '../../test/module-harness.js';
import { createProfileModule } from '../profile/index.js';
import { createFoodScansModule } from './index.js';

/**
 * KetoVision as the app wires it: scans pay through the AI module's paid actions and the real
 * wallet, and read photos, foods and the diary through the real modules (whose routes the tests
 * use to set up custom foods, recipe photos and diary days).
 */
async function build(platform: Platform) {
  const { db, limiter, limits } = platform;
  const { wallet, ai } = wireMoney(platform);
  const profile = createProfileModule({ db });
  const { uploads, foods, recipes, meals } = await wireDiary(platform, { profile });
  const foodScans = createFoodScansModule({
    db,
    engine: ai.engine,
    paidActions: ai.paidActions,
    photos: uploads.service,
    foods: foods.service,
    diary: meals.service,
    limiter,
    freeScanPhotos: limits.freeScanPhotosPerUser,
  });
  return { wallet, profile, uploads, foods, recipes, meals, foodScans };
}
type Ctx = ModuleTestContext<Awaited<ReturnType<typeof build>>>;

const PHOTO = '/api/v1/food-scans/photo?tz=UTC';
const DESCRIBE = '/api/v1/food-scans/describe?tz=UTC';
/** A valid EAN-13 that no test registers: "read, but not in the database". */
const UNKNOWN_EAN = '4006381333931';

/** A 1000×750 "photo" (textured, like a camera's) with an EAN-13 label on it. */
async function barcodePhoto(code: string): Promise<Buffer> {
  const label = await bwipjs.toBuffer({
    bcid: 'ean13',
    text: code,
    scale: 3,
    height: 14,
    includetext: true,
    backgroundcolor: 'ffffff',
    // The white quiet zone a printed label has around its bars.
    paddingwidth: 12,
    paddingheight: 6,
  });
  return plainPhoto([{ input: label, top: 260, left: 320 }]);
}

async function plainPhoto(overlays: OverlayOptions[] = []): Promise<Buffer> {
  const noise = await sharp({
    create: { width: 100, height: 75, channels: 3, background: '#7a5' },
    // Gaussian noise scaled up: texture without anything that looks like bars.
  })
    .composite([
      {
        input: {
          create: {
            width: 100,
            height: 75,
            channels: 3,
            background: '#000',
            noise: { type: 'gaussian', mean: 60, sigma: 30 },
          },
        },
        blend: 'overlay',
      },
    ])
    .png()
    .toBuffer();
  return sharp(await sharp(noise).resize(1000, 750).png().toBuffer())
    .composite(overlays)
    .jpeg({ quality: 88 })
    .toBuffer();
}

function nextEan(seed: number): string {
  const body = `20${String(seed).padStart(10, '0')}`.slice(0, 12);
  const sum = [...body].reduce((acc, d, i) => acc + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}
let eanSeed = Date.now() % 1_000_000_000;

/** A custom food with a barcode, 40 g serving: 2 g carbs − 1 g fibre per 100 g… in grams below. */
async function barcodeFood(app: FastifyInstance, user: TestUser) {
  const barcode = nextEan((eanSeed += 7));
  const res = await as(app, user, {
    method: 'POST',
    url: '/api/v1/foods/custom',
    payload: {
      name: 'Scan test nut bar',
      brand: 'Keto Co',
      barcode,
      per100g: { proteinG: 20, fatG: 45, carbohydrateG: 25, fiberG: 10 },
      portions: [{ label: '1 bar', grams: 40 }],
    },
  });
  expect(res.statusCode).toBe(201);
  return { barcode, food: res.json<{ id: string; name: string }>() };
}

async function daySummary(app: FastifyInstance, user: TestUser) {
  const date = new Date().toISOString().slice(0, 10);
  const res = await as(app, user, { method: 'GET', url: `/api/v1/meals/summary?date=${date}` });
  return res.json<MealDaySummary>();
}

const key = () => `scan-${randomUUID()}`;

function post(
  app: FastifyInstance,
  user: TestUser,
  url: string,
  payload: Buffer | object,
  idempotencyKey = key(),
) {
  return as(app, user, {
    method: 'POST',
    url,
    payload: payload,
    headers: {
      'idempotency-key': idempotencyKey,
      ...(Buffer.isBuffer(payload) ? { 'content-type': 'image/jpeg' } : {}),
    },
  });
}

/** A person as onboarding leaves them: the profile filled in and the one-time bonus paid. */
async function onboarded(ctx: Ctx): Promise<TestUser> {
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

describe('KetoVision with the builtin engine', () => {
  let ctx: Ctx;
  const balance = (u: TestUser) => ctx.modules.wallet.service.getBalance(u.id);

  beforeAll(async () => {
    ctx = await createModuleTestContext(build);
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('reads the barcode, finds the product, scores one serving and charges once', async () => {
    const user = await onboarded(ctx);
    const { barcode } = await barcodeFood(ctx.app, user);
    const before = await balance(user);
    const k = key();
    const photo = await barcodePhoto(barcode);
    const res = await post(ctx.app, user, PHOTO, photo, k);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<PhotoScanResponse>();
    if (body.status !== 'complete') throw new Error(`expected a scan, got ${res.body}`);
    const scan = body.scan;
    expect(scan.method).toBe('barcode');
    expect(scan.barcode).toBe(barcode);
    expect(scan.foodType).toBe('Scan test nut bar (Keto Co)');
    expect(scan.provenance).toEqual({ engine: 'builtin', model: null });
    // One 40 g bar: 25 − 10 = 15 g net carbs per 100 g → 6 g.
    expect(scan.items).toHaveLength(1);
    expect(scan.items[0]).toMatchObject({ grams: 40, gramsLow: 40, gramsHigh: 40 });
    expect(scan.macros.netCarbsG).toEqual({ value: 6, low: 6, high: 6 });
    expect(scan.macros.proteinG.value).toBe(8);
    expect(scan.macros.fatG.value).toBe(18);
    // Nothing logged today: the whole daily cap is left.
    const summary = await daySummary(ctx.app, user);
    const expected = assessKeto({
      foodType: scan.foodType,
      grams: 40,
      netCarbsG: 6,
      netCarbsLowG: 6,
      netCarbsHighG: 6,
      dailyNetCarbsG: summary.targets?.netCarbsG ?? null,
      eatenNetCarbsG: 0,
    });
    expect(scan.ketoScore).toBe(expected.score);
    expect(scan.verdict).toBe(expected.verdict);
    expect(scan.analysis).toContain(`This uses 6 g of your ${summary.targets?.netCarbsG} g`);
    expect(await balance(user)).toBe(before - 1);

    // The photo is stored re-encoded and only for its owner.
    expect(scan.photoUrl).toMatch(/^\/api\/v1\/uploads\//);
    const image = await as(ctx.app, user, { method: 'GET', url: scan.photoUrl ?? '' });
    expect(image.headers['content-type']).toBe('image/webp');

    // The same key again: the same scan, no second charge.
    const again = await post(ctx.app, user, PHOTO, photo, k);
    expect(again.statusCode).toBe(200);
    const replay = again.json<PhotoScanResponse>();
    expect(replay.status === 'complete' && replay.scan.id).toBe(scan.id);
    expect(await balance(user)).toBe(before - 1);
  });

  it('asks what is on the plate when there is no barcode, and keeps no coins', async () => {
    const user = await onboarded(ctx);
    const before = await balance(user);
    const res = await post(ctx.app, user, PHOTO, await plainPhoto());
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<PhotoScanResponse>();
    if (body.status !== 'needs_description') throw new Error(res.body);
    expect(body.barcode).toBeNull();
    expect(body.reason).toMatch(/No barcode could be read/);
    expect(body.provenance.engine).toBe('builtin');
    expect(await balance(user)).toBe(before);
    const photo = await as(ctx.app, user, { method: 'GET', url: body.photoUrl });
    expect(photo.statusCode).toBe(200);

    // Described with foods and grams, the stored photo attached: now it is a paid scan.
    const egg = (
      await as(ctx.app, user, { method: 'GET', url: '/api/v1/foods/search?q=egg' })
    ).json<{ items: { id: string; per100g: { netCarbsG: number } }[] }>().items[0];
    if (!egg) throw new Error('no egg in the catalogue');
    const k = key();
    const described = await post(
      ctx.app,
      user,
      DESCRIBE,
      { photoId: body.photoId, items: [{ foodId: egg.id, grams: 100 }] },
      k,
    );
    expect(described.statusCode, described.body).toBe(200);
    const scan = described.json<FoodScan>();
    expect(scan.method).toBe('described');
    expect(scan.photoUrl).toBe(body.photoUrl);
    expect(scan.macros.netCarbsG.value).toBeCloseTo(egg.per100g.netCarbsG, 1);
    expect(scan.ketoScore).toBeGreaterThanOrEqual(70);
    expect(scan.verdict).toBe('Keto-friendly');
    expect(await balance(user)).toBe(before - 1);
    const replay = await post(
      ctx.app,
      user,
      DESCRIBE,
      { photoId: body.photoId, items: [{ foodId: egg.id, grams: 100 }] },
      k,
    );
    expect(replay.json<FoodScan>().id).toBe(scan.id);
    expect(await balance(user)).toBe(before - 1);

    // That photo now belongs to this scan: a second scan may not take it (deleting one
    // would delete the other's photo).
    const reuse = await post(ctx.app, user, DESCRIBE, {
      photoId: body.photoId,
      items: [{ foodId: egg.id, grams: 50 }],
    });
    expect(reuse.statusCode).toBe(400);
    expect(await balance(user)).toBe(before - 1);
  });

  it('never attaches a photo that is not a scan photo (a recipe photo stays the recipe’s)', async () => {
    const user = await onboarded(ctx);
    const food = await as(ctx.app, user, {
      method: 'POST',
      url: '/api/v1/foods/custom',
      payload: { name: 'Photo test cheese', per100g: { proteinG: 25, fatG: 33, carbohydrateG: 1 } },
    });
    const foodId = food.json<{ id: string }>().id;
    const recipe = await as(ctx.app, user, {
      method: 'POST',
      url: '/api/v1/recipes',
      payload: {
        title: 'Cheese crisps',
        servings: 1,
        ingredients: [{ foodId, quantity: 30, unit: 'g' }],
      },
    });
    const withPhoto = await as(ctx.app, user, {
      method: 'PUT',
      url: `/api/v1/recipes/${recipe.json<{ id: string }>().id}/photo`,
      payload: await plainPhoto(),
      headers: { 'content-type': 'image/jpeg' },
    });
    const photoId = withPhoto.json<{ photoUrl: string }>().photoUrl.split('/').at(-1);
    const res = await post(ctx.app, user, DESCRIBE, { photoId, items: [{ foodId, grams: 30 }] });
    expect(res.statusCode).toBe(404);
  });

  it('says which barcode it read when the product is unknown (offline: no Open Food Facts)', async () => {
    const user = await onboarded(ctx);
    const before = await balance(user);
    const res = await post(ctx.app, user, PHOTO, await barcodePhoto(UNKNOWN_EAN));
    const body = res.json<PhotoScanResponse>();
    if (body.status !== 'needs_description') throw new Error(res.body);
    expect(body.barcode).toBe(UNKNOWN_EAN);
    expect(body.reason).toContain(UNKNOWN_EAN);
    // The tests' Open Food Facts is a closed loopback port: an offline machine.
    expect(body.reason).toContain('the product lookup is not available right now');
    expect(await balance(user)).toBe(before);
  });

  it('scores a described sentence through the diary parser and lists what it did not know', async () => {
    const user = await onboarded(ctx);
    const res = await post(ctx.app, user, DESCRIBE, {
      text: '2 eggs and 100 g of zorblax fruit',
    });
    expect(res.statusCode, res.body).toBe(200);
    const scan = res.json<FoodScan>();
    expect(scan.items.filter((i) => i.foodId)).toHaveLength(1);
    expect(scan.unmatched).toHaveLength(1);
    expect(scan.unmatched[0]).toMatch(/zorblax/);

    const none = await post(ctx.app, user, DESCRIBE, { text: 'zorblax fruit' });
    expect(none.statusCode).toBe(400);
    const bad = await post(ctx.app, user, DESCRIBE, { items: [{ foodId: 'usda-0', grams: 10 }] });
    expect(bad.statusCode).toBe(400);
    const both = await post(ctx.app, user, DESCRIBE, {
      text: 'eggs',
      items: [{ foodId: 'x', grams: 1 }],
    });
    expect(both.statusCode).toBe(400);
  });

  it('refuses an unknown time zone and a missing request key before reading the photo', async () => {
    const user = await onboarded(ctx);
    const before = await balance(user);
    const photo = await plainPhoto();
    const badZone = await post(ctx.app, user, '/api/v1/food-scans/photo?tz=Mars/Olympus', photo);
    expect(badZone.statusCode).toBe(400);
    const noKey = await as(ctx.app, user, {
      method: 'POST',
      url: PHOTO,
      payload: photo,
      headers: { 'content-type': 'image/jpeg' },
    });
    expect(noKey.statusCode).toBe(400);
    expect(await balance(user)).toBe(before);
  });

  it('refuses a scan without coins ("Insufficient balance") and keeps nothing', async () => {
    const user = await ctx.signUp(); // not onboarded: no bonus coins
    const { barcode } = await barcodeFood(ctx.app, user);
    const res = await post(ctx.app, user, PHOTO, await barcodePhoto(barcode));
    expect(res.statusCode).toBe(402);
    expect(res.json<{ error: { message: string } }>().error.message).toBe('Insufficient balance');
    const list = await as(ctx.app, user, { method: 'GET', url: '/api/v1/food-scans' });
    expect(list.json<{ items: unknown[] }>().items).toHaveLength(0);
  });

  it('logs a scan to the diary (method scan, the scan in analysis_data) once', async () => {
    const user = await onboarded(ctx);
    const { barcode, food } = await barcodeFood(ctx.app, user);
    const res = await post(ctx.app, user, PHOTO, await barcodePhoto(barcode));
    const body = res.json<PhotoScanResponse>();
    if (body.status !== 'complete') throw new Error(res.body);
    const date = new Date().toISOString().slice(0, 10);
    const logged = await as(ctx.app, user, {
      method: 'POST',
      url: `/api/v1/food-scans/${body.scan.id}/log`,
      payload: { mealType: 'snack', date },
    });
    expect(logged.statusCode, logged.body).toBe(201);
    const meal = logged.json<Meal>();
    expect(meal).toMatchObject({ method: 'scan', mealType: 'snack', date });
    expect(meal.items).toEqual([
      expect.objectContaining({ foodId: food.id, grams: 40, unit: 'g' }),
    ]);
    expect(meal.macros.netCarbsG).toBe(6);
    const stored = await daySummary(ctx.app, user);
    expect(stored.totals.netCarbsG).toBe(6);
    const { meals } = await import('../../db/schema/index.js');
    const { eq } = await import('drizzle-orm');
    const [row] = await ctx.database.db.select().from(meals).where(eq(meals.id, meal.id));
    expect((row?.analysisData as { scan?: { id: string; ketoScore: number } }).scan).toMatchObject({
      id: body.scan.id,
      ketoScore: body.scan.ketoScore,
    });
    const scan = await as(ctx.app, user, {
      method: 'GET',
      url: `/api/v1/food-scans/${body.scan.id}`,
    });
    expect(scan.json<FoodScan>().mealId).toBe(meal.id);
    const twice = await as(ctx.app, user, {
      method: 'POST',
      url: `/api/v1/food-scans/${body.scan.id}/log`,
      payload: { mealType: 'snack', date },
    });
    expect(twice.statusCode).toBe(409);

    // A second scan of the same bar now has 6 g less budget left today.
    const second = (
      await post(ctx.app, user, PHOTO, await barcodePhoto(barcode))
    ).json<PhotoScanResponse>();
    if (second.status !== 'complete') throw new Error('expected a scan');
    const left = (stored.targets?.netCarbsG ?? 0) - 6;
    expect(second.scan.analysis).toContain(`of your ${left} g net carbs left today`);

    // Two logs at once (a double tap on two devices): one diary entry.
    const racing = (
      await post(ctx.app, user, PHOTO, await barcodePhoto(barcode))
    ).json<PhotoScanResponse>();
    if (racing.status !== 'complete') throw new Error('expected a scan');
    const both = await Promise.all(
      [0, 1].map(() =>
        as(ctx.app, user, {
          method: 'POST',
          url: `/api/v1/food-scans/${racing.scan.id}/log`,
          payload: { mealType: 'lunch', date },
        }),
      ),
    );
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const day = await as(ctx.app, user, { method: 'GET', url: `/api/v1/meals?date=${date}` });
    expect(day.json<{ items: Meal[] }>().items.filter((m) => m.mealType === 'lunch')).toHaveLength(
      1,
    );
  });

  it('lists scans newest first by pages, and deletes a scan with its photo', async () => {
    const user = await onboarded(ctx);
    const ids: string[] = [];
    for (const grams of [50, 100, 150]) {
      const egg = (
        await as(ctx.app, user, { method: 'GET', url: '/api/v1/foods/search?q=egg' })
      ).json<{ items: { id: string }[] }>().items[0];
      const res = await post(ctx.app, user, DESCRIBE, { items: [{ foodId: egg?.id, grams }] });
      ids.push(res.json<FoodScan>().id);
    }
    const first = (
      await as(ctx.app, user, { method: 'GET', url: '/api/v1/food-scans?limit=2' })
    ).json<{ items: FoodScan[]; nextCursor: string | null }>();
    expect(first.items.map((s) => s.id)).toEqual([ids[2], ids[1]]);
    expect(first.nextCursor).not.toBeNull();
    const second = (
      await as(ctx.app, user, {
        method: 'GET',
        url: `/api/v1/food-scans?limit=2&cursor=${first.nextCursor}`,
      })
    ).json<{ items: FoodScan[]; nextCursor: string | null }>();
    expect(second.items.map((s) => s.id)).toEqual([ids[0]]);
    expect(second.nextCursor).toBeNull();

    const withPhoto = (
      await post(ctx.app, user, PHOTO, await plainPhoto())
    ).json<PhotoScanResponse>();
    if (withPhoto.status !== 'needs_description') throw new Error('expected needs_description');
    const egg = (
      await as(ctx.app, user, { method: 'GET', url: '/api/v1/foods/search?q=egg' })
    ).json<{ items: { id: string }[] }>().items[0];
    const scan = (
      await post(ctx.app, user, DESCRIBE, {
        photoId: withPhoto.photoId,
        items: [{ foodId: egg?.id, grams: 60 }],
      })
    ).json<FoodScan>();
    const del = await as(ctx.app, user, { method: 'DELETE', url: `/api/v1/food-scans/${scan.id}` });
    expect(del.statusCode).toBe(204);
    expect((await as(ctx.app, user, { method: 'GET', url: withPhoto.photoUrl })).statusCode).toBe(
      404,
    );
    expect(
      (await as(ctx.app, user, { method: 'GET', url: `/api/v1/food-scans/${scan.id}` })).statusCode,
    ).toBe(404);
  });

  it("keeps one user's scans and photos from another", async () => {
    const a = await onboarded(ctx);
    const b = await onboarded(ctx);
    const pending = (await post(ctx.app, a, PHOTO, await plainPhoto())).json<PhotoScanResponse>();
    if (pending.status !== 'needs_description') throw new Error('expected needs_description');
    const egg = (await as(ctx.app, a, { method: 'GET', url: '/api/v1/foods/search?q=egg' })).json<{
      items: { id: string }[];
    }>().items[0];
    const scan = (
      await post(ctx.app, a, DESCRIBE, { items: [{ foodId: egg?.id, grams: 60 }] })
    ).json<FoodScan>();
    const url = `/api/v1/food-scans/${scan.id}`;
    expect((await as(ctx.app, b, { method: 'GET', url })).statusCode).toBe(404);
    expect((await as(ctx.app, b, { method: 'DELETE', url })).statusCode).toBe(404);
    const log = await as(ctx.app, b, {
      method: 'POST',
      url: `${url}/log`,
      payload: { mealType: 'lunch', date: new Date().toISOString().slice(0, 10) },
    });
    expect(log.statusCode).toBe(404);
    expect((await as(ctx.app, b, { method: 'GET', url: pending.photoUrl })).statusCode).toBe(404);
    const steal = await post(ctx.app, b, DESCRIBE, {
      photoId: pending.photoId,
      items: [{ foodId: egg?.id, grams: 60 }],
    });
    expect(steal.statusCode).toBe(404);
    const list = await as(ctx.app, b, { method: 'GET', url: '/api/v1/food-scans' });
    expect(list.json<{ items: unknown[] }>().items).toHaveLength(0);
    // A's own key used by B is B's own request: it never returns A's scan.
    expect((await as(ctx.app, a, { method: 'GET', url })).statusCode).toBe(200);
  });
});

describe('KetoVision free photos', () => {
  let ctx: Ctx;

  beforeAll(async () => {
    ctx = await createModuleTestContext(build, {
      rateLimits: { freeScanPhotosPerUser: { limit: 2, windowSeconds: 3600 } },
    });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('bounds how many unrecognised photos one user can store for free', async () => {
    const user = await onboarded(ctx);
    for (let i = 0; i < 2; i += 1) {
      const res = await post(ctx.app, user, PHOTO, await plainPhoto());
      expect(res.json<PhotoScanResponse>().status).toBe('needs_description');
    }
    const refused = await post(ctx.app, user, PHOTO, await plainPhoto());
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ error: { code: string } }>().error.code).toBe('RATE_LIMITED');
    // Another user has their own allowance.
    const other = await onboarded(ctx);
    expect((await post(ctx.app, other, PHOTO, await plainPhoto())).statusCode).toBe(200);
  });
});

describe('KetoVision with a vision model (local fake OpenAI server)', () => {
  let ctx: Ctx;
  let fake: FakeOpenAi;
  const balance = (u: TestUser) => ctx.modules.wallet.service.getBalance(u.id);

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    ctx = await createModuleTestContext(build, {
      env: {
        AI_ENGINE: 'openai-compatible',
        AI_BASE_URL: fake.baseUrl,
        AI_API_KEY: 'sk-test-secret-key',
        AI_MODEL: 'fake-chat',
        AI_VISION_MODEL: 'fake-vision',
      },
    });
  });
  afterAll(async () => {
    await ctx.close();
    await fake.close();
  });

  it('takes names and grams from the model and every number from the food database', async () => {
    const user = await onboarded(ctx);
    const before = await balance(user);
    fake.reply({
      kind: 'completion',
      content: JSON.stringify({
        dish: 'Eggs with avocado',
        items: [
          // Made-up macros the model was not asked for: they must not reach the result.
          { name: 'egg', grams: 100, gramsLow: 80, gramsHigh: 120, netCarbsG: 0, kcal: 9999 },
          { name: 'avocado', grams: 70, gramsLow: 50, gramsHigh: 100, netCarbsG: 99 },
          { name: 'moon rock sauce', grams: 20, gramsLow: 10, gramsHigh: 30 },
        ],
      }),
    });
    const res = await post(ctx.app, user, PHOTO, await plainPhoto());
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<PhotoScanResponse>();
    if (body.status !== 'complete') throw new Error(res.body);
    const scan = body.scan;
    expect(scan.method).toBe('vision');
    expect(scan.foodType).toBe('Eggs with avocado');
    expect(scan.provenance).toEqual({ engine: 'openai-compatible', model: 'fake-vision' });
    expect(scan.unmatched).toEqual(['moon rock sauce']);
    const matched = scan.items.filter((i) => i.foodId !== null);
    expect(matched).toHaveLength(2);
    // Recompute from the foods' per-100 g facts.
    let net = 0;
    let netLow = 0;
    let netHigh = 0;
    let kcal = 0;
    for (const item of matched) {
      const food = (
        await as(ctx.app, user, { method: 'GET', url: `/api/v1/foods/${item.foodId}` })
      ).json<{ per100g: { netCarbsG: number; energyKcal: number } }>();
      net += (food.per100g.netCarbsG * item.grams) / 100;
      netLow += (food.per100g.netCarbsG * item.gramsLow) / 100;
      netHigh += (food.per100g.netCarbsG * item.gramsHigh) / 100;
      kcal += (food.per100g.energyKcal * item.grams) / 100;
    }
    expect(scan.macros.netCarbsG.value).toBeCloseTo(net, 0);
    expect(scan.macros.netCarbsG.low).toBeCloseTo(netLow, 0);
    expect(scan.macros.netCarbsG.high).toBeCloseTo(netHigh, 0);
    expect(scan.macros.netCarbsG.high).toBeGreaterThan(scan.macros.netCarbsG.low);
    expect(scan.macros.energyKcal.value).toBeCloseTo(kcal, -1);
    expect(scan.macros.energyKcal.value).toBeLessThan(1000);
    expect(await balance(user)).toBe(before - 1);

    // The model was sent the re-encoded photo (WebP, no EXIF) with the vision model.
    const sent = fake.requests.at(-1)?.body as {
      model: string;
      messages: { content: string | { type: string; image_url?: { url: string } }[] }[];
    };
    expect(sent.model).toBe('fake-vision');
    const parts = sent.messages.at(-1)?.content;
    const image = Array.isArray(parts) ? parts.find((p) => p.type === 'image_url') : undefined;
    expect(image?.image_url?.url).toMatch(/^data:image\/webp;base64,/);
    expect(res.body).not.toContain('sk-test-secret-key');
  });

  it('refunds the coins when the engine fails', async () => {
    const user = await onboarded(ctx);
    const before = await balance(user);
    fake.reply({ kind: 'json', status: 500, body: { error: { message: 'sk-test-secret-key' } } });
    const res = await post(ctx.app, user, PHOTO, await plainPhoto());
    expect(res.statusCode).toBeGreaterThanOrEqual(500);
    expect(res.body).not.toContain('sk-test-secret-key');
    expect(await balance(user)).toBe(before);
    expect(await ctx.modules.wallet.service.ledgerSum(user.id)).toBe(before);
  });

  it('refunds when the model answers twice with something that is not the schema', async () => {
    const user = await onboarded(ctx);
    const before = await balance(user);
    fake.reply(
      { kind: 'completion', content: 'a plate of food, roughly 300 kcal' },
      { kind: 'completion', content: JSON.stringify({ dish: 'x', items: [{ name: 'egg' }] }) },
    );
    const res = await post(ctx.app, user, PHOTO, await plainPhoto());
    expect(res.json<{ error: { code: string } }>().error.code).toBe('AI_INVALID_OUTPUT');
    expect(await balance(user)).toBe(before);
    // No scan and no photo were kept for the failed request.
    const list = await as(ctx.app, user, { method: 'GET', url: '/api/v1/food-scans' });
    expect(list.json<{ items: unknown[] }>().items).toHaveLength(0);
  });

  it('asks the user (and refunds) when nothing the model saw is in the database', async () => {
    const user = await onboarded(ctx);
    const before = await balance(user);
    fake.reply({
      kind: 'completion',
      content: JSON.stringify({
        dish: 'Mystery',
        items: [{ name: 'moon rock sauce', grams: 20, gramsLow: 10, gramsHigh: 30 }],
      }),
    });
    const res = await post(ctx.app, user, PHOTO, await plainPhoto());
    const body = res.json<PhotoScanResponse>();
    if (body.status !== 'needs_description') throw new Error(res.body);
    expect(body.unmatched).toEqual(['moon rock sauce']);
    expect(body.provenance.model).toBe('fake-vision');
    expect(await balance(user)).toBe(before);
  });

  it('still reads a barcode first, without asking the model', async () => {
    const user = await onboarded(ctx);
    const { barcode } = await barcodeFood(ctx.app, user);
    const calls = fake.requests.length;
    const res = await post(ctx.app, user, PHOTO, await barcodePhoto(barcode));
    const body = res.json<PhotoScanResponse>();
    expect(body.status === 'complete' && body.scan.method).toBe('barcode');
    expect(fake.requests.length).toBe(calls);
  });
});
