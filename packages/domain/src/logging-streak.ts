/**
 * The logging streak: how many days in a row a person logged at least one meal and stayed
 * within their net-carb limit. A day is the diary's day (the calendar date the person logged
 * it under, in their own time zone), so flying across zones neither breaks nor doubles a day.
 */
import { addDays } from './dates.js';

/** One diary day: its date (YYYY-MM-DD), how many entries it has and their net carbs. */
export type LoggedDay = { date: string; entries: number; netCarbsG: number };

/**
 * Today's part in the streak: `kept` (logged and within the limit), `over` (logged, above the
 * limit: the streak is broken) or `open` (nothing logged yet: yesterday's streak still stands
 * until the day ends).
 */
export type StreakToday = 'kept' | 'over' | 'open';

export type LoggingStreak = {
  /** Days in a row up to today (or up to yesterday while today is still open). */
  current: number;
  /** The longest run ever, the current one included. */
  best: number;
  today: StreakToday;
};

/**
 * A day counts when it has an entry and its net carbs are within the limit. Without a limit
 * (no plan yet) every logged day counts: logging is the habit the streak rewards.
 */
export function dayCounts(day: LoggedDay, netCarbLimitG: number | null): boolean {
  if (day.entries < 1) return false;
  return netCarbLimitG === null || day.netCarbsG <= netCarbLimitG;
}

/**
 * The streak as of `today`, from the person's diary days (any order; days after `today`, e.g.
 * logged ahead, are ignored). The limit is the one in force now: it is applied to past days
 * too, so a changed plan re-judges them the same way the diary shows them today.
 */
export function loggingStreak(
  days: readonly LoggedDay[],
  today: string,
  netCarbLimitG: number | null,
): LoggingStreak {
  const counting = new Set<string>();
  let todayLogged: LoggedDay | undefined;
  for (const day of days) {
    if (day.date > today) continue;
    if (day.date === today && day.entries > 0) todayLogged = day;
    if (dayCounts(day, netCarbLimitG)) counting.add(day.date);
  }
  const state: StreakToday = !todayLogged ? 'open' : counting.has(today) ? 'kept' : 'over';

  let current = 0;
  if (state !== 'over') {
    for (let d = state === 'kept' ? today : addDays(today, -1); counting.has(d); d = addDays(d, -1))
      current += 1;
  }

  let best = 0;
  let run = 0;
  let previous: string | null = null;
  for (const date of [...counting].sort()) {
    run = previous !== null && addDays(previous, 1) === date ? run + 1 : 1;
    best = Math.max(best, run);
    previous = date;
  }
  return { current, best: Math.max(best, current), today: state };
}
