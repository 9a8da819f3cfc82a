import type { MealPlanDay, MealPlanSummary } from '@ketoflow/contracts';

import { formatGramsCompact, formatKcal, formatUpToOneDecimal } from '../../../lib/format';

export const formatServings = (n: number) =>
  `${formatUpToOneDecimal(n)} ${n === 1 ? 'serving' : 'servings'}`;

export { MEAL_TYPE_LABELS } from '../../../entities/diary/meal-types';

/** "Tue 10 Mar" for a calendar date (read as that date, never shifted by the time zone). */
export function shortDate(isoDate: string): string {
  return new Date(`${isoDate}T12:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
}

export function planDates(plan: Pick<MealPlanSummary, 'startsOn' | 'endsOn'>): string {
  return `${shortDate(plan.startsOn)} – ${shortDate(plan.endsOn)}`;
}

/** Signed percent with one decimal: "+2.1 %", "−4.0 %". */
export function signedPct(pct: number): string {
  const sign = pct > 0 ? '+' : pct < 0 ? '−' : '±';
  return `${sign}${Math.abs(pct).toFixed(1)} %`;
}

/**
 * What a day misses, in words: "Day 3 is 180 kcal under your target, 12 g protein over
 * it and 4 g net carbs over the cap." Null for a day on target.
 */
export function shortfallText(day: MealPlanDay): string | null {
  const s = day.shortfall;
  if (!s) return null;
  const parts: string[] = [];
  if (Math.abs(day.energyDeviationPct) > 5) {
    parts.push(`${formatKcal(Math.abs(s.energyKcal))} kcal ${s.energyKcal < 0 ? 'under' : 'over'}`);
  }
  if (Math.abs(day.proteinDeviationPct) > 5) {
    parts.push(
      `${formatGramsCompact(Math.abs(s.proteinG))} g protein ${s.proteinG < 0 ? 'under' : 'over'}`,
    );
  }
  const carbs =
    s.netCarbsOverCapG > 0
      ? `${formatGramsCompact(s.netCarbsOverCapG)} g net carbs over the cap`
      : null;
  let text = `Day ${day.dayNumber} is `;
  if (parts.length > 0) {
    text += `${parts.join(' and ')} your target${carbs ? `, with ${carbs}` : ''}.`;
  } else if (carbs) {
    text += `${carbs}.`;
  } else {
    text = `Day ${day.dayNumber} repeats a recipe more often than your weekly limit.`;
  }
  return text;
}
