import type { PreferenceKey } from '@ketoflow/contracts';
import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { user } from '../auth/auth.schema.js';

/**
 * user_preferences: one row per user and key (dismissed_popups, dismissed_tours,
 * temp_dismissed_tours), its value the key's JSON object as the contracts shape it. Rows go
 * with the account (ON DELETE CASCADE).
 */
export const userPreferences = pgTable(
  'user_preferences',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    preferenceKey: text('preference_key').$type<PreferenceKey>().notNull(),
    preferenceValue: jsonb('preference_value').$type<unknown>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('user_preferences_user_key_unique').on(t.userId, t.preferenceKey),
    // These three keys only: the table never becomes a free-form store.
    check(
      'user_preferences_key_known',
      sql`${t.preferenceKey} in ('dismissed_popups', 'dismissed_tours', 'temp_dismissed_tours')`,
    ),
  ],
);
