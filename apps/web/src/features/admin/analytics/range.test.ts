import { describe, expect, it } from 'vitest';
import { addDays, presetOf, presetRange, rangeError, utcToday } from './range';

// 23:30 in New York on 31 Dec is already 1 Jan in UTC: analytics days are UTC days.
const NOW = new Date('2027-01-01T04:30:00Z');

describe('range presets', () => {
  it('are the last N UTC days, today included', () => {
    expect(utcToday(NOW)).toBe('2027-01-01');
    expect(presetRange(7, NOW)).toEqual({ from: '2026-12-26', to: '2027-01-01' });
    expect(presetRange(30, NOW)).toEqual({ from: '2026-12-03', to: '2027-01-01' });
    expect(presetRange(90, NOW)).toEqual({ from: '2026-10-04', to: '2027-01-01' });
  });

  it('are recognised again, and a custom range is none of them', () => {
    expect(presetOf(presetRange(30, NOW), NOW)).toBe(30);
    expect(presetOf({ from: '2026-12-04', to: '2027-01-01' }, NOW)).toBeNull();
  });

  it('step over month ends, leap days and daylight-saving changes by whole days', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-29', -1)).toBe('2026-03-28');
    expect(addDays('2026-10-25', 1)).toBe('2026-10-26');
  });
});

describe('a custom range', () => {
  it('is checked as the API checks it', () => {
    expect(rangeError({ from: '2026-01-01', to: '2026-01-01' })).toBeNull();
    expect(rangeError({ from: '2028-01-01', to: '2028-12-31' })).toBeNull(); // 366 days
    expect(rangeError({ from: '', to: '2026-01-01' })).toBe('Choose both dates.');
    expect(rangeError({ from: '2026-02-02', to: '2026-02-01' })).toBe(
      'The end date must not be before the start date.',
    );
    expect(rangeError({ from: '2026-01-01', to: '2027-01-02' })).toBe(
      'Choose at most 366 days (this is 367).',
    );
  });
});
