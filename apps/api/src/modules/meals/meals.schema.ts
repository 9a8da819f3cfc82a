import {
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Nutrients } from '@ketoflow/contracts';
import { user } from '../auth/auth.schema.js';
import { foods } from '../foods/foods.schema.js';
import { recipes } from '../recipes/recipes.schema.js';

/**
 * A diary entry (table meals: user_id, recipe_id, meal_type, date, servings, macros,
 * method, notes, analysis_data, created_at). `macros` is the entry's total, snapshotted
 * when logged so history never changes when a food or recipe is edited later.
 */
export const meals = pgTable(
  'meals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    recipeId: uuid('recipe_id').references(() => recipes.id, { onDelete: 'set null' }),
    /** breakfast | lunch | dinner | snack */
    mealType: text('meal_type').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    servings: doublePrecision('servings').notNull().default(1),
    /** What the entry is called in the diary ("2 eggs, bacon…", the recipe title, a food name). */
    title: text('title').notNull(),
    macros: jsonb('macros').$type<Nutrients>().notNull(),
    /** food | recipe | text | scan | plan */
    method: text('method').notNull(),
    notes: text('notes'),
    analysisData: jsonb('analysis_data').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('meals_user_date_idx').on(t.userId, t.date, t.createdAt)],
);

/**
 * The foods inside an entry, with the amounts they were logged at. Every write of them also
 * tells the foods module's usage (what recent and frequent foods rank by), in one transaction.
 */
export const mealItems = pgTable(
  'meal_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mealId: uuid('meal_id')
      .notNull()
      .references(() => meals.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    foodId: text('food_id').references(() => foods.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    quantity: doublePrecision('quantity').notNull(),
    /** g, or a portion label of the food ("1 slice"), or a unit like "tbsp" */
    unit: text('unit').notNull(),
    grams: doublePrecision('grams').notNull(),
    nutrients: jsonb('nutrients').$type<Nutrients>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('meal_items_meal_idx').on(t.mealId),
    index('meal_items_user_food_idx').on(t.userId, t.foodId, t.createdAt),
  ],
);
