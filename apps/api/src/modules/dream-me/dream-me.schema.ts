import {
  doublePrecision,
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

/** Dream Me: the private photo, the projection and the (labelled) image made from it. */
export const dreamMeResults = pgTable(
  'dream_me_results',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    photoId: uuid('photo_id').references(() => uploads.id, { onDelete: 'set null' }),
    imageId: uuid('image_id').references(() => uploads.id, { onDelete: 'set null' }),
    /** 180 | 365 | 730 */
    timelineDays: integer('timeline_days').notNull(),
    startWeightKg: doublePrecision('start_weight_kg').notNull(),
    projectedWeightKg: doublePrecision('projected_weight_kg').notNull(),
    projectedLowKg: doublePrecision('projected_low_kg').notNull(),
    projectedHighKg: doublePrecision('projected_high_kg').notNull(),
    /** Model inputs and scenario (intake, adherence, activity) for "how was this worked out". */
    projection: jsonb('projection').$type<Record<string, unknown>>().notNull(),
    /** illustration (builtin warp) | ai_edit (image model) */
    imageKind: text('image_kind').notNull(),
    engine: text('engine').notNull(),
    model: text('model'),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('dream_me_user_created_idx').on(t.userId, t.createdAt),
    uniqueIndex('dream_me_user_key_uq').on(t.userId, t.idempotencyKey),
  ],
);
