import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** One-time codes e-mailed to a buyer to prove they own the purchase before setting a password. */
export const purchaseSetupCodes = pgTable(
  'purchase_setup_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('purchase_setup_codes_email_idx').on(t.email)],
);
