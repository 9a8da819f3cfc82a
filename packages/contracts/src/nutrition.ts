import { z } from 'zod';

/**
 * Nutrients of an amount of food (or per 100 g for a food). Net carbs follow the US label
 * convention: total carbohydrate − fibre − sugar alcohols (domain `netCarbs`).
 */
export const NutrientsSchema = z.object({
  energyKcal: z.number(),
  proteinG: z.number(),
  fatG: z.number(),
  saturatedFatG: z.number(),
  carbohydrateG: z.number(),
  fiberG: z.number(),
  sugarsG: z.number(),
  sugarAlcoholsG: z.number(),
  sodiumMg: z.number(),
  netCarbsG: z.number(),
});
export type Nutrients = z.infer<typeof NutrientsSchema>;

/** The stored per-100 g facts of a food (net carbs are derived, never stored). */
export type NutrientFacts = Omit<Nutrients, 'netCarbsG'>;

/** A household measure of a food: "1 large egg" = 50 g. */
export const FoodPortionSchema = z.object({
  label: z.string().min(1).max(80),
  grams: z.number().positive().max(20_000), // a whole roast turkey is about 5 kg
});
export type FoodPortion = z.infer<typeof FoodPortionSchema>;

/** A recipe ingredient as stored: the food, what the cook typed, and the grams it resolved to. */
export const RecipeIngredientSchema = z.object({
  foodId: z.string().min(1).max(100),
  name: z.string(),
  quantity: z.number().positive(),
  unit: z.string().min(1).max(80),
  grams: z.number().positive(),
});
export type RecipeIngredient = z.infer<typeof RecipeIngredientSchema>;

export const RecipeNutritionSchema = z.object({
  total: NutrientsSchema,
  perServing: NutrientsSchema,
});
export type RecipeNutrition = z.infer<typeof RecipeNutritionSchema>;
