/**
 * Fasting rules: protocols and their targets, progress of a running fast, the caution that
 * the onboarding safety answers call for, and history statistics (streaks by calendar day in
 * the user's own time zone).
 */
import type { FastingProtocol, SafetyFlag } from '@ketoflow/contracts';
import { fastingZoneAt, FASTING_ZONES, type FastingZoneInfo } from './fasting-zones.js';
import { canUseExtendedFasting, normalizeSafetyFlags } from './safety.js';

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

export interface FastingProtocolInfo {
  id: FastingProtocol;
  label: string;
  /** Fasting hours; null for "custom" (the user sets them). */
  fastHours: number | null;
  /** Eating-window hours per day; null when the protocol is not a daily rhythm. */
  eatHours: number | null;
  description: string;
}

/** Facts §4.3: conventions rather than standards. Display order. */
export const FASTING_PROTOCOLS: readonly FastingProtocolInfo[] = [
  {
    id: '16:8',
    label: '16:8',
    fastHours: 16,
    eatHours: 8,
    description: '16 h fast, 8 h eating window. Often just skipping breakfast.',
  },
  {
    id: '18:6',
    label: '18:6',
    fastHours: 18,
    eatHours: 6,
    description: '18 h fast, 6 h eating window.',
  },
  {
    id: '20:4',
    label: '20:4',
    fastHours: 20,
    eatHours: 4,
    description: '20 h fast, 4 h eating window (the “Warrior Diet” rhythm).',
  },
  {
    id: 'omad',
    label: 'OMAD',
    fastHours: 23,
    eatHours: 1,
    description: 'One meal a day: about 23 h fast, 1 h to eat.',
  },
  {
    id: '36h',
    label: '36 h',
    fastHours: 36,
    eatHours: null,
    description: 'From dinner on day 1 until breakfast on day 3.',
  },
  {
    id: 'custom',
    label: 'Custom',
    fastHours: null,
    eatHours: null,
    description: 'Your own target, from 1 hour to 7 days.',
  },
];

export function fastingProtocol(id: FastingProtocol): FastingProtocolInfo {
  const found = FASTING_PROTOCOLS.find((p) => p.id === id);
  // Every protocol id is in the table; the fallback only satisfies the type checker.
  return found ?? (FASTING_PROTOCOLS[0] as FastingProtocolInfo);
}

/** "16:8", "OMAD", or "Custom 14 h". */
export function fastingProtocolLabel(id: FastingProtocol, targetHours: number): string {
  return id === 'custom' ? `Custom ${formatHours(targetHours)} h` : fastingProtocol(id).label;
}

/** The protocol's own target; "custom" uses the user's hours. */
export function fastTargetHours(protocol: FastingProtocol, customHours?: number): number {
  const fixed = fastingProtocol(protocol).fastHours;
  if (fixed !== null) return fixed;
  if (customHours === undefined) throw new RangeError('A custom fast needs its target hours.');
  return customHours;
}

/** Longer than a daily eating window. */
export const EXTENDED_FAST_HOURS = 24;

export function isExtendedFast(targetHours: number): boolean {
  return targetHours > EXTENDED_FAST_HOURS;
}

// --- progress of a fast -------------------------------------------------------------------

export interface FastProgress {
  elapsedMs: number;
  /** Until the target; 0 once reached. */
  remainingMs: number;
  /** Past the target; 0 before. */
  overtimeMs: number;
  /** elapsed / target, clamped to 0–1 (for the ring). */
  fraction: number;
  targetReached: boolean;
  zone: FastingZoneInfo;
  /** The zone after the current one, with the time until it begins; null in the last zone. */
  nextZone: FastingZoneInfo | null;
  msToNextZone: number | null;
}

export function fastProgress(startedAt: Date, now: Date, targetHours: number): FastProgress {
  const elapsedMs = Math.max(0, now.getTime() - startedAt.getTime());
  const targetMs = targetHours * HOUR_MS;
  const zone = fastingZoneAt(elapsedMs / HOUR_MS);
  const index = FASTING_ZONES.indexOf(zone);
  const nextZone = FASTING_ZONES[index + 1] ?? null;
  return {
    elapsedMs,
    remainingMs: Math.max(0, targetMs - elapsedMs),
    overtimeMs: Math.max(0, elapsedMs - targetMs),
    fraction: targetMs > 0 ? Math.min(1, elapsedMs / targetMs) : 1,
    targetReached: elapsedMs >= targetMs,
    zone,
    nextZone,
    msToNextZone: nextZone ? nextZone.fromHours * HOUR_MS - elapsedMs : null,
  };
}

/** A fast counts as completed when it lasted at least its target. */
export function isFastCompleted(startedAt: Date, endedAt: Date, targetHours: number): boolean {
  return endedAt.getTime() - startedAt.getTime() >= targetHours * HOUR_MS;
}

export function fastDurationHours(startedAt: Date, endedAt: Date): number {
  return Math.max(0, (endedAt.getTime() - startedAt.getTime()) / HOUR_MS);
}

/** 16 → "16", 16.5 → "16.5" (targets are whole or half hours). */
export function formatHours(hours: number): string {
  return Number.isInteger(hours) ? String(hours) : hours.toFixed(1);
}

// --- safety -------------------------------------------------------------------------------

/** Fasting-specific words for each onboarding safety answer (kind, specific, never a verdict). */
export const FASTING_FLAG_CAUTIONS: Readonly<Record<SafetyFlag, string>> = {
  pregnant_or_breastfeeding:
    'You told us you are pregnant or breastfeeding. Fasting is not advised while you are pregnant or breastfeeding, because you and your baby need a steady supply of energy. Please talk to your doctor or midwife before you fast.',
  type1_diabetes:
    'You told us you have type 1 diabetes. Fasting raises the risk of low blood sugar and of diabetic ketoacidosis (DKA), a medical emergency. Please fast only with a plan from your diabetes care team, and check glucose and ketones as they advise.',
  eating_disorder_history:
    'You told us you have a history of an eating disorder. Fasting and long gaps between meals can trigger a relapse. Please fast only if your clinician or treatment team agrees, and stop if it starts to feel like a rule you must not break.',
  diabetes_medication:
    'You told us you take medication for diabetes. Fasting while taking insulin, sulfonylureas or SGLT2 inhibitors can cause dangerously low blood sugar or ketoacidosis. Please agree a fasting plan with your doctor first, and do not change your medication on your own.',
  kidney_or_liver_disease:
    'You told us you have kidney or liver disease. Fasting changes your fluid and salt balance, so please check with your doctor before you fast, and drink regularly.',
};

export const EXTENDED_FAST_CAUTION =
  'Fasts longer than 24 hours are for people in good health who have fasted before. Drink water, keep up your salt, potassium and magnesium, and end the fast if you feel dizzy, faint, confused, have a racing heart or feel unwell. If you take medication or have a medical condition, ask your doctor first.';

export const EXTENDED_FAST_NOT_ALLOWED =
  'Fasts longer than 24 hours are turned off because of the health information you gave us in onboarding. Please choose a fast of 24 hours or less, and talk to your doctor before fasting longer.';

export interface FastCaution {
  /** False when the fast may not be started at all (see EXTENDED_FAST_NOT_ALLOWED). */
  allowed: boolean;
  /** What to read before starting, most important first. */
  messages: string[];
}

/**
 * The caution to show before a fast of `targetHours`, or null when there is nothing to say.
 * Any fast gets the user's flag-specific cautions; fasts over 24 h add the general one, and
 * are not allowed at all for the flags that rule them out (pregnancy, type 1 diabetes,
 * eating-disorder history, diabetes medication).
 */
export function fastingCaution(
  targetHours: number,
  flags: readonly SafetyFlag[],
): FastCaution | null {
  const ordered = normalizeSafetyFlags(flags);
  const extended = isExtendedFast(targetHours);
  if (extended && !canUseExtendedFasting(ordered)) {
    return {
      allowed: false,
      messages: [EXTENDED_FAST_NOT_ALLOWED, ...ordered.map((f) => FASTING_FLAG_CAUTIONS[f])],
    };
  }
  const messages = [
    ...(extended ? [EXTENDED_FAST_CAUTION] : []),
    ...ordered.map((f) => FASTING_FLAG_CAUTIONS[f]),
  ];
  return messages.length > 0 ? { allowed: true, messages } : null;
}

// --- calendar days in a time zone -------------------------------------------------------------

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

function isoDateToDayNumber(isoDate: string): number {
  const [y, m, d] = isoDate.split('-').map(Number);
  return Math.round(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1) / DAY_MS);
}

/** Whole calendar days from `from` to `to` (YYYY-MM-DD each): 2025-03-09 → 2025-03-11 is 2. */
export function calendarDaysBetween(from: string, to: string): number {
  return isoDateToDayNumber(to) - isoDateToDayNumber(from);
}

// --- history statistics -----------------------------------------------------------------------

export interface FinishedFast {
  startedAt: Date;
  endedAt: Date;
  targetHours: number;
}

export interface FastingStatsResult {
  totalFasts: number;
  completedFasts: number;
  completionRate: number | null;
  currentStreakDays: number;
  longestStreakDays: number;
  averageHoursLast7: number | null;
  averageHoursLast30: number | null;
  longestFastHours: number | null;
  totalHours: number;
}

function mean(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  return values.reduce((sum, v) => sum + v, 0) / values.length;
}

/**
 * Streaks count calendar days (in `timeZone`) on which a completed fast ended: a fast from
 * Monday 20:00 to Tuesday 12:00 counts for Tuesday. The current streak ends today, or
 * yesterday while today's fast is still to come, so it does not reset at midnight.
 */
export function fastingStats(
  fasts: readonly FinishedFast[],
  now: Date,
  timeZone: string,
): FastingStatsResult {
  const newestFirst = [...fasts].sort((a, b) => b.startedAt.getTime() - a.startedAt.getTime());
  const hours = newestFirst.map((f) => fastDurationHours(f.startedAt, f.endedAt));
  const completed = newestFirst.filter((f) =>
    isFastCompleted(f.startedAt, f.endedAt, f.targetHours),
  );

  const days = [
    ...new Set(
      completed.map((f) => isoDateToDayNumber(calendarDateInTimeZone(f.endedAt, timeZone))),
    ),
  ].sort((a, b) => a - b);
  const daySet = new Set(days);

  let longest = 0;
  let run = 0;
  let previous: number | null = null;
  for (const day of days) {
    run = previous !== null && day === previous + 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
    previous = day;
  }

  const today = isoDateToDayNumber(calendarDateInTimeZone(now, timeZone));
  let cursor = daySet.has(today) ? today : today - 1;
  let current = 0;
  while (daySet.has(cursor)) {
    current += 1;
    cursor -= 1;
  }

  return {
    totalFasts: newestFirst.length,
    completedFasts: completed.length,
    completionRate: newestFirst.length > 0 ? completed.length / newestFirst.length : null,
    currentStreakDays: current,
    longestStreakDays: longest,
    averageHoursLast7: mean(hours.slice(0, 7)),
    averageHoursLast30: mean(hours.slice(0, 30)),
    longestFastHours: hours.length > 0 ? Math.max(...hours) : null,
    totalHours: hours.reduce((sum, h) => sum + h, 0),
  };
}
