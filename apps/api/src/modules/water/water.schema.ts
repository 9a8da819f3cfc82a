import { date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from '../auth/auth.schema.js';

/** water_logs: one drink on a diary day, in millilitres, with the time it was logged. */
export const waterLogs = pgTable(
  'water_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The person's own calendar day, as the diary keeps it. */
    date: date('date', { mode: 'string' }).notNull(),
    amountMl: integer('amount_ml').notNull(),
    /** On the device: a drink logged offline keeps its own time. */
    loggedAt: timestamp('logged_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('water_logs_user_date_idx').on(t.userId, t.date)],
);

/** water_targets: a person's own daily target; no row means the guidance for their sex. */
export const waterTargets = pgTable('water_targets', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  targetMl: integer('target_ml').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
