import type { Food } from '@ketoflow/contracts';

/** Where a food's numbers come from, in a few words for a result row. */
export function foodOrigin(food: Pick<Food, 'source' | 'brand' | 'isCustom'>): string {
  if (food.isCustom) return food.brand ? `Your food · ${food.brand}` : 'Your food';
  if (food.source === 'open_food_facts')
    return food.brand ? `${food.brand} · Open Food Facts` : 'Open Food Facts';
  return 'USDA';
}

/** The US label convention the whole app uses; say it wherever net carbs are explained. */
export const NET_CARBS_NOTE = 'Net carbs = total carbs − fibre − sugar alcohols.';
