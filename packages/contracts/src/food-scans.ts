import { z } from 'zod';
import { AiProvenanceSchema } from './ai.js';
import { TimeZoneQuerySchema } from './fasting.js';
import { MealDateSchema, MealTypeSchema } from './meals.js';
import { NutrientsSchema } from './nutrition.js';

/** KetoVision: photo → barcode or vision → foods from our database → keto score. */
export const FOOD_SCAN_LIMITS = {
  /** Foods in one described plate. */
  itemsMax: 20,
  gramsMax: 5000,
  textMax: 500,
  pageSizeMax: 50,
} as const;

/** barcode: read from the photo; vision: a vision model named the foods; described: the user did. */
export const FoodScanMethodSchema = z.enum(['barcode', 'vision', 'described']);
export type FoodScanMethod = z.infer<typeof FoodScanMethodSchema>;

export const KetoBandSchema = z.enum(['friendly', 'moderate', 'avoid']);
export type KetoBandName = z.infer<typeof KetoBandSchema>;

/** A number with its low–high range from portion uncertainty (equal when the amount is known). */
export const MacroRangeSchema = z.object({ value: z.number(), low: z.number(), high: z.number() });
export type MacroRange = z.infer<typeof MacroRangeSchema>;

/** The scan's nutrients, all computed from the food database and the grams. */
export const FoodScanMacrosSchema = z.object({
  netCarbsG: MacroRangeSchema,
  carbohydrateG: MacroRangeSchema,
  fiberG: MacroRangeSchema,
  proteinG: MacroRangeSchema,
  fatG: MacroRangeSchema,
  energyKcal: MacroRangeSchema,
});
export type FoodScanMacros = z.infer<typeof FoodScanMacrosSchema>;

/** One food on the plate: what was seen or described and what it matched in the database. */
export const FoodScanItemSchema = z.object({
  /** The name as read (product name, the model's words, or the user's text). */
  label: z.string(),
  /** The matched food, or null when nothing in the database matched (shown to the user). */
  foodId: z.string().nullable(),
  foodName: z.string().nullable(),
  grams: z.number(),
  gramsLow: z.number(),
  gramsHigh: z.number(),
  /** For `grams`, from the food's per-100 g facts; null when unmatched. */
  nutrients: NutrientsSchema.nullable(),
});
export type FoodScanItem = z.infer<typeof FoodScanItemSchema>;

/** A stored scan (the demo's fields: foodType, ketoScore, verdict, analysis, macros, recommendation). */
export const FoodScanSchema = z.object({
  id: z.string(),
  method: FoodScanMethodSchema,
  foodType: z.string(),
  /** 0–100; 70 or more is keto-friendly. */
  ketoScore: z.number().int().min(0).max(100),
  verdict: z.string(),
  band: KetoBandSchema,
  analysis: z.string(),
  recommendation: z.string(),
  macros: FoodScanMacrosSchema,
  items: z.array(FoodScanItemSchema),
  /** Names that matched no food: not counted in the macros. */
  unmatched: z.array(z.string()),
  /** The barcode read from the photo (barcode scans). */
  barcode: z.string().nullable(),
  provenance: AiProvenanceSchema,
  /** /api/v1/uploads/:id of the stored (re-encoded, metadata-free) photo, if any. */
  photoUrl: z.string().nullable(),
  createdAt: z.iso.datetime(),
  /** The diary entry it was logged as. */
  mealId: z.string().nullable(),
});
export type FoodScan = z.infer<typeof FoodScanSchema>;

/**
 * POST /api/v1/food-scans/photo (raw image body, `Idempotency-Key`, `?tz=`).
 * `complete`: a scan was made and paid for. `needs_description`: nothing was recognised
 * (no readable barcode, an unknown product, or a vision answer matching no food) — no coins
 * are kept, the photo is stored and the user says what is on the plate (POST /describe).
 */
export const PhotoScanResponseSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('complete'), scan: FoodScanSchema }),
  z.object({
    status: z.literal('needs_description'),
    /** The stored photo, to attach to the described scan. */
    photoId: z.string(),
    photoUrl: z.string(),
    /** A barcode that was read but is not in the database (or Open Food Facts). */
    barcode: z.string().nullable(),
    /** Why: shown to the user. */
    reason: z.string(),
    /** What a vision model saw that matched no food. */
    unmatched: z.array(z.string()),
    provenance: AiProvenanceSchema,
  }),
]);
export type PhotoScanResponse = z.infer<typeof PhotoScanResponseSchema>;

/** `tz`: the client's IANA zone, whose "today" the net-carb budget is counted in. */
export const FoodScanQuerySchema = TimeZoneQuerySchema;

/** POST /api/v1/food-scans/describe — the foods and grams, or a sentence the parser reads. */
export const DescribeScanBodySchema = z
  .object({
    /** A photo from a `needs_description` answer, shown with the result. */
    photoId: z.uuid().optional(),
    items: z
      .array(
        z.object({
          foodId: z.string().trim().min(1, 'Choose a food.').max(100),
          grams: z
            .number({ message: 'Enter the grams.' })
            .positive('The amount must be more than 0 g.')
            .max(FOOD_SCAN_LIMITS.gramsMax, `At most ${FOOD_SCAN_LIMITS.gramsMax} g.`),
        }),
      )
      .min(1, 'Add at least one food.')
      .max(FOOD_SCAN_LIMITS.itemsMax, `At most ${FOOD_SCAN_LIMITS.itemsMax} foods.`)
      .optional(),
    text: z
      .string()
      .trim()
      .min(1, 'Say what is on the plate.')
      .max(FOOD_SCAN_LIMITS.textMax)
      .optional(),
  })
  .refine((b) => (b.items === undefined) !== (b.text === undefined), {
    message: 'Send either the foods or a description.',
    path: ['items'],
  });
export type DescribeScanBody = z.infer<typeof DescribeScanBodySchema>;

export const FoodScanListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(FOOD_SCAN_LIMITS.pageSizeMax).default(20),
  /** `nextCursor` of the previous page. */
  cursor: z.string().max(200).optional(),
});
export type FoodScanListQuery = z.infer<typeof FoodScanListQuerySchema>;

/** Newest first. */
export const FoodScanListSchema = z.object({
  items: z.array(FoodScanSchema),
  nextCursor: z.string().nullable(),
});
export type FoodScanList = z.infer<typeof FoodScanListSchema>;

/** POST /api/v1/food-scans/:id/log — the scan becomes a diary entry (method scan). */
export const LogFoodScanBodySchema = z.object({ mealType: MealTypeSchema, date: MealDateSchema });
export type LogFoodScanBody = z.infer<typeof LogFoodScanBodySchema>;
