/**
 * Daily water guidance. The US adequate intake of total water is 3.7 l a day for men and 2.7 l
 * for women, about 80 % of it from drinks (NASEM, Dietary Reference Intakes for Water,
 * Potassium, Sodium, Chloride, and Sulfate, 2004; docs/product.md, Water): so 3.0 l and 2.2 l
 * of drinks, rounded to 100 ml. Keto's first weeks shed water with the glycogen, which is
 * one more reason to track it.
 */
import type { Sex } from '@ketoflow/contracts';

const TOTAL_WATER_ML: Record<Sex, number> = { male: 3700, female: 2700 };
const SHARE_FROM_DRINKS = 0.8;
/** Before the questionnaire says otherwise: the lower of the two. */
const DEFAULT_SEX: Sex = 'female';

/** The drinks a day the guidance asks for, in ml. */
export function waterGuidanceMl(sex: Sex | null): number {
  return Math.round((TOTAL_WATER_ML[sex ?? DEFAULT_SEX] * SHARE_FROM_DRINKS) / 100) * 100;
}

/** The quick amounts: a glass and a bottle, in ml (8 and 16.9 US fl oz for imperial units). */
export const WATER_GLASS_ML = { metric: 250, imperial: 237 } as const;
export const WATER_BOTTLE_ML = { metric: 500, imperial: 500 } as const;
export { ML_PER_FL_OZ } from './food-text-parser/amounts.js';
