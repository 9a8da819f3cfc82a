import { z } from 'zod';
import { RecipeIngredientSchema, RecipeNutritionSchema } from './nutrition.js';

/** Limits shared by the form and the server. */
export const RECIPE_LIMITS = {
  titleMax: 120,
  descriptionMax: 2000,
  servingsMax: 100,
  minutesMax: 48 * 60,
  tagsMax: 12,
  tagMax: 30,
  stepsMax: 40,
  stepMax: 1000,
  ingredientsMax: 40,
  /** One ingredient line may weigh at most this much (a typo guard: 5 kg of butter). */
  ingredientGramsMax: 5000,
  quantityMax: 100_000,
} as const;

/** Photos: what the server accepts before re-encoding to WebP. */
export const PHOTO_LIMITS = {
  maxBytes: 8 * 1024 * 1024,
  maxMegapixels: 40,
  /** Longest side of the stored, re-encoded image. */
  maxSidePx: 1600,
  /**
   * What file pickers offer. HEIC is left out on purpose: the server cannot decode HEVC,
   * and leaving it out makes iPhones hand over a JPEG instead.
   */
  acceptedTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif'],
} as const;

export const RecipeDifficultySchema = z.enum(['easy', 'medium', 'hard']);
export type RecipeDifficulty = z.infer<typeof RecipeDifficultySchema>;

/** Keto verdict from net carbs per serving (thresholds in domain `ketoVerdict`, decision 008). */
export const KetoVerdictLevelSchema = z.enum([
  'very_keto',
  'keto_friendly',
  'moderate',
  'high_carb',
]);
export type KetoVerdictLevel = z.infer<typeof KetoVerdictLevelSchema>;

export const KetoVerdictSchema = z.object({
  level: KetoVerdictLevelSchema,
  label: z.string(),
  description: z.string(),
});
export type KetoVerdict = z.infer<typeof KetoVerdictSchema>;

/** What the cook sends for one ingredient: the food, an amount and its unit (g, oz, cup…). */
export const RecipeIngredientInputSchema = z.object({
  foodId: z.string().trim().min(1, 'Choose a food for this ingredient.').max(100),
  quantity: z
    .number({ error: 'Enter an amount.' })
    .positive('The amount must be more than 0.')
    .max(RECIPE_LIMITS.quantityMax, 'That amount is too large.'),
  unit: z.string().trim().min(1, 'Choose a unit.').max(80),
});
export type RecipeIngredientInput = z.infer<typeof RecipeIngredientInputSchema>;

const title = z
  .string()
  .trim()
  .min(1, 'Give the recipe a title.')
  .max(RECIPE_LIMITS.titleMax, `Keep the title under ${RECIPE_LIMITS.titleMax} characters.`);
const description = z
  .string()
  .trim()
  .max(
    RECIPE_LIMITS.descriptionMax,
    `Keep the description under ${RECIPE_LIMITS.descriptionMax} characters.`,
  );
const servings = z
  .number({ error: 'Enter the number of servings.' })
  .positive('Servings must be more than 0.')
  .max(RECIPE_LIMITS.servingsMax, `At most ${RECIPE_LIMITS.servingsMax} servings.`);
const minutes = z
  .number({ error: 'Enter minutes as a number.' })
  .int('Use whole minutes.')
  .min(0, 'Minutes cannot be negative.')
  .max(RECIPE_LIMITS.minutesMax, 'That is more than two days.');
const tags = z
  .array(
    z
      .string()
      .trim()
      .toLowerCase()
      .min(1, 'A tag cannot be empty.')
      .max(RECIPE_LIMITS.tagMax, `Keep tags under ${RECIPE_LIMITS.tagMax} characters.`),
  )
  .max(RECIPE_LIMITS.tagsMax, `At most ${RECIPE_LIMITS.tagsMax} tags.`);
const steps = z
  .array(
    z
      .string()
      .trim()
      .min(1, 'A step cannot be empty.')
      .max(RECIPE_LIMITS.stepMax, `Keep each step under ${RECIPE_LIMITS.stepMax} characters.`),
  )
  .max(RECIPE_LIMITS.stepsMax, `At most ${RECIPE_LIMITS.stepsMax} steps.`);
const ingredients = z
  .array(RecipeIngredientInputSchema)
  .min(1, 'Add at least one ingredient.')
  .max(RECIPE_LIMITS.ingredientsMax, `At most ${RECIPE_LIMITS.ingredientsMax} ingredients.`);

/** The field rules, for forms that hold the values in another shape (e.g. tags as text). */
export const RecipeFieldSchemas = {
  title,
  description,
  servings,
  minutes,
  tags,
  steps,
  ingredients,
};

/**
 * A new recipe. There is deliberately no nutrition field: the server computes it from the
 * ingredients' foods and gram weights (unknown keys are stripped).
 */
export const CreateRecipeBodySchema = z.object({
  title,
  description: description.default(''),
  servings,
  prepMinutes: minutes.default(0),
  cookMinutes: minutes.default(0),
  difficulty: RecipeDifficultySchema.default('easy'),
  tags: tags.default([]),
  steps: steps.default([]),
  ingredients,
});
export type CreateRecipeBody = z.infer<typeof CreateRecipeBodySchema>;
export type CreateRecipeInput = z.input<typeof CreateRecipeBodySchema>;

/** Any subset of the fields; changing ingredients or servings recomputes the nutrition. */
export const UpdateRecipeBodySchema = z
  .object({
    title,
    description,
    servings,
    prepMinutes: minutes,
    cookMinutes: minutes,
    difficulty: RecipeDifficultySchema,
    tags,
    steps,
    ingredients,
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'Nothing to change.');
export type UpdateRecipeBody = z.infer<typeof UpdateRecipeBodySchema>;

export const RecipeScopeSchema = z.enum(['mine', 'starter']);
export type RecipeScope = z.infer<typeof RecipeScopeSchema>;

export const ListRecipesQuerySchema = z.object({
  /** mine (default): the user's recipes, newest first; starter: the shipped library. */
  scope: RecipeScopeSchema.default('mine'),
  /** Matches title, description and tags (case-insensitive). */
  q: z.string().trim().max(100).optional(),
  tag: z.string().trim().toLowerCase().max(RECIPE_LIMITS.tagMax).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(100),
});
export type ListRecipesQuery = z.infer<typeof ListRecipesQuerySchema>;

/** Any string: an id that is not one of ours is a 404 (service), not a 400. */

const recipeFields = {
  id: z.string(),
  title: z.string(),
  description: z.string(),
  servings: z.number(),
  prepMinutes: z.number().int(),
  cookMinutes: z.number().int(),
  totalMinutes: z.number().int(),
  difficulty: RecipeDifficultySchema,
  tags: z.array(z.string()),
  nutrition: RecipeNutritionSchema,
  verdict: KetoVerdictSchema,
  /** Same-origin URL of the photo (owner only), or null. */
  photoUrl: z.string().nullable(),
  /** True for the shipped starter library (read-only; copy it to edit). */
  isStarter: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
};

/** A recipe as lists show it (no steps or ingredient lines). */
export const RecipeSummarySchema = z.object({
  ...recipeFields,
  ingredientCount: z.number().int(),
});
export type RecipeSummary = z.infer<typeof RecipeSummarySchema>;

export const RecipeSchema = z.object({
  ...recipeFields,
  steps: z.array(z.string()),
  ingredients: z.array(RecipeIngredientSchema),
});
export type Recipe = z.infer<typeof RecipeSchema>;

export const RecipeListSchema = z.object({ items: z.array(RecipeSummarySchema) });
export type RecipeList = z.infer<typeof RecipeListSchema>;
