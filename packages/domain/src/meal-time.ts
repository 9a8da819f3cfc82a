import type { MealType } from '@ketoflow/contracts';

/**
 * The meal a person is most likely logging at this hour: breakfast until 10:59, lunch
 * until 14:59, a snack in the afternoon, dinner from 17:00, a snack late at night.
 */
export function mealTypeForHour(hour: number): MealType {
  if (hour >= 4 && hour < 11) return 'breakfast';
  if (hour >= 11 && hour < 15) return 'lunch';
  if (hour >= 15 && hour < 17) return 'snack';
  if (hour >= 17 && hour < 22) return 'dinner';
  return 'snack';
}
