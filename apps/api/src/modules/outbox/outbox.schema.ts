import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every e-mail the app sends. Without SMTP_URL it is the delivery channel (`stored`, body kept
 * so an operator can read the links). With SMTP: `sent` (body dropped: its links are live
 * credentials) or `failed` (body kept until a retry delivers it, then dropped).
 */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    /** The HTML part, for e-mails that have one (the weekly summary). */
    htmlBody: text('html_body'),
    kind: text('kind').notNull(),
    /** stored | sent | failed | sending (a retry holds it) */
    status: text('status').notNull().default('stored'),
    /** Delivery attempts over SMTP (the first send counts). */
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('outbox_to_created_idx').on(t.toAddress, t.createdAt),
    index('outbox_created_idx').on(t.createdAt, t.id),
    index('outbox_status_created_idx').on(t.status, t.createdAt),
  ],
);
