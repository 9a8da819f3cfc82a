import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { FoodPortion } from '@ketoflow/contracts';
import { user } from '../auth/auth.schema.js';

/**
 * Per-100 g nutrient columns shared by the catalogue and by custom foods.
 * Values are facts from the food's source (USDA, Open Food Facts or the user);
 * net carbs are never stored, always computed (domain `netCarbs`).
 */
const per100g = {
  energyKcal: doublePrecision('energy_kcal').notNull(),
  proteinG: doublePrecision('protein_g').notNull(),
  fatG: doublePrecision('fat_g').notNull(),
  saturatedFatG: doublePrecision('saturated_fat_g').notNull().default(0),
  carbohydrateG: doublePrecision('carbohydrate_g').notNull(),
  fiberG: doublePrecision('fiber_g').notNull().default(0),
  sugarsG: doublePrecision('sugars_g').notNull().default(0),
  sugarAlcoholsG: doublePrecision('sugar_alcohols_g').notNull().default(0),
  sodiumMg: doublePrecision('sodium_mg').notNull().default(0),
};

/**
 * The food database. owner_id null = the shared catalogue (USDA foods loaded on first
 * start or by the FDC importer, Open Food Facts products cached by barcode); otherwise a
 * user's custom food, visible to that user only.
 */
export const foods = pgTable(
  'foods',
  {
    /** "usda-<fdcId>", "off-<barcode>" or a UUID for custom foods. */
    id: text('id').primaryKey(),
    ownerId: text('owner_id').references(() => user.id, { onDelete: 'cascade' }),
    /** usda | open_food_facts | custom */
    source: text('source').notNull(),
    /** Human-readable provenance, e.g. "USDA FoodData Central, SR Legacy (2018)". */
    sourceLabel: text('source_label').notNull(),
    fdcId: integer('fdc_id'),
    /** sr_legacy_food, foundation_food, … for USDA rows; eu_label | us_label for Open Food Facts. */
    dataType: text('data_type'),
    barcode: text('barcode'),
    name: text('name').notNull(),
    description: text('description'),
    brand: text('brand'),
    category: text('category').notNull(),
    aliases: text('aliases')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Lower-cased, accent-free name + aliases + description: what search matches against. */
    searchText: text('search_text').notNull(),
    ...per100g,
    portions: jsonb('portions').$type<FoodPortion[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('foods_fdc_id_uq')
      .on(t.fdcId)
      .where(sql`${t.fdcId} is not null`),
    uniqueIndex('foods_catalogue_barcode_uq')
      .on(t.barcode)
      .where(sql`${t.ownerId} is null and ${t.barcode} is not null`),
    index('foods_owner_idx').on(t.ownerId),
    // Trigram index: typo-tolerant search ("cheddar chese") stays fast on large imports.
    index('foods_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // The generic foods (no brand: USDA reference foods, custom foods) get their own trigram
    // indexes: search and the free-text parser score every generic match, while branded
    // matches are only sampled; at 400,000 foods most rows are branded (decision 028).
    // Typo matching looks at the name and aliases only (half the text, twice as fast); the
    // expression must stay identical to NAME_ALIASES_SQL in foods.search.ts.
    index('foods_generic_search_trgm_idx')
      .using('gin', sql`${t.searchText} gin_trgm_ops`)
      .where(sql`${t.brand} is null`),
    index('foods_generic_name_aliases_trgm_idx')
      .using(
        'gin',
        sql`(split_part(${t.searchText}, ' | ', 1) || ' ' || split_part(${t.searchText}, ' | ', 2)) gin_trgm_ops`,
      )
      .where(sql`${t.brand} is null`),
  ],
);

/**
 * Open Food Facts lookups, cached so a barcode is fetched at most once in a while
 * (OFF asks for very few reads per minute). A miss is cached too, for a shorter time.
 */
export const barcodeLookups = pgTable('barcode_lookups', {
  barcode: text('barcode').primaryKey(),
  /** found | not_found */
  status: text('status').notNull(),
  foodId: text('food_id').references(() => foods.id, { onDelete: 'set null' }),
  fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What start-up seeding last loaded from a catalogue file: a restart (or another process)
 * whose file has the same content hash skips the load entirely.
 */
export const foodCatalogueLoads = pgTable('food_catalogue_loads', {
  /** The catalogue, e.g. "curated" for apps/api/data/foods/foods.json. */
  name: text('name').primaryKey(),
  contentHash: text('content_hash').notNull(),
  foodCount: integer('food_count').notNull(),
  loadedAt: timestamp('loaded_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * How often and when each user logged each food, with the amount of the newest diary item of
 * it. The diary writes it through the foods module's usage writer, in the transaction that
 * writes its own items, so the two always agree; search, the recent list, the offline own
 * foods and the meal parser rank by it without reading the diary. A row exists only while the
 * food is in the user's diary at least once.
 */
export const foodUsage = pgTable(
  'food_usage',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    foodId: text('food_id')
      .notNull()
      .references(() => foods.id, { onDelete: 'cascade' }),
    timesLogged: integer('times_logged').notNull(),
    lastLoggedAt: timestamp('last_logged_at', { withTimezone: true }).notNull(),
    /** The newest item's amount as the user typed it (quantity and unit) and its grams. */
    lastQuantity: doublePrecision('last_quantity').notNull(),
    lastUnit: text('last_unit').notNull(),
    lastGrams: doublePrecision('last_grams').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.foodId] }),
    // The recent list and the offline own foods take a user's foods logged since a date.
    index('food_usage_user_last_logged_idx').on(t.userId, t.lastLoggedAt),
    check('food_usage_times_logged_positive', sql`${t.timesLogged} > 0`),
  ],
);
