import { describe, expect, it } from 'vitest';
import { DEFAULT_QUIET_HOURS, deliveryFor, inQuietHours } from './delivery.js';
import { nextLocalTime, weekdayOf, zonedInstant, zoneOffsetMinutes } from './local-time.js';

const LA = 'America/Los_Angeles'; // UTC−8 in winter, −7 in summer
const BERLIN = 'Europe/Berlin'; // UTC+1 in winter, +2 in summer
const KIRITIMATI = 'Pacific/Kiritimati'; // UTC+14, no daylight saving
const at = (iso: string) => new Date(iso);

describe('a wall-clock time in a time zone', () => {
  it('is the instant the local clocks read it, in three zones', () => {
    expect(zonedInstant('2026-01-15', '08:00', LA).toISOString()).toBe('2026-01-15T16:00:00.000Z');
    expect(zonedInstant('2026-01-15', '08:00', BERLIN).toISOString()).toBe(
      '2026-01-15T07:00:00.000Z',
    );
    // Kiritimati's 08:00 on the 15th is still the 14th in UTC.
    expect(zonedInstant('2026-01-15', '08:00', KIRITIMATI).toISOString()).toBe(
      '2026-01-14T18:00:00.000Z',
    );
  });

  it('follows daylight saving: the same 08:00 moves by an hour in UTC', () => {
    expect(zonedInstant('2026-07-15', '08:00', LA).toISOString()).toBe('2026-07-15T15:00:00.000Z');
    expect(zonedInstant('2026-07-15', '08:00', BERLIN).toISOString()).toBe(
      '2026-07-15T06:00:00.000Z',
    );
    expect(zoneOffsetMinutes(at('2026-07-15T12:00:00Z'), KIRITIMATI)).toBe(14 * 60);
  });

  it('puts a time the clocks skip in spring as far after the jump', () => {
    // Berlin 2026-03-29: 02:00 becomes 03:00, so 02:30 never happens; 03:30 CEST is 01:30 UTC.
    expect(zonedInstant('2026-03-29', '02:30', BERLIN).toISOString()).toBe(
      '2026-03-29T01:30:00.000Z',
    );
    // Los Angeles 2026-03-08: 02:00 becomes 03:00.
    expect(zonedInstant('2026-03-08', '02:30', LA).toISOString()).toBe('2026-03-08T10:30:00.000Z');
  });

  it('takes the first of a time the clocks read twice in autumn', () => {
    // Berlin 2026-10-25: 03:00 CEST goes back to 02:00 CET; 02:30 CEST is 00:30 UTC.
    expect(zonedInstant('2026-10-25', '02:30', BERLIN).toISOString()).toBe(
      '2026-10-25T00:30:00.000Z',
    );
    // Los Angeles 2026-11-01: 01:30 PDT is 08:30 UTC.
    expect(zonedInstant('2026-11-01', '01:30', LA).toISOString()).toBe('2026-11-01T08:30:00.000Z');
  });

  it('knows the weekday of a date', () => {
    expect(weekdayOf('2026-11-29')).toBe(0); // a Sunday
    expect(weekdayOf('2026-11-30')).toBe(1);
    expect(weekdayOf('1969-12-31')).toBe(3);
  });
});

describe('the next time a reminder is due', () => {
  it('is today when the time is still ahead, tomorrow when it has passed', () => {
    expect(nextLocalTime(at('2026-01-15T06:00:00Z'), '08:00', BERLIN)?.toISOString()).toBe(
      '2026-01-15T07:00:00.000Z',
    );
    expect(nextLocalTime(at('2026-01-15T07:00:00Z'), '08:00', BERLIN)?.toISOString()).toBe(
      '2026-01-16T07:00:00.000Z',
    );
  });

  it('is in the person’s own day, not the server’s', () => {
    // 20:00 UTC on the 15th is already 10:00 on the 16th in Kiritimati.
    expect(nextLocalTime(at('2026-01-15T20:00:00Z'), '21:00', KIRITIMATI)?.toISOString()).toBe(
      '2026-01-16T07:00:00.000Z',
    );
    // 03:00 UTC on the 16th is still 19:00 on the 15th in Los Angeles.
    expect(nextLocalTime(at('2026-01-16T03:00:00Z'), '21:00', LA)?.toISOString()).toBe(
      '2026-01-16T05:00:00.000Z',
    );
  });

  it('keeps to the chosen weekdays (weigh-in on Monday and Thursday)', () => {
    // Sunday 2026-11-29 at noon in Berlin → Monday 07:30.
    expect(nextLocalTime(at('2026-11-29T11:00:00Z'), '07:30', BERLIN, [1, 4])?.toISOString()).toBe(
      '2026-11-30T06:30:00.000Z',
    );
    // Monday after 07:30 → Thursday.
    expect(nextLocalTime(at('2026-11-30T07:00:00Z'), '07:30', BERLIN, [1, 4])?.toISOString()).toBe(
      '2026-12-03T06:30:00.000Z',
    );
    expect(nextLocalTime(at('2026-11-30T07:00:00Z'), '07:30', BERLIN, [])).toBeNull();
  });

  it('moves with the clocks across a daylight-saving change', () => {
    // The Saturday before Berlin's spring change, after 08:00: Sunday's 08:00 is CEST.
    expect(nextLocalTime(at('2026-03-28T08:00:00Z'), '08:00', BERLIN)?.toISOString()).toBe(
      '2026-03-29T06:00:00.000Z',
    );
  });
});

describe('quiet hours', () => {
  it('run past midnight in the person’s zone', () => {
    expect(inQuietHours(at('2026-01-15T22:30:00Z'), DEFAULT_QUIET_HOURS, BERLIN)).toBe(true); // 23:30
    expect(inQuietHours(at('2026-01-15T05:59:00Z'), DEFAULT_QUIET_HOURS, BERLIN)).toBe(true); // 06:59
    expect(inQuietHours(at('2026-01-15T06:00:00Z'), DEFAULT_QUIET_HOURS, BERLIN)).toBe(false); // 07:00
    expect(inQuietHours(at('2026-01-15T12:00:00Z'), null, BERLIN)).toBe(false);
  });

  it('hold a fast’s goal reached at night until they end, saying it is late', () => {
    // 03:00 in Berlin: held until 07:00, four hours late.
    const due = at('2026-01-15T02:00:00Z');
    expect(
      deliveryFor({
        kind: 'fast_goal',
        due,
        now: due,
        quiet: DEFAULT_QUIET_HOURS,
        timeZone: BERLIN,
      }),
    ).toEqual({ action: 'send', at: at('2026-01-15T06:00:00Z'), late: true });
  });

  it('drop what would be stale by the time they end', () => {
    // The eating window closing at 23:00 is useless at 07:00.
    const due = at('2026-01-15T22:00:00Z');
    expect(
      deliveryFor({
        kind: 'eating_window_closes',
        due,
        now: due,
        quiet: DEFAULT_QUIET_HOURS,
        timeZone: BERLIN,
      }),
    ).toEqual({ action: 'drop', reason: 'stale' });
  });

  it('let a reminder outside them go at its moment, or drop it after downtime made it stale', () => {
    const due = at('2026-01-15T17:00:00Z'); // 18:00 in Berlin
    expect(
      deliveryFor({
        kind: 'weigh_in',
        due,
        now: due,
        quiet: DEFAULT_QUIET_HOURS,
        timeZone: BERLIN,
      }),
    ).toEqual({ action: 'send', at: due, late: false });
    const afterDowntime = new Date(due.getTime() + 5 * 3_600_000);
    expect(
      deliveryFor({ kind: 'weigh_in', due, now: afterDowntime, quiet: null, timeZone: BERLIN }),
    ).toEqual({ action: 'drop', reason: 'stale' });
  });
});
