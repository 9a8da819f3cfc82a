import {
  PREFERENCE_LIMITS,
  type DismissedIds,
  type TempDismissedTours,
  type UserPreferences,
} from '@ketoflow/contracts';

/** A skipped (temporarily dismissed) tour stays hidden for 3 days. */
export const TEMP_TOUR_DISMISSAL_MS = 3 * 24 * 60 * 60 * 1000;

/**
 * Dismissals only grow until a reset, so two copies merge by union: every id of either, in
 * first-seen order. Past the cap the oldest go first (the newest dismissals matter most).
 */
export function mergeDismissedIds(
  a: DismissedIds,
  b: DismissedIds,
  max: number = PREFERENCE_LIMITS.maxIds,
): DismissedIds {
  const ids = [...new Set([...a.ids, ...b.ids])];
  return { ids: ids.slice(Math.max(0, ids.length - max)) };
}

/**
 * Temporary dismissals merge per tour by the latest time: a skip on either device counts from
 * when it happened last. Entries whose 3 days are over (at `now`) are dropped, they no longer
 * hide anything; past the cap the oldest go first.
 */
export function mergeTempDismissals(
  a: TempDismissedTours,
  b: TempDismissedTours,
  now: number,
  max: number = PREFERENCE_LIMITS.maxIds,
): TempDismissedTours {
  const latest = new Map<string, number>();
  for (const [id, at] of [...Object.entries(a.data), ...Object.entries(b.data)]) {
    if (!isWithinTempDismissal(at, now)) continue;
    latest.set(id, Math.max(at, latest.get(id) ?? at));
  }
  const kept = [...latest].sort((x, y) => y[1] - x[1]).slice(0, max);
  return { data: Object.fromEntries(kept) };
}

/** Both copies of every key merged: how a device's copy and the server's become one. */
export function mergePreferences(
  a: UserPreferences,
  b: UserPreferences,
  now: number,
): UserPreferences {
  return {
    dismissed_popups: mergeDismissedIds(a.dismissed_popups, b.dismissed_popups),
    dismissed_tours: mergeDismissedIds(a.dismissed_tours, b.dismissed_tours),
    temp_dismissed_tours: mergeTempDismissals(a.temp_dismissed_tours, b.temp_dismissed_tours, now),
  };
}

/** True while a skip made at `at` still hides its tour: less than 3 days have passed. */
export function isWithinTempDismissal(at: number, now: number): boolean {
  return now - at < TEMP_TOUR_DISMISSAL_MS;
}

/**
 * Whether a tour stays hidden when not opened on purpose (a forced tour shows anyway):
 * dismissed for good ("Don't show this tour again", or finished), or skipped less than 3 days
 * ago.
 */
export function isTourDismissed(prefs: UserPreferences, tourId: string, now: number): boolean {
  if (prefs.dismissed_tours.ids.includes(tourId)) return true;
  const skippedAt = prefs.temp_dismissed_tours.data[tourId];
  return skippedAt !== undefined && isWithinTempDismissal(skippedAt, now);
}
