export { clientTimeZone } from '../../../lib/time-zone';

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
