import { PlannedMealSchema } from '@ketoflow/contracts';
import {
  calendarDateInTimeZone,
  fastingProtocol,
  metashiftPhase,
  type CoachContext,
} from '@ketoflow/domain';
import type { CoachSources } from './coach.ports.js';

/** Every number the coach may say, read from the user's own data for their calendar day. */
export function createContextBuilder(sources: CoachSources) {
  return async function buildContext(
    userId: string,
    timeZone: string,
    now: Date,
  ): Promise<CoachContext> {
    const today = calendarDateInTimeZone(now, timeZone);
    const [profile, summary, water, current, weight, metashift, plan] = await Promise.all([
      sources.profile.read(userId),
      sources.diary.summary(userId, today),
      sources.water.day(userId, today),
      sources.fasting.getCurrent(userId),
      sources.weight.summary(userId),
      sources.metashift.get(userId, timeZone),
      sources.plans.planForDay(userId, today),
    ]);
    let planContext: CoachContext['plan'] = null;
    if (plan) {
      const { day } = plan;
      const meals = plan.meals.flatMap((raw) => {
        const meal = PlannedMealSchema.safeParse(raw);
        return meal.success
          ? [
              {
                title: meal.data.title,
                mealType: meal.data.mealType,
                netCarbsG: meal.data.macros.netCarbsG,
              },
            ]
          : [];
      });
      planContext = { name: plan.name || 'Your meal plan', day, duration: plan.duration, meals };
    }
    const fast = current.fast;
    return {
      today,
      name: profile?.answers.name ?? null,
      targets: summary.targets,
      eaten: {
        entries: summary.entries,
        netCarbsG: summary.totals.netCarbsG,
        proteinG: summary.totals.proteinG,
        fatG: summary.totals.fatG,
        energyKcal: summary.totals.energyKcal,
        sodiumMg: summary.totals.sodiumMg,
      },
      water: { totalMl: water.totalMl, targetMl: water.targetMl },
      fast:
        fast && !fast.endedAt
          ? {
              protocol: fastingProtocol(fast.protocol).label,
              targetHours: fast.targetHours,
              elapsedHours: Math.max(
                0,
                (Date.parse(current.serverTime) - Date.parse(fast.startedAt)) / 3_600_000,
              ),
            }
          : null,
      weight: {
        units: weight.units,
        count: weight.count,
        latest: weight.latestWeight,
        trend: weight.trendWeight,
        perWeek: weight.weeklyRate?.perWeek ?? null,
        spanDays: weight.weeklyRate?.spanDays ?? null,
        goal: weight.goal?.goal ?? null,
        remaining: weight.goal?.remaining ?? null,
      },
      metashift:
        metashift.isActive && metashift.day !== null && metashift.phaseId
          ? {
              day: metashift.day,
              phaseName: metashiftPhase(metashift.phaseId).name,
              dayInPhase: metashift.dayInPhase,
              daysToNextPhase: metashift.daysToNextPhase,
              tip: metashift.tip,
            }
          : null,
      plan: planContext,
      safetyFlags: profile?.answers.safetyFlags ?? [],
    };
  };
}
