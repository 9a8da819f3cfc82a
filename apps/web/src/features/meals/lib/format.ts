import type {
  CreateMealRequestInput,
  Meal,
  MealItemInput,
  MealType,
  Nutrients,
} from '@ketoflow/contracts';
import { addDays } from '@ketoflow/domain';
import { formatGrams, formatQuantity, round1 } from '../../../lib/format';

export const MEAL_SECTIONS: readonly { type: MealType; label: string }[] = [
  { type: 'breakfast', label: 'Breakfast' },
  { type: 'lunch', label: 'Lunch' },
  { type: 'dinner', label: 'Dinner' },
  { type: 'snack', label: 'Snacks' },
];

export function mealLabel(type: MealType): string {
  return MEAL_SECTIONS.find((s) => s.type === type)?.label ?? type;
}

export { localIsoDate as localToday } from '@ketoflow/domain';

export function isIsoDate(value: string | null | undefined): value is string {
  return (
    typeof value === 'string' &&
    /^\d{4}-\d{2}-\d{2}$/.test(value) &&
    !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
    new Date(`${value}T00:00:00Z`).toISOString().startsWith(value)
  );
}

export const shiftDate = (date: string, days: number) => addDays(date, days);

const shortDay = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** "Today", "Yesterday", "Tomorrow", else "Mon, 3 Mar". */
export function dayName(date: string, today: string): string {
  if (date === today) return 'Today';
  if (date === shiftDate(today, -1)) return 'Yesterday';
  if (date === shiftDate(today, 1)) return 'Tomorrow';
  return shortDay.format(new Date(`${date}T00:00:00Z`));
}

/** "2 × large · 100.0 g", "150.0 g", "1.5 servings", "3 foods · 212.0 g". */
export function describeAmount(meal: Meal): string {
  if (meal.method === 'recipe') {
    return `${formatQuantity(meal.servings)} ${meal.servings === 1 ? 'serving' : 'servings'}`;
  }
  const [first] = meal.items;
  if (meal.items.length === 1 && first) return describeItem(first);
  const grams = meal.items.reduce((sum, i) => sum + i.grams, 0);
  return `${meal.items.length} foods · ${formatGrams(grams)} g`;
}

export function describeItem(item: { quantity: number; unit: string; grams: number }): string {
  if (item.unit === 'g') return `${formatGrams(item.grams)} g`;
  return `${formatQuantity(item.quantity)} ${item.unit} · ${formatGrams(item.grams)} g`;
}

export function sumMacros(
  list: readonly Nutrients[],
): Pick<Nutrients, 'netCarbsG' | 'proteinG' | 'fatG' | 'energyKcal'> {
  return {
    netCarbsG: round1(list.reduce((s, n) => s + n.netCarbsG, 0)),
    proteinG: round1(list.reduce((s, n) => s + n.proteinG, 0)),
    fatG: round1(list.reduce((s, n) => s + n.fatG, 0)),
    energyKcal: Math.round(list.reduce((s, n) => s + n.energyKcal, 0)),
  };
}

/**
 * The request that logs this entry again (another day, or undoing a delete). Null when a
 * food of it no longer exists in the database.
 */
export function recreateRequest(meal: Meal, date: string): CreateMealRequestInput | null {
  const base = { date, mealType: meal.mealType, notes: meal.notes };
  if (meal.method === 'recipe') {
    return meal.recipeId
      ? { ...base, method: 'recipe', recipeId: meal.recipeId, servings: meal.servings }
      : null;
  }
  const items: MealItemInput[] = [];
  for (const item of meal.items) {
    if (!item.foodId) return null;
    items.push({ foodId: item.foodId, quantity: item.quantity, unit: item.unit });
  }
  if (items.length === 0) return null;
  return meal.method === 'text'
    ? { ...base, method: 'text', text: meal.title, items }
    : { ...base, method: 'food', items };
}
