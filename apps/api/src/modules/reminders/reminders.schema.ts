import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from '../auth/auth.schema.js';

/**
 * Reminders waiting to be delivered, one row per occurrence: its `occurrence` key (the kind
 * and what it is about, e.g. `fast_goal:<fast id>` or `weigh_in:2026-11-30`) is unique per
 * person, so planning the same reminder twice, from two processes or after a restart, makes
 * one row. Workers claim due rows with `FOR UPDATE SKIP LOCKED` and a lease (decision 050).
 */
export const reminderJobs = pgTable(
  'reminder_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    occurrence: text('occurrence').notNull(),
    /** The moment the reminder is about (a fast's goal time, the weigh-in time). */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** When a worker may take it: the moment, or the end of quiet hours, or a retry's wait. */
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    /** due | sent | dropped | cancelled | failed */
    status: text('status').notNull().default('due'),
    attempts: integer('attempts').notNull().default(0),
    /** A worker that took the row holds it until then; after a crash another takes it over. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** The screen a tap opens (an app path). */
    url: text('url').notNull(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reminder_jobs_occurrence_uq').on(t.userId, t.occurrence),
    index('reminder_jobs_due_idx')
      .on(t.runAt)
      .where(sql`${t.status} = 'due'`),
    check(
      'reminder_jobs_status_known',
      sql`${t.status} in ('due', 'sent', 'dropped', 'cancelled', 'failed')`,
    ),
  ],
);

/**
 * The in-app inbox: every delivered reminder, so people without push lose nothing. One row per
 * occurrence (a retried delivery writes nothing new).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    occurrence: text('occurrence').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    url: text('url').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('notifications_occurrence_uq').on(t.userId, t.occurrence),
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);

/**
 * A person's reminder settings (the whole `ReminderSettings` shape, checked by its schema on
 * the way in) and their time zone, kept so reminders come at their local time with no device
 * open. No row: the defaults.
 */
export const reminderSettings = pgTable('reminder_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  timeZone: text('time_zone'),
  settings: jsonb('settings').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
