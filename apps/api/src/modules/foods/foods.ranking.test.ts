import { randomUUID } from 'node:crypto';
import type { Food, FoodList } from '@ketoflow/contracts';
import { buildSearchText } from '@ketoflow/domain';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foods } from './foods.schema.js';
import { as, type TestUser } from '../../test/harness.js';
import { createModuleTestContext, type ModuleTestContext } from '../../test/module-harness.js';
import { buildFoods } from './foods-module.fixture.js';
import { logFoods } from './logged-foods.fixture.js';

// Search ranking on catalogue foods this file adds, named with a made-up word of its own so
// that the shipped catalogue never competes: "zorblat" + random letters.

let ctx: ModuleTestContext<Awaited<ReturnType<typeof buildFoods>>>;
const added: string[] = [];

beforeAll(async () => {
  ctx = await createModuleTestContext(buildFoods);
});
afterAll(async () => {
  if (added.length > 0) await ctx.database.db.delete(foods).where(inArray(foods.id, added));
  await ctx.close();
});

function madeUpWord(): string {
  const letters = Array.from(
    randomUUID()
      .replace(/[^a-f]/g, '')
      .slice(0, 4),
    (c) => String.fromCharCode(c.charCodeAt(0) + 10),
  ).join('');
  return `zorblat${letters}`;
}

/**
 * A catalogue food (owner null): generic without a brand, branded with one; `scanned`: an Open
 * Food Facts product, which may come without a brand.
 */
async function addFood(
  name: string,
  brand: string | null = null,
  { scanned = brand !== null } = {},
): Promise<string> {
  const id = `test-rank-${randomUUID()}`;
  added.push(id);
  await ctx.database.db.insert(foods).values({
    id,
    source: scanned ? 'open_food_facts' : 'usda',
    sourceLabel: 'test',
    name,
    brand,
    category: 'other',
    searchText: buildSearchText({ name, brand }),
    energyKcal: 100,
    proteinG: 5,
    fatG: 5,
    carbohydrateG: 5,
  });
  return id;
}

async function search(user: TestUser, q: string): Promise<string[]> {
  const res = await as(ctx.app, user, {
    method: 'GET',
    url: '/api/v1/foods/search',
    query: { q, limit: '20' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<FoodList>().items.map((f: Food) => f.id);
}

describe('food search ranking', () => {
  it('puts a whole-word match above the same letters inside another word', async () => {
    const user = await ctx.signUp();
    const word = madeUpWord();
    const inside = await addFood(`Bi${word}ine spread`);
    const whole = await addFood(`Spread with ${word}`);
    const ranked = await search(user, word);
    expect(ranked.indexOf(whole)).toBeGreaterThanOrEqual(0);
    expect(ranked.indexOf(whole)).toBeLessThan(ranked.indexOf(inside));
  });

  it('ranks a name that starts with the typed prefix above one with it later', async () => {
    const user = await ctx.signUp();
    const word = madeUpWord();
    const later = await addFood(`Cheese with ${word}`);
    const first = await addFood(`${word} cheese`);
    expect((await search(user, word.slice(0, 9))).slice(0, 2)).toEqual([first, later]);
  });

  it("puts the user's frequent food first, for that user only", async () => {
    const user = await ctx.signUp();
    const other = await ctx.signUp();
    const word = madeUpWord();
    const dark = await addFood(`${word} bar, dark`);
    const milk = await addFood(`${word} bar, milk`);
    const top2 = async (u: TestUser) => (await search(u, `${word} bar`)).slice(0, 2);
    expect(await top2(user)).toEqual([dark, milk]);
    await logFoods(ctx.database.db, user.id, [
      { foodId: milk },
      { foodId: milk },
      { foodId: milk },
    ]);
    expect(await top2(user)).toEqual([milk, dark]);
    expect(await top2(other)).toEqual([dark, milk]);
  });

  it('puts a food logged once, weeks ago, above an equal one never logged', async () => {
    const user = await ctx.signUp();
    const word = madeUpWord();
    const dark = await addFood(`${word} bar, dark`);
    const milk = await addFood(`${word} bar, milk`);
    await logFoods(ctx.database.db, user.id, [{ foodId: milk, daysAgo: 21 }]);
    expect((await search(user, `${word} bar`)).slice(0, 2)).toEqual([milk, dark]);
  });

  it('puts a generic food above a branded one of the same words', async () => {
    const user = await ctx.signUp();
    const word = madeUpWord();
    // The branded name is the query exactly, the generic one only starts with it.
    const branded = await addFood(`${word} butter`, 'Acme Dairy');
    const generic = await addFood(`${word} butter, salted`);
    expect((await search(user, `${word} butter`)).slice(0, 2)).toEqual([generic, branded]);
    // The brand's name finds its food.
    expect((await search(user, `acme ${word}`))[0]).toBe(branded);
  });

  it('treats a scanned product without a brand as a product, not as the generic food', async () => {
    const user = await ctx.signUp();
    const word = madeUpWord();
    // Someone scanned a jar Open Food Facts knows by its name only.
    const scanned = await addFood(`${word} oil`, null, { scanned: true });
    const generic = await addFood(`${word} oil, extra virgin`);
    expect((await search(user, `${word} oil`)).slice(0, 2)).toEqual([generic, scanned]);
  });

  it('finds a food despite a typo', async () => {
    const user = await ctx.signUp();
    const word = madeUpWord();
    const id = await addFood(`${word} crackers`);
    // One letter left out in the middle of the word.
    const typo = `${word.slice(0, 4)}${word.slice(5)}`;
    expect((await search(user, `${typo} crackers`))[0]).toBe(id);
    expect((await search(user, typo))[0]).toBe(id);
  });

  it('finds the foods with one word of a query when none has them all, and those with all first', async () => {
    const user = await ctx.signUp();
    const word = madeUpWord();
    const other = madeUpWord();
    const gravy = await addFood(`${word} gravy`);
    // Nothing has both words: the food with one of them is still found.
    expect(await search(user, `${word} ${other}`)).toContain(gravy);
    // Once a food has both, it comes first.
    const both = await addFood(`${word} gravy with ${other}`);
    expect((await search(user, `${word} ${other}`))[0]).toBe(both);
  });
});
