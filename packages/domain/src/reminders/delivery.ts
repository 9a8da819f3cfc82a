import type { ReminderKind } from '@ketoflow/contracts';
import { minutesOfDay, nextLocalTime, zoneOffsetMinutes, type LocalTime } from './local-time.js';

/** Hours in which no reminder is shown; they may run past midnight (22:00–07:00). */
export type QuietHours = { start: LocalTime; end: LocalTime };
export const DEFAULT_QUIET_HOURS: QuietHours = { start: '22:00', end: '07:00' };

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;

/**
 * How long after its moment a reminder is still worth showing. A fast's goal reached at 03:00
 * is still news at 07:00 (and says when it was reached); "the eating window closes" is useless
 * once it has closed; a low balance matters for days.
 */
export const REMINDER_STALE_AFTER_MS: Record<ReminderKind, number> = {
  fast_goal: 8 * HOUR_MS,
  eating_window_closes: 20 * MINUTE_MS,
  weigh_in: 4 * HOUR_MS,
  nothing_logged: 3 * HOUR_MS,
  metashift_phase: 24 * HOUR_MS,
  low_balance: 7 * 24 * HOUR_MS,
};

/** A reminder this much after its moment says when its moment was. */
export const LATE_AFTER_MS = 15 * MINUTE_MS;

function wallMinutes(instant: Date, timeZone: string): number {
  const local = instant.getTime() + zoneOffsetMinutes(instant, timeZone) * MINUTE_MS;
  return Math.floor((((local % 86_400_000) + 86_400_000) % 86_400_000) / MINUTE_MS);
}

/** Whether the person's clock at `instant` reads a time inside their quiet hours. */
export function inQuietHours(instant: Date, quiet: QuietHours | null, timeZone: string): boolean {
  if (!quiet) return false;
  const start = minutesOfDay(quiet.start);
  const end = minutesOfDay(quiet.end);
  if (start === end) return false;
  const now = wallMinutes(instant, timeZone);
  return start < end ? now >= start && now < end : now >= start || now < end;
}

export type Delivery =
  { action: 'send'; at: Date; late: boolean } | { action: 'drop'; reason: 'stale' };

/**
 * When a reminder due at `due` is shown, judged at `now`: at once (or at its moment), held
 * until quiet hours end, or dropped when by then it would be stale. `late` asks the words to
 * say when the moment was.
 */
export function deliveryFor(input: {
  kind: ReminderKind;
  due: Date;
  now: Date;
  quiet: QuietHours | null;
  timeZone: string;
}): Delivery {
  const { kind, due, now, quiet, timeZone } = input;
  const staleAt = due.getTime() + REMINDER_STALE_AFTER_MS[kind];
  let at = new Date(Math.max(due.getTime(), now.getTime()));
  if (quiet && inQuietHours(at, quiet, timeZone)) {
    at = nextLocalTime(at, quiet.end, timeZone) ?? at;
  }
  if (at.getTime() > staleAt) return { action: 'drop', reason: 'stale' };
  return { action: 'send', at, late: at.getTime() - due.getTime() > LATE_AFTER_MS };
}
