import { describe, expect, it } from 'vitest';
import { addDays, ageFromBirthYear, formatLongDate, toIsoDate } from './dates.js';

describe('dates', () => {
  it('adds days across month, year and leap-day boundaries', () => {
    expect(addDays('2025-01-01', 126)).toBe('2025-05-07');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
  });

  it('rejects malformed or impossible dates', () => {
    expect(() => addDays('2025-2-1', 1)).toThrow(RangeError);
    expect(() => addDays('2025-02-30', 1)).toThrow(RangeError);
    expect(() => addDays('yesterday', 1)).toThrow(RangeError);
  });

  it('uses the UTC calendar date', () => {
    expect(toIsoDate(new Date('2025-06-01T23:30:00-05:00'))).toBe('2025-06-02');
  });

  it('spells the month out', () => {
    expect(formatLongDate('2026-05-09')).toBe('9 May 2026');
    expect(formatLongDate('2025-12-31')).toBe('31 December 2025');
  });

  it('counts age by calendar year, as onboarding only asks for the birth year', () => {
    expect(ageFromBirthYear(1985, new Date('2025-01-01T00:00:00Z'))).toBe(40);
    expect(ageFromBirthYear(1985, new Date('2025-12-31T12:00:00Z'))).toBe(40);
  });
});
