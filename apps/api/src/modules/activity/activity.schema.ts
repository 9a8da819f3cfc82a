import { bigint, boolean, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from '../auth/auth.schema.js';

/**
 * activity_logs: what a signed-in person did in the app (page visits, features used),
 * sent by the browser in batches. Append-only; rows older than ACTIVITY_RETENTION_DAYS are
 * removed by a daily job, and every row goes with the account. action_details holds the
 * contract's per-type details (ActivityEntrySchema), validated before they get here.
 */
export const activityLogs = pgTable(
  'activity_logs',
  {
    // An append-only log: a sequence is smaller and cheaper to index than a random uuid.
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    actionType: text('action_type').notNull(),
    pageRoute: text('page_route').notNull(),
    actionDetails: jsonb('action_details').$type<Record<string, unknown>>().notNull(),
    sessionId: text('session_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('activity_logs_user_created_idx').on(t.userId, t.createdAt),
    // Rows arrive in time order, so a BRIN index (a few pages for millions of rows) lets the
    // daily retention job find expired rows without a full scan or a second b-tree to maintain.
    index('activity_logs_created_brin').using('brin', t.createdAt),
  ],
);

/**
 * One row per user: the last-active time (update_user_activity, set by the browser's
 * ping) and the person's choice to have activity logged at all (on unless turned off).
 */
export const userActivity = pgTable('user_activity', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  loggingEnabled: boolean('logging_enabled').notNull().default(true),
  lastActiveAt: timestamp('last_active_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
