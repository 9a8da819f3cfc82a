import type { Food } from '@ketoflow/contracts';

/**
 * The label a packaged product's numbers were read from. EU-style labels leave fibre out of
 * "carbohydrate", US labels count it in "total carbohydrate"; the app stores the total either
 * way, so a user comparing with the pack knows which number they will see.
 */
export function labelConventionNote(food: Pick<Food, 'labelConvention'>): string | null {
  if (food.labelConvention === 'eu') return 'EU label: carbs exclude fibre';
  if (food.labelConvention === 'us') return 'US label: carbs include fibre';
  return null;
}

/**
 * Where a food's numbers come from, in a few words. `withLabel` adds a packaged product's
 * label convention (where one food is shown; search rows stay short).
 */
export function foodOrigin(
  food: Pick<Food, 'source' | 'brand' | 'isCustom' | 'labelConvention'>,
  { withLabel = false }: { withLabel?: boolean } = {},
): string {
  if (food.isCustom) return food.brand ? `Your food · ${food.brand}` : 'Your food';
  if (food.source === 'open_food_facts') {
    const label = withLabel ? labelConventionNote(food) : null;
    return [food.brand, 'Open Food Facts', label].filter(Boolean).join(' · ');
  }
  return 'USDA';
}

/** The US label convention the whole app uses; say it wherever net carbs are explained. */
export const NET_CARBS_NOTE = 'Net carbs = total carbs − fibre − sugar alcohols.';
