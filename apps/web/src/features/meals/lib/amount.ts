import type { FoodPortion } from '@ketoflow/contracts';
import { ingredientUnitOptions } from '@ketoflow/domain';

/** "1,5" and "1.5" are both one and a half; anything else that is not a positive number is null. */
export function parseAmount(text: string): number | null {
  const value = Number(text.trim().replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(value) && value > 0 ? value : null;
}

export type UnitOption = { unit: string; label: string };

/** g and oz, then each portion of the food ("large (50 g)", "slice (8 g)"), plus `current`. */
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
