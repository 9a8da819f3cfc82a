/** A solved day as the user sees it: meals in order, rounded totals, and any shortfall. */
import { nutritionForServings, round1, roundNutrients, sumNutrients } from '@ketoflow/domain';
import { mealRank } from './day-shape.js';
import type { DayPick } from './day-model.js';
import {
  SERVING_STEP,
  TOLERANCE,
  type PlannedDay,
  type PlanRecipe,
  type PlanTargets,
} from './types.js';

export function describeDay(
  dayNumber: number,
  picks: readonly DayPick[],
  pool: readonly PlanRecipe[],
  recentUses: readonly number[],
  targets: PlanTargets,
  cap: number,
): PlannedDay {
  const meals = picks
    .map(({ index, halves }) => ({ recipe: pool[index]!, servings: halves * SERVING_STEP }))
    .sort((a, b) => mealRank(a.recipe) - mealRank(b.recipe) || (a.recipe.id < b.recipe.id ? -1 : 1))
    .map(({ recipe, servings }) => ({
      recipeId: recipe.id,
      title: recipe.title,
      servings,
      nutrients: nutritionForServings(recipe.perServing, servings),
    }));
  // Net carbs as the sum of the meals' own figures (each is at least 0), the numbers the
  // user sees add up, and the cap is judged on them (never below the recomputed total).
  const totals = roundNutrients({
    ...sumNutrients(meals.map((meal) => meal.nutrients)),
    netCarbsG: meals.reduce((sum, meal) => sum + meal.nutrients.netCarbsG, 0),
  });
  const energyDev = totals.energyKcal - targets.energyKcal;
  const proteinDev = totals.proteinG - targets.proteinG;
  const carbsOver = Math.max(0, totals.netCarbsG - targets.netCarbsCapG);
  const capBreaks = picks.filter((p) => recentUses[p.index]! >= cap).map((p) => pool[p.index]!.id);
  const compliant =
    Math.abs(energyDev) <= targets.energyKcal * TOLERANCE + 1e-9 &&
    Math.abs(proteinDev) <= targets.proteinG * TOLERANCE + 1e-9 &&
    carbsOver <= 1e-9 &&
    capBreaks.length === 0;
  return {
    dayNumber,
    meals,
    totals,
    energyDeviationPct: round1((energyDev / targets.energyKcal) * 100),
    proteinDeviationPct: round1((proteinDev / targets.proteinG) * 100),
    compliant,
    shortfall: compliant
      ? null
      : {
          energyKcal: Math.round(energyDev),
          proteinG: round1(proteinDev),
          netCarbsOverCapG: round1(carbsOver),
          varietyCapExceeded: capBreaks,
        },
  };
}
