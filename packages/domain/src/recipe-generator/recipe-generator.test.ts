import type { FoodCategory, FoodPortion, NutrientFacts } from '@ketoflow/contracts';
import { describe, expect, it } from 'vitest';
import { netCarbs } from '../nutrition.js';
import {
  composeRecipe,
  describeAmount,
  exclusionOf,
  gramsForAmount,
  ingredientMatchScore,
  pickIngredientMatch,
  roundKitchenGrams,
  splitOnHandText,
  NoRecipePatternError,
  type ComposeInput,
  type GeneratorFood,
  type PantryItem,
} from './index.js';
import { recipeNutrition } from '../recipes.js';

function food(
  id: string,
  name: string,
  category: FoodCategory,
  f: Partial<NutrientFacts>,
  portions: FoodPortion[] = [],
): GeneratorFood {
  return {
    id,
    name,
    category,
    per100g: {
      energyKcal: 0,
      proteinG: 0,
      fatG: 0,
      saturatedFatG: 0,
      carbohydrateG: 0,
      fiberG: 0,
      sugarsG: 0,
      sugarAlcoholsG: 0,
      sodiumMg: 0,
      ...f,
    },
    portions,
  };
}

// Per-100 g values as in USDA SR Legacy (rounded).
const THIGH = food('thigh', 'Chicken thigh, skinless, raw', 'poultry', {
  energyKcal: 121,
  proteinG: 19.66,
  fatG: 4.12,
});
const SPINACH = food('spinach', 'Spinach, raw', 'vegetables', {
  energyKcal: 23,
  proteinG: 2.86,
  fatG: 0.39,
  carbohydrateG: 3.63,
  fiberG: 2.2,
});
const ZUCCHINI = food('zucchini', 'Zucchini, raw', 'vegetables', {
  energyKcal: 17,
  proteinG: 1.21,
  fatG: 0.32,
  carbohydrateG: 3.11,
  fiberG: 1,
});
const OLIVE_OIL = food('olive-oil', 'Olive oil', 'fats_oils', { energyKcal: 884, fatG: 100 }, [
  { label: '1 tablespoon', grams: 13.5 },
  { label: '1 tsp', grams: 4.5 },
]);
const BUTTER = food('butter', 'Butter, salted', 'dairy', { energyKcal: 717, fatG: 81.1 }, [
  { label: '1 tbsp', grams: 14.2 },
]);
const GARLIC = food('garlic', 'Garlic', 'vegetables', {
  energyKcal: 149,
  proteinG: 6.4,
  carbohydrateG: 33,
  fiberG: 2.1,
});
const PARMESAN = food('parmesan', 'Parmesan, grated', 'cheese', {
  energyKcal: 420,
  proteinG: 28.4,
  fatG: 27.8,
  carbohydrateG: 13.9,
});
const EGG = food(
  'egg',
  'Egg, whole, raw',
  'eggs',
  { energyKcal: 143, proteinG: 12.56, fatG: 9.51, carbohydrateG: 0.72 },
  [{ label: '1 large', grams: 50 }],
);
const TOFU = food('tofu', 'Tofu, firm', 'keto_staples', {
  energyKcal: 144,
  proteinG: 17.3,
  fatG: 8.7,
  carbohydrateG: 2.8,
  fiberG: 2.3,
});
const ROMAINE = food('romaine', 'Romaine lettuce', 'vegetables', {
  energyKcal: 17,
  proteinG: 1.23,
  carbohydrateG: 3.29,
  fiberG: 2.1,
});
const LEMON = food('lemon', 'Lemon juice', 'fruits', { energyKcal: 22, carbohydrateG: 6.9 });
const BREAD = food('bread', 'White bread', 'high_carb', { energyKcal: 266, carbohydrateG: 49 });
const COCONUT_OIL = food('coconut-oil', 'Coconut oil', 'fats_oils', { energyKcal: 892, fatG: 99 });
const COCOA = food('cocoa', 'Cocoa powder, unsweetened', 'keto_staples', {
  energyKcal: 228,
  proteinG: 19.6,
  fatG: 13.7,
  carbohydrateG: 57.9,
  fiberG: 37,
});
const BACON = food('bacon', 'Bacon, raw', 'meat', { energyKcal: 417, proteinG: 13, fatG: 40 });
const TURKEY_BACON = food('turkey-bacon', 'Turkey bacon', 'meat', { energyKcal: 226 });
const PEANUT_BUTTER = food('pb', 'Peanut butter, smooth', 'nuts_seeds', { energyKcal: 588 });

const PANTRY: PantryItem[] = [
  { food: THIGH, cuisines: ['any'] },
  { food: TOFU, cuisines: ['any'] },
  { food: EGG, cuisines: ['any'] },
  { food: ZUCCHINI, cuisines: ['any'] },
  { food: SPINACH, cuisines: ['any'] },
  { food: ROMAINE, cuisines: ['any'] },
  { food: OLIVE_OIL, cuisines: ['any'] },
  { food: BUTTER, cuisines: ['any'] },
  { food: GARLIC, cuisines: ['any', 'italian'] },
  { food: LEMON, cuisines: ['any'] },
  { food: PARMESAN, cuisines: ['italian'] },
  { food: COCONUT_OIL, cuisines: ['any'] },
  { food: COCOA, cuisines: ['any'] },
];

function input(over: Partial<ComposeInput> = {}): ComposeInput {
  return {
    onHand: [],
    pantry: PANTRY,
    cuisine: 'any',
    wishes: {},
    servings: 2,
    exclusions: [],
    ...over,
  };
}

describe('exclusions', () => {
  it('rules out foods by allergy and diet style, with the reason', () => {
    expect(exclusionOf(BUTTER, ['dairy'])).toBe('dairy');
    expect(exclusionOf(PARMESAN, ['dairy'])).toBe('dairy');
    expect(exclusionOf(PEANUT_BUTTER, ['dairy'])).toBeNull();
    expect(exclusionOf(PEANUT_BUTTER, ['peanuts'])).toBe('peanuts');
    expect(exclusionOf(BACON, ['pork'])).toBe('pork');
    expect(exclusionOf(TURKEY_BACON, ['pork'])).toBeNull();
    expect(exclusionOf(EGG, ['eggs'])).toBe('eggs');
    expect(exclusionOf(THIGH, [], 'vegetarian')).toBe('diet');
    expect(exclusionOf(THIGH, [], 'pescatarian')).toBe('diet');
    expect(exclusionOf(TOFU, [], 'vegetarian')).toBeNull();
    expect(exclusionOf(TOFU, ['soy'])).toBe('soy');
  });
});

describe('matching typed ingredients', () => {
  it('needs the head word, so chicken broth never becomes chicken thigh', () => {
    expect(ingredientMatchScore('chicken broth', THIGH)).toBe(0);
    expect(ingredientMatchScore('chicken thigh', THIGH)).toBeGreaterThanOrEqual(1);
    expect(ingredientMatchScore('fresh baby spinach', SPINACH)).toBeGreaterThanOrEqual(1);
    expect(ingredientMatchScore('parmesan cheese', PARMESAN)).toBeGreaterThanOrEqual(0.5);
    // A made-up sauce is not soy sauce just because both are sauces.
    const soy = { name: 'Soy sauce' };
    expect(ingredientMatchScore('xyzzy sauce', soy)).toBe(0);
    expect(ingredientMatchScore('hot sauce', soy)).toBe(0);
    expect(ingredientMatchScore('soy sauce', soy)).toBeGreaterThanOrEqual(1);
  });
  it('picks the best candidate above the threshold, or none', () => {
    expect(pickIngredientMatch('chicken thighs', [SPINACH, THIGH])?.id).toBe('thigh');
    expect(pickIngredientMatch('dragon fruit', [SPINACH, THIGH])).toBeNull();
  });
  it('splits an amount off typed text', () => {
    expect(splitOnHandText('200 g spinach')).toEqual({ quantity: 200, unit: 'g', name: 'spinach' });
    expect(splitOnHandText('2 chicken thighs')).toEqual({
      quantity: 2,
      unit: null,
      name: 'chicken thighs',
    });
    expect(splitOnHandText('spinach')).toEqual({ quantity: null, unit: null, name: 'spinach' });
  });
  it('converts kitchen amounts to grams through the food’s portions', () => {
    expect(gramsForAmount(2, 'tbsp', OLIVE_OIL.portions)).toBeCloseTo(27);
    expect(gramsForAmount(3, 'large', EGG.portions)).toBe(150);
    expect(gramsForAmount(2, null, EGG.portions)).toBe(100);
    expect(gramsForAmount(100, 'g', [])).toBe(100);
    // 1 cup = 16 tbsp: no cup portion for oil here, but a tablespoon one.
    expect(gramsForAmount(0.25, 'cup', OLIVE_OIL.portions)).toBeCloseTo(4 * 13.5);
    expect(gramsForAmount(1, 'handful', SPINACH.portions)).toBeNull();
  });
  it('describes amounts in kitchen words and rounds weights for a kitchen', () => {
    expect(describeAmount(27, OLIVE_OIL.portions)).toBe('about 2 tablespoons');
    expect(describeAmount(28.35, [{ label: '1 oz', grams: 28.35 }])).toBe('');
    expect(describeAmount(100, EGG.portions)).toBe('about 2 large');
    expect(roundKitchenGrams(297.6)).toBe(300);
    expect(roundKitchenGrams(12.4)).toBe(12);
    expect(roundKitchenGrams(1.2)).toBe(1);
  });
});

describe('composeRecipe (builtin engine)', () => {
  it('builds a skillet from chicken thigh and spinach, with nutrition from the foods', () => {
    const recipe = composeRecipe(
      input({
        onHand: [
          { food: THIGH, text: 'chicken thigh' },
          { food: SPINACH, text: 'spinach' },
        ],
      }),
    );
    expect(recipe.pattern).toBe('skillet');
    expect(recipe.title.toLowerCase()).toContain('chicken thigh');
    const ids = recipe.ingredients.map((i) => i.food.id);
    expect(ids).toEqual(expect.arrayContaining(['thigh', 'spinach', 'olive-oil']));
    expect(recipe.ingredients.find((i) => i.food.id === 'thigh')?.sourceText).toBe('chicken thigh');
    const again = recipeNutrition(
      recipe.ingredients.map((i) => ({ per100g: i.food.per100g, grams: i.grams })),
      2,
    );
    expect(recipe.nutrition).toEqual(again);
    expect(recipe.steps.length).toBeGreaterThanOrEqual(3);
    expect(recipe.steps.join(' ')).toContain('chicken thigh');
  });

  it('never uses more of an ingredient than the amount on hand', () => {
    const recipe = composeRecipe(
      input({
        onHand: [{ food: THIGH, text: '200 g chicken thigh', grams: 200 }],
        wishes: { minProteinG: 60 },
      }),
    );
    expect(recipe.ingredients.find((i) => i.food.id === 'thigh')?.grams).toBeLessThanOrEqual(200);
    expect(recipe.wishes.find((w) => w.wish === 'minProteinG')?.met).toBe(false);
  });

  it('is deterministic for the same input', () => {
    const a = composeRecipe(input({ onHand: [{ food: ZUCCHINI, text: 'zucchini' }] }));
    const b = composeRecipe(input({ onHand: [{ food: ZUCCHINI, text: 'zucchini' }] }));
    expect(a).toEqual(b);
  });

  it('respects exclusions: a dairy-free vegetarian gets no butter, cheese or meat', () => {
    const recipe = composeRecipe(
      input({
        cuisine: 'italian',
        exclusions: ['dairy'],
        dietStyle: 'vegetarian',
        onHand: [
          { food: THIGH, text: 'chicken' },
          { food: BUTTER, text: 'butter' },
        ],
      }),
    );
    for (const i of recipe.ingredients) {
      expect(exclusionOf(i.food, ['dairy'], 'vegetarian')).toBeNull();
    }
    expect(recipe.notes.join(' ')).toMatch(/Left out Chicken thigh.*meat/);
    expect(recipe.notes.join(' ')).toMatch(/Left out Butter.*dairy/);
  });

  it('still cooks when the exclusions rule out every protein: vegetables, said plainly', () => {
    const recipe = composeRecipe(
      input({ dietStyle: 'vegetarian', exclusions: ['eggs', 'soy'], mealType: 'dinner' }),
    );
    expect(recipe.ingredients.some((i) => i.role === 'protein')).toBe(false);
    expect(recipe.ingredients.some((i) => i.role === 'vegetable')).toBe(true);
    expect(recipe.notes.join(' ')).toMatch(/No protein in our pantry fits your exclusions/);
    expect(() => composeRecipe(input({ pantry: [{ food: BREAD, cuisines: ['any'] }] }))).toThrow(
      NoRecipePatternError,
    );
  });

  it('leaves out high-carb foods on hand and says so', () => {
    const recipe = composeRecipe(input({ onHand: [{ food: BREAD, text: 'bread' }] }));
    expect(recipe.ingredients.some((i) => i.food.id === 'bread')).toBe(false);
    expect(recipe.notes.join(' ')).toMatch(/White bread: too many carbs/);
  });

  it('sets grams to meet protein and carb wishes per serving', () => {
    const recipe = composeRecipe(
      input({
        onHand: [
          { food: THIGH, text: 'chicken thigh' },
          { food: SPINACH, text: 'spinach' },
          { food: GARLIC, text: 'garlic' },
        ],
        wishes: { minProteinG: 40, maxNetCarbsG: 3 },
      }),
    );
    expect(recipe.nutrition.perServing.proteinG).toBeGreaterThanOrEqual(39.5);
    expect(recipe.nutrition.perServing.netCarbsG).toBeLessThanOrEqual(3.05);
    expect(recipe.wishes.every((w) => w.met)).toBe(true);
  });

  it('moves energy towards the kcal wish through the fat first', () => {
    const low = composeRecipe(input({ wishes: { targetKcal: 300 } }));
    const high = composeRecipe(input({ wishes: { targetKcal: 650 } }));
    const oil = (r: typeof low) => r.ingredients.find((i) => i.food.id === 'olive-oil')?.grams;
    expect(oil(high)).toBeGreaterThan(oil(low) ?? 0);
    expect(high.nutrition.perServing.energyKcal).toBeGreaterThan(
      low.nutrition.perServing.energyKcal,
    );
    const report = high.wishes.find((w) => w.wish === 'targetKcal');
    expect(report?.actual).toBe(high.nutrition.perServing.energyKcal);
  });

  it('picks an egg bake for breakfast with whole eggs, and a fat bomb for dessert', () => {
    const breakfast = composeRecipe(
      input({ mealType: 'breakfast', onHand: [{ food: EGG, text: 'eggs' }] }),
    );
    expect(breakfast.pattern).toBe('egg_bake');
    const eggs = breakfast.ingredients.find((i) => i.food.id === 'egg');
    expect(eggs?.unit).toBe('large');
    expect(Number.isInteger(eggs?.quantity)).toBe(true);
    expect(eggs?.grams).toBe((eggs?.quantity ?? 0) * 50);

    const dessert = composeRecipe(input({ mealType: 'dessert', servings: 8 }));
    expect(dessert.pattern).toBe('fat_bomb');
    expect(dessert.ingredients.map((i) => i.food.id)).toEqual(
      expect.arrayContaining(['coconut-oil', 'cocoa']),
    );
    expect(netCarbs(COCOA.per100g)).toBeGreaterThan(0);
  });

  it('prefers a pattern that fits the time, and says when none does', () => {
    const quick = composeRecipe(input({ maxMinutes: 25 }));
    expect(quick.prepMinutes + quick.cookMinutes).toBeLessThanOrEqual(25);
    const tooQuick = composeRecipe(input({ maxMinutes: 5 }));
    expect(tooQuick.notes.join(' ')).toMatch(/No recipe pattern fits in 5 minutes/);
  });

  it('uses a salad when salad leaves are on hand for lunch', () => {
    const recipe = composeRecipe(
      input({ mealType: 'lunch', onHand: [{ food: ROMAINE, text: 'romaine' }] }),
    );
    expect(recipe.pattern).toBe('salad');
  });
});
