import type { ReminderSettings } from '@ketoflow/contracts';
import { calendarDateInTimeZone } from '../fasting/calendar.js';
import { nextLocalTime, type Weekday } from './local-time.js';

/** Reminders that come back on a schedule, each planned when the one before it is done. */
export const RECURRING_KINDS = ['weigh_in', 'nothing_logged', 'weekly_digest'] as const;
export type RecurringKind = (typeof RECURRING_KINDS)[number];

/** The weekly summary goes out on Monday morning, the person's time, about the week before. */
export const WEEKLY_DIGEST_TIME = '08:00';
const MONDAY: Weekday = 1;

export type RecurringOccurrence = {
  kind: RecurringKind;
  /** Unique per person: the kind and the local date it is for. */
  occurrence: string;
  dueAt: Date;
  title: string;
  body: string;
  url: string;
};

/** The words a lock screen may show: the reminder itself, no weights or other health data. */
const WORDS: Record<RecurringKind, { title: string; body: string; url: string }> = {
  weigh_in: {
    title: 'Time to weigh in',
    body: "Step on the scale and log today's weight.",
    url: '/weight-tracker',
  },
  nothing_logged: {
    title: 'Nothing logged today yet',
    body: 'Log what you ate today to keep your net carbs on track.',
    url: '/my-meals',
  },
  weekly_digest: { title: 'Your week in KetoFlow', body: 'The weekly summary e-mail.', url: '/' },
};

/** ISO weekdays (1 = Monday … 7 = Sunday) as the clock counts them (0 = Sunday). */
function weekdays(iso: readonly number[]): Weekday[] {
  return iso.map((day) => (day % 7) as Weekday);
}

/**
 * The next occurrence after `after` of a recurring reminder, or null when it is off or the
 * person's zone is not known yet (a local time means nothing without it).
 */
export function nextRecurring(
  kind: RecurringKind,
  settings: ReminderSettings,
  after: Date,
): RecurringOccurrence | null {
  const { timeZone } = settings;
  if (!timeZone) return null;
  let dueAt: Date | null = null;
  if (kind === 'weigh_in' && settings.weigh_in.on) {
    dueAt = nextLocalTime(
      after,
      settings.weigh_in.time,
      timeZone,
      weekdays(settings.weigh_in.days),
    );
  } else if (kind === 'nothing_logged' && settings.nothing_logged.on) {
    dueAt = nextLocalTime(after, settings.nothing_logged.time, timeZone);
  } else if (kind === 'weekly_digest' && settings.weekly_email.on) {
    dueAt = nextLocalTime(after, WEEKLY_DIGEST_TIME, timeZone, [MONDAY]);
  }
  if (!dueAt) return null;
  const date = calendarDateInTimeZone(dueAt, timeZone);
  return { kind, occurrence: `${kind}:${date}`, dueAt, ...WORDS[kind] };
}

export function isRecurringKind(kind: string): kind is RecurringKind {
  return (RECURRING_KINDS as readonly string[]).includes(kind);
}
