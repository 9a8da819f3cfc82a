import { AUTH_STORAGE_PREFIX } from '../../../entities/session/session';

/**
 * Whether this browser already saw the person's reminders keep a time zone, since they signed
 * in (an `auth:` key, so signing out forgets it): the zone is then never asked for again on a
 * page load. Small on purpose: the app's shell reads it before loading anything else.
 */
const keyOf = (userId: string) => `${AUTH_STORAGE_PREFIX}reminder-zone-kept:${userId}`;

export function zoneKnown(userId: string): boolean {
  try {
    return window.localStorage.getItem(keyOf(userId)) === '1';
  } catch {
    return false;
  }
}

export function markZoneKnown(userId: string): void {
  try {
    window.localStorage.setItem(keyOf(userId), '1');
  } catch {
    // Storage blocked: the zone is asked for again on the next page load (and not sent twice).
  }
}
