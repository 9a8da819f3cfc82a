import {
  MEAL_TYPES,
  type MealDaySummary,
  type MealType,
  type Nutrients,
} from '@ketoflow/contracts';
import { addUpAsShown, macroProgress } from '@ketoflow/domain';
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
