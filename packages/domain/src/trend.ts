/**
 * Weight trend: a smoothed line through noisy daily weigh-ins, its weekly rate of change and
 * progress towards a goal weight.
 *
 * The smoothing is the exponential moving average of John Walker's "The Hacker's Diet": each
 * day the trend moves 10 % of the way from where it was towards that day's weight. Days without
 * a weigh-in are not invented; instead a reading that follows a gap of g days moves the trend as
 * far as g consecutive days at that weight would have: alpha(g) = 1 − (1 − 0.1)^g. So a reading
 * after a week away counts for 52 %, after a month for 96 % — an old trend stops mattering once
 * it is old, while daily loggers get exactly the classic 10 % EMA.
 *
 * Everything here is unit-agnostic: pass kg or lb (converted to one unit first; see
 * `convertWeight`) and results come back in the same unit. The EMA and the least-squares slope
 * are both linear, so converting before or after gives the same answer.
 */
import type { Units } from '@ketoflow/contracts';
import { kgToLb, lbToKg } from './units.js';

/** The Hacker's Diet smoothing: 10 % per day. */
export const TREND_SMOOTHING_PER_DAY = 0.1;
/** The weekly rate looks at the last 4 weeks of the trend… */
export const WEEKLY_RATE_WINDOW_DAYS = 28;
/** …and needs readings at least 2 weeks apart inside that window to say anything. */
export const WEEKLY_RATE_MIN_SPAN_DAYS = 14;

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function dayNumber(isoDate: string): number {
  const match = ISO_DATE.exec(isoDate);
  if (!match) throw new RangeError(`Not an ISO date (YYYY-MM-DD): ${isoDate}`);
  return Math.round(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / DAY_MS);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** A weight in kg (metric) or lb (imperial), expressed in the other system when asked. */
export function convertWeight(value: number, from: Units, to: Units): number {
  if (from === to) return value;
  return to === 'imperial' ? kgToLb(value) : lbToKg(value);
}

export interface DatedWeight {
  /** YYYY-MM-DD */
  date: string;
  weight: number;
}

export interface TrendPoint {
  date: string;
  /** The day's weigh-in (the mean when there were several that day). */
  weight: number;
  /** The smoothed trend weight after this day's weigh-in. */
  trend: number;
}

/**
 * One value per calendar day, oldest first: several weigh-ins on one day (morning and evening,
 * or a correction logged twice) become their mean, so no day counts twice in the trend.
 */
export function dailyWeights(points: readonly DatedWeight[]): DatedWeight[] {
  const byDate = new Map<string, { sum: number; count: number }>();
  for (const { date, weight } of points) {
    dayNumber(date); // validates the date
    const slot = byDate.get(date) ?? { sum: 0, count: 0 };
    slot.sum += weight;
    slot.count += 1;
    byDate.set(date, slot);
  }
  return [...byDate.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([date, { sum, count }]) => ({ date, weight: sum / count }));
}

/**
 * The trend through the weigh-ins, one point per day that has one, oldest first. The first
 * day seeds the trend with its own weight (there is nothing earlier to smooth against).
 */
export function weightTrend(
  points: readonly DatedWeight[],
  smoothingPerDay: number = TREND_SMOOTHING_PER_DAY,
): TrendPoint[] {
  if (!(smoothingPerDay > 0 && smoothingPerDay <= 1)) {
    throw new RangeError('smoothingPerDay must be in (0, 1]');
  }
  const days = dailyWeights(points);
  const result: TrendPoint[] = [];
  let previous: TrendPoint | undefined;
  for (const day of days) {
    let trend = day.weight;
    if (previous) {
      const gap = daysBetween(previous.date, day.date);
      const alpha = 1 - (1 - smoothingPerDay) ** gap;
      trend = previous.trend + alpha * (day.weight - previous.trend);
    }
    previous = { date: day.date, weight: day.weight, trend };
    result.push(previous);
  }
  return result;
}

export interface WeeklyRate {
  /** Change of the trend per 7 days, in the unit of the input: negative means losing. */
  perWeek: number;
  /** The first and last day the rate was measured over. */
  fromDate: string;
  toDate: string;
  /** Days between them. */
  spanDays: number;
}

/**
 * Weekly rate of change of the trend: the least-squares slope of the trend points in the last
 * `windowDays` (counted back from the latest weigh-in), times 7. A slope through all points
 * rather than "last minus first" keeps one odd day from swinging it. Null until the points in
 * the window span at least `minSpanDays`.
 */
export function weeklyRate(
  trend: readonly TrendPoint[],
  { windowDays = WEEKLY_RATE_WINDOW_DAYS, minSpanDays = WEEKLY_RATE_MIN_SPAN_DAYS } = {},
): WeeklyRate | null {
  const last = trend.at(-1);
  if (!last) return null;
  const end = dayNumber(last.date);
  const window = trend.filter((p) => end - dayNumber(p.date) <= windowDays);
  const first = window[0];
  if (!first) return null;
  const spanDays = end - dayNumber(first.date);
  if (spanDays < minSpanDays || window.length < 2) return null;

  const xs = window.map((p) => dayNumber(p.date) - end);
  const ys = window.map((p) => p.trend);
  const n = window.length;
  const meanX = xs.reduce((a, b) => a + b, 0) / n;
  const meanY = ys.reduce((a, b) => a + b, 0) / n;
  let sxy = 0;
  let sxx = 0;
  for (let i = 0; i < n; i += 1) {
    const dx = (xs[i] ?? 0) - meanX;
    sxy += dx * ((ys[i] ?? 0) - meanY);
    sxx += dx * dx;
  }
  // sxx > 0 because the span is at least minSpanDays ≥ 1 between distinct days.
  const perDay = sxx > 0 ? sxy / sxx : 0;
  return { perWeek: perDay * 7, fromDate: first.date, toDate: last.date, spanDays };
}

export type GoalDirection = 'lose' | 'gain' | 'maintain';

export interface GoalProgress {
  direction: GoalDirection;
  start: number;
  goal: number;
  current: number;
  /** current − start: negative when the user has lost weight. */
  changed: number;
  /** How far is left to the goal (never negative; 0 once reached). */
  remaining: number;
  /** 0–100 for a loss or gain goal; null for "maintain" (there is no distance to cover). */
  percent: number | null;
  reached: boolean;
}

/** Within this fraction of the goal, a "maintain" goal counts as reached. */
export const MAINTAIN_TOLERANCE = 0.01;

/**
 * Progress from the starting weight (onboarding's current weight) to the goal weight. Moving
 * the wrong way shows 0 %, passing the goal shows 100 %: the bar never runs backwards or over.
 */
export function goalProgress({
  start,
  goal,
  current,
}: {
  start: number;
  goal: number;
  current: number;
}): GoalProgress {
  const changed = current - start;
  if (start === goal) {
    const reached = Math.abs(current - goal) <= goal * MAINTAIN_TOLERANCE;
    return {
      direction: 'maintain',
      start,
      goal,
      current,
      changed,
      remaining: reached ? 0 : Math.abs(current - goal),
      percent: null,
      reached,
    };
  }
  const direction: GoalDirection = goal < start ? 'lose' : 'gain';
  const done = (start - current) / (start - goal);
  const reached = direction === 'lose' ? current <= goal : current >= goal;
  return {
    direction,
    start,
    goal,
    current,
    changed,
    remaining: reached ? 0 : Math.abs(goal - current),
    percent: Math.min(100, Math.max(0, done * 100)),
    reached,
  };
}
