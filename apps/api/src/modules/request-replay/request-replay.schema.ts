import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from '../auth/auth.schema.js';

/**
 * Writes sent with an Idempotency-Key (decision 040): the first attempt claims the key, its
 * answer is kept, and a repeat of the same request (a phone's sync queue resending after a
 * dropped connection, a second tab) gets that answer again instead of a second write. Owned by
 * the request-replay module.
 */
export const requestReplays = pgTable(
  'request_replays',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** SHA-256 of method, route, path parameters and body: the same key with another request is refused. */
    fingerprint: text('fingerprint').notNull(),
    /** Null while the first attempt runs. */
    status: integer('status'),
    /** The answer's body as it was sent (null for 204). */
    body: text('body'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index('request_replays_claimed_at_idx').on(t.claimedAt),
  ],
);
