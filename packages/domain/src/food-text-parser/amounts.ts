/** Amounts: a parsed segment's quantity and unit → grams for one food, using its portions. */
import type { FoodPortion } from '@ketoflow/contracts';
import { findPortion, GRAMS_PER_UNIT, normaliseUnit } from '../nutrition.js';
import { round1 } from '../numbers.js';
import { splitPortionLabel } from '../recipes.js';
import type { FoodTextSegment } from './types.js';

/** Millilitres in a US fluid ounce (also the water log's imperial unit). */
export const ML_PER_FL_OZ = 29.574;

/** Millilitres in a volume unit (US customary, as on USDA portions). */
const ML_PER_UNIT: Readonly<Record<string, number>> = {
  ml: 1,
  l: 1000,
  cup: 236.588,
  tbsp: 14.787,
  tsp: 4.929,
  'fl oz': ML_PER_FL_OZ,
};

/**
 * Household amounts that no food database lists but people write: used only when the food
 * has no such portion, and always flagged for the user to check. A handful of nuts is about
 * an ounce (≈ 28–30 g); a pinch of salt about 0.4 g; a splash of cream about a tablespoon.
 */
const GENERIC_UNIT_GRAMS: Readonly<Record<string, { grams: number; words: string }>> = {
  handful: { grams: 30, words: 'a handful as about 30 g' },
  pinch: { grams: 0.4, words: 'a pinch as about 0.4 g' },
  dash: { grams: 0.6, words: 'a dash as about 0.6 g' },
  splash: { grams: 15, words: 'a splash as about 15 g' },
  dollop: { grams: 15, words: 'a dollop as about 15 g' },
  pat: { grams: 5, words: 'a pat as about 5 g' },
  scoop: { grams: 30, words: 'a scoop as about 30 g' },
  sprig: { grams: 1, words: 'a sprig as about 1 g' },
};

/** Portion words that measure rather than count: not a sensible default for "2 avocados". */
const MEASURE_WORDS = new Set([...Object.keys(GRAMS_PER_UNIT), ...Object.keys(ML_PER_UNIT), 'fl']);

export type ResolvedAmount = {
  /** What to save with the item: `ingredientGrams(quantity, unit, portions)` gives `grams` back. */
  quantity: number;
  /** "g", "oz", … or a portion of the food by its own words ("large", "cup, cubes", "slice"). */
  unit: string;
  grams: number;
  /** True when the text did not say how much and a default portion or 100 g was used. */
  assumed: boolean;
  /** Why the amount may be off, for the user to check; null when it is what they wrote. */
  note: string | null;
};

/** The portion's own words ("1 cup, cubes" → "cup, cubes"), the unit the diary stores. */
function portionUnit(label: string): { amount: number; unit: string } {
  return splitPortionLabel(label);
}

function firstWord(unit: string): string {
  return normaliseUnit(unit.split(/[\s,(]+/)[0] ?? '');
}

/** The first portion that counts things ("1 large", "1 slice", "1 fruit"), else null. */
function countablePortion(portions: readonly FoodPortion[]): FoodPortion | null {
  return portions.find((p) => !MEASURE_WORDS.has(firstWord(portionUnit(p.label).unit))) ?? null;
}

function byPortion(
  quantity: number,
  portion: FoodPortion,
): { quantity: number; unit: string; grams: number } {
  const { amount, unit } = portionUnit(portion.label);
  return { quantity, unit, grams: (quantity / amount) * portion.grams };
}

function defaultAmount(
  segment: Pick<FoodTextSegment, 'quantity' | 'quantityGiven'>,
  portions: readonly FoodPortion[],
  note: string | null,
): ResolvedAmount {
  const countable = countablePortion(portions);
  if (countable) {
    return {
      ...byPortion(segment.quantity, countable),
      assumed: !segment.quantityGiven || note !== null,
      note:
        note ?? (segment.quantityGiven ? null : `Assumed ${countable.label}: check the amount.`),
    };
  }
  const first = portions[0];
  if (first) {
    return {
      ...byPortion(segment.quantity, first),
      assumed: true,
      note: note ?? `Assumed ${first.label} each: check the amount.`,
    };
  }
  const grams = segment.quantityGiven ? segment.quantity * 100 : 100;
  return {
    quantity: grams,
    unit: 'g',
    grams,
    assumed: true,
    note: note ?? 'Assumed 100 g each: check the amount.',
  };
}

/**
 * Grams for a parsed segment of one food:
 * - a mass unit converts directly ("200 g", "4 oz");
 * - a portion word uses that portion of the food ("3 slices" of "1 slice = 12 g");
 * - a volume converts through any volume portion of the food ("250 ml" with "1 cup = 244 g"),
 *   or as water when the food has none (flagged);
 * - a size ("2 large eggs") picks that portion;
 * - no unit uses the food's first portion that counts ("1 large", "1 fruit"), else its first
 *   portion, else 100 g — flagged as assumed so the user checks it.
 * Grams come only from the food's portions, never from the text.
 */
export function resolveSegmentAmount(
  segment: Pick<FoodTextSegment, 'quantity' | 'quantityGiven' | 'unit' | 'size'>,
  portions: readonly FoodPortion[],
): ResolvedAmount {
  const { quantity, unit, size } = segment;
  if (unit) {
    const massFactor = GRAMS_PER_UNIT[unit];
    if (massFactor !== undefined) {
      return { quantity, unit, grams: quantity * massFactor, assumed: false, note: null };
    }
    const portion = findPortion(unit, portions);
    if (portion) {
      const own = portionUnit(portion.label).unit;
      return {
        quantity,
        unit: own,
        grams: (quantity / portion.amount) * portion.grams,
        assumed: false,
        note: null,
      };
    }
    const ml = ML_PER_UNIT[unit];
    if (ml !== undefined) {
      for (const p of portions) {
        const { amount, unit: own } = portionUnit(p.label);
        const pMl =
          ML_PER_UNIT[firstWord(own)] ??
          (own.startsWith('fl oz') ? ML_PER_UNIT['fl oz'] : undefined);
        if (pMl !== undefined) {
          const grams = round1(((quantity * ml) / (amount * pMl)) * p.grams);
          return { quantity: grams, unit: 'g', grams, assumed: false, note: null };
        }
      }
      const grams = round1(quantity * ml);
      return {
        quantity: grams,
        unit: 'g',
        grams,
        assumed: true,
        note: `Converted ${quantity} ${unit} as 1 g per ml: check the amount.`,
      };
    }
    const generic = GENERIC_UNIT_GRAMS[unit];
    if (generic) {
      const grams = round1(quantity * generic.grams);
      return {
        quantity: grams,
        unit: 'g',
        grams,
        assumed: true,
        note: `Counted ${generic.words}: check the amount.`,
      };
    }
    return defaultAmount(
      { quantity, quantityGiven: segment.quantityGiven },
      portions,
      `No “${unit}” portion for this food: check the amount.`,
    );
  }
  if (size) {
    // "extra large" must not fall back to "large": look for the whole size first.
    const exact = portions.find((p) => portionUnit(p.label).unit.toLowerCase().startsWith(size));
    if (exact) return { ...byPortion(quantity, exact), assumed: false, note: null };
    const portion = findPortion(size, portions);
    if (portion) {
      return {
        quantity,
        unit: portionUnit(portion.label).unit,
        grams: (quantity / portion.amount) * portion.grams,
        assumed: false,
        note: null,
      };
    }
  }
  return defaultAmount(segment, portions, null);
}
