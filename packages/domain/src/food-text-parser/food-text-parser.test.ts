import type { FoodPortion } from '@ketoflow/contracts';
import { describe, expect, it } from 'vitest';
import {
  FOOD_TEXT_MAX_SEGMENTS,
  parseFoodText,
  rankFoodMatches,
  resolveSegmentAmount,
  singularise,
  type FoodMatchCandidate,
} from './index.js';
import { ingredientGrams } from '../recipes.js';

type Expected = { quantity: number; unit: string | null; foodPhrase: string; size?: string | null };

/** Short form for the table: [quantity, unit, foodPhrase, size?] */
type Row = [number, string | null, string, string?];

const toExpected = ([quantity, unit, foodPhrase, size]: Row): Expected => ({
  quantity,
  unit,
  foodPhrase,
  ...(size ? { size } : {}),
});

function shape(text: string) {
  return parseFoodText(text).map((s) => ({
    quantity: s.quantity,
    unit: s.unit,
    foodPhrase: s.foodPhrase,
    ...(s.size ? { size: s.size } : {}),
  }));
}

const PHRASES: [string, Row[]][] = [
  // the example the describe-a-meal dialog shows
  [
    '2 eggs, 3 slices of bacon and half an avocado',
    [
      [2, null, 'egg'],
      [3, 'slice', 'bacon'],
      [0.5, null, 'avocado'],
    ],
  ],
  // numbers and decimals
  ['200 g chicken breast', [[200, 'g', 'chicken breast']]],
  ['200g salmon', [[200, 'g', 'salmon']]],
  ['1.5 cups of spinach', [[1.5, 'cup', 'spinach']]],
  ['1,5 cups of spinach', [[1.5, 'cup', 'spinach']]],
  ['1.5kg pork shoulder', [[1500 / 1000, 'kg', 'pork shoulder']]],
  ['1,000 g of water', [[1000, 'g', 'water']]],
  // fractions
  ['1/2 avocado', [[0.5, null, 'avocado']]],
  ['½ avocado', [[0.5, null, 'avocado']]],
  ['1 1/2 cups almond milk', [[1.5, 'cup', 'almond milk']]],
  ['1½ tbsp butter', [[1.5, 'tbsp', 'butter']]],
  ['¾ cup heavy cream', [[0.75, 'cup', 'heavy cream']]],
  ['¼ cup of walnuts', [[0.25, 'cup', 'walnut']]],
  // words
  ['an egg', [[1, null, 'egg']]],
  ['a dozen eggs', [[12, null, 'egg']]],
  ['half a dozen eggs', [[6, null, 'egg']]],
  ['one avocado', [[1, null, 'avocado']]],
  ['twelve almonds', [[12, null, 'almond']]],
  ['a half cup of blueberries', [[0.5, 'cup', 'blueberry']]],
  ['half a cup of cream', [[0.5, 'cup', 'cream']]],
  ['a quarter of an avocado', [[0.25, null, 'avocado']]],
  ['three quarters cup of milk', [[0.75, 'cup', 'milk']]],
  ['two thirds of a cup of coconut milk', [[0.667, 'cup', 'coconut milk']]],
  ['a couple of sausages', [[2, null, 'sausage']]],
  ['a few strawberries', [[3, null, 'strawberry']]],
  ['one and a half avocados', [[1.5, null, 'avocado']]],
  ['2 and a half cups of broccoli', [[2.5, 'cup', 'broccoli']]],
  // units
  ['4 oz steak', [[4, 'oz', 'steak']]],
  ['8 oz. ribeye', [[8, 'oz', 'ribeye']]],
  ['1 lb ground beef', [[1, 'lb', 'ground beef']]],
  ['2 tablespoons olive oil', [[2, 'tbsp', 'olive oil']]],
  ['1 tsp of salt', [[1, 'tsp', 'salt']]],
  ['a handful of almonds', [[1, 'handful', 'almond']]],
  ['1 can of tuna', [[1, 'can', 'tuna']]],
  ['1 scoop protein powder', [[1, 'scoop', 'protein powder']]],
  ['2 servings of cauliflower rice', [[2, 'serving', 'cauliflower rice']]],
  ['250 ml whole milk', [[250, 'ml', 'whole milk']]],
  ['8 fl oz coffee', [[8, 'fl oz', 'coffee']]],
  ['2 pieces of dark chocolate', [[2, 'piece', 'dark chocolate']]],
  ['3 rashers of bacon', [[3, 'slice', 'bacon']]],
  // sizes
  ['2 large eggs', [[2, null, 'egg', 'large']]],
  ['a large handful of spinach', [[1, 'handful', 'spinach', 'large']]],
  ['1 medium zucchini', [[1, null, 'zucchini', 'medium']]],
  // plurals
  ['berries', [[1, null, 'berry']]],
  ['5 cherry tomatoes', [[5, null, 'cherry tomato']]],
  ['10 olives', [[10, null, 'olive']]],
  ['3 radishes', [[3, null, 'radish']]],
  ['2 peaches', [[2, null, 'peach']]],
  ['2 slices of swiss cheese', [[2, 'slice', 'swiss cheese']]],
  ['hummus', [[1, null, 'hummus']]],
  ['6 spears of asparagus', [[6, 'spear', 'asparagus']]],
  // separators
  [
    'steak with butter & broccoli + 1 glass of red wine',
    [
      [1, null, 'steak'],
      [1, null, 'butter'],
      [1, null, 'broccoli'],
      [1, 'glass', 'red wine'],
    ],
  ],
  [
    '2 eggs\n1 avocado; coffee',
    [
      [2, null, 'egg'],
      [1, null, 'avocado'],
      [1, null, 'coffee'],
    ],
  ],
  [
    'bacon and eggs',
    [
      [1, null, 'bacon'],
      [1, null, 'egg'],
    ],
  ],
  // counts written after the food, typed counts, fillers
  ['chicken thighs 300g', [[300, 'g', 'chicken thigh']]],
  ['eggs x3', [[3, null, 'egg']]],
  ['2x eggs', [[2, null, 'egg']]],
  ['bacon (3 slices)', [[3, 'slice', 'bacon']]],
  ['I had 2 eggs for breakfast', [[2, null, 'egg']]],
  ['about 100g of cheddar', [[100, 'g', 'cheddar']]],
  ['some macadamia nuts', [[1, null, 'macadamia nut']]],
  ['2-3 strawberries', [[2.5, null, 'strawberry']]],
  // names that contain a separator word
  ['2 tbsp half and half', [[2, 'tbsp', 'half and half']]],
  // typos are passed through for the search to tolerate
  ['100g chedar chese', [[100, 'g', 'chedar chese']]],
  [
    '2 egs and avacado',
    [
      [2, null, 'egs'],
      [1, null, 'avacado'],
    ],
  ],
  // capitals and stray punctuation
  ['  3 Slices Of BACON!  ', [[3, 'slice', 'bacon']]],
];

describe('parseFoodText', () => {
  it('covers at least 30 phrases', () => {
    expect(PHRASES.length).toBeGreaterThanOrEqual(30);
  });

  it.each(PHRASES)('%j', (text, rows) => {
    expect(shape(text)).toEqual(rows.map(toExpected));
  });

  it('keeps the segment as typed and tells a given amount from a default one', () => {
    const [eggs, bacon] = parseFoodText('2 Eggs, bacon');
    expect(eggs).toMatchObject({ raw: '2 eggs', quantityGiven: true });
    expect(bacon).toMatchObject({ raw: 'bacon', quantity: 1, quantityGiven: false });
  });

  it('gives nothing for empty or amount-only text', () => {
    expect(parseFoodText('')).toEqual([]);
    expect(parseFoodText('   ,  and ; ')).toEqual([]);
    expect(parseFoodText('2, 3')).toEqual([]);
    expect(parseFoodText('for breakfast')).toEqual([]);
  });

  it('caps the number of segments', () => {
    const text = Array.from({ length: 80 }, (_, i) => `${i + 1} almonds`).join(', ');
    expect(parseFoodText(text)).toHaveLength(FOOD_TEXT_MAX_SEGMENTS);
  });

  it('never returns a non-positive or non-finite quantity', () => {
    for (const text of ['0 eggs', '1/0 eggs', '0.0 g butter']) {
      for (const s of parseFoodText(text)) {
        expect(s.quantity).toBeGreaterThan(0);
        expect(Number.isFinite(s.quantity)).toBe(true);
      }
    }
  });
});

describe('singularise', () => {
  it.each([
    ['eggs', 'egg'],
    ['berries', 'berry'],
    ['tomatoes', 'tomato'],
    ['peaches', 'peach'],
    ['cheeses', 'cheese'],
    ['olives', 'olive'],
    ['leaves', 'leaf'],
    ['cookies', 'cookie'],
    ['anchovies', 'anchovy'],
    ['asparagus', 'asparagus'],
    ['hummus', 'hummus'],
    ['glass', 'glass'],
    ['egg', 'egg'],
  ])('%s → %s', (plural, singular) => {
    expect(singularise(plural)).toBe(singular);
  });
});

const EGG: FoodPortion[] = [
  { label: '1 large', grams: 50 },
  { label: '1 extra large', grams: 56 },
];
const BACON: FoodPortion[] = [
  { label: '1 slice', grams: 12 },
  { label: '1 oz', grams: 28 },
];
const AVOCADO: FoodPortion[] = [
  { label: '1 cup, cubes', grams: 150 },
  { label: '1 cup, pureed', grams: 230 },
];
const MILK: FoodPortion[] = [{ label: '1 cup', grams: 244 }];

describe('resolveSegmentAmount', () => {
  const resolve = (text: string, portions: FoodPortion[]) => {
    const [segment] = parseFoodText(text);
    if (!segment) throw new Error(`no segment in ${text}`);
    const resolved = resolveSegmentAmount(segment, portions);
    // The server recomputes grams from what is saved: the pair must give the same grams back.
    expect(ingredientGrams(resolved.quantity, resolved.unit, portions)).toBeCloseTo(
      resolved.grams,
      6,
    );
    return resolved;
  };

  it.each<[string, FoodPortion[], number, string, number, boolean]>([
    ['2 eggs', EGG, 2, 'large', 100, false],
    ['eggs', EGG, 1, 'large', 50, true],
    ['2 large eggs', EGG, 2, 'large', 100, false],
    ['1 extra large egg', EGG, 1, 'extra large', 56, false],
    ['3 slices of bacon', BACON, 3, 'slice', 36, false],
    ['200 g bacon', BACON, 200, 'g', 200, false],
    ['1 cup milk', MILK, 1, 'cup', 244, false],
    ['250 ml milk', MILK, 257.8, 'g', 257.8, false],
    ['2 tbsp milk', MILK, 30.5, 'g', 30.5, false],
    ['half an avocado', AVOCADO, 0.5, 'cup, cubes', 75, true],
    ['3 slices of avocado', AVOCADO, 3, 'cup, cubes', 450, true],
    ['100 ml mystery drink', [], 100, 'g', 100, true],
    ['a handful of almonds', [{ label: '1 cup, whole', grams: 143 }], 30, 'g', 30, true],
    ['2 handfuls of spinach', [{ label: '1 handful', grams: 25 }], 2, 'handful', 50, false],
    ['2 mystery buns', [], 200, 'g', 200, true],
    ['mystery bun', [], 100, 'g', 100, true],
  ])('%s', (text, portions, quantity, unit, grams, assumed) => {
    const r = resolve(text, portions);
    expect(r).toMatchObject({ quantity, unit, assumed });
    expect(r.grams).toBeCloseTo(grams, 1);
    expect(r.note === null).toBe(!assumed);
  });

  it('converts ounces exactly', () => {
    expect(resolve('4 oz bacon', BACON).grams).toBeCloseTo(113.398, 3);
  });
});

describe('rankFoodMatches', () => {
  const candidate = (
    id: string,
    name: string,
    aliases: string[],
    sims: [number, number],
    uses = 0,
  ): FoodMatchCandidate => ({
    id,
    name,
    searchText: `${name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .trim()} | ${aliases.join(' ; ')} |  | `,
    nameSimilarity: sims[0],
    wordSimilarity: sims[1],
    uses,
  });

  it('puts the plain food before foods that merely contain the word', () => {
    const ranked = rankFoodMatches('egg', [
      candidate('noodles', 'Egg noodles, cooked', ['noodles'], [0.25, 1]),
      candidate('plant', 'Eggplant, raw', ['aubergine', 'eggplant'], [0.2, 0.5]),
      candidate('whole', 'Egg, whole, raw', ['egg', 'eggs', 'large egg'], [0.3, 1]),
      candidate('fried', 'Egg, fried', ['fried egg'], [0.36, 1]),
    ]);
    expect(ranked.map((r) => r.id)).toEqual(['whole', 'fried', 'noodles', 'plant']);
  });

  it('matches aliases and plurals ("avocados" → Avocado, not avocado oil)', () => {
    const ranked = rankFoodMatches('avocados', [
      candidate('oil', 'Avocado oil', ['avocado oil'], [0.5, 0.8]),
      candidate('avo', 'Avocado', ['avo', 'avocado'], [0.8, 0.8]),
    ]);
    expect(ranked[0]?.id).toBe('avo');
  });

  it('prefers the user’s frequent foods among similar matches, within a bound', () => {
    const alpha = candidate('alpha', 'Keto bread, seeded', [], [0.5, 1], 0);
    const beta = candidate('beta', 'Keto bread, white', [], [0.5, 1], 5);
    expect(rankFoodMatches('keto bread', [alpha, beta])[0]?.id).toBe('beta');
    // …but habit never beats an exact name.
    const exact = candidate('exact', 'Cheddar cheese', ['cheddar'], [1, 1], 0);
    const habit = candidate('habit', 'Cheddar crackers', [], [0.4, 0.6], 50);
    expect(rankFoodMatches('cheddar cheese', [habit, exact])[0]?.id).toBe('exact');
  });

  it('prefers a food that has the unit the text named', () => {
    const grease = {
      ...candidate('grease', 'Bacon grease', ['bacon fat'], [0.45, 1]),
      portions: [{ label: '1 tsp', grams: 4.3 }],
    };
    const turkey = {
      ...candidate('turkey', 'Turkey bacon', [], [0.45, 1]),
      portions: [{ label: '1 slice, 12 oz pkg', grams: 16 }],
    };
    expect(rankFoodMatches('bacon', [turkey, grease])[0]?.id).toBe('grease');
    expect(rankFoodMatches('bacon', [grease, turkey], { unit: 'slice' })[0]?.id).toBe('turkey');
  });

  it('tolerates typos through the trigram similarities', () => {
    const ranked = rankFoodMatches('chedar chese', [
      candidate('swiss', 'Swiss cheese', ['emmental'], [0.2, 0.4]),
      candidate('cheddar', 'Cheddar cheese', ['cheddar'], [0.6, 0.6]),
    ]);
    expect(ranked[0]?.id).toBe('cheddar');
  });
});
