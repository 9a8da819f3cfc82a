import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** E-mail that would have been sent: the delivery channel when SMTP_URL is unset. */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    kind: text('kind').notNull(),
    status: text('status').notNull().default('stored'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_to_created_idx').on(t.toAddress, t.createdAt)],
);
