import type {
  MealPlanDay,
  MealPlanShortfall,
  MealPlanSummary,
  MealPlanTargets,
  Nutrients,
  PlannedMeal,
} from '@ketoflow/contracts';
import { currentPlanDay, isCurrentPlan } from '@ketoflow/domain';
import type { MealPlanDayRow, MealPlanRow } from './meal-plans.repository.js';
import { round1 } from '@ketoflow/domain';
import type { PlanSettings, PlanSummaryData } from './meal-plans.rules.js';

export function settingsOf(row: MealPlanRow): PlanSettings {
  return row.settings as PlanSettings;
}

export function toDay(row: MealPlanDayRow, targets: MealPlanTargets): MealPlanDay {
  const totals = row.totals as Nutrients;
  return {
    dayNumber: row.dayNumber,
    dayName: row.dayName,
    date: row.date,
    meals: row.meals as PlannedMeal[],
    totals,
    energyDeviationPct: round1(
      ((totals.energyKcal - targets.energyKcal) / targets.energyKcal) * 100,
    ),
    proteinDeviationPct: round1(((totals.proteinG - targets.proteinG) / targets.proteinG) * 100),
    onTarget: row.shortfall === null,
    shortfall: (row.shortfall as MealPlanShortfall | null) ?? null,
  };
}

export function toSummary(row: MealPlanRow, today: string): MealPlanSummary {
  const settings = settingsOf(row);
  const summary = row.summary as Partial<PlanSummaryData>;
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    status: row.status as MealPlanSummary['status'],
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    duration: row.duration,
    mealsPerDay: settings.mealsPerDay,
    maxUsesPerWeek: settings.maxUsesPerWeek,
    targets: settings.targets,
    exclusions: settings.exclusions,
    dietStyle: settings.dietStyle,
    allergiesNote: settings.allergiesNote,
    candidateCount: summary.candidateCount ?? 0,
    daysOnTarget: summary.daysOnTarget ?? 0,
    currentDay: isCurrentPlan(row, today)
      ? currentPlanDay(row.startsOn, today, row.duration)
      : null,
    provenance: {
      engine: row.engine === 'openai-compatible' ? 'openai-compatible' : 'builtin',
      model: row.model,
    },
    createdAt: row.createdAt.toISOString(),
  };
}
