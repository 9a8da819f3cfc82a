/** What the optimiser accepts: the input's limits, exclusions, and the candidate pool. */
import {
  DEFAULT_MAX_USES_PER_WEEK,
  type PlanExclusions,
  type PlanInput,
  type PlanRecipe,
} from './types.js';

export class PlanInputError extends Error {
  override name = 'PlanInputError';
}

export function isExcluded(recipe: PlanRecipe, exclusions: PlanExclusions | undefined): boolean {
  if (!exclusions) return false;
  const foods = new Set(exclusions.foodIds ?? []);
  const categories = new Set(exclusions.categories ?? []);
  const tags = new Set(exclusions.tags ?? []);
  return (
    recipe.foodIds.some((id) => foods.has(id)) ||
    (recipe.foodCategories ?? []).some((c) => categories.has(c)) ||
    recipe.tags.some((t) => tags.has(t))
  );
}

export function validate(input: PlanInput): void {
  const { targets, days, mealsPerDay } = input;
  if (!Number.isInteger(days) || days < 1 || days > 31)
    throw new PlanInputError('A plan is 1 to 31 days long.');
  if (!Number.isInteger(mealsPerDay) || mealsPerDay < 1 || mealsPerDay > 5)
    throw new PlanInputError('Meals per day must be 1 to 5.');
  if (!(targets.energyKcal > 0 && targets.proteinG > 0 && targets.netCarbsCapG >= 0))
    throw new PlanInputError('The targets must be positive numbers.');
  const cap = input.maxUsesPerWeek ?? DEFAULT_MAX_USES_PER_WEEK;
  if (!Number.isInteger(cap) || cap < 1) throw new PlanInputError('maxUsesPerWeek must be ≥ 1.');
}

/** Sorted by id (then title) so the model text, and so the answer, ignore input order. */
export function sortedPool(recipes: readonly PlanRecipe[]): PlanRecipe[] {
  return recipes
    .slice()
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : a.title.localeCompare(b.title)));
}
