import {
  RECIPE_LIMITS,
  type RecipeIngredient,
  type RecipeIngredientInput,
  type ValidationIssue,
} from '@ketoflow/contracts';
import { ingredientGrams, ingredientUnitOptions, type IngredientLine } from '@ketoflow/domain';
import type { IngredientFood } from './recipes.ports.js';

/** Tags once each, in the order given (the contract already trimmed and lower-cased them). */
export function uniqueTags(tags: readonly string[]): string[] {
  return [...new Set(tags)];
}

function formatAmount(grams: number): string {
  return grams >= 1000 ? `${Math.round(grams / 100) / 10} kg` : `${Math.round(grams)} g`;
}

/**
 * Turns the cook's lines (food, quantity, unit) into stored ingredients with grams, and
 * the per-100 g facts to compute nutrition from. Every problem is reported at once, by
 * field path, in the same shape as the contract's validation failures.
 */
export function resolveIngredients(
  inputs: readonly RecipeIngredientInput[],
  foods: readonly IngredientFood[],
): { ingredients: RecipeIngredient[]; lines: IngredientLine[]; issues: ValidationIssue[] } {
  const byId = new Map(foods.map((food) => [food.id, food]));
  const ingredients: RecipeIngredient[] = [];
  const lines: IngredientLine[] = [];
  const issues: ValidationIssue[] = [];
  inputs.forEach((input, index) => {
    const at = `body.ingredients.${index}`;
    const food = byId.get(input.foodId);
    if (!food) {
      issues.push({
        path: `${at}.foodId`,
        message: 'We could not find this food. Pick it again from the food search.',
      });
      return;
    }
    const grams = ingredientGrams(input.quantity, input.unit, food.portions);
    if (grams === null) {
      const units = ingredientUnitOptions(food.portions).map((o) => o.unit);
      issues.push({
        path: `${at}.unit`,
        message: `“${input.unit}” is not a unit we know for ${food.name}. Use ${units.slice(0, 6).join(', ')}.`,
      });
      return;
    }
    if (grams > RECIPE_LIMITS.ingredientGramsMax) {
      issues.push({
        path: `${at}.quantity`,
        message: `${formatAmount(grams)} of ${food.name} is more than one recipe line can hold (${formatAmount(RECIPE_LIMITS.ingredientGramsMax)}). Check the amount and unit.`,
      });
      return;
    }
    const rounded = Math.round(grams * 10) / 10;
    ingredients.push({
      foodId: food.id,
      name: food.name,
      quantity: input.quantity,
      unit: input.unit,
      // A pinch of salt can round to 0 g; the contract wants a positive weight.
      grams: rounded > 0 ? rounded : Math.round(grams * 1000) / 1000 || 0.001,
    });
    lines.push({ per100g: food.per100g, grams });
  });
  return { ingredients, lines, issues };
}
