import { describe, expect, it } from 'vitest';
import { localIsoDate } from './dates.js';
import { mealTypeForHour } from './meal-time.js';

describe('meal by hour and the local day', () => {
  it('suggests the meal people usually log at that hour', () => {
    expect([3, 4, 10, 11, 14, 15, 16, 17, 21, 22].map(mealTypeForHour)).toEqual([
      'snack',
      'breakfast',
      'breakfast',
      'lunch',
      'lunch',
      'snack',
      'snack',
      'dinner',
      'dinner',
      'snack',
    ]);
  });

  it("reads today from the device's own clock, not UTC", () => {
    expect(localIsoDate(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
    expect(localIsoDate(new Date(2026, 11, 31, 0, 5))).toBe('2026-12-31');
  });
});
