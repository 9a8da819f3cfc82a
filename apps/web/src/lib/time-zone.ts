import { IanaTimeZoneSchema } from '@ketoflow/contracts';

/**
 * The browser's IANA time zone: it decides what "today", a streak day or a Metashift day is
 * for this user. UTC when the browser reports none the server knows (it would refuse it).
 */
export function clientTimeZone(): string {
  const zone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
  return IanaTimeZoneSchema.safeParse(zone).success ? zone : 'UTC';
}
