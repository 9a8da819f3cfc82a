import { ANALYTICS_MAX_DAYS, analyticsRangeDays } from '@ketoflow/contracts';

/** A range of UTC days, both ends included, as the API takes it. */
export type DayRange = { from: string; to: string };

export const RANGE_PRESETS = [7, 30, 90] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

const DAY_MS = 86_400_000;

/** Today's UTC day: analytics days are UTC days, whatever the admin's own time zone. */
export function utcToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** `day` moved by `days` (negative: back), in UTC. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The last `days` UTC days, today included (7 → today and the 6 days before). */
export function presetRange(days: number, now: Date = new Date()): DayRange {
  const to = utcToday(now);
  return { from: addDays(to, -(days - 1)), to };
}

/** Which preset a range is, if any (so the picker can show it as chosen). */
export function presetOf(range: DayRange, now: Date = new Date()): RangePreset | null {
  return (
    RANGE_PRESETS.find((days) => {
      const preset = presetRange(days, now);
      return preset.from === range.from && preset.to === range.to;
    }) ?? null
  );
}

/**
 * Why a custom range cannot be asked for, in the words the form shows, or null when it can.
 * The same rules as the API's (AdminAnalyticsQuerySchema), checked before a request is made.
 */
export function rangeError(range: { from: string; to: string }): string | null {
  const valid = (day: string) =>
    /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(Date.parse(`${day}T00:00:00Z`));
  if (!valid(range.from) || !valid(range.to)) return 'Choose both dates.';
  const days = analyticsRangeDays(range.from, range.to);
  if (days < 1) return 'The end date must not be before the start date.';
  if (days > ANALYTICS_MAX_DAYS)
    return `Choose at most ${ANALYTICS_MAX_DAYS} days (this is ${days}).`;
  return null;
}
