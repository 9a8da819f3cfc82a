import { describe, expect, it } from 'vitest';
import { summariseWeek, summaryWeek, type WeeklySummaryInput } from './weekly-summary.js';

const DAYS = [
  '2026-03-02',
  '2026-03-03',
  '2026-03-04',
  '2026-03-05',
  '2026-03-06',
  '2026-03-07',
  '2026-03-08',
];

const input = (over: Partial<WeeklySummaryInput> = {}): WeeklySummaryInput => ({
  days: DAYS,
  loggedDays: [],
  capG: 20,
  weighIns: { before: null, within: [] },
  units: 'metric',
  fasts: [],
  ...over,
});

describe('the weekly summary’s week', () => {
  it('is the seven local days before the local day it is due, bounded at local midnights', () => {
    // Monday 9 March 2026, 08:00 in Berlin (UTC+1).
    const week = summaryWeek(new Date('2026-03-09T07:00:00Z'), 'Europe/Berlin');
    expect(week.days).toEqual(DAYS);
    expect(week.from.toISOString()).toBe('2026-03-01T23:00:00.000Z');
    expect(week.to.toISOString()).toBe('2026-03-08T23:00:00.000Z');
  });

  it('follows the zone across a change of clocks (the week is 167 hours long)', () => {
    // New York moves its clocks forward on Sunday 8 March 2026.
    const week = summaryWeek(new Date('2026-03-09T12:00:00Z'), 'America/New_York');
    expect(week.days).toEqual(DAYS);
    expect(week.from.toISOString()).toBe('2026-03-02T05:00:00.000Z');
    expect(week.to.toISOString()).toBe('2026-03-09T04:00:00.000Z');
  });
});

describe('the weekly summary’s figures', () => {
  it('puts each logged day against the cap; a day at the cap is within it', () => {
    const summary = summariseWeek(
      input({
        loggedDays: [
          { date: '2026-03-02', netCarbsG: 15 },
          { date: '2026-03-03', netCarbsG: 20.1 },
          { date: '2026-03-05', netCarbsG: 20 },
        ],
      }),
    );
    expect(summary.days.slice(0, 4)).toEqual([
      { date: '2026-03-02', netCarbsG: 15, withinCap: true },
      { date: '2026-03-03', netCarbsG: 20.1, withinCap: false },
      { date: '2026-03-04', netCarbsG: null, withinCap: null },
      { date: '2026-03-05', netCarbsG: 20, withinCap: true },
    ]);
    expect(summary).toMatchObject({ daysLogged: 3, daysWithinCap: 2, capG: 20 });
  });

  it('has no cap figures before onboarding', () => {
    const summary = summariseWeek(
      input({ capG: null, loggedDays: [{ date: '2026-03-02', netCarbsG: 15 }] }),
    );
    expect(summary.days[0]).toEqual({ date: '2026-03-02', netCarbsG: 15, withinCap: null });
    expect(summary.daysWithinCap).toBeNull();
  });

  it('measures the weight from the first weigh-in of the week when there are two or more', () => {
    const weighIns = {
      before: { date: '2026-02-20', weight: 83, units: 'metric' as const },
      within: [
        { date: '2026-03-03', weight: 81.6, units: 'metric' as const },
        { date: '2026-03-07', weight: 80.9, units: 'metric' as const },
      ],
    };
    expect(summariseWeek(input({ weighIns })).weight).toEqual({
      units: 'metric',
      latest: 80.9,
      change: -0.7,
      since: '2026-03-03',
    });
  });

  it('from the latest weigh-in before the week when the week has one, in the preferred unit', () => {
    const weighIns = {
      before: { date: '2026-02-27', weight: 180, units: 'imperial' as const },
      within: [{ date: '2026-03-04', weight: 81, units: 'metric' as const }],
    };
    // 81 kg = 178.57 lb.
    expect(summariseWeek(input({ weighIns, units: 'imperial' })).weight).toEqual({
      units: 'imperial',
      latest: 178.6,
      change: -1.4,
      since: '2026-02-27',
    });
  });

  it('shows a lone first weigh-in without a change, and no weight without a weigh-in', () => {
    const within = [{ date: '2026-03-04', weight: 81, units: 'metric' as const }];
    expect(summariseWeek(input({ weighIns: { before: null, within } })).weight).toEqual({
      units: 'metric',
      latest: 81,
      change: null,
      since: null,
    });
    const onlyBefore = { before: within[0] ?? null, within: [] };
    expect(summariseWeek(input({ weighIns: onlyBefore })).weight).toBeNull();
  });

  it('counts the fasts finished and those that reached their goal', () => {
    const fasts = [{ completed: true }, { completed: false }, { completed: true }];
    expect(summariseWeek(input({ fasts })).fasts).toEqual({ finished: 3, completed: 2 });
  });
});
