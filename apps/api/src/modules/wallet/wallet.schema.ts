import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { user } from '../auth/auth.schema.js';

export const wallets = pgTable('wallets', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  balance: integer('balance').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Append-only: rows are only ever inserted. wallets.balance always equals the
 * sum of a user's amounts; each row records the balance it produced.
 */
export const coinLedger = pgTable(
  'coin_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    reference: text('reference'),
    idempotencyKey: text('idempotency_key').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Scoped per user so one client's key can never replay another user's entry.
    uniqueIndex('coin_ledger_user_key_uq').on(t.userId, t.idempotencyKey),
    index('coin_ledger_user_created_idx').on(t.userId, t.id),
    // Admin analytics (decision 026) sums the ledger of a time range: the days not yet
    // materialized, and today's.
    index('coin_ledger_created_idx').on(t.createdAt),
    check('coin_ledger_amount_nonzero', sql`${t.amount} <> 0`),
  ],
);
