import { z } from 'zod';
import { AiProvenanceSchema } from './ai.js';
import { RecipeNutritionSchema } from './nutrition.js';
import {
  CreateRecipeBodySchema,
  KetoVerdictSchema,
  RecipeDifficultySchema,
  RecipeSchema,
} from './recipes.js';

export const GENERATOR_LIMITS = {
  onHandMax: 20,
  onHandTextMax: 80,
  servingsMax: 12,
  minutesMin: 5,
  minutesMax: 240,
} as const;

export const GeneratorCuisineSchema = z.enum([
  'any',
  'american',
  'italian',
  'mexican',
  'asian',
  'mediterranean',
  'indian',
]);
export type GeneratorCuisine = z.infer<typeof GeneratorCuisineSchema>;

export const GeneratorMealTypeSchema = z.enum(['breakfast', 'lunch', 'dinner', 'snack', 'dessert']);
export type GeneratorMealType = z.infer<typeof GeneratorMealTypeSchema>;

/** The builtin engine's recipe patterns (the model does not use them). */
export const RecipePatternSchema = z.enum([
  'skillet',
  'salad',
  'egg_bake',
  'sheet_pan',
  'soup',
  'fat_bomb',
]);
export type RecipePattern = z.infer<typeof RecipePatternSchema>;

/** Macro wishes, per serving. Each is optional; the draft reports how close it came. */
export const RecipeWishesSchema = z.object({
  maxNetCarbsG: z.number().min(0).max(100).optional(),
  minProteinG: z.number().min(0).max(150).optional(),
  targetKcal: z.number().min(50).max(2000).optional(),
});
export type RecipeWishes = z.infer<typeof RecipeWishesSchema>;

export const GenerateRecipeBodySchema = z.object({
  /** Ingredients on hand, as typed ("chicken thigh", "2 zucchini"). */
  ingredients: z
    .array(
      z
        .string()
        .trim()
        .min(1, 'An ingredient cannot be empty.')
        .max(GENERATOR_LIMITS.onHandTextMax, 'Keep each ingredient short.'),
    )
    .max(GENERATOR_LIMITS.onHandMax, `At most ${GENERATOR_LIMITS.onHandMax} ingredients.`)
    .default([]),
  cuisine: GeneratorCuisineSchema.default('any'),
  mealType: GeneratorMealTypeSchema.optional(),
  /** Prep plus cooking time, at most. */
  maxMinutes: z
    .number()
    .int()
    .min(GENERATOR_LIMITS.minutesMin, `At least ${GENERATOR_LIMITS.minutesMin} minutes.`)
    .max(GENERATOR_LIMITS.minutesMax, `At most ${GENERATOR_LIMITS.minutesMax} minutes.`)
    .optional(),
  wishes: RecipeWishesSchema.default({}),
  servings: z
    .number({ error: 'Enter the number of servings.' })
    .int('Use whole servings.')
    .min(1, 'At least 1 serving.')
    .max(GENERATOR_LIMITS.servingsMax, `At most ${GENERATOR_LIMITS.servingsMax} servings.`)
    .default(2),
});
export type GenerateRecipeBody = z.infer<typeof GenerateRecipeBodySchema>;
export type GenerateRecipeInput = z.input<typeof GenerateRecipeBodySchema>;

/** A draft ingredient matched to the food database: the grams are what the numbers use. */
export const DraftIngredientSchema = z.object({
  foodId: z.string(),
  name: z.string(),
  quantity: z.number().positive(),
  unit: z.string(),
  grams: z.number().positive(),
  /** What the user or the model wrote ("2 chicken thighs"), or null for a pattern filler. */
  sourceText: z.string().nullable(),
  /** The amount in kitchen words ("about 1 tbsp"), from the food's portions. */
  portionText: z.string(),
  /** True when it came from the user's ingredients on hand. */
  fromOnHand: z.boolean(),
});
export type DraftIngredient = z.infer<typeof DraftIngredientSchema>;

export const UnmatchedReasonSchema = z.enum(['not_found', 'unknown_unit', 'excluded']);
export type UnmatchedReason = z.infer<typeof UnmatchedReasonSchema>;

/** An ingredient the food database could not place: the user picks a food or drops it. */
export const UnmatchedIngredientSchema = z.object({
  text: z.string(),
  quantity: z.number().nullable(),
  unit: z.string().nullable(),
  reason: UnmatchedReasonSchema,
  message: z.string(),
  /** Closest foods the search found (may be empty), to pick from. */
  suggestions: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type UnmatchedIngredient = z.infer<typeof UnmatchedIngredientSchema>;

export const WishResultSchema = z.object({
  wish: z.enum(['maxNetCarbsG', 'minProteinG', 'targetKcal']),
  target: z.number(),
  /** Per serving, from the food database. */
  actual: z.number(),
  met: z.boolean(),
});
export type WishResult = z.infer<typeof WishResultSchema>;

export const RecipeDraftSchema = z.object({
  /** The paid request's Idempotency-Key: saving the draft refers to it. */
  draftKey: z.string(),
  title: z.string(),
  description: z.string(),
  servings: z.number(),
  prepMinutes: z.number().int(),
  cookMinutes: z.number().int(),
  difficulty: RecipeDifficultySchema,
  tags: z.array(z.string()),
  steps: z.array(z.string()),
  /** The builtin engine's pattern, or null for a model's draft. */
  pattern: RecipePatternSchema.nullable(),
  ingredients: z.array(DraftIngredientSchema),
  unmatched: z.array(UnmatchedIngredientSchema),
  /** Of the matched ingredients only, always from the food database (a model's numbers are discarded). */
  nutrition: RecipeNutritionSchema,
  verdict: KetoVerdictSchema,
  wishes: z.array(WishResultSchema),
  /** Plain remarks: exclusions left out, time not met, etc. */
  notes: z.array(z.string()),
  provenance: AiProvenanceSchema,
  /** Set once this draft has been saved to My Recipes. */
  savedRecipeId: z.string().nullable(),
});
export type RecipeDraft = z.infer<typeof RecipeDraftSchema>;

export const GenerateRecipeResponseSchema = z.object({
  draft: RecipeDraftSchema,
  /** Coins taken for this request (0 on a replay of a key already charged). */
  coinsCharged: z.number().int(),
  balance: z.number().int(),
  replayed: z.boolean(),
});
export type GenerateRecipeResponse = z.infer<typeof GenerateRecipeResponseSchema>;

/**
 * Saves a paid draft: the (edited, resolved) recipe like a new recipe, plus the draft's key.
 * Nutrition is computed on the server; one draft saves into one recipe (a retry returns it).
 */
export const SaveRecipeDraftBodySchema = CreateRecipeBodySchema.extend({
  draftKey: z.string().min(8).max(100),
});
export type SaveRecipeDraftBody = z.infer<typeof SaveRecipeDraftBodySchema>;
export type SaveRecipeDraftInput = z.input<typeof SaveRecipeDraftBodySchema>;

export const SaveRecipeDraftResponseSchema = z.object({
  recipe: RecipeSchema,
  provenance: AiProvenanceSchema,
});
export type SaveRecipeDraftResponse = z.infer<typeof SaveRecipeDraftResponseSchema>;
