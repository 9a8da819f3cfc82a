import type { NutrientFacts, RecipeIngredient } from '@ketoflow/contracts';
import { describe, expect, it } from 'vitest';
import {
  ingredientGrams,
  ingredientUnitOptions,
  ketoVerdict,
  nutritionForServings,
  recipeNutrition,
  scaleIngredients,
  splitPortionLabel,
} from './recipes.js';

const facts = (f: Partial<NutrientFacts>): NutrientFacts => ({
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
});

// Per-100 g values of USDA SR Legacy foods (rounded as published).
const EGG = facts({ energyKcal: 143, proteinG: 12.56, fatG: 9.51, carbohydrateG: 0.72 });
const AVOCADO = facts({
  energyKcal: 160,
  proteinG: 2,
  fatG: 14.66,
  carbohydrateG: 8.53,
  fiberG: 6.7,
  sugarsG: 0.66,
  sodiumMg: 7,
});
const BUTTER = facts({ energyKcal: 717, proteinG: 0.85, fatG: 81.11, carbohydrateG: 0.06 });

const EGG_PORTIONS = [
  { label: '1 large', grams: 50 },
  { label: '1 medium', grams: 44 },
  { label: '1 cup (4.86 large eggs)', grams: 243 },
];
const SPINACH_PORTIONS = [
  { label: '1 cup', grams: 30 },
  { label: '1 bunch', grams: 340 },
];
const ONION_PORTIONS = [
  { label: '1 cup, chopped', grams: 160 },
  { label: '1 cup, sliced', grams: 115 },
  { label: '1 tbsp chopped', grams: 10 },
  { label: '0.5 cup', grams: 80 },
];

describe('ketoVerdict', () => {
  it.each([
    [0, 'very_keto'],
    [5, 'very_keto'],
    [5.04, 'very_keto'], // shown as 5.0 g
    [5.05, 'keto_friendly'], // shown as 5.1 g
    [10, 'keto_friendly'],
    [10.1, 'moderate'],
    [20, 'moderate'],
    [20.1, 'high_carb'],
    [95, 'high_carb'],
    [-1, 'very_keto'],
  ])('%s g net carbs per serving → %s', (grams, level) => {
    expect(ketoVerdict(grams).level).toBe(level);
  });

  it('says what the verdict means', () => {
    expect(ketoVerdict(3)).toMatchObject({ label: 'Very keto' });
    expect(ketoVerdict(15).label).toBe('Moderate: fits one meal');
    expect(ketoVerdict(30).description).toMatch(/20 g/);
  });
});

describe('splitPortionLabel', () => {
  it.each([
    ['1 large', 1, 'large'],
    ['1 cup, chopped', 1, 'cup, chopped'],
    ['0.5 cup', 0.5, 'cup'],
    ['1/2 cup', 0.5, 'cup'],
    ['.25 cup', 0.25, 'cup'],
    ['.5 fillet', 0.5, 'fillet'],
    ['slice', 1, 'slice'],
    ['  2 tbsp  ', 2, 'tbsp'],
  ])('%s', (label, amount, unit) => {
    expect(splitPortionLabel(label)).toEqual({ amount, unit });
  });
});

describe('ingredientGrams', () => {
  it('converts mass units directly', () => {
    expect(ingredientGrams(150, 'g', [])).toBe(150);
    expect(ingredientGrams(4, 'oz', [])).toBeCloseTo(113.4, 1);
    expect(ingredientGrams(0.5, 'kg', [])).toBe(500);
    expect(ingredientGrams(1, 'lb', [])).toBeCloseTo(453.6, 1);
    expect(ingredientGrams(2, 'Grams', [])).toBe(2);
  });

  it('resolves a portion by its words', () => {
    expect(ingredientGrams(3, 'large', EGG_PORTIONS)).toBe(150);
    expect(ingredientGrams(2, 'cup', SPINACH_PORTIONS)).toBe(60);
    expect(ingredientGrams(2, 'cups', SPINACH_PORTIONS)).toBe(60);
  });

  it('keeps portions that share a first word apart', () => {
    expect(ingredientGrams(1, 'cup, chopped', ONION_PORTIONS)).toBe(160);
    expect(ingredientGrams(1, 'cup, sliced', ONION_PORTIONS)).toBe(115);
    expect(ingredientGrams(2, 'tbsp chopped', ONION_PORTIONS)).toBe(20);
  });

  it('reads USDA amounts written without a leading zero (".25 cup")', () => {
    const cilantro = [
      { label: '.25 cup', grams: 4 },
      { label: '9 sprigs', grams: 20 },
    ];
    expect(ingredientGrams(0.25, 'cup', cilantro)).toBe(4);
    expect(ingredientGrams(1, 'cup', cilantro)).toBe(16);
    expect(ingredientGrams(3, 'sprigs', cilantro)).toBeCloseTo(6.67, 2);
  });

  it("scales by the portion's own amount", () => {
    // "0.5 cup = 80 g": one cup is 160 g. (The first "cup, …" label wins for a bare "cup".)
    expect(ingredientGrams(1, 'cup', [{ label: '0.5 cup', grams: 80 }])).toBe(160);
  });

  it('returns null for units the food does not have, and for bad quantities', () => {
    expect(ingredientGrams(1, 'slice', EGG_PORTIONS)).toBeNull();
    expect(ingredientGrams(1, '', EGG_PORTIONS)).toBeNull();
    expect(ingredientGrams(0, 'g', [])).toBeNull();
    expect(ingredientGrams(-2, 'g', [])).toBeNull();
    expect(ingredientGrams(Number.NaN, 'g', [])).toBeNull();
  });
});

describe('ingredientUnitOptions', () => {
  it('offers grams, ounces and each portion once, with its grams per unit', () => {
    const options = ingredientUnitOptions(ONION_PORTIONS);
    expect(options.map((o) => o.unit)).toEqual([
      'g',
      'oz',
      'cup, chopped',
      'cup, sliced',
      'tbsp chopped',
      'cup',
    ]);
    expect(options.find((o) => o.unit === 'cup')?.gramsPerUnit).toBe(160);
    expect(options.find((o) => o.unit === 'cup, chopped')?.label).toBe('cup, chopped (160 g)');
  });

  it('every option resolves back to its grams', () => {
    for (const portions of [EGG_PORTIONS, SPINACH_PORTIONS, ONION_PORTIONS]) {
      for (const option of ingredientUnitOptions(portions)) {
        expect(ingredientGrams(1, option.unit, portions)).toBeCloseTo(option.gramsPerUnit, 6);
      }
    }
  });
});

describe('recipeNutrition', () => {
  it('sums the ingredients and divides by the servings', () => {
    // 3 eggs (150 g), half an avocado (100 g), 10 g butter, 2 servings.
    const n = recipeNutrition(
      [
        { per100g: EGG, grams: 150 },
        { per100g: AVOCADO, grams: 100 },
        { per100g: BUTTER, grams: 10 },
      ],
      2,
    );
    // energy 214.5 + 160 + 71.7 = 446.2; protein 18.84 + 2 + 0.085 = 20.925
    expect(n.total.energyKcal).toBe(446);
    expect(n.total.proteinG).toBe(20.9);
    // carbs 1.08 + 8.53 + 0.006 = 9.616; fibre 6.7 → net 2.916
    expect(n.total.carbohydrateG).toBe(9.6);
    expect(n.total.netCarbsG).toBe(2.9);
    expect(n.perServing.energyKcal).toBe(223);
    expect(n.perServing.netCarbsG).toBe(1.5);
    expect(n.perServing.fatG).toBe(Math.round(((14.265 + 14.66 + 8.111) / 2) * 10) / 10);
  });

  it('net carbs per serving never go below zero', () => {
    const fibreOnly = facts({ carbohydrateG: 5, fiberG: 6 });
    expect(recipeNutrition([{ per100g: fibreOnly, grams: 100 }], 1).perServing.netCarbsG).toBe(0);
  });

  it('refuses servings of zero or less', () => {
    expect(() => recipeNutrition([{ per100g: EGG, grams: 50 }], 0)).toThrow(RangeError);
    expect(() => recipeNutrition([{ per100g: EGG, grams: 50 }], -1)).toThrow(RangeError);
  });
});

describe('scaling servings', () => {
  it('scales the nutrients of a serving', () => {
    const { perServing } = recipeNutrition([{ per100g: AVOCADO, grams: 200 }], 4);
    const three = nutritionForServings(perServing, 3);
    expect(three.energyKcal).toBe(240);
    expect(three.netCarbsG).toBe(2.7); // 150 g × 1.83 g net / 100 g = 2.745
    expect(nutritionForServings(perServing, 1)).toEqual(perServing);
  });

  it('scales ingredient quantities and grams', () => {
    const ingredients: RecipeIngredient[] = [
      { foodId: 'usda-1', name: 'Egg', quantity: 3, unit: 'large', grams: 150 },
      { foodId: 'usda-2', name: 'Butter', quantity: 1, unit: 'tbsp', grams: 14.2 },
    ];
    expect(scaleIngredients(ingredients, 2, 3)).toEqual([
      { foodId: 'usda-1', name: 'Egg', quantity: 4.5, unit: 'large', grams: 225 },
      { foodId: 'usda-2', name: 'Butter', quantity: 1.5, unit: 'tbsp', grams: 21.3 },
    ]);
    expect(scaleIngredients(ingredients, 4, 1)[0]).toMatchObject({ quantity: 0.75, grams: 37.5 });
  });
});
