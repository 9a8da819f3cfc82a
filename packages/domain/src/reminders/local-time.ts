import { calendarDateInTimeZone, isoDateToDayNumber } from '../fasting/calendar.js';

/**
 * Wall-clock times in a person's own time zone, for reminders: "08:00 on weigh-in days" is a
 * different instant in Los Angeles and in Kiritimati, and moves with daylight saving.
 */

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** "HH:MM", 24-hour. */
export type LocalTime = string;

/** 0 = Sunday … 6 = Saturday, as Date.getUTCDay counts. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

const LOCAL_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

export function isLocalTime(value: string): boolean {
  return LOCAL_TIME.test(value);
}

/** Minutes after local midnight of "HH:MM". */
export function minutesOfDay(time: LocalTime): number {
  const match = LOCAL_TIME.exec(time);
  if (!match) throw new RangeError(`not a time of day: ${time}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** How far the zone's wall clock is ahead of UTC at `instant`, in minutes (UTC+1 → 60). */
export function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  let format = offsetFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    offsetFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(
    format.formatToParts(instant).map((part) => [part.type, Number(part.value)]),
  );
  const wall = Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
  );
  return Math.round((wall - Math.floor(instant.getTime() / MINUTE_MS) * MINUTE_MS) / MINUTE_MS);
}

/**
 * The instant the zone's clocks read `time` on `date` (YYYY-MM-DD). A time the clocks skip
 * (the hour lost in spring) is the same distance after the jump (02:30 → 03:30); a time they
 * read twice (the hour repeated in autumn) is the first of the two.
 */
export function zonedInstant(date: string, time: LocalTime, timeZone: string): Date {
  const wall = isoDateToDayNumber(date) * DAY_MS + minutesOfDay(time) * MINUTE_MS;
  // The offset a few hours either side of the wall time covers every change of offset.
  const before = zoneOffsetMinutes(new Date(wall - 12 * 3_600_000), timeZone);
  const after = zoneOffsetMinutes(new Date(wall + 12 * 3_600_000), timeZone);
  const withBefore = new Date(wall - before * MINUTE_MS);
  if (zoneOffsetMinutes(withBefore, timeZone) === before) return withBefore;
  const withAfter = new Date(wall - after * MINUTE_MS);
  if (zoneOffsetMinutes(withAfter, timeZone) === after) return withAfter;
  // The clocks skip this time: the earlier offset puts it as far after the jump.
  return withBefore;
}

/** The weekday (0 = Sunday) of a YYYY-MM-DD date. */
export function weekdayOf(date: string): Weekday {
  return (((isoDateToDayNumber(date) % 7) + 11) % 7) as Weekday;
}

function addDays(date: string, days: number): string {
  return new Date((isoDateToDayNumber(date) + days) * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The first instant after `after` at which the zone's clocks read `time`, on one of `days`
 * (every day when absent). Always within the next eight days when any day is allowed.
 */
export function nextLocalTime(
  after: Date,
  time: LocalTime,
  timeZone: string,
  days?: readonly Weekday[],
): Date | null {
  if (days && days.length === 0) return null;
  const today = calendarDateInTimeZone(after, timeZone);
  for (let offset = -1; offset <= 8; offset++) {
    const date = addDays(today, offset);
    if (days && !days.includes(weekdayOf(date))) continue;
    const instant = zonedInstant(date, time, timeZone);
    if (instant.getTime() > after.getTime()) return instant;
  }
  return null;
}
