/**
 * Names found valid: making a formatter costs far more than a look-up, and a batch of
 * reminders checks thousands of people's zones. Only valid names are kept, so the set is at
 * most the time-zone database's few hundred names.
 */
const knownZones = new Set<string>();

/**
 * Whether the runtime's time-zone database knows an IANA name ("Europe/Berlin"). In a module of
 * its own, without zod: every app screen asks it for the browser's zone before its first
 * request, and a page that imports a function gets the whole module it lives in (decision 025).
 */
export function isIanaTimeZone(value: string): boolean {
  if (knownZones.has(value)) return true;
  try {
    // Throws a RangeError for names the runtime's time-zone database does not know.
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    knownZones.add(value);
    return true;
  } catch {
    return false;
  }
}

/** The longest time-zone name the API takes. */
export const IANA_TIME_ZONE_MAX_LENGTH = 64;
