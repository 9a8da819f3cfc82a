import { jsonb, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { OnboardingAnswers, PersonalPlan } from '@ketoflow/contracts';
import { user } from '../auth/auth.schema.js';

export const onboardingResponses = pgTable('onboarding_responses', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: text('user_id')
    .notNull()
    .unique()
    .references(() => user.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  /** Canonical height in cm; BMI elsewhere is computed only when it exists. */
  height: numeric('height', { precision: 5, scale: 1, mode: 'number' }),
  /** Onboarding counts as complete when this is non-empty after trimming. */
  aiSummary: text('ai_summary').notNull().default(''),
  /** Which engine wrote ai_summary: builtin (domain template) or openai-compatible (model). */
  summaryEngine: text('summary_engine').notNull().default('builtin'),
  summaryModel: text('summary_model'),
  answers: jsonb('answers').$type<OnboardingAnswers>().notNull(),
  plan: jsonb('plan').$type<PersonalPlan>().notNull(),
  completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
