import { z } from 'zod';
import { FoodCategorySchema, FoodSchema } from './foods.js';

/**
 * The per-100 g facts of a catalogue row, in this order (decision 039): a bare list of numbers
 * instead of named fields keeps the download small.
 */
export const CATALOGUE_NUTRIENT_ORDER = [
  'energyKcal',
  'proteinG',
  'fatG',
  'saturatedFatG',
  'carbohydrateG',
  'fiberG',
  'sugarsG',
  'sugarAlcoholsG',
  'sodiumMg',
] as const;

/**
 * One curated food in compact form: what the app's offline search and the log dialog need.
 * [id, name, aliases, description, category, source label index, FDC id, facts per 100 g in
 * CATALOGUE_NUTRIENT_ORDER, portions as [label, grams]].
 */
export const CatalogueFoodRowSchema = z.tuple([
  z.string(),
  z.string(),
  z.array(z.string()),
  z.string().nullable(),
  FoodCategorySchema,
  z.number().int().min(0),
  z.number().int().nullable(),
  z.array(z.number()).length(CATALOGUE_NUTRIENT_ORDER.length),
  z.array(z.tuple([z.string(), z.number()])),
]);
export type CatalogueFoodRow = z.infer<typeof CatalogueFoodRowSchema>;

/**
 * GET /api/v1/foods/catalogue — the curated catalogue, compact, for search without a network.
 * `version` changes whenever any of its foods does (it is also the response's ETag).
 */
export const FoodCatalogueSchema = z.object({
  version: z.string(),
  /** The provenance labels the rows point at (most foods share a handful). */
  sources: z.array(z.string()),
  foods: z.array(CatalogueFoodRowSchema),
});
export type FoodCatalogue = z.infer<typeof FoodCatalogueSchema>;

/** One of the user's own foods, or a food they logged lately, with what ranking needs. */
export const OwnFoodSchema = z.object({
  food: FoodSchema,
  /** The server's normalised search text of the food, so offline matching reads the same words. */
  searchText: z.string(),
  /** Every time the user logged it (0 for a custom food never logged). */
  timesLogged: z.number().int().min(0),
  lastLoggedAt: z.iso.datetime().nullable(),
});
export type OwnFood = z.infer<typeof OwnFoodSchema>;

/**
 * GET /api/v1/foods/own — the user's custom foods and every food they logged in the last
 * OWN_FOODS_DAYS days: what their offline search covers besides the catalogue.
 */
export const OwnFoodListSchema = z.object({ items: z.array(OwnFoodSchema) });
export type OwnFoodList = z.infer<typeof OwnFoodListSchema>;

export const OWN_FOODS_DAYS = 90;
