import type {
  Food,
  FoodCategory,
  FoodPortion,
  FoodSource,
  LabelConvention,
  NutrientFacts,
} from '@ketoflow/contracts';
import { netCarbs, round2 } from '@ketoflow/domain';
import type { FoodRow } from './foods.repository.js';

/** The nutrient columns of a food row (numbers, or numeric text from a raw SQL query). */
type NutrientColumns = { [K in keyof NutrientFacts]: number | string };

/**
 * What other modules compute nutrition from: the stored per-100 g facts (net carbs are
 * derived by the domain, never stored) and the household portions.
 */
export type FoodFacts = {
  id: string;
  name: string;
  category: FoodCategory;
  per100g: NutrientFacts;
  portions: FoodPortion[];
};

/** The one place a food row's columns become per-100 g facts. */
export function nutrientFactsOf(row: NutrientColumns): NutrientFacts {
  return {
    energyKcal: Number(row.energyKcal),
    proteinG: Number(row.proteinG),
    fatG: Number(row.fatG),
    saturatedFatG: Number(row.saturatedFatG),
    carbohydrateG: Number(row.carbohydrateG),
    fiberG: Number(row.fiberG),
    sugarsG: Number(row.sugarsG),
    sugarAlcoholsG: Number(row.sugarAlcoholsG),
    sodiumMg: Number(row.sodiumMg),
  };
}

export function toFoodFacts(row: FoodRow): FoodFacts {
  return {
    id: row.id,
    name: row.name,
    category: row.category as FoodCategory,
    per100g: nutrientFactsOf(row),
    portions: row.portions,
  };
}

/**
 * The label convention of an Open Food Facts product, kept in its data type (foods.barcode).
 * Rows cached before that said it only in the source label ("US label…" or not).
 */
function labelConventionOf(row: FoodRow): LabelConvention | null {
  if (row.source !== 'open_food_facts') return null;
  if (row.dataType === 'eu_label' || row.dataType === 'us_label')
    return row.dataType === 'eu_label' ? 'eu' : 'us';
  return row.sourceLabel.includes('US label') ? 'us' : 'eu';
}

/** A row as clients see it: facts per 100 g with net carbs derived, never stored. */
export function toFood(row: FoodRow): Food {
  const facts = nutrientFactsOf(row);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    brand: row.brand,
    category: row.category as FoodCategory,
    source: row.source as FoodSource,
    sourceLabel: row.sourceLabel,
    labelConvention: labelConventionOf(row),
    fdcId: row.fdcId,
    barcode: row.barcode,
    // Rounded so float noise (8.53 − 6.7 = 1.8299…) never reaches a screen.
    per100g: { ...facts, netCarbsG: round2(netCarbs(facts)) },
    portions: row.portions,
    isCustom: row.ownerId !== null,
  };
}
