import {
  date,
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
import { user } from './auth.js';
import { uploads } from './uploads.js';

/*
 * Results of AI actions. Every row records which engine (builtin | openai-compatible)
 * and model produced it, and the client's per-request idempotency key, so a retried paid request
 * answers with the stored result instead of redoing (and giving away) the work.
 * The jsonb shapes are owned by the feature modules and typed there through contracts.
 */

/** A meal plan: user_id, status, starts_on, ends_on, duration, created_at; days in meal_plan_days. */
export const mealPlans = pgTable(
  'meal_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** generating | complete | failed */
    status: text('status').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    duration: integer('duration').notNull(),
    name: text('name').notNull().default(''),
    description: text('description').notNull().default(''),
    /** Targets and settings the solver used (calories, protein, net-carb cap, meals per day…). */
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull(),
    /** Per-plan summary: days on target, worst shortfall, solver time. */
    summary: jsonb('summary').$type<Record<string, unknown>>().notNull().default({}),
    engine: text('engine').notNull(),
    model: text('model'),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('meal_plans_user_current_idx').on(t.userId, t.status, t.endsOn, t.createdAt),
    uniqueIndex('meal_plans_user_key_uq').on(t.userId, t.idempotencyKey),
  ],
);

export const mealPlanDays = pgTable(
  'meal_plan_days',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => mealPlans.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    dayNumber: integer('day_number').notNull(),
    /** "Monday"… for the plan's calendar date. */
    dayName: text('day_name').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    /** Meals with recipe, servings, meal type and macros computed from the food database. */
    meals: jsonb('meals').$type<unknown[]>().notNull(),
    totals: jsonb('totals').$type<Record<string, unknown>>().notNull(),
    /** How far the day is from its targets when it could not be met (null when on target). */
    shortfall: jsonb('shortfall').$type<Record<string, unknown> | null>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('meal_plan_days_plan_day_uq').on(t.planId, t.dayNumber),
    index('meal_plan_days_user_date_idx').on(t.userId, t.date),
  ],
);

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

export const coachConversations = pgTable(
  'coach_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('coach_conversations_user_updated_idx').on(t.userId, t.updatedAt)],
);

export const coachMessages = pgTable(
  'coach_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => coachConversations.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** user | assistant */
    role: text('role').notNull(),
    content: text('content').notNull(),
    /** Detected intent (builtin) and the knowledge-base entries the answer drew on. */
    intent: text('intent'),
    sources: jsonb('sources').$type<unknown[]>().notNull().default([]),
    /** eating_disorder | pregnancy | type1_diabetes | … when the safety rules answered. */
    safetyFlag: text('safety_flag'),
    engine: text('engine'),
    model: text('model'),
    /** Set on the user's message: a retried send answers with the stored reply. */
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('coach_messages_conversation_idx').on(t.conversationId, t.createdAt),
    uniqueIndex('coach_messages_user_key_uq').on(t.userId, t.idempotencyKey),
  ],
);

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
