import type { NutrientFacts } from '@ketoflow/contracts';
import { describe, expect, it } from 'vitest';
import {
  atwaterEnergy,
  findPortion,
  netCarbs,
  normaliseUnit,
  nutrientsForGrams,
  portionToGrams,
  roundNutrients,
  scaleNutrients,
  sumNutrients,
} from './nutrition.js';

/** USDA SR28 09037 "Avocados, raw, all commercial varieties", per 100 g. */
const AVOCADO: NutrientFacts = {
  energyKcal: 160,
  proteinG: 2,
  fatG: 14.66,
  saturatedFatG: 2.126,
  carbohydrateG: 8.53,
  fiberG: 6.7,
  sugarsG: 0.66,
  sugarAlcoholsG: 0,
  sodiumMg: 7,
};

describe('net carbs (US label convention)', () => {
  it('is total carbohydrate minus fibre minus sugar alcohols', () => {
    expect(netCarbs({ carbohydrateG: 8.53, fiberG: 6.7, sugarAlcoholsG: 0 })).toBeCloseTo(1.83, 10);
    // A keto chocolate bar: 20 g carbs of which 9 g fibre and 8 g erythritol.
    expect(netCarbs({ carbohydrateG: 20, fiberG: 9, sugarAlcoholsG: 8 })).toBe(3);
  });

  it('never goes below zero when rounding makes fibre exceed carbohydrate', () => {
    expect(netCarbs({ carbohydrateG: 2.1, fiberG: 2.2, sugarAlcoholsG: 0 })).toBe(0);
  });
});

describe('nutrients of an amount', () => {
  it('scales the per-100 g facts by the grams, with net carbs derived', () => {
    const half = nutrientsForGrams(AVOCADO, 75);
    expect(half.energyKcal).toBeCloseTo(120, 10);
    expect(half.fatG).toBeCloseTo(10.995, 10);
    expect(half.netCarbsG).toBeCloseTo(1.3725, 10);
    expect(nutrientsForGrams(AVOCADO, 0).energyKcal).toBe(0);
  });

  it('refuses negative or non-numeric grams', () => {
    expect(() => nutrientsForGrams(AVOCADO, -1)).toThrow(RangeError);
    expect(() => nutrientsForGrams(AVOCADO, Number.NaN)).toThrow(RangeError);
  });

  it('sums, scales and rounds for display', () => {
    const total = sumNutrients([nutrientsForGrams(AVOCADO, 100), nutrientsForGrams(AVOCADO, 50)]);
    expect(total.energyKcal).toBeCloseTo(240, 10);
    expect(scaleNutrients(total, 0.5).energyKcal).toBeCloseTo(120, 10);
    expect(roundNutrients(total)).toMatchObject({ energyKcal: 240, fatG: 22, netCarbsG: 2.7 });
  });

  it('estimates energy with the general Atwater factors (fibre at 2 kcal/g)', () => {
    // 4·2 + 9·14.66 + 4·(8.53 − 6.7) + 2·6.7 = 160.66: USDA lists 160.
    expect(atwaterEnergy(AVOCADO)).toBeCloseTo(160.66, 10);
    expect(atwaterEnergy({ proteinG: 0, fatG: 0, carbohydrateG: 0, fiberG: 0 }, 10)).toBe(70);
  });
});

describe('portion → grams', () => {
  const EGG = [
    { label: '1 large', grams: 50 },
    { label: '1 extra large', grams: 56 },
  ];
  const BACON = [{ label: '1 slice, cooked', grams: 8 }];
  const CREAM = [
    { label: '1 tbsp', grams: 15 },
    { label: '.5 cup', grams: 119 },
  ];
  const BUTTER = [{ label: '1/2 cup', grams: 113.5 }];

  it('converts mass units directly', () => {
    expect(portionToGrams(150, 'g', [])).toBe(150);
    expect(portionToGrams(2, 'oz', [])).toBeCloseTo(56.699, 3);
    expect(portionToGrams(1, 'lb', [])).toBeCloseTo(453.592, 3);
    expect(portionToGrams(0.2, 'kg', [])).toBe(200);
    expect(portionToGrams(3, 'Grams', [])).toBe(3);
  });

  it("uses the food's own portions, by their first word or any word", () => {
    expect(portionToGrams(2, 'large', EGG)).toBe(100);
    expect(portionToGrams(3, 'slices', BACON)).toBe(24);
    expect(portionToGrams(1, 'cooked', BACON)).toBe(8);
    expect(portionToGrams(2, 'tablespoons', CREAM)).toBe(30);
  });

  it('divides by the portion’s own amount: ".5 cup" and "1/2 cup" are half cups', () => {
    expect(portionToGrams(1, 'cup', CREAM)).toBe(238);
    expect(portionToGrams(1, 'cup', BUTTER)).toBe(227);
    expect(findPortion('cups', CREAM)).toEqual({ amount: 0.5, grams: 119, label: '.5 cup' });
  });

  it('answers null instead of guessing when the food has no such portion', () => {
    expect(portionToGrams(1, 'slice', EGG)).toBeNull();
    expect(portionToGrams(0, 'g', [])).toBeNull();
    expect(portionToGrams(-2, 'large', EGG)).toBeNull();
  });

  it('normalises unit words', () => {
    expect(normaliseUnit(' Tablespoons ')).toBe('tbsp');
    expect(normaliseUnit('slices')).toBe('slice');
    expect(normaliseUnit('lbs.')).toBe('lb');
    expect(normaliseUnit('glass')).toBe('glass');
  });
});
