/**
 * Calendar-date helpers on ISO strings (YYYY-MM-DD), all in UTC so that the server's
 * time zone can never shift a date by one.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

function parseIsoDateToUtcMs(isoDate: string): number {
  const match = ISO_DATE.exec(isoDate);
  if (!match) throw new RangeError(`Not an ISO date (YYYY-MM-DD): ${isoDate}`);
  const [, y, m, d] = match;
  const ms = Date.UTC(Number(y), Number(m) - 1, Number(d));
  // Date.UTC silently rolls 2025-02-30 over to March; a round trip catches that.
  if (toIsoDate(new Date(ms)) !== isoDate) throw new RangeError(`Not a calendar date: ${isoDate}`);
  return ms;
}

/**
 * The calendar day on the device's own clock (the user's time zone), as YYYY-MM-DD: what
 * "today" means in the diary, the trackers and the dashboard.
 */
export function localIsoDate(now: Date = new Date()): string {
  const y = now.getFullYear();
  const m = String(now.getMonth() + 1).padStart(2, '0');
  const d = String(now.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/** The UTC calendar date of an instant. */
export function toIsoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(isoDate: string, days: number): string {
  return toIsoDate(new Date(parseIsoDateToUtcMs(isoDate) + Math.round(days) * DAY_MS));
}

/** "14 March 2026": day first and the month spelled out, so no reader misreads it. */
export function formatLongDate(isoDate: string): string {
  const date = new Date(parseIsoDateToUtcMs(isoDate));
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()] ?? ''} ${date.getUTCFullYear()}`;
}

/** Whole years by calendar year, which is all onboarding asks (birth year only). */
export function ageFromBirthYear(birthYear: number, today: Date): number {
  return today.getUTCFullYear() - birthYear;
}
