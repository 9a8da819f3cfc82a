import type { MealPlanDay, PlannedMeal } from '@ketoflow/contracts';
import { NotFoundError, ValidationError } from '../../lib/errors.js';
import { settingsOf, toDay } from './meal-plans.mappers.js';
import type { createPlanningPool } from './meal-plans.pool.js';
import type { MealPlanDayRow, MealPlanRow, MealPlansRepository } from './meal-plans.repository.js';
import { dayRow, usesAround } from './meal-plans.rules.js';
import { optimiseDay, PlanInputError, type PlannedDay } from './optimiser.js';

/** Input the solver refuses is the client's to fix: a 400 (and a paid run's coins go back). */
export function asInputError(error: unknown): unknown {
  return error instanceof PlanInputError ? new ValidationError(error.message) : error;
}

/** A plan's day and one of its meals, or a 404 naming which is missing. */
export function plannedMealAt(days: MealPlanDayRow[], dayNumber: number, mealIndex: number) {
  const day = days.find((d) => d.dayNumber === dayNumber);
  if (!day) throw new NotFoundError(`This plan has no day ${dayNumber}.`);
  const meals = day.meals as PlannedMeal[];
  const meal = meals[mealIndex];
  if (!meal) throw new NotFoundError(`Day ${dayNumber} has no meal ${mealIndex + 1}.`);
  return { day, meals, meal };
}

/**
 * Free: re-solves the day without the swapped meal's recipe, keeping the other meals
 * (their servings may change) when the day can still meet its targets with them.
 */
export function createMealSwap(deps: {
  repo: MealPlansRepository;
  planningPool: ReturnType<typeof createPlanningPool>;
  ownedPlan: (userId: string, id: string) => Promise<MealPlanRow>;
}) {
  const { repo, planningPool, ownedPlan } = deps;
  return async function swap(
    userId: string,
    id: string,
    dayNumber: number,
    mealIndex: number,
  ): Promise<MealPlanDay> {
    const plan = await ownedPlan(userId, id);
    const settings = settingsOf(plan);
    const days = await repo.days(userId, plan.id);
    const { meals, meal: swapped } = plannedMealAt(days, dayNumber, mealIndex);
    const pool = await planningPool(userId, settings.exclusions, settings.dietStyle);
    const others = days.map((d) => ({
      dayNumber: d.dayNumber,
      recipeIds: (d.meals as PlannedMeal[]).map((m) => m.recipeId),
    }));
    let solved: PlannedDay;
    try {
      solved = await optimiseDay({
        recipes: pool.recipes,
        targets: settings.targets,
        mealsPerDay: meals.length,
        dayNumber,
        exclusions: pool.exclusions,
        maxUsesPerWeek: settings.maxUsesPerWeek,
        recentUses: usesAround(others, dayNumber),
        keep: meals.filter((_m, i) => i !== mealIndex).map((m) => m.recipeId),
        avoid: [swapped.recipeId],
      });
    } catch (error) {
      throw asInputError(error);
    }
    const next = dayRow(solved, plan.startsOn, pool.tagsById);
    const row = await repo.updateDay(userId, plan.id, dayNumber, {
      meals: next.meals,
      totals: next.totals,
      shortfall: next.shortfall ?? null,
    });
    if (!row) throw new NotFoundError('Meal plan not found.');
    return toDay(row, settings.targets);
  };
}
