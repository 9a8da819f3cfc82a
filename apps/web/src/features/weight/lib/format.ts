import type { Units } from '@ketoflow/contracts';
import { localIsoDate } from '@ketoflow/domain';
import { formatCalendarDate, formatOneDecimal, round1 } from '../../../lib/format';

export const WEIGHT_UNIT: Readonly<Record<Units, string>> = { metric: 'kg', imperial: 'lb' };

/** "81.3 kg" / "179.2 lb": one decimal, as a scale shows it. */
export function formatWeight(value: number, units: Units): string {
  return `${formatOneDecimal(value)} ${WEIGHT_UNIT[units]}`;
}

/** "−0.6" with a real minus sign, "+0.2", or "±0.0": a change, signed even when it gains. */
export function formatSignedOneDecimal(value: number): string {
  const rounded = round1(value);
  const sign = rounded > 0 ? '+' : rounded < 0 ? '−' : '±';
  return `${sign}${formatOneDecimal(Math.abs(rounded))}`;
}
const axisDate = new Intl.DateTimeFormat(undefined, {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const dateTime = new Intl.DateTimeFormat(undefined, {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** Chart axis label for a day number (days since 1970-01-01). */
export function formatAxisDay(day: number): string {
  return axisDate.format(new Date(day * 86_400_000));
}

export function formatDayNumber(day: number): string {
  return formatCalendarDate(new Date(day * 86_400_000).toISOString().slice(0, 10));
}

export function dayNumber(isoDate: string): number {
  return Math.round(Date.parse(`${isoDate}T00:00:00Z`) / 86_400_000);
}

export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

export { localIsoDate as localToday } from '@ketoflow/domain';

/** An instant as the value of an `<input type="datetime-local">` in the user's time zone. */
export function toDateTimeLocal(date: Date): string {
  return `${localIsoDate(date)}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** `<input type="datetime-local">` value → ISO instant; null when empty or invalid. */
export function fromDateTimeLocal(value: string): string | null {
  if (!value) return null;
  const ms = new Date(value).getTime();
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}

/**
 * A number typed into a text field: "", spaces → null; a comma decimal ("81,5") is read
 * as a point so European keyboards work; anything else that isn't a number → NaN.
 */
export function parseDecimal(value: string): number | null {
  const trimmed = value.trim().replace(',', '.');
  if (trimmed === '') return null;
  return /^[-+]?(\d+\.?\d*|\.\d+)$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}
