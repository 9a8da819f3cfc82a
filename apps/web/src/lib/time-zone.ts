import { IANA_TIME_ZONE_MAX_LENGTH, isIanaTimeZone } from '@ketoflow/contracts';

/**
 * The browser's IANA time zone: it decides what "today", a streak day or a Metashift day is
 * for this user. UTC when the browser reports none the server knows (it would refuse it). The
 * same test as the contracts' `IanaTimeZoneSchema`, without zod (decision 025).
 */
export function clientTimeZone(): string {
  const zone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
  const accepted =
    typeof zone === 'string' &&
    zone.trim() === zone &&
    zone.length > 0 &&
    zone.length <= IANA_TIME_ZONE_MAX_LENGTH &&
    isIanaTimeZone(zone);
  return accepted ? zone : 'UTC';
}
