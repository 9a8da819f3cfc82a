/**
 * Recipe rules: an ingredient's amount in grams, a recipe's nutrition (total and per
 * serving) from its foods' per-100 g facts, scaling to other servings, and the keto
 * verdict from net carbs per serving. Numbers never come from the cook: they are always
 * recomputed from the food database and gram weights.
 */
import type {
  FoodPortion,
  KetoVerdict,
  KetoVerdictLevel,
  NutrientFacts,
  Nutrients,
  RecipeIngredient,
  RecipeNutrition,
} from '@ketoflow/contracts';
import {
  GRAMS_PER_UNIT,
  nutrientsForGrams,
  portionToGrams,
  roundNutrients,
  scaleNutrients,
  sumNutrients,
} from './nutrition.js';
import { round1, round2 } from './numbers.js';

/**
 * Verdict thresholds on net carbs per serving (upper bounds, inclusive). A keto day is
 * usually 20–50 g net carbs. Split over three meals and a snack, a strict
 * 20 g day leaves about 5 g per eating occasion ("Very keto"); 10 g a meal is a 30 g day,
 * the middle of the usual range ("Keto-friendly"); up to 20 g one meal takes a strict
 * day's whole budget ("Moderate"); beyond that a single serving exceeds a strict day.
 */
export const KETO_VERDICTS: readonly (KetoVerdict & { maxNetCarbsG: number })[] = [
  {
    level: 'very_keto',
    maxNetCarbsG: 5,
    label: 'Very keto',
    description: 'At most 5 g net carbs a serving: fits even a strict 20 g day.',
  },
  {
    level: 'keto_friendly',
    maxNetCarbsG: 10,
    label: 'Keto-friendly',
    description: 'At most 10 g net carbs a serving: fits a typical keto day of 20–50 g.',
  },
  {
    level: 'moderate',
    maxNetCarbsG: 20,
    label: 'Moderate: fits one meal',
    description:
      'Up to 20 g net carbs a serving: plan the rest of the day low, or eat a smaller serving.',
  },
  {
    level: 'high_carb',
    maxNetCarbsG: Number.POSITIVE_INFINITY,
    label: 'High carb',
    description: 'More than 20 g net carbs a serving: one serving uses a strict day’s budget.',
  },
];

/** The verdict for a serving with this many grams of net carbs (rounded to 0.1 g first). */
export function ketoVerdict(netCarbsPerServingG: number): KetoVerdict {
  // Judge the number the user sees: 5.04 g is shown as 5.0 g, so it counts as 5.
  const shown = round1(Math.max(0, netCarbsPerServingG));
  const found =
    KETO_VERDICTS.find((v) => shown <= v.maxNetCarbsG) ?? KETO_VERDICTS[KETO_VERDICTS.length - 1]!;
  return { level: found.level, label: found.label, description: found.description };
}

export function ketoVerdictLevel(netCarbsPerServingG: number): KetoVerdictLevel {
  return ketoVerdict(netCarbsPerServingG).level;
}

/**
 * "1 cup, chopped" → { amount: 1, unit: "cup, chopped" }; "1/2 cup" → { 0.5, "cup" };
 * ".25 cup" (as USDA writes it) → { 0.25, "cup" }.
 */
export function splitPortionLabel(label: string): { amount: number; unit: string } {
  const match = /^\s*((?:\d+(?:\.\d+)?|\.\d+)(?:\/\d+(?:\.\d+)?)?)?\s*(.*?)\s*$/.exec(label);
  const amountText = match?.[1];
  let amount = 1;
  if (amountText) {
    const [num, den] = amountText.split('/');
    amount = den === undefined ? Number(num) : Number(num) / Number(den);
  }
  return { amount: amount > 0 && Number.isFinite(amount) ? amount : 1, unit: match?.[2] ?? '' };
}

/** Mass units offered for every food, in the order a picker shows them. */
export const MASS_UNITS = ['g', 'oz', 'kg', 'lb'] as const;

export type IngredientUnitOption = {
  /** What is stored as the ingredient's unit and sent to the API. */
  unit: string;
  /** What a picker shows: "g", "cup, chopped (150 g)". */
  label: string;
  /** Grams for a quantity of 1 of this unit. */
  gramsPerUnit: number;
};

/**
 * The units a cook can choose for a food: grams and ounces (always), then each of the
 * food's portions by its own words ("slice", "cup, chopped", "large"). Kilograms and
 * pounds resolve too but are not offered: nobody weighs a recipe's butter in kg.
 */
export function ingredientUnitOptions(portions: readonly FoodPortion[]): IngredientUnitOption[] {
  const options: IngredientUnitOption[] = [
    { unit: 'g', label: 'g', gramsPerUnit: 1 },
    { unit: 'oz', label: 'oz', gramsPerUnit: GRAMS_PER_UNIT.oz ?? 28.349523125 },
  ];
  const seen = new Set(options.map((o) => o.unit));
  for (const portion of portions) {
    const { amount, unit } = splitPortionLabel(portion.label);
    const key = unit.toLowerCase();
    if (!unit || seen.has(key)) continue;
    seen.add(key);
    const gramsPerUnit = portion.grams / amount;
    options.push({ unit, label: `${unit} (${formatGrams(gramsPerUnit)} g)`, gramsPerUnit });
  }
  return options;
}

function formatGrams(g: number): string {
  return g >= 10 ? String(Math.round(g)) : String(round1(g));
}

/**
 * Grams for `quantity` `unit` of a food. The unit is first matched exactly against the
 * words of the food's portions (so "cup, chopped" and "cup, sliced" stay distinct), then
 * as a mass unit or a loose portion word through `portionToGrams` ("tablespoons" → "1 tbsp").
 * Null when the food has no such unit: callers ask the cook instead of guessing.
 */
export function ingredientGrams(
  quantity: number,
  unit: string,
  portions: readonly FoodPortion[],
): number | null {
  if (!(Number.isFinite(quantity) && quantity > 0)) return null;
  const wanted = unit.trim().toLowerCase();
  if (!wanted) return null;
  if (GRAMS_PER_UNIT[wanted] === undefined) {
    for (const portion of portions) {
      const { amount, unit: own } = splitPortionLabel(portion.label);
      if (own.toLowerCase() === wanted) return (quantity / amount) * portion.grams;
    }
  }
  return portionToGrams(quantity, unit, portions);
}

/** One resolved ingredient line: a food's per-100 g facts and the grams used. */
export type IngredientLine = { per100g: NutrientFacts; grams: number };

/**
 * A recipe's nutrition: the sum of every ingredient's nutrients for its grams, and that
 * divided by the servings. Both are rounded for storage and display (1 decimal for grams,
 * whole kcal); per serving is computed from the unrounded total.
 */
export function recipeNutrition(
  lines: readonly IngredientLine[],
  servings: number,
): RecipeNutrition {
  if (!(Number.isFinite(servings) && servings > 0))
    throw new RangeError('servings must be a positive number');
  const total = sumNutrients(lines.map((line) => nutrientsForGrams(line.per100g, line.grams)));
  return {
    total: roundNutrients(total),
    perServing: roundNutrients(scaleNutrients(total, 1 / servings)),
  };
}

/** The nutrients of `servings` servings of a recipe (the detail screen's scaler, the diary). */
export function nutritionForServings(perServing: Nutrients, servings: number): Nutrients {
  const scaled = scaleNutrients(perServing, servings);
  // Scale the stored net carbs rather than re-deriving them from rounded parts, so one
  // serving shows exactly the per-serving figure on the card (no 0.1 g drift).
  return roundNutrients({ ...scaled, netCarbsG: perServing.netCarbsG * servings });
}

/**
 * Ingredient lines for another number of servings: quantities and grams scale by
 * `servings / recipeServings`, rounded so a kitchen can use them (grams to 1 decimal,
 * quantities to 2).
 */
export function scaleIngredients(
  ingredients: readonly RecipeIngredient[],
  recipeServings: number,
  servings: number,
): RecipeIngredient[] {
  if (!(recipeServings > 0 && servings > 0)) throw new RangeError('servings must be positive');
  const factor = servings / recipeServings;
  return ingredients.map((ing) => ({
    ...ing,
    quantity: round2(ing.quantity * factor),
    grams: round1(ing.grams * factor),
  }));
}
