import type { Food } from '@ketoflow/contracts';

const grams1 = new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat(undefined, { maximumFractionDigits: 0 });

/** Grams with at most one decimal ("1.8", "12"). */
export function formatGrams(value: number): string {
  return grams1.format(Math.round(value * 10) / 10);
}

/** Whole kcal (and mg). */
export function formatWhole(value: number): string {
  return whole.format(Math.round(value));
}

/** Where a food's numbers come from, in a few words for a result row. */
export function foodOrigin(food: Pick<Food, 'source' | 'brand' | 'isCustom'>): string {
  if (food.isCustom) return food.brand ? `Your food · ${food.brand}` : 'Your food';
  if (food.source === 'open_food_facts')
    return food.brand ? `${food.brand} · Open Food Facts` : 'Open Food Facts';
  return 'USDA';
}

/** The US label convention the whole app uses; say it wherever net carbs are explained. */
export const NET_CARBS_NOTE = 'Net carbs = total carbs − fibre − sugar alcohols.';
