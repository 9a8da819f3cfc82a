import { z } from 'zod';
import { AiProvenanceSchema } from './ai.js';
import { IanaTimeZoneSchema } from './fasting.js';
import { MealDateSchema, MealTypeSchema } from './meals.js';
import { NutrientsSchema } from './nutrition.js';
import { FoodExclusionSchema } from './onboarding.js';
import type { CoinAction } from './wallet.js';

export const MEAL_PLAN_DURATIONS = [7, 14, 30] as const;
export const MealPlanDurationSchema = z.union(
  [z.literal(7), z.literal(14), z.literal(30)],
  'A plan is 7, 14 or 30 days long.',
);
export type MealPlanDuration = z.infer<typeof MealPlanDurationSchema>;

/** The paid action (and so the price) of a plan of this length. */
export function mealPlanAction(duration: MealPlanDuration): CoinAction {
  return `meal_plan_${duration}`;
}

/** ?tz= : the user's time zone decides what "today" is (default start date, current plan). */
export const MealPlanTzQuerySchema = z.object({ tz: IanaTimeZoneSchema.default('UTC') });
export type MealPlanTzQuery = z.infer<typeof MealPlanTzQuerySchema>;

/** POST /api/v1/meal-plans (paid: meal_plan_7 / _14 / _30; Idempotency-Key header). */
export const GenerateMealPlanBodySchema = z.object({
  duration: MealPlanDurationSchema,
  /** Day 1 of the plan; today in the user's time zone when left out. */
  startsOn: MealDateSchema.optional(),
  /** Meals a day; the onboarding answer when left out. */
  mealsPerDay: z
    .number()
    .int()
    .min(1, 'At least 1 meal a day.')
    .max(5, 'At most 5 meals a day.')
    .optional(),
  /** How often one recipe may appear in any 7 days (leftovers count); 2 when left out. */
  maxUsesPerWeek: z.number().int().min(1).max(7).optional(),
});
export type GenerateMealPlanBody = z.infer<typeof GenerateMealPlanBodySchema>;

export const MealPlanTargetsSchema = z.object({
  energyKcal: z.number(),
  proteinG: z.number(),
  netCarbsCapG: z.number(),
});
export type MealPlanTargets = z.infer<typeof MealPlanTargetsSchema>;

export const PlannedMealSchema = z.object({
  mealType: MealTypeSchema,
  recipeId: z.string(),
  title: z.string(),
  /** 0.5 to 2 servings of the recipe, in half servings. */
  servings: z.number(),
  macros: NutrientsSchema,
});
export type PlannedMeal = z.infer<typeof PlannedMealSchema>;

/** How far a day misses its targets (null on a day within the band). */
export const MealPlanShortfallSchema = z.object({
  /** Signed: actual − target (negative = under the target). */
  energyKcal: z.number(),
  proteinG: z.number(),
  /** Grams of net carbs above the cap (0 when at or under it). */
  netCarbsOverCapG: z.number(),
  /** Recipe ids that had to break the weekly variety cap on this day. */
  varietyCapExceeded: z.array(z.string()),
});
export type MealPlanShortfall = z.infer<typeof MealPlanShortfallSchema>;

export const MealPlanDaySchema = z.object({
  dayNumber: z.number().int(),
  /** "Monday"… for `date`. */
  dayName: z.string(),
  date: z.string(),
  meals: z.array(PlannedMealSchema),
  totals: NutrientsSchema,
  /** (actual − target) / target × 100, one decimal. */
  energyDeviationPct: z.number(),
  proteinDeviationPct: z.number(),
  /** Within ±5 % of calories and protein, net carbs at or under the cap, variety kept. */
  onTarget: z.boolean(),
  shortfall: MealPlanShortfallSchema.nullable(),
});
export type MealPlanDay = z.infer<typeof MealPlanDaySchema>;

export const MealPlanStatusSchema = z.enum(['generating', 'complete', 'failed']);

export const MealPlanSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  status: MealPlanStatusSchema,
  startsOn: z.string(),
  endsOn: z.string(),
  duration: z.number().int(),
  mealsPerDay: z.number().int(),
  maxUsesPerWeek: z.number().int(),
  targets: MealPlanTargetsSchema,
  /** Onboarding exclusions the plan respected (mapped to foods). */
  exclusions: z.array(FoodExclusionSchema),
  /** The onboarding diet style the plan respected (omnivore, pescatarian, vegetarian). */
  dietStyle: z.string(),
  /** The free-text allergy note: shown, but it cannot be mapped to foods reliably. */
  allergiesNote: z.string(),
  /** Recipes left after exclusions (the solver's pool). */
  candidateCount: z.number().int(),
  daysOnTarget: z.number().int(),
  /** When the plan is current (complete, ends today or later); its day then, else null. */
  currentDay: z.number().int().nullable(),
  provenance: AiProvenanceSchema,
  createdAt: z.iso.datetime(),
});
export type MealPlanSummary = z.infer<typeof MealPlanSummarySchema>;

export const MealPlanSchema = MealPlanSummarySchema.extend({ days: z.array(MealPlanDaySchema) });
export type MealPlan = z.infer<typeof MealPlanSchema>;

export const MealPlanListSchema = z.object({ items: z.array(MealPlanSummarySchema) });
export type MealPlanList = z.infer<typeof MealPlanListSchema>;

/** GET /api/v1/meal-plans/current: 200 with `plan: null` when no plan is current. */
export const CurrentMealPlanSchema = z.object({ plan: MealPlanSchema.nullable() });
export type CurrentMealPlan = z.infer<typeof CurrentMealPlanSchema>;

export const MealPlanDayParamsSchema = z.object({
  id: z.string().min(1).max(100),
  dayNumber: z.coerce.number().int().min(1).max(31),
});
export const MealPlanMealParamsSchema = MealPlanDayParamsSchema.extend({
  mealIndex: z.coerce.number().int().min(0).max(9),
});

/** POST …/days/:dayNumber/swap (free): re-solves the day without that meal's recipe. */
export const SwapMealBodySchema = z.object({ mealIndex: z.number().int().min(0).max(9) });
export type SwapMealBody = z.infer<typeof SwapMealBodySchema>;

/** GET …/shopping-list?from=&to= (the whole plan when left out). */
export const ShoppingListQuerySchema = z.object({
  from: MealDateSchema.optional(),
  to: MealDateSchema.optional(),
});
export type ShoppingListQuery = z.infer<typeof ShoppingListQuerySchema>;

export const ShoppingListItemSchema = z.object({
  foodId: z.string(),
  name: z.string(),
  /** Exact grams the recipes need (ingredients × servings ÷ recipe servings). */
  grams: z.number(),
  /** What to buy, rounded up: "3 large (150 g)", "450 g", "1.2 kg". */
  amount: z.string(),
  /** Recipes (titles) that use it, for the cook. */
  usedIn: z.array(z.string()),
});
export type ShoppingListItem = z.infer<typeof ShoppingListItemSchema>;

export const ShoppingListSchema = z.object({
  planId: z.string(),
  from: z.string(),
  to: z.string(),
  groups: z.array(
    z.object({ category: z.string(), label: z.string(), items: z.array(ShoppingListItemSchema) }),
  ),
});
export type ShoppingList = z.infer<typeof ShoppingListSchema>;
