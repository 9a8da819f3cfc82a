import { z } from 'zod';
import { MacroTargetsSchema } from './onboarding.js';
import { FoodPortionSchema, NutrientsSchema } from './nutrition.js';

export const MealTypeSchema = z.enum(['breakfast', 'lunch', 'dinner', 'snack']);
export type MealType = z.infer<typeof MealTypeSchema>;
export const MEAL_TYPES = MealTypeSchema.options;

/** How an entry was logged. `scan` and `plan` are written by KetoVision and meal plans later. */
export const MealMethodSchema = z.enum(['food', 'recipe', 'text', 'scan', 'plan']);
export type MealMethod = z.infer<typeof MealMethodSchema>;

/** Limits shared by the API and the forms. */
export const MEAL_MAX_ITEMS = 50;
export const MEAL_NOTES_MAX = 500;
export const MEAL_TEXT_MAX = 1000;
export const MEAL_RANGE_MAX_DAYS = 93;
export const MEAL_QUANTITY_MAX = 10_000;
export const MEAL_SERVINGS_MAX = 100;

const DATE_MESSAGE = 'Use a date like 2025-01-31.';

/** A calendar day (YYYY-MM-DD). Whether it is too far in the future is checked by the server. */
export const MealDateSchema = z.iso.date({ message: DATE_MESSAGE });

/**
 * One food of an entry as the client sends it: the server resolves grams and nutrients.
 * `unit` is "g", "oz", "kg", "lb" or one of the food's portions by its own words ("large",
 * "slice", "cup, chopped"), and `quantity` counts that unit (domain `ingredientGrams`).
 */
export const MealItemInputSchema = z.object({
  foodId: z.string().trim().min(1, 'Choose a food.').max(100),
  quantity: z
    .number({ message: 'Enter an amount.' })
    .positive('The amount must be more than 0.')
    .max(MEAL_QUANTITY_MAX, `The amount must be at most ${MEAL_QUANTITY_MAX}.`),
  /** "g", "kg", "oz", "lb", or a portion of the food ("slice", "1 large egg", "tbsp"…). */
  unit: z.string().trim().min(1, 'Choose a unit.').max(80),
});
export type MealItemInput = z.infer<typeof MealItemInputSchema>;

const itemsSchema = z
  .array(MealItemInputSchema)
  .min(1, 'Add at least one food.')
  .max(MEAL_MAX_ITEMS, `An entry can hold at most ${MEAL_MAX_ITEMS} foods.`);

const notesSchema = z.string().trim().max(MEAL_NOTES_MAX).nullish();

const servingsSchema = z
  .number({ message: 'Enter the servings.' })
  .positive('Servings must be more than 0.')
  .max(MEAL_SERVINGS_MAX, `Servings must be at most ${MEAL_SERVINGS_MAX}.`);

const createBase = {
  date: MealDateSchema,
  mealType: MealTypeSchema,
  notes: notesSchema,
};

/** POST /api/v1/meals — discriminated on `method`. */
export const CreateMealRequestSchema = z.discriminatedUnion('method', [
  z.object({ method: z.literal('food'), ...createBase, items: itemsSchema }),
  z.object({
    method: z.literal('recipe'),
    ...createBase,
    recipeId: z.uuid({ message: 'Choose a recipe.' }),
    servings: servingsSchema,
  }),
  z.object({
    method: z.literal('text'),
    ...createBase,
    /** What the user typed; kept in analysis_data with the parse they confirmed. */
    text: z.string().trim().min(1, 'Describe what you ate.').max(MEAL_TEXT_MAX),
    items: itemsSchema,
  }),
]);
export type CreateMealRequest = z.infer<typeof CreateMealRequestSchema>;
export type CreateMealRequestInput = z.input<typeof CreateMealRequestSchema>;

/**
 * PATCH /api/v1/meals/:id. `servings` scales the entry (and its items) to that many servings
 * of what was logged; `items` replaces the foods (food and text entries only).
 */
export const UpdateMealRequestSchema = z
  .object({
    date: MealDateSchema.optional(),
    mealType: MealTypeSchema.optional(),
    servings: servingsSchema.optional(),
    notes: notesSchema,
    items: itemsSchema.optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), {
    message: 'Nothing to change.',
  });
export type UpdateMealRequest = z.infer<typeof UpdateMealRequestSchema>;

export const MealItemSchema = z.object({
  id: z.string(),
  foodId: z.string().nullable(),
  name: z.string(),
  quantity: z.number(),
  unit: z.string(),
  grams: z.number(),
  nutrients: NutrientsSchema,
});
export type MealItem = z.infer<typeof MealItemSchema>;

export const MealSchema = z.object({
  id: z.string(),
  date: z.string(),
  mealType: MealTypeSchema,
  method: MealMethodSchema,
  title: z.string(),
  servings: z.number(),
  recipeId: z.string().nullable(),
  notes: z.string().nullable(),
  /** The entry's total, snapshotted when logged. */
  macros: NutrientsSchema,
  items: z.array(MealItemSchema),
  createdAt: z.iso.datetime(),
  /** Changes with every edit: an edit names the version it started from (If-Match). */
  updatedAt: z.iso.datetime(),
});
export type Meal = z.infer<typeof MealSchema>;

/** GET /api/v1/meals?date= or ?from=&to= (range at most MEAL_RANGE_MAX_DAYS days). */
export const MealListQuerySchema = z.object({
  date: MealDateSchema.optional(),
  from: MealDateSchema.optional(),
  to: MealDateSchema.optional(),
});
export type MealListQuery = z.infer<typeof MealListQuerySchema>;

export const MealDayTotalsSchema = z.object({ date: z.string(), totals: NutrientsSchema });
export type MealDayTotals = z.infer<typeof MealDayTotalsSchema>;

/** Ordered by date then created_at, newest first. */
export const MealListResponseSchema = z.object({
  items: z.array(MealSchema),
  /** Sum over `items`. */
  totals: NutrientsSchema,
  /** One row per day that has entries, newest first. */
  days: z.array(MealDayTotalsSchema),
});
export type MealListResponse = z.infer<typeof MealListResponseSchema>;

/** POST /api/v1/meals/copy — copy a day (or one meal of it) to another day. */
export const CopyMealsRequestSchema = z.object({
  fromDate: MealDateSchema,
  toDate: MealDateSchema,
  mealType: MealTypeSchema.optional(),
});
export type CopyMealsRequest = z.infer<typeof CopyMealsRequestSchema>;

export const CopyMealsResponseSchema = z.object({ items: z.array(MealSchema) });
export type CopyMealsResponse = z.infer<typeof CopyMealsResponseSchema>;

export const MealSummaryQuerySchema = z.object({ date: MealDateSchema });

export const MacroProgressSchema = z.object({
  consumed: z.number(),
  /** null when the user has no plan yet. */
  target: z.number().nullable(),
  /** target − consumed (negative = over); null without a target. */
  remaining: z.number().nullable(),
  /** consumed / target × 100, rounded; null without a target. */
  percent: z.number().nullable(),
  status: z.enum(['under', 'on_target', 'over', 'no_target']),
});
export type MacroProgress = z.infer<typeof MacroProgressSchema>;

/** GET /api/v1/meals/summary?date= — the day's totals against the onboarding targets. */
export const MealDaySummarySchema = z.object({
  date: z.string(),
  entries: z.number().int(),
  totals: NutrientsSchema,
  byMealType: z.record(MealTypeSchema, NutrientsSchema),
  targets: MacroTargetsSchema.nullable(),
  progress: z.object({
    netCarbsG: MacroProgressSchema,
    proteinG: MacroProgressSchema,
    fatG: MacroProgressSchema,
    energyKcal: MacroProgressSchema,
  }),
});
export type MealDaySummary = z.infer<typeof MealDaySummarySchema>;

/** POST /api/v1/meals/parse — free text to a proposed list of foods. Nothing is saved. */
export const ParseMealRequestSchema = z.object({
  text: z.string().trim().min(1, 'Describe what you ate.').max(MEAL_TEXT_MAX),
});
export type ParseMealRequest = z.infer<typeof ParseMealRequestSchema>;

export const ParsedFoodMatchSchema = z.object({
  foodId: z.string(),
  name: z.string(),
  /** Ranking score (higher is closer): name/alias match, trigram similarity, the user's habits. */
  score: z.number(),
  /** The food's facts and portions, so a client can show the amount and macros as they change. */
  per100g: NutrientsSchema,
  portions: z.array(FoodPortionSchema),
});
export type ParsedFoodMatch = z.infer<typeof ParsedFoodMatchSchema>;

export const ParsedMealItemSchema = z.object({
  /** The segment of text this row came from. */
  raw: z.string(),
  quantity: z.number(),
  /** The unit the text named ("slice", "g", …), or null. */
  parsedUnit: z.string().nullable(),
  foodPhrase: z.string(),
  /** null when nothing in the database matched. */
  match: ParsedFoodMatchSchema.nullable(),
  alternatives: z.array(ParsedFoodMatchSchema),
  /** The unit to save with the item ("g" or a portion label of the matched food). */
  unit: z.string().nullable(),
  grams: z.number().nullable(),
  /** True when no amount could be resolved from the text and a default was used. */
  assumed: z.boolean(),
  nutrients: NutrientsSchema.nullable(),
  /** Why the row needs attention ("No food matched…", "Unit … not known for …"). */
  warning: z.string().nullable(),
});
export type ParsedMealItem = z.infer<typeof ParsedMealItemSchema>;

export const ParseMealResponseSchema = z.object({
  text: z.string(),
  items: z.array(ParsedMealItemSchema),
  /** Segments with no match (also present in items with match null). */
  unmatched: z.array(z.string()),
  totals: NutrientsSchema,
});
export type ParseMealResponse = z.infer<typeof ParseMealResponseSchema>;
