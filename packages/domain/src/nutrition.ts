/**
 * Nutrition arithmetic. Macros always come from the food database and gram weights:
 * per-100 g facts × grams / 100, summed. Net carbs use the US label convention.
 */
import type { FoodPortion, NutrientFacts, Nutrients } from '@ketoflow/contracts';
import { round1 } from './numbers.js';

const FACT_KEYS = [
  'energyKcal',
  'proteinG',
  'fatG',
  'saturatedFatG',
  'carbohydrateG',
  'fiberG',
  'sugarsG',
  'sugarAlcoholsG',
  'sodiumMg',
] as const satisfies readonly (keyof NutrientFacts)[];

/**
 * Net carbs = total carbohydrate − fibre − sugar alcohols (US/Canada labels, where "Total
 * Carbohydrate" includes both). Never below zero: rounding in the source data can make
 * fibre exceed carbohydrate by a hair.
 */
export function netCarbs(
  facts: Pick<NutrientFacts, 'carbohydrateG' | 'fiberG' | 'sugarAlcoholsG'>,
): number {
  return Math.max(0, facts.carbohydrateG - facts.fiberG - facts.sugarAlcoholsG);
}

export const ZERO_NUTRIENTS: Nutrients = {
  energyKcal: 0,
  proteinG: 0,
  fatG: 0,
  saturatedFatG: 0,
  carbohydrateG: 0,
  fiberG: 0,
  sugarsG: 0,
  sugarAlcoholsG: 0,
  sodiumMg: 0,
  netCarbsG: 0,
};

/** Nutrients of `grams` of a food given its per-100 g facts. */
export function nutrientsForGrams(per100g: NutrientFacts, grams: number): Nutrients {
  if (!(Number.isFinite(grams) && grams >= 0))
    throw new RangeError('grams must be a non-negative number');
  const factor = grams / 100;
  const out = { ...ZERO_NUTRIENTS };
  for (const key of FACT_KEYS) out[key] = per100g[key] * factor;
  out.netCarbsG = netCarbs(out);
  return out;
}

export function sumNutrients(items: readonly Nutrients[]): Nutrients {
  const out = { ...ZERO_NUTRIENTS };
  for (const item of items) {
    for (const key of FACT_KEYS) out[key] += item[key];
  }
  out.netCarbsG = netCarbs(out);
  return out;
}

/** Multiplies every nutrient (servings of a recipe, a copied entry at another size). */
export function scaleNutrients(n: Nutrients, factor: number): Nutrients {
  if (!(Number.isFinite(factor) && factor >= 0))
    throw new RangeError('factor must be a non-negative number');
  const out = { ...ZERO_NUTRIENTS };
  for (const key of FACT_KEYS) out[key] = n[key] * factor;
  out.netCarbsG = netCarbs(out);
  return out;
}

/**
 * Sum of entries as shown (a diary day, a logged scan): net carbs are added up as they are
 * (each is already clamped at zero per food), so a total's net carbs always equal the sum of
 * its entries' net carbs.
 */
export function addUpAsShown(list: readonly Nutrients[]): Nutrients {
  if (list.length === 0) return { ...ZERO_NUTRIENTS };
  const total = roundNutrients(sumNutrients(list));
  return {
    ...total,
    netCarbsG: round1(list.reduce((acc, n) => acc + n.netCarbsG, 0)),
  };
}

/** Rounds for display and storage: 1 decimal for grams, whole kcal and mg. */
export function roundNutrients(n: Nutrients): Nutrients {
  return {
    energyKcal: Math.round(n.energyKcal),
    proteinG: round1(n.proteinG),
    fatG: round1(n.fatG),
    saturatedFatG: round1(n.saturatedFatG),
    carbohydrateG: round1(n.carbohydrateG),
    fiberG: round1(n.fiberG),
    sugarsG: round1(n.sugarsG),
    sugarAlcoholsG: round1(n.sugarAlcoholsG),
    sodiumMg: Math.round(n.sodiumMg),
    netCarbsG: round1(n.netCarbsG),
  };
}

/**
 * Energy from the macros with the general Atwater factors: 4 kcal/g protein, 9 fat,
 * 4 digestible carbohydrate, 2 fibre (alcohol 7 when given). Used to sanity-check data
 * and to fill energy when a source lacks it.
 */
export function atwaterEnergy(
  f: Pick<NutrientFacts, 'proteinG' | 'fatG' | 'carbohydrateG' | 'fiberG'>,
  alcoholG = 0,
): number {
  const fiber = Math.min(f.fiberG, f.carbohydrateG);
  return 4 * f.proteinG + 9 * f.fatG + 4 * (f.carbohydrateG - fiber) + 2 * fiber + 7 * alcoholG;
}

/** Mass units a cook or a label uses, in grams. */
export const GRAMS_PER_UNIT: Readonly<Record<string, number>> = {
  g: 1,
  kg: 1000,
  mg: 0.001,
  oz: 28.349523125,
  lb: 453.59237,
};

/**
 * Grams for a quantity of a food: a mass unit converts directly; otherwise the unit is
 * matched against the food's portions ("slice" matches "1 slice", "tbsp" matches
 * "1 tbsp"), scaled by the portion's own amount ("2 slices" of "1 slice = 28 g" = 56 g).
 * Returns null when the food has no such portion, so callers can ask instead of guessing.
 */
export function portionToGrams(
  quantity: number,
  unit: string,
  portions: readonly FoodPortion[],
): number | null {
  if (!(Number.isFinite(quantity) && quantity > 0)) return null;
  const u = normaliseUnit(unit);
  const mass = GRAMS_PER_UNIT[u];
  if (mass !== undefined) return quantity * mass;
  const portion = findPortion(u, portions);
  if (!portion) return null;
  return (quantity / portion.amount) * portion.grams;
}

const UNIT_SYNONYMS: Readonly<Record<string, string>> = {
  gram: 'g',
  grams: 'g',
  gr: 'g',
  gs: 'g',
  kilogram: 'kg',
  kilograms: 'kg',
  kgs: 'kg',
  milligram: 'mg',
  milligrams: 'mg',
  ounce: 'oz',
  ounces: 'oz',
  pound: 'lb',
  pounds: 'lb',
  lbs: 'lb',
  tablespoon: 'tbsp',
  tablespoons: 'tbsp',
  tbs: 'tbsp',
  tbsps: 'tbsp',
  teaspoon: 'tsp',
  teaspoons: 'tsp',
  tsps: 'tsp',
  cups: 'cup',
  slices: 'slice',
  pieces: 'piece',
  pcs: 'piece',
  pc: 'piece',
  servings: 'serving',
  fillets: 'fillet',
  'fl oz': 'fl oz',
};

/** Lower-cases and singularises a unit word ("Tablespoons" → "tbsp", "slices" → "slice"). */
export function normaliseUnit(unit: string): string {
  const u = unit.trim().toLowerCase().replace(/\.$/, '');
  if (UNIT_SYNONYMS[u]) return UNIT_SYNONYMS[u];
  if (GRAMS_PER_UNIT[u] !== undefined) return u;
  return u.length > 3 && u.endsWith('s') && !u.endsWith('ss') ? u.slice(0, -1) : u;
}

/**
 * Finds the portion whose label names this unit. Labels look like "1 slice", "1 cup,
 * chopped", "1 large", "0.5 cup"; the leading number is the portion's own amount.
 */
export function findPortion(
  unit: string,
  portions: readonly FoodPortion[],
): { amount: number; grams: number; label: string } | null {
  const u = normaliseUnit(unit);
  let fallback: { amount: number; grams: number; label: string } | null = null;
  for (const portion of portions) {
    // USDA writes amounts as "1", "0.5", ".25" or "1/2".
    const match = /^\s*(\d+\/\d+|\d*\.\d+|\d+)?\s*(.*)$/.exec(portion.label);
    const amountText = match?.[1];
    const amount = amountText
      ? amountText.includes('/')
        ? Number(amountText.split('/')[0]) / Number(amountText.split('/')[1])
        : Number(amountText)
      : 1;
    const rest = (match?.[2] ?? '').toLowerCase();
    const words = rest
      .split(/[\s,()]+/)
      .filter(Boolean)
      .map(normaliseUnit);
    if (!(amount > 0)) continue;
    if (words[0] === u) return { amount, grams: portion.grams, label: portion.label };
    if (!fallback && words.includes(u))
      fallback = { amount, grams: portion.grams, label: portion.label };
  }
  return fallback;
}
