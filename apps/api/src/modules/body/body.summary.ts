import type { WeightSummary } from '@ketoflow/contracts';
import {
  bmiCategory,
  calculateBmi,
  convertWeight,
  goalProgress,
  roundTo,
  weeklyRate,
  weightTrend,
  type ProfileReader,
} from '@ketoflow/domain';
import { asUnits, toWeightLog } from './body.mappers.js';
import type { BodyRepository } from './body.repository.js';

/** The summary's trend uses every weigh-in up to this many (13 years of daily logs). */
const SUMMARY_MAX_LOGS = 5000;

export const TREND_NOTE =
  'The trend line is a moving average that moves 10% of the way towards each day’s weigh-in (the Hacker’s Diet method), so a salty meal or a glass of water barely moves it. The weekly rate is the slope of the trend over the last 4 weeks.';

/**
 * Everything the weight screen shows in one answer, in the user's preferred units: latest
 * weigh-in and BMI, the trend series, weekly rate and progress to the onboarding goal.
 */
export function createWeightSummary(deps: { repo: BodyRepository; profile: ProfileReader }) {
  const { repo } = deps;
  return async function summary(userId: string): Promise<WeightSummary> {
    const [profile, rows] = await Promise.all([
      deps.profile.read(userId),
      repo.listWeights(userId, SUMMARY_MAX_LOGS),
    ]);
    const latestRow = rows[0];
    const units = profile?.answers.units ?? (latestRow ? asUnits(latestRow.units) : 'metric');
    const trend = weightTrend(
      rows.map((row) => ({
        date: row.date,
        weight: convertWeight(row.weight, asUnits(row.units), units),
      })),
    );
    const rate = weeklyRate(trend);
    const trendWeight = trend.at(-1)?.trend ?? null;

    let bmi: number | null = null;
    if (latestRow) {
      const raw = calculateBmi({
        weight: latestRow.weight,
        units: asUnits(latestRow.units),
        heightCm: profile?.heightCm ?? null,
      });
      bmi = raw === null ? null : roundTo(raw, 1);
    }

    let goal: WeightSummary['goal'] = null;
    if (profile) {
      const start = convertWeight(profile.answers.currentWeightKg, 'metric', units);
      const target = convertWeight(profile.answers.goalWeightKg, 'metric', units);
      const progress = goalProgress({ start, goal: target, current: trendWeight ?? start });
      goal = {
        ...progress,
        start: roundTo(progress.start, 2),
        goal: roundTo(progress.goal, 2),
        current: roundTo(progress.current, 2),
        changed: roundTo(progress.changed, 2),
        remaining: roundTo(progress.remaining, 2),
        percent: progress.percent === null ? null : roundTo(progress.percent, 1),
      };
    }

    return {
      units,
      heightCm: profile?.heightCm ?? null,
      count: rows.length,
      latest: latestRow ? toWeightLog(latestRow) : null,
      latestWeight: latestRow
        ? roundTo(convertWeight(latestRow.weight, asUnits(latestRow.units), units), 2)
        : null,
      bmi,
      // Classify the rounded value so that the number and its label always agree (CDC).
      bmiCategory: bmi === null ? null : bmiCategory(bmi),
      trend: trend.map((p) => ({
        date: p.date,
        weight: roundTo(p.weight, 2),
        trend: roundTo(p.trend, 2),
      })),
      trendWeight: trendWeight === null ? null : roundTo(trendWeight, 2),
      weeklyRate: rate ? { ...rate, perWeek: roundTo(rate.perWeek, 2) } : null,
      goal,
      trendNote: TREND_NOTE,
    };
  };
}
