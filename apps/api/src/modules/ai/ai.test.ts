import { DEFAULT_COIN_PRICES } from '@ketoflow/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wireMoney } from '../../composition/identity.js';
import { loadConfig } from '../../config.js';
import { as } from '../../test/harness.js';
import {
  createModuleTestContext,
  type ModuleTestContext,
  type Platform,
} from '../../test/module-harness.js';

const SECRET = 'sk-route-test-SECRET-abcdef0123456789';
const BASE = {
  NODE_ENV: 'test',
  DATA_DIR: '/tmp/ketoflow-ai-config-test',
  AUTH_SECRET: 'test-secret-that-is-long-enough-for-better-auth-0123456789',
};

describe('AI configuration', () => {
  it('defaults to the builtin engine, a 60 s timeout and the default prices', () => {
    const { ai } = loadConfig(BASE);
    expect(ai).toEqual({
      engine: 'builtin',
      baseUrl: undefined,
      apiKey: undefined,
      model: undefined,
      visionModel: undefined,
      imageModel: undefined,
      timeoutMs: 60_000,
      coinPrices: {},
    });
  });

  it('treats empty variables as unset', () => {
    const { ai } = loadConfig({ ...BASE, AI_ENGINE: '', AI_BASE_URL: '', COIN_PRICES: '' });
    expect(ai.engine).toBe('builtin');
    expect(ai.baseUrl).toBeUndefined();
    expect(ai.coinPrices).toEqual({});
  });

  it('reads an OpenAI-compatible set-up', () => {
    const { ai } = loadConfig({
      ...BASE,
      AI_ENGINE: 'openai-compatible',
      AI_BASE_URL: 'http://localhost:11434/v1/',
      AI_API_KEY: SECRET,
      AI_MODEL: 'llama3.1',
      AI_VISION_MODEL: 'llava',
      AI_TIMEOUT_MS: '5000',
    });
    expect(ai).toMatchObject({
      engine: 'openai-compatible',
      baseUrl: 'http://localhost:11434/v1',
      apiKey: SECRET,
      model: 'llama3.1',
      visionModel: 'llava',
      imageModel: undefined,
      timeoutMs: 5000,
    });
  });

  it('refuses openai-compatible without AI_BASE_URL and AI_MODEL, naming both', () => {
    expect(() => loadConfig({ ...BASE, AI_ENGINE: 'openai-compatible' })).toThrow(
      /AI_BASE_URL: required when AI_ENGINE=openai-compatible[\s\S]*AI_MODEL: required/,
    );
    expect(() =>
      loadConfig({ ...BASE, AI_ENGINE: 'openai-compatible', AI_BASE_URL: 'http://x/v1' }),
    ).toThrow(/AI_MODEL/);
  });

  it('refuses an unknown engine and a bad timeout', () => {
    expect(() => loadConfig({ ...BASE, AI_ENGINE: 'magic' })).toThrow(/AI_ENGINE/);
    expect(() => loadConfig({ ...BASE, AI_TIMEOUT_MS: 'soon' })).toThrow(/AI_TIMEOUT_MS/);
  });

  it('parses COIN_PRICES overrides and refuses unknown actions or bad numbers', () => {
    expect(loadConfig({ ...BASE, COIN_PRICES: 'recipe:3,food_scan:0' }).ai.coinPrices).toEqual({
      recipe: 3,
      food_scan: 0,
    });
    expect(() => loadConfig({ ...BASE, COIN_PRICES: 'horoscope:3' })).toThrow(
      /COIN_PRICES: unknown action "horoscope"/,
    );
    expect(() => loadConfig({ ...BASE, COIN_PRICES: 'recipe:-1' })).toThrow(/COIN_PRICES/);
    expect(() => loadConfig({ ...BASE, COIN_PRICES: 'recipe=3' })).toThrow(/COIN_PRICES/);
  });

  it('never puts the API key in a configuration error', () => {
    let message = '';
    try {
      loadConfig({ ...BASE, AI_ENGINE: 'openai-compatible', AI_API_KEY: SECRET });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('Invalid configuration');
    expect(message).not.toContain(SECRET);
  });
});

/** The AI module as the app wires it: its paid actions pay through the real wallet. */
function build(platform: Platform) {
  const { ai } = wireMoney(platform);
  return { ai };
}
type Ctx = ModuleTestContext<ReturnType<typeof build>>;

describe('GET /api/v1/ai/engine and /api/v1/ai/prices (builtin)', () => {
  let ctx: Ctx;
  beforeAll(async () => {
    ctx = await createModuleTestContext(build);
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('the engine requires sign-in; the price table is public (the sales pages quote it)', async () => {
    const engine = await ctx.app.inject({ method: 'GET', url: '/api/v1/ai/engine' });
    expect(engine.statusCode).toBe(401);
    const prices = await ctx.app.inject({ method: 'GET', url: '/api/v1/ai/prices' });
    expect(prices.statusCode).toBe(200);
    expect(prices.json()).toEqual({
      items: Object.entries(DEFAULT_COIN_PRICES).map(([action, coins]) => ({ action, coins })),
    });
  });

  it('describe the builtin engine honestly', async () => {
    const user = await ctx.signUp();
    const res = await as(ctx.app, user, { method: 'GET', url: '/api/v1/ai/engine' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      engine: 'builtin',
      model: 'builtin',
      visionModel: null,
      imageModel: null,
      capabilities: { chat: false, structured: false, vision: false, imageEdit: false },
    });
  });

  it('list the default price of every action', async () => {
    const user = await ctx.signUp();
    const res = await as(ctx.app, user, { method: 'GET', url: '/api/v1/ai/prices' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      items: Object.entries(DEFAULT_COIN_PRICES).map(([action, coins]) => ({ action, coins })),
    });
  });
});

describe('GET /api/v1/ai/engine and /api/v1/ai/prices (openai-compatible, overrides)', () => {
  let ctx: Ctx;
  beforeAll(async () => {
    ctx = await createModuleTestContext(build, {
      env: {
        AI_ENGINE: 'openai-compatible',
        AI_BASE_URL: 'http://127.0.0.1:9/v1',
        AI_API_KEY: SECRET,
        AI_MODEL: 'gpt-test',
        AI_IMAGE_MODEL: 'image-test',
        COIN_PRICES: 'recipe:3,dream_me:12',
      },
    });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('name the engine and models but never the URL or the key', async () => {
    const user = await ctx.signUp();
    const res = await as(ctx.app, user, { method: 'GET', url: '/api/v1/ai/engine' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      engine: 'openai-compatible',
      model: 'gpt-test',
      visionModel: null,
      imageModel: 'image-test',
      capabilities: { chat: true, structured: true, vision: false, imageEdit: true },
    });
    expect(res.body).not.toContain(SECRET);
    expect(res.body).not.toContain('127.0.0.1');
  });

  it('show the configured prices', async () => {
    const user = await ctx.signUp();
    const res = await as(ctx.app, user, { method: 'GET', url: '/api/v1/ai/prices' });
    const items = res.json<{ items: { action: string; coins: number }[] }>().items;
    expect(items.find((i) => i.action === 'recipe')?.coins).toBe(3);
    expect(items.find((i) => i.action === 'dream_me')?.coins).toBe(12);
    expect(items.find((i) => i.action === 'meal_plan_7')?.coins).toBe(5);
  });
});
