/** Calendar days in the user's own time zone, for streaks and the Metashift day count. */

const DAY_MS = 86_400_000;

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The calendar date (YYYY-MM-DD) of an instant as seen in an IANA time zone. Throws a
 * RangeError for an unknown zone (validate input with the contracts' IanaTimeZoneSchema).
 */
export function calendarDateInTimeZone(instant: Date, timeZone: string): string {
  let format = dateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dateFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

export function isoDateToDayNumber(isoDate: string): number {
  const [y, m, d] = isoDate.split('-').map(Number);
  return Math.round(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1) / DAY_MS);
}

/** Whole calendar days from `from` to `to` (YYYY-MM-DD each): 2025-03-09 → 2025-03-11 is 2. */
export function calendarDaysBetween(from: string, to: string): number {
  return isoDateToDayNumber(to) - isoDateToDayNumber(from);
}
