import { describe, expect, it } from 'vitest';
import { type LoggedDay, loggingStreak } from './logging-streak.js';

const LIMIT = 25;
const logged = (date: string, netCarbsG = 18, entries = 2): LoggedDay => ({
  date,
  entries,
  netCarbsG,
});

describe('the logging streak', () => {
  it('counts the days in a row up to today that were logged within the limit', () => {
    const days = ['2026-03-01', '2026-03-02', '2026-03-03'].map((d) => logged(d));
    expect(loggingStreak(days, '2026-03-03', LIMIT)).toEqual({
      current: 3,
      best: 3,
      today: 'kept',
    });
  });

  it('keeps yesterday’s streak while today has nothing logged yet', () => {
    const days = [logged('2026-03-01'), logged('2026-03-02')];
    expect(loggingStreak(days, '2026-03-03', LIMIT)).toEqual({
      current: 2,
      best: 2,
      today: 'open',
    });
  });

  it('starts again after a day without logs, and remembers the best run', () => {
    const days = [
      '2026-02-20',
      '2026-02-21',
      '2026-02-22',
      '2026-02-23',
      '2026-02-25',
      '2026-02-26',
    ].map((d) => logged(d));
    expect(loggingStreak(days, '2026-02-26', LIMIT)).toEqual({
      current: 2,
      best: 4,
      today: 'kept',
    });
    // Two days later with nothing logged since: the run has ended.
    expect(loggingStreak(days, '2026-02-28', LIMIT)).toMatchObject({ current: 0, best: 4 });
  });

  it('breaks on a day over the net-carb limit, today included', () => {
    const days = [logged('2026-03-01'), logged('2026-03-02', 31), logged('2026-03-03')];
    expect(loggingStreak(days, '2026-03-03', LIMIT)).toEqual({
      current: 1,
      best: 1,
      today: 'kept',
    });
    const overToday = [logged('2026-03-01'), logged('2026-03-02', 25.5)];
    expect(loggingStreak(overToday, '2026-03-02', LIMIT)).toEqual({
      current: 0,
      best: 1,
      today: 'over',
    });
  });

  it('counts a day exactly at the limit, and any logged day before there is a plan', () => {
    expect(loggingStreak([logged('2026-03-01', 25)], '2026-03-01', LIMIT).current).toBe(1);
    expect(loggingStreak([logged('2026-03-01', 90)], '2026-03-01', null).current).toBe(1);
  });

  it('does not count a day whose entries were all deleted, nor days logged ahead', () => {
    const days = [logged('2026-03-01'), logged('2026-03-02', 0, 0), logged('2026-03-05')];
    expect(loggingStreak(days, '2026-03-02', LIMIT)).toEqual({
      current: 1,
      best: 1,
      today: 'open',
    });
  });

  it('follows the diary’s days across a change of time zone and a month’s end', () => {
    // Logged in Berlin up to 31 January, then in Los Angeles from its 1 February: the diary's
    // dates are each place's own, so the run goes on, across the month's end.
    const days = ['2026-01-30', '2026-01-31', '2026-02-01', '2026-02-02'].map((d) => logged(d));
    expect(loggingStreak(days, '2026-02-02', LIMIT)).toEqual({
      current: 4,
      best: 4,
      today: 'kept',
    });
  });
});
