import { describe, expect, it } from 'vitest';
import { calendarDateInTimeZone } from './fasting/index.js';
import {
  METASHIFT_PHASES,
  METASHIFT_PROGRAMME_DAYS,
  metashiftDay,
  metashiftDayInfo,
  metashiftPhaseForDay,
  metashiftStartDaysAgo,
} from './metashift.js';

const at = (iso: string) => new Date(iso);

describe('the programme', () => {
  it('phases follow each other without gaps, and only the last is open-ended', () => {
    expect(METASHIFT_PHASES[0]?.fromDay).toBe(1);
    for (let i = 1; i < METASHIFT_PHASES.length; i += 1) {
      const previous = METASHIFT_PHASES[i - 1];
      expect(METASHIFT_PHASES[i]?.fromDay).toBe((previous?.toDay ?? NaN) + 1);
    }
    expect(METASHIFT_PHASES.at(-1)?.toDay).toBeNull();
    expect(METASHIFT_PHASES.at(-2)?.toDay).toBe(METASHIFT_PROGRAMME_DAYS);
    for (const phase of METASHIFT_PHASES) {
      expect(phase.focus.length).toBeGreaterThanOrEqual(3);
      expect(phase.tips.length).toBeGreaterThanOrEqual(3);
    }
  });

  it.each([
    [1, 'carb_clearance'],
    [3, 'carb_clearance'],
    [4, 'adaptation'],
    [14, 'adaptation'],
    [15, 'fat_adapted'],
    [42, 'fat_adapted'],
    [43, 'optimisation'],
    [90, 'optimisation'],
    [91, 'metabolic_flexibility'],
    [400, 'metabolic_flexibility'],
    [0, 'carb_clearance'],
  ] as const)('day %d is in %s', (day, id) => {
    expect(metashiftPhaseForDay(day).id).toBe(id);
  });
});

describe('day N since activation', () => {
  it('is day 1 on the activation day, until local midnight', () => {
    const start = at('2026-03-14T09:00:00Z');
    expect(metashiftDay(start, start, 'UTC')).toBe(1);
    expect(metashiftDay(start, at('2026-03-14T23:59:59Z'), 'UTC')).toBe(1);
    expect(metashiftDay(start, at('2026-03-15T00:00:00Z'), 'UTC')).toBe(2);
  });

  it('counts in the user’s time zone', () => {
    // 22:30 UTC is already the next day in Berlin, and still the same day in New York.
    const start = at('2026-03-14T20:00:00Z');
    const now = at('2026-03-14T23:30:00Z');
    expect(metashiftDay(start, now, 'UTC')).toBe(1);
    expect(metashiftDay(start, now, 'Europe/Berlin')).toBe(2);
    expect(metashiftDay(start, now, 'America/New_York')).toBe(1);
  });

  it('never goes below day 1', () => {
    expect(metashiftDay(at('2026-03-20T00:00:00Z'), at('2026-03-14T00:00:00Z'), 'UTC')).toBe(1);
  });

  it('started 10 days ago is day 11, in Adaptation', () => {
    const now = at('2026-03-14T12:00:00Z');
    const start = metashiftStartDaysAgo(now, 10, 'UTC');
    expect(start.toISOString()).toBe('2026-03-04T12:00:00.000Z');
    const info = metashiftDayInfo(metashiftDay(start, now, 'UTC'));
    expect(info.day).toBe(11);
    expect(info.phase.name).toBe('Adaptation');
    expect(info.dayInPhase).toBe(8);
    expect(info.phaseLengthDays).toBe(11);
    expect(info.daysToNextPhase).toBe(4);
    expect(info.nextPhase?.id).toBe('fat_adapted');
  });

  it.each(['UTC', 'Europe/Berlin', 'America/New_York', 'Australia/Sydney', 'Asia/Kolkata'])(
    'N days ago is always day N + 1 in %s, across daylight-saving changes',
    (tz) => {
      // Every hour of two days around the spring and autumn changes, back 1–40 days.
      for (const day of ['2026-03-08', '2026-03-29', '2026-04-05', '2026-10-25', '2026-11-01']) {
        for (let hour = 0; hour < 48; hour += 1) {
          const now = new Date(Date.parse(`${day}T00:00:00Z`) + hour * 3_600_000);
          for (const daysAgo of [1, 2, 10, 25, 40]) {
            const start = metashiftStartDaysAgo(now, daysAgo, tz);
            expect(start.getTime()).toBeLessThan(now.getTime());
            expect(metashiftDay(start, now, tz), `${now.toISOString()} ${tz} -${daysAgo}`).toBe(
              daysAgo + 1,
            );
          }
        }
      }
    },
  );

  it('keeps the time of day when no clock change is in between', () => {
    const now = at('2026-06-10T07:15:00Z');
    const start = metashiftStartDaysAgo(now, 3, 'Europe/Berlin');
    expect(start.toISOString()).toBe('2026-06-07T07:15:00.000Z');
    expect(calendarDateInTimeZone(start, 'Europe/Berlin')).toBe('2026-06-07');
  });
});

describe('progress', () => {
  it('day 1: first day of Carb Clearance', () => {
    const info = metashiftDayInfo(1);
    expect(info.phase.id).toBe('carb_clearance');
    expect(info.dayInPhase).toBe(1);
    expect(info.phaseProgress).toBeCloseTo(1 / 3, 10);
    expect(info.overallProgress).toBeCloseTo(1 / 90, 10);
    expect(info.daysToNextPhase).toBe(3);
    expect(info.tip).toBe(METASHIFT_PHASES[0]?.tips[0]);
  });

  it('the last day of a phase is 100 % of it; the next day starts the next phase', () => {
    expect(metashiftDayInfo(3).phaseProgress).toBe(1);
    expect(metashiftDayInfo(3).daysToNextPhase).toBe(1);
    expect(metashiftDayInfo(4).phase.id).toBe('adaptation');
    expect(metashiftDayInfo(4).dayInPhase).toBe(1);
  });

  it('the last phase is open-ended and the programme is complete from day 90', () => {
    expect(metashiftDayInfo(90).overallProgress).toBe(1);
    const info = metashiftDayInfo(200);
    expect(info.phase.id).toBe('metabolic_flexibility');
    expect(info.nextPhase).toBeNull();
    expect(info.daysToNextPhase).toBeNull();
    expect(info.phaseLengthDays).toBeNull();
    expect(info.phaseProgress).toBe(1);
    expect(info.overallProgress).toBe(1);
  });

  it('tips change every day and repeat through a long phase', () => {
    const adaptation = METASHIFT_PHASES[1];
    expect(metashiftDayInfo(4).tip).toBe(adaptation?.tips[0]);
    expect(metashiftDayInfo(5).tip).toBe(adaptation?.tips[1]);
    const last = METASHIFT_PHASES.at(-1);
    const n = last?.tips.length ?? 0;
    expect(metashiftDayInfo(91).tip).toBe(metashiftDayInfo(91 + n).tip);
  });
});
