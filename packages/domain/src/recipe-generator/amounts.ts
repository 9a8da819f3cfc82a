/** Kitchen amounts: "2 tbsp" or "1 medium" to grams, and grams back to kitchen words. */
import type { FoodPortion } from '@ketoflow/contracts';
import { findPortion, normaliseUnit } from '../nutrition.js';
import { round2 } from '../numbers.js';
import { ingredientGrams, splitPortionLabel } from '../recipes.js';
import { singularise } from '../food-text-parser/words.js';
import type { GeneratorFood } from './types.js';

const COUNT_UNITS = new Set([
  '',
  'whole',
  'piece',
  'each',
  'item',
  'unit',
  'small',
  'medium',
  'large',
  'fillet',
  'breast',
  'thigh',
  'head',
  'bunch',
]);
const VOLUME_IN_CUPS: Readonly<Record<string, number>> = {
  cup: 1,
  tbsp: 1 / 16,
  tsp: 1 / 48,
  ml: 1 / 236.588,
  l: 1000 / 236.588,
  'fl oz': 1 / 8,
};

/**
 * Grams for "quantity unit" of a food, as a cook or a model writes it: the recipe rule
 * first (mass units, the food's own portion words), then volume through the food's cup,
 * tablespoon or teaspoon portion, then a count ("2 thighs", "1 medium") through the
 * food's first countable portion. Null when nothing fits: the user resolves it.
 */
export function gramsForAmount(
  quantity: number,
  unit: string | null,
  portions: readonly FoodPortion[],
): number | null {
  if (!(Number.isFinite(quantity) && quantity > 0)) return null;
  const u = normaliseUnit(unit ?? '');
  if (u) {
    const direct = ingredientGrams(quantity, u, portions);
    if (direct !== null) return direct;
  }
  const cups = VOLUME_IN_CUPS[u === 'milliliter' || u === 'millilitre' ? 'ml' : u];
  if (cups !== undefined) {
    for (const [volumeUnit, perCup] of Object.entries(VOLUME_IN_CUPS)) {
      const portion = findPortion(volumeUnit, portions);
      if (portion && ['cup', 'tbsp', 'tsp'].includes(volumeUnit)) {
        return ((quantity * cups) / perCup / portion.amount) * portion.grams;
      }
    }
    return null;
  }
  if (COUNT_UNITS.has(u) || singularise(u) !== u) {
    const countables = portions.filter(
      (p) => !/\b(cup|tbsp|tablespoon|tsp|teaspoon|oz|fl|g)\b/i.test(p.label),
    );
    // "1 zucchini" is a medium one when the food has sizes.
    const countable = countables.find((p) => /\bmedium\b/i.test(p.label)) ?? countables[0];
    if (countable) {
      const { amount } = splitPortionLabel(countable.label);
      return (quantity / amount) * countable.grams;
    }
  }
  return null;
}

/** "about 1½ tbsp": the amount in the food's own kitchen words, or "" when none fits. */
export function describeAmount(grams: number, portions: readonly FoodPortion[]): string {
  let best: { text: string; error: number } | null = null;
  for (const portion of portions) {
    const { amount, unit } = splitPortionLabel(portion.label);
    // Mass units add nothing to the grams already shown ("about 11¾ oz").
    if (!unit || portion.grams <= 0 || /^(oz|g|lb|kg)\b/i.test(unit)) continue;
    const perUnit = portion.grams / amount;
    const count = grams / perUnit;
    if (count < 0.25 || count > 12) continue;
    const rounded = Math.max(0.25, Math.round(count * 4) / 4);
    const error = Math.abs(rounded - count) / count;
    if (error <= 0.15 && (!best || error < best.error - 1e-9)) {
      best = { text: `about ${formatCount(rounded)} ${pluralUnit(unit, rounded)}`, error };
    }
  }
  return best?.text ?? '';
}

/** Words that stay as they are after a number: sizes and abbreviations. */
const INVARIABLE_UNITS = new Set([
  'large',
  'medium',
  'small',
  'extra',
  'jumbo',
  'tbsp',
  'tsp',
  'fl',
  'dash',
]);

/** "cup, chopped" → "cups, chopped" for more than one; sizes and abbreviations unchanged. */
function pluralUnit(unit: string, count: number): string {
  const match = /^([a-zA-Z]+)(.*)$/.exec(unit);
  const word = match?.[1];
  if (count <= 1 || !word || INVARIABLE_UNITS.has(word.toLowerCase()) || /s$/i.test(word))
    return unit;
  const plural = /(ch|sh|x)$/i.test(word) ? `${word}es` : `${word}s`;
  return `${plural}${match[2] ?? ''}`;
}

function formatCount(n: number): string {
  const whole = Math.floor(n);
  const frac = n - whole;
  const glyph = frac === 0.25 ? '¼' : frac === 0.5 ? '½' : frac === 0.75 ? '¾' : '';
  if (!glyph) return String(round2(n));
  return whole === 0 ? glyph : `${whole}${glyph}`;
}

/** Kitchen rounding of a whole-recipe weight: 5 g steps for big amounts, 0.5 g for a pinch. */
export function roundKitchenGrams(grams: number): number {
  if (grams >= 50) return Math.round(grams / 5) * 5;
  if (grams >= 10) return Math.round(grams);
  return Math.max(0.5, Math.round(grams * 2) / 2);
}

/** Whole eggs (and other counted foods) as a count of their "1 large"/"1 medium" portion. */
export function countedAmount(
  food: GeneratorFood,
  grams: number,
): { quantity: number; unit: string; grams: number } | null {
  if (food.category !== 'eggs') return null;
  const portion = findPortion('large', food.portions) ?? findPortion('medium', food.portions);
  if (!portion) return null;
  const perUnit = portion.grams / portion.amount;
  const count = Math.max(1, Math.round(grams / perUnit));
  const unit = splitPortionLabel(portion.label).unit;
  return { quantity: count, unit, grams: count * perUnit };
}
