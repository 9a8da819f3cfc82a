import type { Units } from '@ketoflow/contracts';
import { addDays } from './dates.js';
import { calendarDateInTimeZone } from './fasting/calendar.js';
import { round1 } from './numbers.js';
import { zonedInstant } from './reminders/local-time.js';
import { convertWeight } from './trend.js';

/**
 * The weekly summary e-mail's figures, worked out from what the person logged: net carbs per
 * local day against their cap, the days with a diary entry, the weight change and the fasts
 * finished. Nothing is estimated; a figure that cannot be known is absent.
 */

export const SUMMARY_WEEK_DAYS = 7;

/**
 * The seven calendar days (YYYY-MM-DD, in `timeZone`) before the local day of `weekEnd`, and
 * the instants that bound them: local midnight of the first day, and of the day after the last.
 * A summary due on Monday at 08:00 covers Monday to Sunday of the week before.
 */
export function summaryWeek(
  weekEnd: Date,
  timeZone: string,
): { days: string[]; from: Date; to: Date } {
  const end = calendarDateInTimeZone(weekEnd, timeZone);
  const first = addDays(end, -SUMMARY_WEEK_DAYS);
  const days = Array.from({ length: SUMMARY_WEEK_DAYS }, (_, i) => addDays(first, i));
  return {
    days,
    from: zonedInstant(first, '00:00', timeZone),
    to: zonedInstant(end, '00:00', timeZone),
  };
}

/** A weigh-in as the body module gives it: the value in the unit it was logged in. */
export type SummaryWeighIn = { date: string; weight: number; units: Units };

export type WeeklySummaryInput = {
  days: readonly string[];
  /** Net carbs of each day with at least one diary entry (days without one are absent). */
  loggedDays: readonly { date: string; netCarbsG: number }[];
  /** The daily net-carb cap from the person's plan; null before onboarding. */
  capG: number | null;
  /** The weigh-ins of the week, oldest first, and the latest one before it. */
  weighIns: { before: SummaryWeighIn | null; within: readonly SummaryWeighIn[] };
  /** How the person wants weights shown; null when their profile does not say. */
  units: Units | null;
  /** Fasts that ended in the week, and whether each reached its goal. */
  fasts: readonly { completed: boolean | null }[];
};

export type WeeklySummaryDay = {
  date: string;
  /** Null when nothing was logged that day. */
  netCarbsG: number | null;
  /** At or below the cap; null when nothing was logged or there is no cap. */
  withinCap: boolean | null;
};

export type WeeklySummary = {
  days: WeeklySummaryDay[];
  capG: number | null;
  daysLogged: number;
  /** Logged days at or below the cap; null without a cap. */
  daysWithinCap: number | null;
  /**
   * The latest weigh-in of the week and, when there is a starting point, the change since it:
   * the first weigh-in of the week when there are two or more, else the latest one before the
   * week. Null without a weigh-in in the week.
   */
  weight: { units: Units; latest: number; change: number | null; since: string | null } | null;
  fasts: { finished: number; completed: number };
};

function weightSummary(input: WeeklySummaryInput): WeeklySummary['weight'] {
  const { before, within } = input.weighIns;
  const last = within.at(-1);
  if (!last) return null;
  const units = input.units ?? last.units;
  const inUnits = (w: SummaryWeighIn) => convertWeight(w.weight, w.units, units);
  const start = within.length >= 2 ? within[0] : before;
  return {
    units,
    latest: round1(inUnits(last)),
    change: start ? round1(inUnits(last) - inUnits(start)) : null,
    since: start?.date ?? null,
  };
}

export function summariseWeek(input: WeeklySummaryInput): WeeklySummary {
  const carbs = new Map(input.loggedDays.map((d) => [d.date, d.netCarbsG]));
  const { capG } = input;
  const days = input.days.map((date): WeeklySummaryDay => {
    const netCarbsG = carbs.get(date) ?? null;
    return {
      date,
      netCarbsG,
      withinCap: netCarbsG === null || capG === null ? null : netCarbsG <= capG,
    };
  });
  const logged = days.filter((d) => d.netCarbsG !== null);
  return {
    days,
    capG,
    daysLogged: logged.length,
    daysWithinCap: capG === null ? null : logged.filter((d) => d.withinCap === true).length,
    weight: weightSummary(input),
    fasts: {
      finished: input.fasts.length,
      completed: input.fasts.filter((f) => f.completed === true).length,
    },
  };
}
