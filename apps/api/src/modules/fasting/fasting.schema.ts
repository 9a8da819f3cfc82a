import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from '../auth/auth.schema.js';

/** Fasts, kept on the server so a running timer survives reloads and other devices. */
export const fasts = pgTable(
  'fasts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** 16:8 | 18:6 | 20:4 | omad | 36h | custom */
    protocol: text('protocol').notNull(),
    targetHours: doublePrecision('target_hours').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('fasts_user_started_idx').on(t.userId, t.startedAt),
    // At most one running fast per user, enforced by the database (two devices, one timer).
    uniqueIndex('fasts_one_active_uq')
      .on(t.userId)
      .where(sql`${t.endedAt} is null`),
  ],
);
