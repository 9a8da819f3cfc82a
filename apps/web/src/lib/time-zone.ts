import { IANA_TIME_ZONE_MAX_LENGTH, TIME_ZONE_COOKIE, isIanaTimeZone } from '@ketoflow/contracts';

/**
 * How long one reading of the browser's zone is used. Reading it builds two `Intl` formatters,
 * and the dashboard's cards ask for it in every render (their query key holds it): tens of
 * milliseconds of a phone's main thread while the page loads (decision 025). A traveller's new
 * zone is picked up within this time.
 */
const ZONE_READ_FOR_MS = 60_000;
let lastRead: { zone: string; at: number } | null = null;

/**
 * The browser's IANA time zone: it decides what "today", a streak day or a Metashift day is
 * for this user. UTC when the browser reports none the server knows (it would refuse it). The
 * same test as the contracts' `IanaTimeZoneSchema`, without zod (decision 025).
 */
export function clientTimeZone(): string {
  const now = Date.now();
  if (lastRead && now - lastRead.at >= 0 && now - lastRead.at < ZONE_READ_FOR_MS) {
    return lastRead.zone;
  }
  const reported = new Intl.DateTimeFormat().resolvedOptions().timeZone;
  const accepted =
    typeof reported === 'string' &&
    reported.trim() === reported &&
    reported.length > 0 &&
    reported.length <= IANA_TIME_ZONE_MAX_LENGTH &&
    isIanaTimeZone(reported);
  const zone = accepted ? reported : 'UTC';
  lastRead = { zone, at: now };
  return zone;
}

/**
 * Tells the server this browser's zone while someone is signed in, in a small cookie read on
 * the next navigation (decision 038): the page it answers then carries the screen's "today"
 * data, which a navigation alone could not say. Removed when no one is signed in.
 */
export function shareTimeZone(signedIn: boolean): void {
  const attributes = `; Path=/; SameSite=Lax${window.location.protocol === 'https:' ? '; Secure' : ''}`;
  document.cookie = signedIn
    ? `${TIME_ZONE_COOKIE}=${encodeURIComponent(clientTimeZone())}; Max-Age=31536000${attributes}`
    : `${TIME_ZONE_COOKIE}=; Expires=Thu, 01 Jan 1970 00:00:00 GMT${attributes}`;
}
