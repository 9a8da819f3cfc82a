import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { ValidationError } from './errors.js';

/** Where a newest-first page stopped: the last row's time and id (ties broken by id). */
export type KeysetPosition = { at: Date; id: string };

/** Opaque to clients: base64url of `iso|id`. */
export function encodeCursor(position: KeysetPosition): string {
  return Buffer.from(`${position.at.toISOString()}|${position.id}`, 'utf8').toString('base64url');
}

export function decodeCursor(cursor: string | undefined): KeysetPosition | null {
  if (cursor === undefined || cursor === '') return null;
  const [iso = '', id = ''] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const at = new Date(iso);
  if (Number.isNaN(at.getTime()) || id === '') throw new ValidationError('Invalid cursor.');
  return { at, id };
}

/** Rows strictly after the position in newest-first order: `(at, id) < (cursor.at, cursor.id)`. */
export function before(
  at: AnyColumn,
  id: AnyColumn,
  position: KeysetPosition | null,
): SQL | undefined {
  return position
    ? sql`(${at}, ${id}) < (${position.at.toISOString()}::timestamptz, ${position.id})`
    : undefined;
}

/**
 * A page from `limit + 1` rows fetched newest first: the extra row only says there is more.
 */
export function pageOf<T>(
  rows: readonly T[],
  limit: number,
  position: (row: T) => KeysetPosition,
): { items: T[]; nextCursor: string | null } {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return {
    items,
    nextCursor: rows.length > limit && last ? encodeCursor(position(last)) : null,
  };
}
