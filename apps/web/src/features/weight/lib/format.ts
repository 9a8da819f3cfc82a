import type { Units } from '@ketoflow/contracts';
import { localIsoDate } from '@ketoflow/domain';

export const WEIGHT_UNIT: Readonly<Record<Units, string>> = { metric: 'kg', imperial: 'lb' };

const oneDecimal = new Intl.NumberFormat(undefined, {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const twoDecimals = new Intl.NumberFormat(undefined, {
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});
const whole = new Intl.NumberFormat(undefined, { maximumFractionDigits: 0 });

/** "81.3 kg" / "179.2 lb": one decimal, as a scale shows it. */
export function formatWeight(value: number, units: Units): string {
  return `${oneDecimal.format(value)} ${WEIGHT_UNIT[units]}`;
}

export function formatOneDecimal(value: number): string {
  return oneDecimal.format(value);
}

export function formatUpToTwo(value: number): string {
  return twoDecimals.format(value);
}

export function formatWhole(value: number): string {
  return whole.format(value);
}

/** "−0.6" with a real minus sign, "+0.2", or "±0.0": a change, signed even when it gains. */
export function formatSignedOneDecimal(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  const sign = rounded > 0 ? '+' : rounded < 0 ? '−' : '±';
  return `${sign}${oneDecimal.format(Math.abs(rounded))}`;
}

const shortDate = new Intl.DateTimeFormat(undefined, {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
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

/** A calendar date (YYYY-MM-DD) as "14 Mar 2026", never shifted by the time zone. */
export function formatDay(isoDate: string): string {
  return shortDate.format(new Date(`${isoDate}T00:00:00Z`));
}

/** Chart axis label for a day number (days since 1970-01-01). */
export function formatAxisDay(day: number): string {
  return axisDate.format(new Date(day * 86_400_000));
}

export function formatDayNumber(day: number): string {
  return shortDate.format(new Date(day * 86_400_000));
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
