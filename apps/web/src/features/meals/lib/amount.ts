import type { FoodPortion, NutrientFacts, Nutrients } from '@ketoflow/contracts';
import {
  ingredientGrams,
  ingredientUnitOptions,
  nutrientsForGrams,
  roundNutrients,
} from '@ketoflow/domain';

/** "1,5" and "1.5" are both one and a half; anything else that is not a positive number is null. */
export function parseAmount(text: string): number | null {
  const value = Number(text.trim().replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(value) && value > 0 ? value : null;
}

export type UnitOption = { unit: string; label: string };

/** g and oz, then each portion of the food ("large (50 g)", "slice (8 g)"). */
export function unitOptions(portions: readonly FoodPortion[], current?: string): UnitOption[] {
  const options: UnitOption[] = ingredientUnitOptions(portions).map((o) => ({
    unit: o.unit,
    label: o.label,
  }));
  if (current && !options.some((o) => o.unit === current)) {
    options.push({ unit: current, label: current });
  }
  return options;
}

/** The unit a new amount starts in: the first portion that counts things, else grams. */
export function defaultUnit(portions: readonly FoodPortion[]): { quantity: string; unit: string } {
  const counted = ingredientUnitOptions(portions).find(
    (o) => !['g', 'oz', 'kg', 'lb'].includes(o.unit) && !/^(cup|tbsp|tsp|fl oz|ml)\b/.test(o.unit),
  );
  return counted ? { quantity: '1', unit: counted.unit } : { quantity: '100', unit: 'g' };
}

/** Grams and nutrients (rounded as the server stores them) for an amount of a food. */
export function amountNutrients(
  food: { per100g: NutrientFacts; portions: readonly FoodPortion[] },
  quantity: number | null,
  unit: string,
): { grams: number; nutrients: Nutrients } | null {
  if (quantity === null) return null;
  const grams = ingredientGrams(quantity, unit, food.portions);
  if (grams === null || !(grams > 0)) return null;
  const g = Math.round(grams * 10) / 10;
  return { grams: g, nutrients: roundNutrients(nutrientsForGrams(food.per100g, g)) };
}
