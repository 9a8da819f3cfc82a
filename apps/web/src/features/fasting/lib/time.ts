const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

import { round1 } from '../../../lib/format';

export { clientTimeZone } from '../../../lib/time-zone';

const pad = (n: number) => String(n).padStart(2, '0');

/** 16 h 05 min → "16:05:09": hours can pass 99 (a 7-day fast is 168 h). */
export function formatClock(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
}

/** For screen readers and sentences: "16 h 5 min", "45 min", "2 h". */
export function formatDuration(ms: number): string {
  const totalMinutes = Math.max(0, Math.floor(ms / MINUTE_MS));
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  if (hours === 0) return `${minutes} min`;
  return minutes === 0 ? `${hours} h` : `${hours} h ${minutes} min`;
}

/** Hours with one decimal: 16.5 → "16.5 h", 16 → "16 h". */
export function formatHoursShort(hours: number): string {
  const rounded = round1(hours);
  return `${Number.isInteger(rounded) ? rounded : rounded.toFixed(1)} h`;
}

export function hoursToMs(hours: number): number {
  return hours * HOUR_MS;
}

const dateTimeFormat = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});
const timeFormat = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });
const dayFormat = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
});

/** "Sat, 14 Mar, 20:00" in the user's locale and time zone. */
export function formatDateTime(iso: string | Date): string {
  return dateTimeFormat.format(typeof iso === 'string' ? new Date(iso) : iso);
}

export function formatTime(iso: string | Date): string {
  return timeFormat.format(typeof iso === 'string' ? new Date(iso) : iso);
}

export function formatDay(iso: string | Date): string {
  return dayFormat.format(typeof iso === 'string' ? new Date(iso) : iso);
}

/** A Date as the value of an `<input type="datetime-local">` (local time, minutes). */
export function toLocalInputValue(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}`;
}

/** The instant of a datetime-local value (read as local time); null when empty or invalid. */
export function fromLocalInputValue(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}
