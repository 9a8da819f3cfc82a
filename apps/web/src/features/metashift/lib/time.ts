import { IanaTimeZoneSchema } from '@ketoflow/contracts';

/** The browser's IANA time zone: programme days change at the user's own midnight. */
export function clientTimeZone(): string {
  const zone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
  return IanaTimeZoneSchema.safeParse(zone).success ? zone : 'UTC';
}

const longDay = new Intl.DateTimeFormat(undefined, {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** "Saturday, 14 March 2026" in the user's locale. */
export function formatLongDay(iso: string): string {
  return longDay.format(new Date(iso));
}
