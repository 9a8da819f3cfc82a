import { bigint, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { user } from '../auth/auth.schema.js';

/*
 * Roll-ups for admin analytics (decision 026), so a year-long range reads a few thousand rows
 * instead of millions. Days are UTC days. Two kinds:
 *  - kept by database triggers (migration 0014) as rows are written: user-days, feature use and
 *    sign-ups, whose sources change in ways a cache could not follow (onboarding is completed
 *    later, accounts are deleted);
 *  - materialized by the analytics module, one closed day at a time, from append-only sources
 *    (the coin ledger, the user-days): a day that has ended never changes again.
 */

/**
 * Who was active on which UTC day: one row per (day, user) from activity_logs entries and
 * user_activity last-active pings. Goes with the account (cascade); outlives activity_logs'
 * retention, as the last-active time does.
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
    // Deleting an account cascades here.
    index('analytics_user_days_user_idx').on(t.userId),
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

/** Accounts created per UTC day, and how many of them have completed onboarding (by now). */
export const analyticsSignupDays = pgTable('analytics_signup_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  signUps: integer('sign_ups').notNull().default(0),
  onboarded: integer('onboarded').notNull().default(0),
});

/**
 * Closed days already materialized, per kind (`ledger`, `active`): a day listed here has its
 * rows in the kind's table, even when it has none (nothing happened that day).
 */
export const analyticsClosedDays = pgTable(
  'analytics_closed_days',
  {
    kind: text('kind').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.day] })],
);

/** coin_ledger summed per closed UTC day and reason (and action, for AI debits and refunds). */
export const analyticsLedgerDays = pgTable(
  'analytics_ledger_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    reason: text('reason').notNull(),
    /** The AI action for ai_action / ai_refund; '' for every other reason. */
    reference: text('reference').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    entries: integer('entries').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.reason, t.reference] })],
);

/** DAU, and WAU / MAU (distinct users in the 7 / 30 days ending the day), per closed day. */
export const analyticsActiveDays = pgTable('analytics_active_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  dau: integer('dau').notNull(),
  wau: integer('wau').notNull(),
  mau: integer('mau').notNull(),
});
