import type { Meal, MealType, ParsedFoodMatch } from '@ketoflow/contracts';
import { netCarbs } from '@ketoflow/domain';
import type { DiaryFood } from './meals.ports.js';
import type { MealItemRow, MealWithItems, NewMealItem } from './meals.repository.js';

const TITLE_MAX = 120;

/** An item's own values, as the wire shows them and as a copy of the entry stores them. */
export function itemValues(item: MealItemRow): NewMealItem {
  return {
    foodId: item.foodId,
    name: item.name,
    quantity: item.quantity,
    unit: item.unit,
    grams: item.grams,
    nutrients: item.nutrients,
  };
}

export function toMeal(row: MealWithItems): Meal {
  return {
    id: row.id,
    date: row.date,
    mealType: row.mealType as MealType,
    method: row.method as Meal['method'],
    title: row.title,
    servings: row.servings,
    recipeId: row.recipeId,
    notes: row.notes,
    macros: row.macros,
    items: row.items.map((item) => ({ id: item.id, ...itemValues(item) })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A food a described meal's phrase matched, with net carbs derived from its facts. */
export function toMatch(food: DiaryFood & { score: number }): ParsedFoodMatch {
  return {
    foodId: food.id,
    name: food.name,
    score: food.score,
    per100g: { ...food.per100g, netCarbsG: netCarbs(food.per100g) },
    portions: food.portions,
  };
}

/** An entry's title: one line, shortened with an ellipsis past 120 characters. */
export function titleFrom(text: string): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length > TITLE_MAX ? `${oneLine.slice(0, TITLE_MAX - 1)}…` : oneLine;
}

/** A food entry is named after its foods. */
export function titleForItems(items: { name: string }[]): string {
  const [first] = items;
  if (!first) return 'Meal';
  return titleFrom(items.length === 1 ? first.name : items.map((i) => i.name).join(', '));
}
