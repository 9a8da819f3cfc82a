import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from '../auth/auth.schema.js';
import { reminderJobs } from '../reminders/reminders.schema.js';

/**
 * A device that gets reminders by Web Push: the browser's subscription (its push service
 * endpoint and keys) and the name its owner gave it. One endpoint belongs to one person.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastDeliveredAt: timestamp('last_delivered_at', { withTimezone: true }),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/**
 * A reminder handed to one device's push service: written when the service accepted it, so a
 * retried job sends only to the devices that have not had it yet.
 */
export const pushDeliveries = pgTable(
  'push_deliveries',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => reminderJobs.id, { onDelete: 'cascade' }),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    attempts: integer('attempts').notNull().default(1),
    deliveredAt: timestamp('delivered_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.subscriptionId] })],
);
