/**
 * The shape of a day as people eat (a breakfast, main meals, snacks beyond that), and what
 * kind of meal each recipe is.
 */
import type { PlanRecipe } from './types.js';

export type MealKind = 'breakfast' | 'main' | 'light';

const MEAL_ORDER = ['breakfast', 'main', 'side', 'salad', 'snack', 'dessert', 'drink'];

/** A recipe's earliest place in the day's meal order; unknown meal types come last. */
export function mealRank(recipe: PlanRecipe): number {
  const types = recipe.mealTypes ?? recipe.tags;
  const ranks = types.map((t) => MEAL_ORDER.indexOf(t)).filter((r) => r >= 0);
  return ranks.length > 0 ? Math.min(...ranks) : MEAL_ORDER.length;
}

/** What kind of meal a recipe is, from its meal types (or tags): its earliest meal of the day. */
export function mealKind(recipe: PlanRecipe): MealKind {
  const rank = mealRank(recipe);
  if (rank === 0) return 'breakfast';
  return rank === 1 || rank === 3 ? 'main' : 'light';
}

/**
 * The shape of a day of `n` meals, as people eat: one meal is a main; two are main meals
 * (a breakfast may be one of them); three or more are a breakfast and at least two mains,
 * snacks only beyond that.
 */
export type DayShape = {
  breakfastMin: number;
  breakfastMax: number;
  mainMin: number;
  lightMax: number;
};

export function dayShape(n: number): DayShape {
  if (n <= 2) return { breakfastMin: 0, breakfastMax: 1, mainMin: 1, lightMax: 0 };
  return { breakfastMin: 1, breakfastMax: 1, mainMin: 2, lightMax: n - 3 };
}
