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

export const LabelConventionSchema = z.enum(['eu', 'us']);
export type LabelConvention = z.infer<typeof LabelConventionSchema>;

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
  /**
   * The nutrition label a packaged product's numbers come from: 'eu' labels (EU, UK and most
   * of the world) give carbohydrate without fibre, 'us' labels (US, Canada) total carbohydrate
   * with fibre. `per100g.carbohydrateG` is always the total either way, so net carbs are right
   * for both. Null for foods not read from a label (USDA, custom foods).
   */
  labelConvention: LabelConventionSchema.nullable(),
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

/** GET /api/v1/foods/recent — the user's recent and frequent foods, for quick add. */
export const RecentFoodsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(12),
});
export type RecentFoodsQuery = z.infer<typeof RecentFoodsQuerySchema>;

/** How the signed-in user has logged a food: quick add offers the last amount again. */
export const FoodUsageSchema = z.object({
  timesLogged: z.number().int(),
  lastLoggedAt: z.iso.datetime(),
  /** The last logged amount as the user entered it ("2" × "1 large"), and in grams. */
  lastQuantity: z.number(),
  lastUnit: z.string(),
  lastGrams: z.number(),
});
export type FoodUsage = z.infer<typeof FoodUsageSchema>;

export const RecentFoodSchema = FoodSchema.extend({ usage: FoodUsageSchema });
export type RecentFood = z.infer<typeof RecentFoodSchema>;

export const RecentFoodListSchema = z.object({ items: z.array(RecentFoodSchema) });
export type RecentFoodList = z.infer<typeof RecentFoodListSchema>;

/** A food id in a path: "usda-…", "off-…" or a custom food's UUID. */
export const FoodIdParamsSchema = z.object({
  id: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/, 'Unknown food.'),
});
export type FoodIdParams = z.infer<typeof FoodIdParamsSchema>;

/** Limits of custom foods, shared by the form and the server. */
export const CUSTOM_FOOD_NAME_MAX = 120;
export const CUSTOM_FOOD_BRAND_MAX = 80;
export const CUSTOM_FOOD_PORTIONS_MAX = 10;
/** Pure fat is about 900 kcal per 100 g; nothing eaten has more. */
export const ENERGY_KCAL_PER_100G_MAX = 950;
/** Table salt is about 39,000 mg sodium per 100 g. */
export const SODIUM_MG_PER_100G_MAX = 40_000;

const grams100 = (label: string) =>
  z
    .number({ message: `Enter the ${label} in grams.` })
    .min(0, `The ${label} can't be negative.`)
    .max(100, `The ${label} can't be more than 100 g per 100 g.`);

/**
 * Per-100 g facts a user types from a label. Energy is optional: left out, the server
 * computes it from the macros (Atwater 4/4/9, fibre 2). Cross-field rules (fibre, sugars and
 * sugar alcohols within carbohydrate, saturated within fat, macros within 100 g) are checked by
 * `customFoodFactsIssues`, because a PATCH must check them against the merged food.
 */
export const CustomFoodFactsInputSchema = z.object({
  energyKcal: z
    .number({ message: 'Enter the energy in kcal.' })
    .min(0, "The energy can't be negative.")
    .max(
      ENERGY_KCAL_PER_100G_MAX,
      `The energy can't be more than ${ENERGY_KCAL_PER_100G_MAX} kcal per 100 g.`,
    )
    .nullish(),
  proteinG: grams100('protein'),
  fatG: grams100('fat'),
  saturatedFatG: grams100('saturated fat').default(0),
  carbohydrateG: grams100('total carbohydrate'),
  fiberG: grams100('fibre').default(0),
  sugarsG: grams100('sugars').default(0),
  sugarAlcoholsG: grams100('sugar alcohols').default(0),
  sodiumMg: z
    .number({ message: 'Enter the sodium in mg.' })
    .min(0, "The sodium can't be negative.")
    .max(
      SODIUM_MG_PER_100G_MAX,
      `The sodium can't be more than ${SODIUM_MG_PER_100G_MAX} mg per 100 g.`,
    )
    .default(0),
});
export type CustomFoodFactsInput = z.input<typeof CustomFoodFactsInputSchema>;
export type CustomFoodFacts = z.infer<typeof CustomFoodFactsInputSchema>;

/** Cross-field problems of per-100 g facts, as { path, message } (empty when consistent). */
export function customFoodFactsIssues(
  f: Pick<
    CustomFoodFacts,
    | 'proteinG'
    | 'fatG'
    | 'saturatedFatG'
    | 'carbohydrateG'
    | 'fiberG'
    | 'sugarsG'
    | 'sugarAlcoholsG'
  >,
): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  // A hair of tolerance: labels round each value on its own.
  const over = (part: number, whole: number) => part > whole + 0.05;
  if (over(f.fiberG, f.carbohydrateG))
    issues.push({ path: 'fiberG', message: "Fibre can't be more than the total carbohydrate." });
  if (over(f.sugarsG, f.carbohydrateG))
    issues.push({ path: 'sugarsG', message: "Sugars can't be more than the total carbohydrate." });
  if (over(f.sugarAlcoholsG, f.carbohydrateG))
    issues.push({
      path: 'sugarAlcoholsG',
      message: "Sugar alcohols can't be more than the total carbohydrate.",
    });
  if (over(f.fiberG + f.sugarAlcoholsG, f.carbohydrateG) && issues.length === 0)
    issues.push({
      path: 'carbohydrateG',
      message:
        'Total carbohydrate must include fibre and sugar alcohols (use the "Total carbohydrate" line of the label).',
    });
  if (over(f.saturatedFatG, f.fatG))
    issues.push({ path: 'saturatedFatG', message: "Saturated fat can't be more than the fat." });
  if (f.proteinG + f.fatG + f.carbohydrateG > 100.5)
    issues.push({
      path: 'carbohydrateG',
      message: "Protein, fat and carbohydrate together can't be more than 100 g per 100 g.",
    });
  return issues;
}

const customFoodBase = {
  name: z
    .string()
    .trim()
    .min(1, 'Give the food a name.')
    .max(CUSTOM_FOOD_NAME_MAX, `Keep the name under ${CUSTOM_FOOD_NAME_MAX} characters.`),
  brand: z.string().trim().max(CUSTOM_FOOD_BRAND_MAX).nullish(),
  category: FoodCategorySchema.default('other'),
  /** The package's barcode, so a later scan finds this food (digits only, check digit valid). */
  barcode: z
    .string()
    .trim()
    .regex(/^\d{8,14}$/, 'A barcode has 8 to 14 digits.')
    .nullish(),
  portions: z
    .array(FoodPortionSchema)
    .max(CUSTOM_FOOD_PORTIONS_MAX, `A food can have at most ${CUSTOM_FOOD_PORTIONS_MAX} portions.`)
    .default([]),
};

/** POST /api/v1/foods/custom */
export const CreateCustomFoodBodySchema = z
  .object({ ...customFoodBase, per100g: CustomFoodFactsInputSchema })
  .superRefine((body, ctx) => {
    for (const issue of customFoodFactsIssues(body.per100g))
      ctx.addIssue({ code: 'custom', path: ['per100g', issue.path], message: issue.message });
  });
export type CreateCustomFoodBody = z.infer<typeof CreateCustomFoodBodySchema>;
export type CreateCustomFoodInput = z.input<typeof CreateCustomFoodBodySchema>;

/**
 * PATCH /api/v1/foods/custom/:id — any field; `per100g` fields merge into the stored facts
 * and the result is checked as a whole. `energyKcal: null` means "compute it again".
 */
export const UpdateCustomFoodBodySchema = z
  .object({
    name: customFoodBase.name.optional(),
    brand: customFoodBase.brand,
    category: FoodCategorySchema.optional(),
    barcode: customFoodBase.barcode,
    portions: z.array(FoodPortionSchema).max(CUSTOM_FOOD_PORTIONS_MAX).optional(),
    per100g: z
      .object({
        energyKcal: CustomFoodFactsInputSchema.shape.energyKcal,
        proteinG: grams100('protein').optional(),
        fatG: grams100('fat').optional(),
        saturatedFatG: grams100('saturated fat').optional(),
        carbohydrateG: grams100('total carbohydrate').optional(),
        fiberG: grams100('fibre').optional(),
        sugarsG: grams100('sugars').optional(),
        sugarAlcoholsG: grams100('sugar alcohols').optional(),
        sodiumMg: CustomFoodFactsInputSchema.shape.sodiumMg.removeDefault().optional(),
      })
      .optional(),
  })
  .refine((body) => Object.values(body).some((v) => v !== undefined), {
    message: 'Change at least one field.',
  });
export type UpdateCustomFoodBody = z.infer<typeof UpdateCustomFoodBodySchema>;

/** GET /api/v1/foods/barcode/:code — digits (spaces and dashes are dropped by the client). */
export const BarcodeParamsSchema = z.object({
  code: z.string().min(1).max(32),
});
export type BarcodeParams = z.infer<typeof BarcodeParamsSchema>;

/** The messages of food lookups (each says what happened and what the user can do). */
export const FOOD_MESSAGES = {
  notFound: "We couldn't find this food.",
  barcodeInvalid: "That doesn't look like a barcode. Check the digits and try again.",
  barcodeNotFound: "We couldn't find this barcode. You can add this food by hand.",
  lookupUnavailable: 'Barcode lookup is not available right now. You can add this food by hand.',
  netCarbsConvention: 'Net carbs = total carbs − fibre − sugar alcohols.',
} as const;
