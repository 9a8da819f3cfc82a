import { EMPTY_PREFERENCES, type UserPreferences } from '@ketoflow/contracts';
import { describe, expect, it } from 'vitest';
import {
  isTourDismissed,
  mergeDismissedIds,
  mergePreferences,
  mergeTempDismissals,
  TEMP_TOUR_DISMISSAL_MS,
} from './preferences.js';

const NOW = Date.UTC(2026, 10, 26, 12);
const HOUR = 3_600_000;

describe('merging two copies of the dismissals', () => {
  it('keeps every id either copy dismissed, once, in first-seen order', () => {
    expect(
      mergeDismissedIds({ ids: ['dashboard', 'coach'] }, { ids: ['coach', 'profile'] }),
    ).toEqual({ ids: ['dashboard', 'coach', 'profile'] });
  });

  it('drops the oldest ids past the cap', () => {
    expect(mergeDismissedIds({ ids: ['a', 'b'] }, { ids: ['c'] }, 2)).toEqual({ ids: ['b', 'c'] });
  });

  it('keeps the latest skip per tour and forgets skips whose 3 days are over', () => {
    const phone = { data: { dashboard: NOW - 2 * HOUR, coach: NOW - 80 * HOUR } };
    const laptop = { data: { dashboard: NOW - 5 * HOUR, profile: NOW - HOUR } };
    expect(mergeTempDismissals(phone, laptop, NOW)).toEqual({
      data: { profile: NOW - HOUR, dashboard: NOW - 2 * HOUR },
    });
  });

  it('merges all three keys', () => {
    const a: UserPreferences = {
      dismissed_popups: { ids: ['install'] },
      dismissed_tours: { ids: ['dashboard'] },
      temp_dismissed_tours: { data: { coach: NOW - HOUR } },
    };
    expect(mergePreferences(a, EMPTY_PREFERENCES, NOW)).toEqual(a);
    expect(mergePreferences(EMPTY_PREFERENCES, a, NOW)).toEqual(a);
  });
});

describe('the 3-day rule', () => {
  const skipped = (at: number): UserPreferences => ({
    ...EMPTY_PREFERENCES,
    temp_dismissed_tours: { data: { dashboard: at } },
  });

  it('hides a skipped tour for 3 days, then shows it again', () => {
    expect(isTourDismissed(skipped(NOW), 'dashboard', NOW + TEMP_TOUR_DISMISSAL_MS - 1)).toBe(true);
    expect(isTourDismissed(skipped(NOW), 'dashboard', NOW + TEMP_TOUR_DISMISSAL_MS)).toBe(false);
    expect(isTourDismissed(skipped(NOW), 'coach', NOW)).toBe(false);
  });

  it('hides a tour dismissed for good at any time', () => {
    const prefs = { ...EMPTY_PREFERENCES, dismissed_tours: { ids: ['dashboard'] } };
    expect(isTourDismissed(prefs, 'dashboard', NOW + 365 * 24 * HOUR)).toBe(true);
  });
});
