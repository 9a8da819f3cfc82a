import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from '../auth/auth.schema.js';

/**
 * metashift: one row per user, created inactive on first read. created_at is
 * the programme's start (activation moves it to now, or N days into the past).
 */
export const metashift = pgTable('metashift', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  isActive: boolean('is_active').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
