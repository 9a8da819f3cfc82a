import type { FastingProtocol, SafetyFlag } from '@ketoflow/contracts';
import { describe, expect, it } from 'vitest';
import {
  calendarDateInTimeZone,
  calendarDaysBetween,
  EXTENDED_FAST_CAUTION,
  EXTENDED_FAST_NOT_ALLOWED,
  FASTING_FLAG_CAUTIONS,
  FASTING_PROTOCOLS,
  fastingCaution,
  fastingProtocolLabel,
  fastingStats,
  fastProgress,
  fastTargetHours,
  isFastCompleted,
  type FinishedFast,
} from './index.js';

const H = 3_600_000;
const at = (iso: string) => new Date(iso);

describe('protocols', () => {
  it.each([
    ['16:8', 16],
    ['18:6', 18],
    ['20:4', 20],
    ['omad', 23],
    ['36h', 36],
  ] as const)('%s targets %d h', (protocol, hours) => {
    expect(fastTargetHours(protocol)).toBe(hours);
    // A custom value never overrides a fixed protocol.
    expect(fastTargetHours(protocol, 5)).toBe(hours);
  });

  it('custom uses the user’s hours and needs them', () => {
    expect(fastTargetHours('custom', 14.5)).toBe(14.5);
    expect(() => fastTargetHours('custom')).toThrow(RangeError);
  });

  it('lists every protocol once, with labels', () => {
    const ids: FastingProtocol[] = ['16:8', '18:6', '20:4', 'omad', '36h', 'custom'];
    expect(FASTING_PROTOCOLS.map((p) => p.id)).toEqual(ids);
    expect(fastingProtocolLabel('omad', 23)).toBe('OMAD');
    expect(fastingProtocolLabel('custom', 14)).toBe('Custom 14 h');
    expect(fastingProtocolLabel('custom', 12.5)).toBe('Custom 12.5 h');
  });
});

describe('fast progress', () => {
  const start = at('2026-03-14T20:00:00Z');

  it('counts elapsed and remaining time against the target', () => {
    const p = fastProgress(start, at('2026-03-15T08:00:00Z'), 16);
    expect(p.elapsedMs).toBe(12 * H);
    expect(p.remainingMs).toBe(4 * H);
    expect(p.overtimeMs).toBe(0);
    expect(p.fraction).toBe(0.75);
    expect(p.targetReached).toBe(false);
    expect(p.zone.zone).toBe('catabolic');
    expect(p.nextZone?.zone).toBe('fat_burning');
    expect(p.msToNextZone).toBe(4 * H);
  });

  it('reaches the target exactly at the target and then counts overtime', () => {
    const exactly = fastProgress(start, at('2026-03-15T12:00:00Z'), 16);
    expect(exactly.targetReached).toBe(true);
    expect(exactly.fraction).toBe(1);
    expect(exactly.remainingMs).toBe(0);
    expect(exactly.zone.zone).toBe('fat_burning');

    const later = fastProgress(start, at('2026-03-15T14:30:00Z'), 16);
    expect(later.fraction).toBe(1);
    expect(later.overtimeMs).toBe(2.5 * H);
  });

  it.each([
    [0, 'anabolic', 'catabolic'],
    [4 * H - 1, 'anabolic', 'catabolic'],
    [4 * H, 'catabolic', 'fat_burning'],
    [16 * H - 1, 'catabolic', 'fat_burning'],
    [16 * H, 'fat_burning', 'ketosis'],
    [24 * H - 1, 'fat_burning', 'ketosis'],
    [24 * H, 'ketosis', 'deep_ketosis'],
    [72 * H - 1, 'ketosis', 'deep_ketosis'],
    [72 * H, 'deep_ketosis', null],
  ] as const)('after %d ms: zone %s, next %s', (ms, zone, next) => {
    const p = fastProgress(start, new Date(start.getTime() + ms), 36);
    expect(p.zone.zone).toBe(zone);
    expect(p.nextZone?.zone ?? null).toBe(next);
    if (next === null) expect(p.msToNextZone).toBeNull();
    else expect(p.msToNextZone).toBeGreaterThan(0);
  });

  it('never counts a start in the future as negative time', () => {
    const p = fastProgress(start, at('2026-03-14T19:00:00Z'), 16);
    expect(p.elapsedMs).toBe(0);
    expect(p.zone.zone).toBe('anabolic');
  });

  it('a fast is completed when its duration is at least the target', () => {
    expect(isFastCompleted(start, at('2026-03-15T12:00:00Z'), 16)).toBe(true);
    expect(isFastCompleted(start, at('2026-03-15T11:59:59Z'), 16)).toBe(false);
    expect(isFastCompleted(start, at('2026-03-15T12:30:00Z'), 16.5)).toBe(true);
  });
});

describe('fasting caution from the safety answers', () => {
  it('says nothing for a daily fast without flags', () => {
    expect(fastingCaution(16, [])).toBeNull();
    expect(fastingCaution(24, [])).toBeNull();
  });

  it('cautions before fasts longer than 24 h', () => {
    expect(fastingCaution(24.5, [])).toEqual({ allowed: true, messages: [EXTENDED_FAST_CAUTION] });
    expect(fastingCaution(36, ['kidney_or_liver_disease'])).toEqual({
      allowed: true,
      messages: [EXTENDED_FAST_CAUTION, FASTING_FLAG_CAUTIONS.kidney_or_liver_disease],
    });
  });

  it.each<SafetyFlag>([
    'pregnant_or_breastfeeding',
    'type1_diabetes',
    'eating_disorder_history',
    'diabetes_medication',
    'kidney_or_liver_disease',
  ])('cautions before any fast with %s', (flag) => {
    expect(fastingCaution(16, [flag])).toEqual({
      allowed: true,
      messages: [FASTING_FLAG_CAUTIONS[flag]],
    });
  });

  it.each<SafetyFlag>([
    'pregnant_or_breastfeeding',
    'type1_diabetes',
    'eating_disorder_history',
    'diabetes_medication',
  ])('turns off fasts over 24 h with %s', (flag) => {
    const caution = fastingCaution(36, [flag]);
    expect(caution?.allowed).toBe(false);
    expect(caution?.messages[0]).toBe(EXTENDED_FAST_NOT_ALLOWED);
    expect(fastingCaution(24, [flag])?.allowed).toBe(true);
  });

  it('lists several flags once each, most serious first', () => {
    const caution = fastingCaution(16, [
      'kidney_or_liver_disease',
      'pregnant_or_breastfeeding',
      'kidney_or_liver_disease',
    ]);
    expect(caution?.messages).toEqual([
      FASTING_FLAG_CAUTIONS.pregnant_or_breastfeeding,
      FASTING_FLAG_CAUTIONS.kidney_or_liver_disease,
    ]);
  });
});

describe('calendar days in a time zone', () => {
  it('dates an instant in the given zone', () => {
    const instant = at('2026-03-14T23:30:00Z');
    expect(calendarDateInTimeZone(instant, 'UTC')).toBe('2026-03-14');
    expect(calendarDateInTimeZone(instant, 'Europe/Berlin')).toBe('2026-03-15');
    expect(calendarDateInTimeZone(instant, 'America/Los_Angeles')).toBe('2026-03-14');
    expect(calendarDateInTimeZone(at('2026-03-15T05:00:00Z'), 'America/Los_Angeles')).toBe(
      '2026-03-14',
    );
    expect(calendarDateInTimeZone(at('2026-03-14T11:00:00Z'), 'Pacific/Kiritimati')).toBe(
      '2026-03-15',
    );
  });

  it('throws for an unknown zone', () => {
    expect(() => calendarDateInTimeZone(new Date(), 'Mars/Olympus')).toThrow(RangeError);
  });

  it('counts calendar days across months, years and leap days', () => {
    expect(calendarDaysBetween('2026-03-14', '2026-03-14')).toBe(0);
    expect(calendarDaysBetween('2026-02-28', '2026-03-01')).toBe(1);
    expect(calendarDaysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(calendarDaysBetween('2025-12-31', '2026-01-01')).toBe(1);
    expect(calendarDaysBetween('2026-03-15', '2026-03-14')).toBe(-1);
  });
});

/** A fast of `hours` ending at `end` (ISO), target `target` h. */
function fast(end: string, hours: number, target = 16): FinishedFast {
  const endedAt = at(end);
  return { startedAt: new Date(endedAt.getTime() - hours * H), endedAt, targetHours: target };
}

describe('fasting stats', () => {
  const now = at('2026-03-14T18:00:00Z');

  it('is empty without fasts', () => {
    expect(fastingStats([], now, 'UTC')).toEqual({
      totalFasts: 0,
      completedFasts: 0,
      completionRate: null,
      currentStreakDays: 0,
      longestStreakDays: 0,
      averageHoursLast7: null,
      averageHoursLast30: null,
      longestFastHours: null,
      totalHours: 0,
    });
  });

  it('counts completed vs target and averages', () => {
    const stats = fastingStats(
      [
        fast('2026-03-14T12:00:00Z', 16),
        fast('2026-03-13T12:00:00Z', 14),
        fast('2026-03-12T12:00:00Z', 18),
        fast('2026-03-11T12:00:00Z', 20, 20),
      ],
      now,
      'UTC',
    );
    expect(stats.totalFasts).toBe(4);
    expect(stats.completedFasts).toBe(3);
    expect(stats.completionRate).toBe(0.75);
    expect(stats.averageHoursLast7).toBe(17);
    expect(stats.longestFastHours).toBe(20);
    expect(stats.totalHours).toBe(68);
  });

  it('averages only the 7 and 30 most recent fasts', () => {
    const fasts = Array.from({ length: 40 }, (_, i) => {
      const end = new Date(now.getTime() - (i + 1) * 24 * H).toISOString();
      // Newest 7 last 20 h, the next 23 last 10 h, the oldest 10 last 1 h.
      return fast(end, i < 7 ? 20 : i < 30 ? 10 : 1);
    });
    const stats = fastingStats(fasts.reverse(), now, 'UTC');
    expect(stats.averageHoursLast7).toBe(20);
    expect(stats.averageHoursLast30).toBeCloseTo((7 * 20 + 23 * 10) / 30, 10);
  });

  it('a streak counts consecutive days with a completed fast, ending today', () => {
    const stats = fastingStats(
      [
        fast('2026-03-14T12:00:00Z', 16),
        fast('2026-03-13T12:00:00Z', 16),
        fast('2026-03-12T12:00:00Z', 16),
        // Not completed: breaks the run.
        fast('2026-03-11T12:00:00Z', 10),
        fast('2026-03-10T12:00:00Z', 16),
      ],
      now,
      'UTC',
    );
    expect(stats.currentStreakDays).toBe(3);
    expect(stats.longestStreakDays).toBe(3);
  });

  it('the current streak survives until today’s fast is due, then resets', () => {
    const fasts = [fast('2026-03-13T12:00:00Z', 16), fast('2026-03-12T12:00:00Z', 16)];
    expect(fastingStats(fasts, now, 'UTC').currentStreakDays).toBe(2);
    expect(fastingStats(fasts, at('2026-03-15T09:00:00Z'), 'UTC').currentStreakDays).toBe(0);
    expect(fastingStats(fasts, at('2026-03-15T09:00:00Z'), 'UTC').longestStreakDays).toBe(2);
  });

  it('two fasts on one day count once; the longest streak can lie in the past', () => {
    const stats = fastingStats(
      [
        fast('2026-03-14T12:00:00Z', 16),
        fast('2026-03-01T08:00:00Z', 16),
        fast('2026-03-01T20:00:00Z', 16),
        fast('2026-03-02T12:00:00Z', 16),
        fast('2026-03-03T12:00:00Z', 16),
        fast('2026-03-04T12:00:00Z', 16),
      ],
      now,
      'UTC',
    );
    expect(stats.currentStreakDays).toBe(1);
    expect(stats.longestStreakDays).toBe(4);
  });

  it('days are the user’s local days: the same fasts make a streak in one zone and not in another', () => {
    // Ends 23:30 UTC on the 12th (00:30 on the 13th in Berlin) and 00:30 UTC on the 14th.
    const fasts = [fast('2026-03-12T23:30:00Z', 16), fast('2026-03-14T00:30:00Z', 16)];
    const atNow = at('2026-03-14T10:00:00Z');
    expect(fastingStats(fasts, atNow, 'UTC').currentStreakDays).toBe(1);
    expect(fastingStats(fasts, atNow, 'UTC').longestStreakDays).toBe(1);
    // Berlin: the 13th (00:30) and the 14th (01:30): two days in a row.
    expect(fastingStats(fasts, atNow, 'Europe/Berlin').currentStreakDays).toBe(2);
    // New York: the 12th (19:30) and the 13th (20:30), and "now" is the 14th there: still alive.
    expect(fastingStats(fasts, atNow, 'America/New_York').currentStreakDays).toBe(2);
  });

  it('a streak runs across a daylight-saving change', () => {
    // Europe/Berlin springs forward on 2026-03-29.
    const fasts = ['2026-03-28', '2026-03-29', '2026-03-30'].map((d) => fast(`${d}T10:00:00Z`, 16));
    const stats = fastingStats(fasts, at('2026-03-30T20:00:00Z'), 'Europe/Berlin');
    expect(stats.currentStreakDays).toBe(3);
  });
});
