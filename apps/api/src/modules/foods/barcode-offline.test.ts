import { createServer } from 'node:net';
import type { Food } from '@ketoflow/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeOpenFoodFacts, freshCode, offProduct } from '../../test/fake-open-food-facts.js';
import { as } from '../../test/harness.js';
import { createModuleTestContext, type ModuleTestContext } from '../../test/module-harness.js';
import { buildFoods } from './foods-module.fixture.js';

/** A loopback port nothing listens on (taken, then given back): connections are refused. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

const UNAVAILABLE = {
  code: 'FOOD_LOOKUP_UNAVAILABLE',
  message: 'Barcode lookup is not available right now. You can add this food by hand.',
};

let ctx: ModuleTestContext<Awaited<ReturnType<typeof buildFoods>>> | undefined;
const fakes: FakeOpenFoodFacts[] = [];
afterEach(async () => {
  vi.useRealTimers();
  await ctx?.close();
  ctx = undefined;
  for (const fake of fakes.splice(0)) await fake.stop();
});

async function lookup(user: { cookie: string }, code: string) {
  return as(ctx!.app, user, { method: 'GET', url: `/api/v1/foods/barcode/${code}` });
}

describe('barcode lookup on a machine without Open Food Facts (offline)', () => {
  it('by default the tests point Open Food Facts at a closed loopback port: a calm 424', async () => {
    ctx = await createModuleTestContext(buildFoods);
    expect(ctx.config.foods.openFoodFacts).toMatchObject({
      enabled: true,
      baseUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/),
    });
    const res = await lookup(await ctx.signUp(), freshCode());
    expect(res.statusCode).toBe(424);
    expect(res.json().error).toMatchObject(UNAVAILABLE);
  });

  it('connection refused: the message at once, then no request for the pause, then it asks again', async () => {
    const port = await closedPort();
    ctx = await createModuleTestContext(buildFoods, {
      env: {
        OPENFOODFACTS_BASE_URL: `http://127.0.0.1:${port}`,
        OPENFOODFACTS_RETRY_AFTER_SECONDS: '60',
      },
    });
    const user = await ctx.signUp();
    const first = await lookup(user, freshCode());
    expect(first.statusCode).toBe(424);
    expect(first.json().error).toMatchObject(UNAVAILABLE);

    // OFF comes back on that port: within the pause, lookups still answer without asking it.
    const off = new FakeOpenFoodFacts();
    fakes.push(off);
    await off.start(port);
    const code = freshCode();
    off.products.set(
      code,
      offProduct(code, {
        product_name: 'Olive oil',
        countries_tags: ['en:spain'],
        nutriments: { proteins_100g: 0, fat_100g: 100, carbohydrates_100g: 0 },
      }),
    );
    const second = await lookup(user, code);
    expect(second.statusCode).toBe(424);
    expect(second.json().error).toMatchObject(UNAVAILABLE);
    expect(off.requests).toHaveLength(0);

    // After the pause the next lookup asks (only the clock is moved; timers stay real).
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
    const later = await lookup(user, code);
    expect(later.statusCode, later.body).toBe(200);
    expect(later.json<Food>().name).toBe('Olive oil');
    expect(off.hits(code)).toBe(1);
  });

  it('no answer: the message after the short timeout (not the server’s delay), then none asked', async () => {
    const off = new FakeOpenFoodFacts();
    fakes.push(off);
    const url = await off.start();
    ctx = await createModuleTestContext(buildFoods, {
      env: {
        OPENFOODFACTS_BASE_URL: url,
        OPENFOODFACTS_TIMEOUT_MS: '200',
        OPENFOODFACTS_RETRY_AFTER_SECONDS: '60',
      },
    });
    const user = await ctx.signUp();
    const hanging = freshCode();
    // Longer than this test may run: only the timeout can end the first lookup.
    off.products.set(hanging, { ...offProduct(hanging, {}), delayMs: 30_000 });
    const first = await lookup(user, hanging);
    expect(first.statusCode).toBe(424);
    expect(first.json().error).toMatchObject(UNAVAILABLE);
    expect(off.hits(hanging)).toBe(1);

    // The next lookups, of that code or another, answer without a request.
    for (const code of [hanging, freshCode()]) {
      const res = await lookup(user, code);
      expect(res.statusCode).toBe(424);
      expect(res.json().error).toMatchObject(UNAVAILABLE);
    }
    expect(off.requests).toHaveLength(1);
  });

  it('a product found earlier is still served from the database while OFF is unreachable', async () => {
    const off = new FakeOpenFoodFacts();
    fakes.push(off);
    const url = await off.start();
    ctx = await createModuleTestContext(buildFoods, {
      env: { OPENFOODFACTS_BASE_URL: url, OPENFOODFACTS_TIMEOUT_MS: '200' },
    });
    const user = await ctx.signUp();
    const known = freshCode();
    off.products.set(
      known,
      offProduct(known, {
        product_name: 'Cheddar',
        countries_tags: ['en:united-kingdom'],
        nutriments: { proteins_100g: 25, fat_100g: 34, carbohydrates_100g: 0.1 },
      }),
    );
    expect((await lookup(user, known)).statusCode).toBe(200);
    const down = freshCode();
    off.products.set(down, { status: 503, body: 'busy' });
    expect((await lookup(user, down)).statusCode).toBe(424);

    const again = await lookup(user, known);
    expect(again.statusCode).toBe(200);
    expect(again.json<Food>()).toMatchObject({ name: 'Cheddar', labelConvention: 'eu' });
    expect(off.hits(known)).toBe(1);
  });
});
