import { date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { user } from './auth.js';

/*
 * Roll-ups for admin analytics (decision 026), kept by database triggers (migration
 * 0013_admin-analytics.sql) so the activity module's writes stay as they are and a range of a
 * year reads thousands of rows instead of millions of activity_logs. Days are UTC days.
 */

/**
 * Who was active on which UTC day: one row per (day, user) from activity_logs entries and
 * user_activity last-active pings. DAU / WAU / MAU are distinct counts over these rows.
 * Goes with the account (cascade); outlives activity_logs' retention, as last-active does.
 */
export const analyticsUserDays = pgTable(
  'analytics_user_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.userId] }),
    // Deleting an account cascades here; WAU/MAU read each user's days in order.
    index('analytics_user_days_user_idx').on(t.userId, t.day),
  ],
);

/**
 * Feature use: activity_logs entries counted per UTC day, screen (first segment of the page
 * route, so ids never split a screen) and action. Anonymous counts: no user id.
 */
export const analyticsFeatureDays = pgTable(
  'analytics_feature_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    screen: text('screen').notNull(),
    actionType: text('action_type').notNull(),
    action: text('action').notNull(),
    events: integer('events').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.screen, t.actionType, t.action] })],
);
