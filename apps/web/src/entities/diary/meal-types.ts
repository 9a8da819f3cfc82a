import type { MealType } from '@ketoflow/contracts';

/** How a meal type is named in the UI (one name per type, everywhere). */
export const MEAL_TYPE_LABELS: Readonly<Record<MealType, string>> = {
  breakfast: 'Breakfast',
  lunch: 'Lunch',
  dinner: 'Dinner',
  snack: 'Snack',
};
