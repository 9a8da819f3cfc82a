import { z } from 'zod';
import { NutrientsSchema, RecipeNutritionSchema } from './nutrition.js';
import { CreateRecipeBodySchema, KetoVerdictSchema, RecipeSchema } from './recipes.js';

export const RECIPE_IMPORT_LIMITS = {
  urlMax: 2000,
  textMax: 20_000,
} as const;

export const ImportRecipeFromUrlBodySchema = z.object({
  url: z
    .string()
    .trim()
    .min(1, 'Paste the address of a recipe page.')
    .max(RECIPE_IMPORT_LIMITS.urlMax, 'That address is too long.'),
});
export type ImportRecipeFromUrlBody = z.infer<typeof ImportRecipeFromUrlBodySchema>;

export const ImportRecipeFromTextBodySchema = z.object({
  text: z
    .string()
    .trim()
    .min(1, 'Paste a recipe: a title line, the ingredients, then the steps.')
    .max(RECIPE_IMPORT_LIMITS.textMax, 'That text is too long for one recipe.'),
});
export type ImportRecipeFromTextBody = z.infer<typeof ImportRecipeFromTextBodySchema>;

/** One catalogue food an ingredient line may be, with the line's amount already in grams. */
export const ImportFoodOptionSchema = z.object({
  foodId: z.string(),
  name: z.string(),
  /** What to save: `quantity` `unit` of this food weighs `grams`. */
  quantity: z.number().positive(),
  unit: z.string(),
  grams: z.number().positive(),
  /** From the food database for these grams. */
  nutrients: NutrientsSchema,
});
export type ImportFoodOption = z.infer<typeof ImportFoodOptionSchema>;

/**
 * One ingredient line of the page: the food the catalogue matched (or null), and the closest
 * other foods, each with the line's amount in grams, so one tap resolves or changes it.
 */
export const ImportIngredientSchema = z.object({
  /** The line as the page wrote it. */
  text: z.string(),
  match: ImportFoodOptionSchema.nullable(),
  suggestions: z.array(ImportFoodOptionSchema),
  /** Why the amount may be off (an assumed portion), or why nothing matched; else null. */
  note: z.string().nullable(),
});
export type ImportIngredient = z.infer<typeof ImportIngredientSchema>;

/** The page's own nutrition numbers per serving, for comparison only: never saved as ours. */
export const PageNutritionSchema = z.object({
  servingSize: z.string().nullable(),
  energyKcal: z.number().nullable(),
  proteinG: z.number().nullable(),
  fatG: z.number().nullable(),
  saturatedFatG: z.number().nullable(),
  carbohydrateG: z.number().nullable(),
  fiberG: z.number().nullable(),
  sugarsG: z.number().nullable(),
  sodiumMg: z.number().nullable(),
});
export type PageNutrition = z.infer<typeof PageNutritionSchema>;

/** An ISO 8601 duration as the page gave it ("PT1H30M") and in whole minutes. */
export const ImportDurationSchema = z.object({ iso: z.string(), minutes: z.number().int() });

export const RecipeImportDraftSchema = z.object({
  source: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('url'), url: z.string() }),
    z.object({ kind: z.literal('text') }),
  ]),
  title: z.string(),
  description: z.string(),
  servings: z.number(),
  prepMinutes: z.number().int(),
  cookMinutes: z.number().int(),
  times: z.object({
    prep: ImportDurationSchema.nullable(),
    cook: ImportDurationSchema.nullable(),
    total: ImportDurationSchema.nullable(),
  }),
  steps: z.array(z.string()),
  /** The page's photo, fetched, validated and re-encoded; saved with the recipe. */
  image: z
    .object({
      sourceUrl: z.string(),
      /** A small re-encoded WebP preview (data: URL) without metadata. */
      previewDataUrl: z.string(),
    })
    .nullable(),
  ingredients: z.array(ImportIngredientSchema),
  /** Of the matched ingredients only, always from the food database. */
  nutrition: RecipeNutritionSchema,
  verdict: KetoVerdictSchema,
  /** "The page says": shown beside ours for comparison, never stored. */
  pageNutrition: PageNutritionSchema.nullable(),
  /** Plain remarks: servings assumed, steps shortened, photo left out… */
  notes: z.array(z.string()),
});
export type RecipeImportDraft = z.infer<typeof RecipeImportDraftSchema>;

/** Saves a reviewed draft like a new recipe; the photo is fetched again from `imageUrl`. */
export const SaveImportedRecipeBodySchema = CreateRecipeBodySchema.extend({
  imageUrl: z.string().trim().max(RECIPE_IMPORT_LIMITS.urlMax).nullable().default(null),
});
export type SaveImportedRecipeBody = z.infer<typeof SaveImportedRecipeBodySchema>;
export type SaveImportedRecipeInput = z.input<typeof SaveImportedRecipeBodySchema>;

export const SaveImportedRecipeResponseSchema = z.object({
  recipe: RecipeSchema,
  /** False when the photo could not be fetched again; the recipe is saved without it. */
  photoSaved: z.boolean(),
});
export type SaveImportedRecipeResponse = z.infer<typeof SaveImportedRecipeResponseSchema>;
