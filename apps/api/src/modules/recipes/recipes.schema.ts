import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { RecipeIngredient, RecipeNutrition } from '@ketoflow/contracts';
import { user } from '../auth/auth.schema.js';
import { uploads } from '../uploads/uploads.schema.js';

/**
 * Recipes (user_id, ingredients, nutrition, created_at). user_id null marks the
 * shipped starter library, readable by everyone and never editable. Nutrition is always
 * computed from the ingredients' foods and gram weights, never typed in.
 */
export const recipes = pgTable(
  'recipes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => user.id, { onDelete: 'cascade' }),
    /** Stable slug for starter recipes (idempotent seeding); null for users' recipes. */
    starterKey: text('starter_key').unique(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    servings: doublePrecision('servings').notNull(),
    prepMinutes: integer('prep_minutes').notNull().default(0),
    cookMinutes: integer('cook_minutes').notNull().default(0),
    /** easy | medium | hard */
    difficulty: text('difficulty').notNull().default('easy'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    steps: jsonb('steps').$type<string[]>().notNull().default([]),
    ingredients: jsonb('ingredients').$type<RecipeIngredient[]>().notNull(),
    nutrition: jsonb('nutrition').$type<RecipeNutrition>().notNull(),
    photoId: uuid('photo_id').references(() => uploads.id, { onDelete: 'set null' }),
    /** Set for recipes made by the recipe generator: which engine/model drafted it. */
    aiEngine: text('ai_engine'),
    aiModel: text('ai_model'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('recipes_user_created_idx').on(t.userId, t.createdAt)],
);
