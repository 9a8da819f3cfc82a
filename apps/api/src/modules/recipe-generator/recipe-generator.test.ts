import { randomUUID } from 'node:crypto';
import {
  ErrorCode,
  endpoints,
  type Food,
  type GenerateRecipeInput,
  type GenerateRecipeResponse,
  type RecipeDraft,
  type SaveRecipeDraftInput,
  type SaveRecipeDraftResponse,
} from '@ketoflow/contracts';
import { exclusionOf, recipeNutrition, type GeneratorFood } from '@ketoflow/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { wireRecipes } from '../../composition/tracking.js';
import { wireMoney } from '../../composition/identity.js';
import { recipes } from '../../db/schema/index.js';
import { startFakeOpenAi, type FakeOpenAi } from '../../test/fake-openai-server.js';
import { VALID_ANSWERS, as, type TestUser } from '../../test/harness.js';
import {
  completeProfile,
  createModuleTestContext,
  type ModuleTestContext,
  type Platform,
} from '../../test/module-harness.js';
import { createProfileModule } from '../profile/index.js';
import { createRecipeGeneratorModule } from './index.js';

/**
 * The recipe generator as the app wires it: drafts pay through the AI module's paid actions and
 * the real wallet, and read foods, recipes and the profile through the real modules (the tests
 * read balances, foods and saved recipes through their routes).
 */
async function build(platform: Platform) {
  const { db } = platform;
  const { wallet, ai } = wireMoney(platform);
  const profile = createProfileModule({ db });
  const { foods, recipes } = await wireRecipes(platform);
  const recipeGenerator = createRecipeGeneratorModule({
    engine: ai.engine,
    paidActions: ai.paidActions,
    foods: foods.service,
    recipes: recipes.service,
    profile: profile.reader,
  });
  return { wallet, profile, foods, recipes, recipeGenerator };
}
type Ctx = ModuleTestContext<Awaited<ReturnType<typeof build>>>;

/** A person as onboarding leaves them: the profile filled in and the one-time bonus paid. */
async function onboard(ctx: Ctx, user: TestUser, answers: object = VALID_ANSWERS) {
  await completeProfile(ctx.modules.profile.store, user, answers);
  await ctx.modules.wallet.service.credit({
    userId: user.id,
    amount: ctx.config.onboardingBonusCoins,
    reason: 'onboarding_bonus',
    idempotencyKey: 'onboarding-bonus',
  });
}

const key = () => `recipe-${randomUUID()}`;

function generate(
  app: FastifyInstance,
  user: TestUser,
  body: GenerateRecipeInput,
  idempotencyKey = key(),
) {
  return as(app, user, {
    method: 'POST',
    url: endpoints.recipeGenerator.generate.path,
    headers: { 'idempotency-key': idempotencyKey },
    payload: body,
  });
}

async function balanceOf(app: FastifyInstance, user: TestUser): Promise<number> {
  const res = await as(app, user, { method: 'GET', url: '/api/v1/wallet' });
  return res.json<{ balance: number }>().balance;
}

async function foodById(app: FastifyInstance, user: TestUser, id: string): Promise<Food> {
  const res = await as(app, user, { method: 'GET', url: `/api/v1/foods/${id}` });
  expect(res.statusCode).toBe(200);
  return res.json<Food>();
}

function asGeneratorFood(food: Food): GeneratorFood {
  const { netCarbsG: _n, ...facts } = food.per100g;
  void _n;
  return { ...food, per100g: facts };
}

/** The draft's nutrition as the recipe rules compute it from the food database and its grams. */
async function recomputed(app: FastifyInstance, user: TestUser, draft: RecipeDraft) {
  const lines = [];
  for (const i of draft.ingredients) {
    lines.push({
      per100g: asGeneratorFood(await foodById(app, user, i.foodId)).per100g,
      grams: i.grams,
    });
  }
  return recipeNutrition(lines, draft.servings);
}

function saveBody(draft: RecipeDraft, extra: SaveRecipeDraftInput['ingredients'] = []) {
  return {
    draftKey: draft.draftKey,
    title: draft.title,
    description: draft.description,
    servings: draft.servings,
    prepMinutes: draft.prepMinutes,
    cookMinutes: draft.cookMinutes,
    difficulty: draft.difficulty,
    tags: draft.tags,
    steps: draft.steps,
    ingredients: [
      ...draft.ingredients.map((i) => ({ foodId: i.foodId, quantity: i.quantity, unit: i.unit })),
      ...extra,
    ],
  } satisfies SaveRecipeDraftInput;
}

function save(app: FastifyInstance, user: TestUser, body: SaveRecipeDraftInput) {
  return as(app, user, { method: 'POST', url: endpoints.recipeGenerator.save.path, payload: body });
}

describe('recipe generator, builtin engine', () => {
  let ctx: Ctx;
  beforeAll(async () => {
    ctx = await createModuleTestContext(build);
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('drafts from "chicken thigh, spinach": 2 coins debited, foods matched, nutrition from the food database', async () => {
    const user = await ctx.signUp();
    await onboard(ctx, user);
    const before = await balanceOf(ctx.app, user);
    const res = await generate(ctx.app, user, {
      ingredients: ['chicken thigh', 'spinach'],
      wishes: { minProteinG: 30, maxNetCarbsG: 8 },
      servings: 2,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<GenerateRecipeResponse>();
    expect(body.coinsCharged).toBe(2);
    expect(body.balance).toBe(before - 2);
    expect(await balanceOf(ctx.app, user)).toBe(before - 2);

    const { draft } = body;
    expect(draft.provenance).toEqual({ engine: 'builtin', model: null });
    expect(draft.savedRecipeId).toBeNull();
    expect(draft.unmatched).toEqual([]);
    const mine = draft.ingredients.filter((i) => i.fromOnHand);
    expect(mine.map((i) => i.sourceText)).toEqual(['chicken thigh', 'spinach']);
    expect(mine[0]?.name).toMatch(/^Chicken thigh/);
    expect(mine[1]?.name).toMatch(/^Spinach/);
    expect(draft.steps.length).toBeGreaterThanOrEqual(3);
    expect(draft.title.toLowerCase()).toContain('chicken thigh');
    expect(draft.nutrition).toEqual(await recomputed(ctx.app, user, draft));
    expect(draft.nutrition.perServing.proteinG).toBeGreaterThanOrEqual(29.5);
    expect(draft.nutrition.perServing.netCarbsG).toBeLessThanOrEqual(8);
    expect(draft.wishes.every((w) => w.met)).toBe(true);
  });

  it('is deterministic, and a replay with the same key is not charged again', async () => {
    const user = await ctx.signUp();
    await onboard(ctx, user);
    const before = await balanceOf(ctx.app, user);
    const input: GenerateRecipeInput = {
      ingredients: ['salmon', 'zucchini', 'feta'],
      cuisine: 'mediterranean',
      maxMinutes: 45,
      mealType: 'dinner',
      wishes: { targetKcal: 550 },
      servings: 3,
    };
    const k = key();
    const first = (await generate(ctx.app, user, input, k)).json<GenerateRecipeResponse>();
    const replay = await generate(ctx.app, user, input, k);
    expect(replay.statusCode).toBe(200);
    const again = replay.json<GenerateRecipeResponse>();
    expect(again.replayed).toBe(true);
    expect(again.coinsCharged).toBe(0);
    expect(again.draft).toEqual(first.draft);
    expect(await balanceOf(ctx.app, user)).toBe(before - 2);

    const other = (await generate(ctx.app, user, input)).json<GenerateRecipeResponse>();
    expect({ ...other.draft, draftKey: k }).toEqual(first.draft);
    expect(await balanceOf(ctx.app, user)).toBe(before - 4);
  });

  it('uses no more than the amount on hand ("200 g chicken thigh", "1 zucchini")', async () => {
    const user = await ctx.signUp();
    await onboard(ctx, user);
    const { draft } = (
      await generate(ctx.app, user, {
        ingredients: ['200 g chicken thigh', '1 zucchini'],
        wishes: { minProteinG: 50 },
        servings: 2,
      })
    ).json<GenerateRecipeResponse>();
    const thigh = draft.ingredients.find((i) => i.sourceText === '200 g chicken thigh');
    const zucchini = draft.ingredients.find((i) => i.sourceText === '1 zucchini');
    expect(thigh?.grams).toBeLessThanOrEqual(200);
    expect(zucchini).toBeDefined();
    const portions = (await foodById(ctx.app, user, zucchini!.foodId)).portions;
    const oneZucchini =
      portions.find((p) => /medium/.test(p.label)) ??
      portions.find((p) => /large|small/.test(p.label));
    if (oneZucchini) expect(zucchini!.grams).toBeLessThanOrEqual(oneZucchini.grams);
    expect(draft.wishes.find((w) => w.wish === 'minProteinG')?.met).toBe(false);
  });

  it('respects onboarding exclusions and diet style, and says what it left out', async () => {
    const user = await ctx.signUp();
    await onboard(ctx, user, {
      ...VALID_ANSWERS,
      dietStyle: 'vegetarian',
      exclusions: ['dairy', 'soy'],
    });
    const res = await generate(ctx.app, user, {
      ingredients: ['chicken thigh', 'butter', 'zucchini'],
      cuisine: 'italian',
      servings: 2,
    });
    expect(res.statusCode).toBe(200);
    const { draft } = res.json<GenerateRecipeResponse>();
    for (const i of draft.ingredients) {
      const food = asGeneratorFood(await foodById(ctx.app, user, i.foodId));
      expect(exclusionOf(food, ['dairy', 'soy'], 'vegetarian'), food.name).toBeNull();
    }
    expect(draft.ingredients.some((i) => /zucchini/i.test(i.name))).toBe(true);
    expect(draft.notes.join(' ')).toMatch(/Left out Chicken thigh.*meat/);
    expect(draft.notes.join(' ')).toMatch(/Left out Butter.*dairy/);
  });

  it('lists an ingredient the food database does not know, and saves with the user’s resolution', async () => {
    const user = await ctx.signUp();
    await onboard(ctx, user);
    const res = await generate(ctx.app, user, {
      ingredients: ['chicken thigh', 'kohlrabi', 'grandma’s secret xyzzy sauce'],
      servings: 2,
    });
    const { draft } = res.json<GenerateRecipeResponse>();
    expect(draft.unmatched).toHaveLength(1);
    expect(draft.unmatched[0]).toMatchObject({
      text: 'grandma’s secret xyzzy sauce',
      reason: 'not_found',
    });

    // The user picks a food for it (here: mayonnaise, 20 g) and saves.
    const search = await as(ctx.app, user, {
      method: 'GET',
      url: '/api/v1/foods/search?q=mayonnaise',
    });
    const mayo = search.json<{ items: Food[] }>().items[0]!;
    const saved = await save(
      ctx.app,
      user,
      saveBody(draft, [{ foodId: mayo.id, quantity: 20, unit: 'g' }]),
    );
    expect(saved.statusCode).toBe(201);
    const { recipe, provenance } = saved.json<SaveRecipeDraftResponse>();
    expect(provenance).toEqual({ engine: 'builtin', model: null });
    expect(recipe.ingredients.map((i) => i.foodId)).toContain(mayo.id);
    const lines = [];
    for (const i of recipe.ingredients) {
      lines.push({
        per100g: asGeneratorFood(await foodById(ctx.app, user, i.foodId)).per100g,
        grams: i.grams,
      });
    }
    expect(recipe.nutrition).toEqual(recipeNutrition(lines, recipe.servings));

    const [row] = await ctx.database.db
      .select()
      .from(recipes)
      .where(and(eq(recipes.id, recipe.id), eq(recipes.userId, user.id)));
    expect(row?.aiEngine).toBe('builtin');
    expect(row?.aiModel).toBeNull();

    const list = await as(ctx.app, user, { method: 'GET', url: '/api/v1/recipes' });
    expect(list.json<{ items: { id: string }[] }>().items.map((r) => r.id)).toContain(recipe.id);

    // Saving again returns the same recipe; replaying the paid key answers with it, free.
    const twice = await save(ctx.app, user, saveBody(draft));
    expect(twice.json<SaveRecipeDraftResponse>().recipe.id).toBe(recipe.id);
    const replay = (
      await generate(ctx.app, user, { ingredients: ['chicken thigh'] }, draft.draftKey)
    ).json<GenerateRecipeResponse>();
    expect(replay.coinsCharged).toBe(0);
    expect(replay.draft.savedRecipeId).toBe(recipe.id);
  });

  it('saves only a draft the user paid for: an unknown key or another user’s key is a 404', async () => {
    const alice = await ctx.signUp();
    await onboard(ctx, alice);
    const bob = await ctx.signUp();
    await onboard(ctx, bob);
    const { draft } = (
      await generate(ctx.app, alice, { ingredients: ['eggs'], mealType: 'breakfast' })
    ).json<GenerateRecipeResponse>();

    const unknown = await save(ctx.app, alice, { ...saveBody(draft), draftKey: key() });
    expect(unknown.statusCode).toBe(404);
    const stolen = await save(ctx.app, bob, saveBody(draft));
    expect(stolen.statusCode).toBe(404);
    const bobs = await as(ctx.app, bob, { method: 'GET', url: '/api/v1/recipes' });
    expect(bobs.json<{ items: unknown[] }>().items).toEqual([]);
  });

  it('refuses without coins (402 "Insufficient balance"), and without an Idempotency-Key (400)', async () => {
    const user = await ctx.signUp(); // not onboarded: no bonus, 0 coins
    const res = await generate(ctx.app, user, { ingredients: ['spinach'] });
    expect(res.statusCode).toBe(402);
    expect(res.json<{ error: { code: string; message: string } }>().error).toMatchObject({
      code: ErrorCode.INSUFFICIENT_BALANCE,
      message: 'Insufficient balance',
    });
    expect(await balanceOf(ctx.app, user)).toBe(0);

    const noKey = await as(ctx.app, user, {
      method: 'POST',
      url: endpoints.recipeGenerator.generate.path,
      payload: { ingredients: [] },
    });
    expect(noKey.statusCode).toBe(400);
    const signedOut = await ctx.app.inject({
      method: 'POST',
      url: endpoints.recipeGenerator.generate.path,
      headers: { 'idempotency-key': key() },
      payload: {},
    });
    expect(signedOut.statusCode).toBe(401);
  });
});

describe('recipe generator, OpenAI-compatible engine (local fake server)', () => {
  let ctx: Ctx;
  let fake: FakeOpenAi;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    ctx = await createModuleTestContext(build, {
      env: {
        AI_ENGINE: 'openai-compatible',
        AI_BASE_URL: fake.baseUrl,
        AI_MODEL: 'fake-chef-1',
        AI_API_KEY: 'sk-test-recipe-SECRET',
        AI_TIMEOUT_MS: '1500',
      },
    });
  });
  afterAll(async () => {
    await ctx.close();
    await fake.close();
  });
  beforeEach(() => {
    fake.requests.length = 0;
  });

  const modelDraft = (ingredients: unknown[], extra: object = {}) => ({
    kind: 'completion' as const,
    content: JSON.stringify({
      title: 'Garlic chicken with spinach',
      description: 'A quick pan dinner.',
      servings: 2,
      prepMinutes: 10,
      cookMinutes: 20,
      ingredients,
      steps: ['Brown the chicken.', 'Wilt the spinach.', 'Serve.'],
      ...extra,
    }),
  });

  it('Recipe verification: an LLM draft with wrong macros is corrected from the food database', async () => {
    const user = await ctx.signUp();
    await onboard(ctx, user, { ...VALID_ANSWERS, exclusions: ['peanuts'] });
    fake.reply(
      modelDraft(
        [
          { name: 'chicken thigh', quantity: 400, unit: 'g', calories: 5 },
          { name: 'spinach', quantity: 2, unit: 'cup', netCarbs: 0 },
          { name: 'olive oil', quantity: 2, unit: 'tbsp' },
          { name: 'garlic', quantity: 2, unit: 'clove' },
        ],
        // Absurd numbers the model made up: they must not reach the user.
        { nutrition: { calories: 9999, netCarbsG: -3, proteinG: 1 }, caloriesPerServing: 12 },
      ),
    );
    const res = await generate(ctx.app, user, {
      ingredients: ['chicken thigh', 'spinach'],
      cuisine: 'mediterranean',
      wishes: { maxNetCarbsG: 6 },
      servings: 2,
    });
    expect(res.statusCode).toBe(200);
    const { draft, coinsCharged } = res.json<GenerateRecipeResponse>();
    expect(coinsCharged).toBe(2);
    expect(draft.provenance).toEqual({ engine: 'openai-compatible', model: 'fake-chef-1' });
    expect(draft.unmatched).toEqual([]);
    expect(draft.ingredients.map((i) => [i.name.split(/,| with /)[0], i.grams])).toEqual([
      ['Chicken thigh', 400],
      ['Spinach', 60],
      ['Olive oil', 27],
      ['Garlic', 6],
    ]);
    expect(draft.nutrition).toEqual(await recomputed(ctx.app, user, draft));
    expect(draft.nutrition.perServing.energyKcal).not.toBe(9999);
    expect(draft.nutrition.perServing.energyKcal).toBeGreaterThan(200);
    expect(JSON.stringify(draft)).not.toContain('9999');

    // The prompt carries the request and the user's exclusions; the key never reaches us.
    const sent = fake.requests[0]!.body as { messages: { role: string; content: string }[] };
    expect(sent.messages[0]!.content).toContain('Never use: peanuts');
    expect(sent.messages[1]!.content).toContain('chicken thigh, spinach');
    expect(res.body).not.toContain('SECRET');
  });

  it('lists the ingredients it could not match, by reason, for the user to resolve', async () => {
    const user = await ctx.signUp();
    await onboard(ctx, user, { ...VALID_ANSWERS, exclusions: ['dairy'] });
    fake.reply(
      modelDraft([
        { name: 'chicken thigh', quantity: 300, unit: 'g' },
        { name: 'unobtainium xyzzy paste', quantity: 1, unit: 'tbsp' },
        { name: 'butter', quantity: 1, unit: 'tbsp' },
        { name: 'spinach', quantity: 1, unit: 'handful' },
      ]),
    );
    const { draft } = (
      await generate(ctx.app, user, { ingredients: ['chicken thigh'] })
    ).json<GenerateRecipeResponse>();
    expect(draft.ingredients.map((i) => i.grams)).toEqual([300]);
    expect(draft.unmatched.map((u) => [u.text, u.reason])).toEqual([
      ['1 tbsp unobtainium xyzzy paste', 'not_found'],
      ['1 tbsp butter', 'excluded'],
      ['1 handful spinach', 'unknown_unit'],
    ]);
    expect(draft.unmatched[2]!.suggestions[0]!.name).toMatch(/Spinach/);
    expect(draft.nutrition).toEqual(await recomputed(ctx.app, user, draft));
  });

  it('invalid model output twice fails with AI_INVALID_OUTPUT and refunds the coins', async () => {
    const user = await ctx.signUp();
    await onboard(ctx, user);
    const before = await balanceOf(ctx.app, user);
    fake.reply(
      { kind: 'completion', content: 'Sure! Here is a lovely recipe: eggs.' },
      { kind: 'completion', content: JSON.stringify({ title: 'Eggs' }) },
    );
    const res = await generate(ctx.app, user, { ingredients: ['eggs'] });
    expect(res.statusCode).toBe(502);
    expect(res.json<{ error: { code: string } }>().error.code).toBe(ErrorCode.AI_INVALID_OUTPUT);
    expect(fake.requests).toHaveLength(2);
    expect(await balanceOf(ctx.app, user)).toBe(before);
  });

  it('a model server error or timeout fails cleanly (503 / 504) and refunds the coins', async () => {
    const user = await ctx.signUp();
    await onboard(ctx, user);
    const before = await balanceOf(ctx.app, user);
    fake.reply({ kind: 'json', status: 500, body: { error: 'upstream exploded sk-test' } });
    const down = await generate(ctx.app, user, { ingredients: ['eggs'] });
    expect(down.statusCode).toBe(503);
    expect(down.json<{ error: { code: string } }>().error.code).toBe(ErrorCode.AI_UNAVAILABLE);
    expect(down.body).not.toContain('sk-test');
    expect(await balanceOf(ctx.app, user)).toBe(before);

    fake.reply({ kind: 'hang' });
    const slow = await generate(ctx.app, user, { ingredients: ['eggs'] });
    expect(slow.statusCode).toBe(504);
    expect(slow.json<{ error: { code: string } }>().error.code).toBe(ErrorCode.AI_TIMEOUT);
    expect(await balanceOf(ctx.app, user)).toBe(before);
  });

  it('a replay of an unsaved model draft is refused without a second charge or a refund; once saved, it answers with the recipe', async () => {
    const user = await ctx.signUp();
    await onboard(ctx, user);
    const before = await balanceOf(ctx.app, user);
    fake.reply(modelDraft([{ name: 'chicken thigh', quantity: 2, unit: '' }]));
    const k = key();
    const first = (
      await generate(ctx.app, user, { ingredients: ['chicken thigh'] }, k)
    ).json<GenerateRecipeResponse>();
    expect(first.draft.ingredients[0]!.grams).toBeGreaterThan(100); // 2 thighs by the food's portion

    const replay = await generate(ctx.app, user, { ingredients: ['chicken thigh'] }, k);
    expect(replay.statusCode).toBe(409);
    expect(fake.requests).toHaveLength(1);
    expect(await balanceOf(ctx.app, user)).toBe(before - 2);

    const saved = await save(ctx.app, user, saveBody(first.draft));
    expect(saved.statusCode).toBe(201);
    const { recipe, provenance } = saved.json<SaveRecipeDraftResponse>();
    expect(provenance).toEqual({ engine: 'openai-compatible', model: 'fake-chef-1' });
    const again = (
      await generate(ctx.app, user, { ingredients: ['chicken thigh'] }, k)
    ).json<GenerateRecipeResponse>();
    expect(again.draft.savedRecipeId).toBe(recipe.id);
    expect(again.draft.nutrition).toEqual(recipe.nutrition);
    expect(await balanceOf(ctx.app, user)).toBe(before - 2);
  });

  it('scales the model’s amounts to the servings asked for', async () => {
    const user = await ctx.signUp();
    await onboard(ctx, user);
    fake.reply(modelDraft([{ name: 'chicken thigh', quantity: 800, unit: 'g' }], { servings: 4 }));
    const { draft } = (
      await generate(ctx.app, user, { ingredients: [], servings: 2 })
    ).json<GenerateRecipeResponse>();
    expect(draft.servings).toBe(2);
    expect(draft.ingredients[0]!.grams).toBe(400);
  });
});
