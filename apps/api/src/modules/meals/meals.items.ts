import type { MealItemInput, Nutrients, ValidationIssue } from '@ketoflow/contracts';
import {
  addUpAsShown,
  ingredientGrams,
  ingredientUnitOptions,
  nutrientsForGrams,
  round1,
  round3,
  roundNutrients,
  scaleNutrients,
} from '@ketoflow/domain';
import { ValidationError } from '../../lib/errors.js';
import type { DiaryFood, DiaryFoods } from './meals.ports.js';
import type { MealItemRow, NewMealItem } from './meals.repository.js';

/** An entry's total, added up as its items are shown (rounded), so the sum matches the screen. */
export function totalOf(items: { nutrients: Nutrients }[]): Nutrients {
  return addUpAsShown(items.map((i) => i.nutrients));
}

/** What an amount of a food is, rounded as the diary stores it. */
export function itemFor(
  food: DiaryFood,
  quantity: number,
  unit: string,
  grams: number,
): NewMealItem {
  const g = round1(grams);
  return {
    foodId: food.id,
    name: food.name,
    quantity: round3(quantity),
    unit,
    grams: g,
    nutrients: roundNutrients(nutrientsForGrams(food.per100g, g)),
  };
}

/** A logged item with its amount multiplied by `factor` (a change of servings). */
export function scaledItem(item: MealItemRow, factor: number): NewMealItem {
  return {
    foodId: item.foodId,
    name: item.name,
    quantity: round3(item.quantity * factor),
    unit: item.unit,
    grams: round1(item.grams * factor),
    nutrients: roundNutrients(scaleNutrients(item.nutrients, factor)),
  };
}

/**
 * Grams and nutrients for each item, from the food database only. Unknown foods and units
 * a food does not have are reported together, each with its path, so the form can mark them.
 */
export function createItemResolver(deps: { foods: DiaryFoods }) {
  return async function resolveItems(
    userId: string,
    items: MealItemInput[],
  ): Promise<NewMealItem[]> {
    const found = new Map(
      (await deps.foods.factsByIds(userId, [...new Set(items.map((i) => i.foodId))])).map((f) => [
        f.id,
        f,
      ]),
    );
    const issues: ValidationIssue[] = [];
    const resolved: NewMealItem[] = [];
    items.forEach((item, index) => {
      const food = found.get(item.foodId);
      if (!food) {
        issues.push({ path: `body.items.${index}.foodId`, message: 'Unknown food.' });
        return;
      }
      const grams = ingredientGrams(item.quantity, item.unit, food.portions);
      if (grams === null || !(grams > 0)) {
        const units = ingredientUnitOptions(food.portions)
          .map((o) => o.unit)
          .join(', ');
        issues.push({
          path: `body.items.${index}.unit`,
          message: `“${item.unit}” isn't a unit we know for ${food.name}. Use one of: ${units}.`,
        });
        return;
      }
      resolved.push(itemFor(food, item.quantity, item.unit, grams));
    });
    if (issues.length > 0) {
      const unknown = issues.filter((i) => i.path.endsWith('foodId')).length;
      const message =
        unknown > 0
          ? unknown === 1
            ? 'One of the foods was not found. Search for it again.'
            : `${unknown} of the foods were not found. Search for them again.`
          : (issues[0]?.message ?? 'Check the amounts.');
      throw new ValidationError(message, issues);
    }
    return resolved;
  };
}
