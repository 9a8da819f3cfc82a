/** The optimiser's input and output, and the serving and tolerance rules it promises. */
import type { Nutrients } from '@ketoflow/contracts';

export type PlanRecipe = {
  id: string;
  title: string;
  /** Breakfast, main, snack…: only used to order a day's meals (breakfast first). */
  mealTypes?: readonly string[];
  tags: readonly string[];
  perServing: Nutrients;
  /** The catalogue food ids of the ingredients (exclusions by food). */
  foodIds: readonly string[];
  /** The catalogue categories of the ingredients ("eggs", "dairy"…), for exclusions by category. */
  foodCategories?: readonly string[];
};

export type PlanTargets = { energyKcal: number; proteinG: number; netCarbsCapG: number };

export type PlanExclusions = {
  foodIds?: readonly string[];
  categories?: readonly string[];
  tags?: readonly string[];
};

export type PlanInput = {
  recipes: readonly PlanRecipe[];
  targets: PlanTargets;
  days: number;
  mealsPerDay: number;
  exclusions?: PlanExclusions;
  /** How many times a recipe may appear in any 7 consecutive days (leftovers count). */
  maxUsesPerWeek?: number;
};

export type PlannedMeal = {
  recipeId: string;
  title: string;
  /** 0.5 to 2 in steps of 0.5. */
  servings: number;
  nutrients: Nutrients;
};

export type DayShortfall = {
  /** Signed: actual − target. Positive means over the target. */
  energyKcal: number;
  proteinG: number;
  /** Grams of net carbs above the cap (0 when at or under it). */
  netCarbsOverCapG: number;
  /** Recipes that had to exceed the weekly variety cap on this day (ids). */
  varietyCapExceeded: string[];
};

export type PlannedDay = {
  dayNumber: number;
  meals: PlannedMeal[];
  totals: Nutrients;
  /** (actual − target) / target × 100, one decimal. */
  energyDeviationPct: number;
  proteinDeviationPct: number;
  /** Within ±5 % for calories and protein and at or under the carb cap. */
  compliant: boolean;
  /** Null when compliant: how far the day misses its targets. */
  shortfall: DayShortfall | null;
};

export type PlanResult = {
  days: PlannedDay[];
  /** Recipes left after exclusions, the pool the solver chose from. */
  candidateCount: number;
  compliantDays: number;
};

export const SERVING_STEP = 0.5;
export const MIN_HALF_SERVINGS = 1; // 0.5 serving
export const MAX_HALF_SERVINGS = 4; // 2 servings
export const TOLERANCE = 0.05;
export const DEFAULT_MAX_USES_PER_WEEK = 2;
export const PLAN_LENGTHS = [7, 14, 30] as const;

export type DayInput = {
  recipes: readonly PlanRecipe[];
  targets: PlanTargets;
  mealsPerDay: number;
  dayNumber: number;
  exclusions?: PlanExclusions;
  maxUsesPerWeek?: number;
  /**
   * Uses of each recipe (by id) on the other days of any 7-day window around this day:
   * at the cap a recipe is priced out exactly as in a whole-plan run.
   */
  recentUses?: Readonly<Record<string, number>>;
  /** Recipes to keep if the day can still meet its targets with them (a swap's other meals). */
  keep?: readonly string[];
  /** Recipes not allowed on this day at all (the meal being swapped away). */
  avoid?: readonly string[];
};
