import {
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
import { uploads } from '../uploads/uploads.schema.js';

/*
 * Results of AI actions. Every row records which engine (builtin | openai-compatible)
 * and model produced it, and the client's per-request idempotency key, so a retried paid request
 * answers with the stored result instead of redoing (and giving away) the work.
 * The jsonb shapes are owned by the feature modules and typed there through contracts.
 */

/** KetoVision scans (the scan demo's fields: foodType, ketoScore, verdict, analysis, macros, recommendation). */
export const foodScans = pgTable(
  'food_scans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    photoId: uuid('photo_id').references(() => uploads.id, { onDelete: 'set null' }),
    /** barcode | vision | described */
    method: text('method').notNull(),
    foodType: text('food_type').notNull(),
    ketoScore: integer('keto_score').notNull(),
    verdict: text('verdict').notNull(),
    analysis: text('analysis').notNull(),
    recommendation: text('recommendation').notNull(),
    /** Matched items with food ids, grams and low–high gram ranges. */
    items: jsonb('items').$type<unknown[]>().notNull(),
    /** Nutrients (and low/high ranges) computed from the food database. */
    macros: jsonb('macros').$type<Record<string, unknown>>().notNull(),
    /** The diary entry this scan was logged as, if any. */
    mealId: uuid('meal_id'),
    engine: text('engine').notNull(),
    model: text('model'),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('food_scans_user_created_idx').on(t.userId, t.createdAt),
    uniqueIndex('food_scans_user_key_uq').on(t.userId, t.idempotencyKey),
  ],
);
