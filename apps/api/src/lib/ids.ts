const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a path id can be a row id at all. A malformed id is answered like another user's
 * (404), and never reaches PostgreSQL, which would fail on the uuid cast.
 */
export function isUuid(id: string): boolean {
  return UUID.test(id);
}
