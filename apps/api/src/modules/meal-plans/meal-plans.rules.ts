import type {
  DietStyle,
  FoodExclusion,
  MealPlanTargets,
  MealType,
  PlannedMeal,
} from '@ketoflow/contracts';
import { planDayDate, weekdayName } from '@ketoflow/domain';
import type { NewMealPlanDay } from './meal-plans.repository.js';
import type { PlannedDay } from './optimiser.js';

/** What a plan was made with (meal_plans.settings). */
export type PlanSettings = {
  targets: MealPlanTargets;
  mealsPerDay: number;
  maxUsesPerWeek: number;
  exclusions: FoodExclusion[];
  dietStyle: DietStyle;
  allergiesNote: string;
};

export type PlanSummaryData = { candidateCount: number; daysOnTarget: number; solveMs: number };

export const MEAL_TYPE_TAGS = ['breakfast', 'main', 'side', 'salad', 'snack', 'dessert', 'drink'];
/** Recipes never planned as a meal: a plan is food, not cocktails. */
export const NEVER_PLANNED_TAGS = ['alcohol'];

/**
 * Recipe tags that say the same as an exclusion. The foods decide first (precise, covers
 * user recipes); tags add the cook's own word for a recipe whose foods are custom.
 */
export const EXCLUSION_TAGS: Partial<Record<FoodExclusion | DietStyle, string[]>> = {
  pork: ['pork'],
  beef: ['beef'],
  fish: ['fish'],
  eggs: ['eggs'],
  pescatarian: ['pork', 'beef', 'chicken', 'poultry'],
  vegetarian: ['pork', 'beef', 'chicken', 'poultry', 'fish', 'seafood'],
};

export const CATEGORY_LABELS: Record<string, string> = {
  meat: 'Meat',
  poultry: 'Poultry',
  fish_seafood: 'Fish & seafood',
  eggs: 'Eggs',
  dairy: 'Dairy',
  cheese: 'Cheese',
  vegetables: 'Vegetables',
  fruits: 'Fruit',
  nuts_seeds: 'Nuts & seeds',
  fats_oils: 'Fats & oils',
  keto_staples: 'Keto staples',
  condiments_sauces: 'Condiments, herbs & spices',
  sweeteners: 'Sweeteners',
  drinks: 'Drinks',
  high_carb: 'Other',
  other: 'Other',
};
export const CATEGORY_ORDER = Object.keys(CATEGORY_LABELS);

/**
 * Diary meal types for a day's meals (in the solver's order, breakfast recipes first):
 * snacks, desserts and drinks are snacks; the other meals fill breakfast, lunch and dinner
 * from the end (one main meal is dinner, two are lunch and dinner), extras become snacks.
 */
export function mealTypesFor(recipeTags: readonly (readonly string[])[]): MealType[] {
  const snackLike = recipeTags.map(
    (tags) =>
      tags.some((t) => ['snack', 'dessert', 'drink'].includes(t)) &&
      !tags.some((t) => ['breakfast', 'main'].includes(t)),
  );
  const mains = snackLike.filter((s) => !s).length;
  const slots: MealType[] =
    mains === 1
      ? ['dinner']
      : mains === 2
        ? recipeTags.find((_t, i) => !snackLike[i])?.includes('breakfast')
          ? ['breakfast', 'dinner']
          : ['lunch', 'dinner']
        : ['breakfast', 'lunch', 'dinner'];
  let next = 0;
  return snackLike.map((snack) => {
    if (snack) return 'snack';
    const type = slots[next] ?? 'snack';
    next += 1;
    return type;
  });
}

const MEAL_TYPE_ORDER: Record<MealType, number> = { breakfast: 0, lunch: 1, dinner: 2, snack: 3 };

/** Uses of each recipe on the other days of any 7-day window that contains `dayNumber`. */
export function usesAround(
  days: readonly { dayNumber: number; recipeIds: readonly string[] }[],
  dayNumber: number,
): Record<string, number> {
  const worst: Record<string, number> = {};
  for (let start = dayNumber - 6; start <= dayNumber; start += 1) {
    const counts: Record<string, number> = {};
    for (const day of days) {
      if (day.dayNumber === dayNumber || day.dayNumber < start || day.dayNumber > start + 6)
        continue;
      for (const id of day.recipeIds) counts[id] = (counts[id] ?? 0) + 1;
    }
    for (const [id, n] of Object.entries(counts)) worst[id] = Math.max(worst[id] ?? 0, n);
  }
  return worst;
}

export function toMeals(day: PlannedDay, tagsById: Map<string, string[]>): PlannedMeal[] {
  const types = mealTypesFor(day.meals.map((m) => tagsById.get(m.recipeId) ?? []));
  return day.meals
    .map((meal, i) => ({
      mealType: types[i] ?? 'snack',
      recipeId: meal.recipeId,
      title: meal.title,
      servings: meal.servings,
      macros: meal.nutrients,
    }))
    .map((meal, i) => ({ meal, i }))
    .sort(
      (a, b) => MEAL_TYPE_ORDER[a.meal.mealType] - MEAL_TYPE_ORDER[b.meal.mealType] || a.i - b.i,
    )
    .map(({ meal }) => meal);
}

export function dayRow(
  day: PlannedDay,
  startsOn: string,
  tagsById: Map<string, string[]>,
): NewMealPlanDay {
  const date = planDayDate(startsOn, day.dayNumber);
  return {
    dayNumber: day.dayNumber,
    dayName: weekdayName(date),
    date,
    meals: toMeals(day, tagsById),
    totals: day.totals,
    shortfall: day.shortfall,
  };
}
