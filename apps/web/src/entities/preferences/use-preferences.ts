import { EMPTY_PREFERENCES, type PreferenceKey, type UserPreferences } from '@ketoflow/contracts';
import { mergeDismissedIds, mergeTempDismissals } from '@ketoflow/domain';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { preferenceKeys } from '../query-keys';
import { readLocalPreferences, subscribeToLocalPreferences } from './local-store';
import { changePreference, mergeWithServer } from './sync';

/** This device's copy of the user's dismissals, re-rendering on every change (any tab). */
export function useLocalPreferences(userId: string): UserPreferences {
  const read = useCallback(
    () => (userId ? readLocalPreferences(userId) : EMPTY_PREFERENCES),
    [userId],
  );
  return useSyncExternalStore(subscribeToLocalPreferences, read, () => EMPTY_PREFERENCES);
}

/**
 * The user's dismissals, merged once per session with the server's (read at
 * sign-in). `merged` turns true when that has settled, successfully or not, so a caller can
 * wait before showing something another device may already have dismissed.
 */
export function usePreferences(userId: string): { prefs: UserPreferences; merged: boolean } {
  const sync = useQuery({
    queryKey: preferenceKeys.mine(userId),
    queryFn: () => mergeWithServer(userId),
    enabled: userId !== '',
    staleTime: Infinity,
    retry: false,
  });
  const prefs = useLocalPreferences(userId);
  return { prefs, merged: sync.isFetched };
}

/** "Don't show this tour again", and a finished tour: hidden for good, until a reset. */
export function dismissTour(userId: string, tourId: string): Promise<void> {
  return changePreference(userId, 'dismissed_tours', (current) =>
    mergeDismissedIds(current, { ids: [tourId] }),
  );
}

/** Skip (close, Escape): hidden for 3 days from `now`. */
export function skipTour(userId: string, tourId: string, now = Date.now()): Promise<void> {
  return changePreference(userId, 'temp_dismissed_tours', (current) =>
    mergeTempDismissals(current, { data: { [tourId]: now } }, now),
  );
}

/** The keys the profile's "Replay tours" resets. */
export const TOUR_PREFERENCE_KEYS: readonly PreferenceKey[] = [
  'dismissed_tours',
  'temp_dismissed_tours',
];
