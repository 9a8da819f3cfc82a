import {
  date,
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
