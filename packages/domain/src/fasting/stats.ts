/** History statistics: completion, streaks by calendar day in the user's time zone, averages. */
import { calendarDateInTimeZone, isoDateToDayNumber } from './calendar.js';
import { fastDurationHours, isFastCompleted } from './progress.js';

export interface FinishedFast {
  startedAt: Date;
  endedAt: Date;
  targetHours: number;
}

export interface FastingStatsResult {
  totalFasts: number;
  completedFasts: number;
  completionRate: number | null;
  currentStreakDays: number;
  longestStreakDays: number;
  averageHoursLast7: number | null;
  averageHoursLast30: number | null;
  longestFastHours: number | null;
  totalHours: number;
}

function mean(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  return values.reduce((sum, v) => sum + v, 0) / values.length;
}

/**
 * Streaks count calendar days (in `timeZone`) on which a completed fast ended: a fast from
 * Monday 20:00 to Tuesday 12:00 counts for Tuesday. The current streak ends today, or
 * yesterday while today's fast is still to come, so it does not reset at midnight.
 */
export function fastingStats(
  fasts: readonly FinishedFast[],
  now: Date,
  timeZone: string,
): FastingStatsResult {
  const newestFirst = [...fasts].sort((a, b) => b.startedAt.getTime() - a.startedAt.getTime());
  const hours = newestFirst.map((f) => fastDurationHours(f.startedAt, f.endedAt));
  const completed = newestFirst.filter((f) =>
    isFastCompleted(f.startedAt, f.endedAt, f.targetHours),
  );

  const days = [
    ...new Set(
      completed.map((f) => isoDateToDayNumber(calendarDateInTimeZone(f.endedAt, timeZone))),
    ),
  ].sort((a, b) => a - b);
  const daySet = new Set(days);

  let longest = 0;
  let run = 0;
  let previous: number | null = null;
  for (const day of days) {
    run = previous !== null && day === previous + 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
    previous = day;
  }

  const today = isoDateToDayNumber(calendarDateInTimeZone(now, timeZone));
  let cursor = daySet.has(today) ? today : today - 1;
  let current = 0;
  while (daySet.has(cursor)) {
    current += 1;
    cursor -= 1;
  }

  return {
    totalFasts: newestFirst.length,
    completedFasts: completed.length,
    completionRate: newestFirst.length > 0 ? completed.length / newestFirst.length : null,
    currentStreakDays: current,
    longestStreakDays: longest,
    averageHoursLast7: mean(hours.slice(0, 7)),
    averageHoursLast30: mean(hours.slice(0, 30)),
    longestFastHours: hours.length > 0 ? Math.max(...hours) : null,
    totalHours: hours.reduce((sum, h) => sum + h, 0),
  };
}
