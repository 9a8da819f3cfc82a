import { z } from 'zod';
import { AiProvenanceSchema } from './ai.js';
import { PersonalPlanSchema, UnitsSchema } from './onboarding.js';
import { DREAM_ME_DEFAULT_TIMELINE, type DreamMeTimeline } from './dream-me-timelines.js';

export * from './dream-me-timelines.js';

export const DreamMeTimelineSchema = z.union([
  z.literal(180),
  z.literal(365),
  z.literal(730),
]) satisfies z.ZodType<DreamMeTimeline>;

/** What every Dream Me image is, said wherever it is shown (and on the result itself). */
export const DREAM_ME_ILLUSTRATION_LABEL = 'Illustration — not a prediction of how you will look';
export const DREAM_ME_AI_EDIT_LABEL = 'AI-edited image — not a prediction of how you will look';

/** POST ?timelineDays=…; a missing value means the default year. */
export const CreateDreamMeQuerySchema = z.object({
  timelineDays: z.coerce
    .number()
    .pipe(DreamMeTimelineSchema)
    .default(DREAM_ME_DEFAULT_TIMELINE)
    .describe('180, 365 (default) or 730 days'),
});
export type CreateDreamMeQuery = z.infer<typeof CreateDreamMeQuerySchema>;

/** How much of the plan's energy deficit a scenario assumes is kept. */
export const DreamMeScenarioIdSchema = z.enum(['plan', 'realistic', 'half', 'none']);
export type DreamMeScenarioId = z.infer<typeof DreamMeScenarioIdSchema>;

export const DreamMeScenarioSchema = z.object({
  id: DreamMeScenarioIdSchema,
  /** Share of the plan's deficit kept, 0–1. */
  adherence: z.number(),
  /** Daily intake this scenario assumes, kcal. */
  intakeKcal: z.number(),
  /** Model weight at the timeline, kg, after the healthy floor. */
  weightKg: z.number(),
});
export type DreamMeScenario = z.infer<typeof DreamMeScenarioSchema>;

/**
 * The projected weight at the chosen date (NIH body-weight model) and how it was worked out.
 * The central value assumes 75 % of the plan's deficit is kept; the range runs from full
 * adherence (low) to half (high). Weights are kg; the client converts with `units`.
 */
export const DreamMeProjectionSchema = z.object({
  timelineDays: DreamMeTimelineSchema,
  startDate: z.iso.date(),
  targetDate: z.iso.date(),
  startWeightKg: z.number(),
  /** Where the start weight came from: the latest weigh-in, or the onboarding answer. */
  startWeightSource: z.enum(['weight_log', 'onboarding']),
  projectedWeightKg: z.number(),
  lowKg: z.number(),
  highKg: z.number(),
  /** projected − start, kg (negative for a loss). */
  changeKg: z.number(),
  heightCm: z.number(),
  bmiStart: z.number(),
  bmiAtDate: z.number(),
  bmiCategoryAtDate: PersonalPlanSchema.shape.bmiCategory,
  goalWeightKg: z.number(),
  /** The model never goes below this: the goal weight, or BMI 18.5 if the goal is lower. */
  floorKg: z.number(),
  floorReason: z.enum(['goal', 'healthy_bmi']),
  /** True when a scenario was stopped at the floor (the plan maintains from there). */
  floorReached: z.boolean(),
  tdeeKcal: z.number(),
  targetCalories: z.number(),
  activityFactor: z.number(),
  /** Already on keto (a weigh-in after onboarding): no second glycogen-and-water drop. */
  ketoAdapted: z.boolean(),
  scenarios: z.array(DreamMeScenarioSchema),
  /** Sentences on the model and its limits, shown under the numbers. */
  assumptions: z.array(z.string()),
});
export type DreamMeProjection = z.infer<typeof DreamMeProjectionSchema>;

export const DreamMeImageKindSchema = z.enum(['illustration', 'ai_edit']);
export type DreamMeImageKind = z.infer<typeof DreamMeImageKindSchema>;

export const DreamMeResultSchema = z.object({
  id: z.string(),
  timelineDays: DreamMeTimelineSchema,
  imageKind: DreamMeImageKindSchema,
  /** The user's photo (re-encoded, no metadata), or null once deleted. */
  photoUrl: z.string().nullable(),
  /** The illustration or edited image, or null once deleted. */
  imageUrl: z.string().nullable(),
  /** Always shown with the image. */
  label: z.string(),
  projection: DreamMeProjectionSchema,
  provenance: AiProvenanceSchema,
  createdAt: z.iso.datetime(),
});
export type DreamMeResult = z.infer<typeof DreamMeResultSchema>;

export const DreamMeListSchema = z.object({ items: z.array(DreamMeResultSchema) });
export type DreamMeList = z.infer<typeof DreamMeListSchema>;

export const CreateDreamMeResponseSchema = z.object({
  result: DreamMeResultSchema,
  /** Coins taken (0 on a replay of a finished request). */
  price: z.number().int(),
  balance: z.number().int(),
  replayed: z.boolean(),
});
export type CreateDreamMeResponse = z.infer<typeof CreateDreamMeResponseSchema>;

/**
 * GET /eligibility: whether Dream Me is open to this user (onboarding safety answers) and,
 * when it is, the free projections for every timeline, so the numbers are shown before paying.
 */
export const DreamMeEligibilitySchema = z.object({
  allowed: z.boolean(),
  /** A kind explanation when not allowed. */
  reason: z.string().nullable(),
  units: UnitsSchema,
  previews: z.array(DreamMeProjectionSchema),
});
export type DreamMeEligibility = z.infer<typeof DreamMeEligibilitySchema>;

export const DeleteDreamMeAllResponseSchema = z.object({ deleted: z.number().int() });
export type DeleteDreamMeAllResponse = z.infer<typeof DeleteDreamMeAllResponseSchema>;
