import {
  MEAL_TYPES,
  type MealDaySummary,
  type MealType,
  type Nutrients,
} from '@ketoflow/contracts';
import {
  addUpAsShown,
  type KetoDay,
  ketoDay,
  type LoggingStreak,
  loggingStreak,
  macroProgress,
} from '@ketoflow/domain';
import type { TargetsReader } from './meals.ports.js';
import type { MealsRepository } from './meals.repository.js';

/** A day's totals, by meal type and against the user's onboarding targets. */
export function createDaySummary(deps: { repo: MealsRepository; targetsFor: TargetsReader }) {
  return async function summary(userId: string, date: string): Promise<MealDaySummary> {
    const [rows, targets] = [
      await deps.repo.listBetween(userId, date, date),
      await deps.targetsFor(userId),
    ];
    const byType = Object.fromEntries(
      MEAL_TYPES.map((type) => [
        type,
        addUpAsShown(rows.filter((r) => r.mealType === type).map((r) => r.macros)),
      ]),
    ) as Record<MealType, Nutrients>;
    const totals = addUpAsShown(rows.map((r) => r.macros));
    return {
      date,
      entries: rows.length,
      totals,
      byMealType: byType,
      targets,
      progress: {
        netCarbsG: macroProgress(totals.netCarbsG, targets?.netCarbsG ?? null, true),
        proteinG: macroProgress(totals.proteinG, targets?.proteinG ?? null, false),
        fatG: macroProgress(totals.fatG, targets?.fatG ?? null, false),
        energyKcal: macroProgress(totals.energyKcal, targets?.calories ?? null, false),
      },
    };
  };
}

/**
 * How the person's diary stands as of `date` (their today): the logging streak and today's keto
 * score, both judged against the targets in force now.
 */
export function createDayStanding(deps: { repo: MealsRepository }) {
  return async function standing(
    userId: string,
    summary: MealDaySummary,
  ): Promise<{ streak: LoggingStreak; ketoDay: KetoDay | null }> {
    const days = await deps.repo.loggedDays(userId, summary.date);
    const limit = summary.targets?.netCarbsG ?? null;
    return {
      streak: loggingStreak(days, summary.date, limit),
      ketoDay: ketoDay({
        entries: summary.entries,
        netCarbsG: summary.totals.netCarbsG,
        proteinG: summary.totals.proteinG,
        netCarbLimitG: limit,
        proteinTargetG: summary.targets?.proteinG ?? null,
      }),
    };
  };
}
