import { z } from 'zod';
import { FoodPortionSchema, NutrientsSchema } from './nutrition.js';

export const FoodSourceSchema = z.enum(['usda', 'open_food_facts', 'custom']);
export type FoodSource = z.infer<typeof FoodSourceSchema>;

export const FoodCategorySchema = z.enum([
  'meat',
  'poultry',
  'fish_seafood',
  'eggs',
  'dairy',
  'cheese',
  'fats_oils',
  'nuts_seeds',
  'vegetables',
  'fruits',
  'keto_staples',
  'sweeteners',
  'condiments_sauces',
  'drinks',
  'high_carb',
  'other',
]);
export type FoodCategory = z.infer<typeof FoodCategorySchema>;

/** A food as clients see it: facts per 100 g (with derived net carbs) and household portions. */
export const FoodSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  brand: z.string().nullable(),
  category: FoodCategorySchema,
  source: FoodSourceSchema,
  /** Where the numbers come from, e.g. "USDA FoodData Central, SR Legacy (2018)". */
  sourceLabel: z.string(),
  fdcId: z.number().int().nullable(),
  barcode: z.string().nullable(),
  per100g: NutrientsSchema,
  portions: z.array(FoodPortionSchema),
  /** True for the signed-in user's own custom foods. */
  isCustom: z.boolean(),
});
export type Food = z.infer<typeof FoodSchema>;

export const FoodListSchema = z.object({ items: z.array(FoodSchema) });
export type FoodList = z.infer<typeof FoodListSchema>;

export const FoodSearchQuerySchema = z.object({
  q: z.string().trim().min(1, 'Type at least one letter to search.').max(100),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type FoodSearchQuery = z.infer<typeof FoodSearchQuerySchema>;
