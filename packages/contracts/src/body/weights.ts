import { z } from 'zod';
import { PersonalPlanSchema, UnitsSchema } from '../onboarding.js';
import { WEIGHT_BOUNDS, LogDateSchema, NoteSchema, numberInput } from './shared.js';

/** Weight logs (weight_logs) with BMI and the weight summary. */

export function weightBoundsMessage(units: z.infer<typeof UnitsSchema>): string {
  const b = WEIGHT_BOUNDS[units];
  return `Weight must be between ${b.min} and ${b.max} ${b.unit}.`;
}

const weightFields = {
  /** kg when units is metric, lb when imperial: the weight in the unit logged. */
  weight: numberInput('your weight'),
  units: UnitsSchema,
  date: LogDateSchema,
  note: NoteSchema,
};

function checkWeightBounds(
  value: { weight?: number | undefined; units?: 'metric' | 'imperial' | undefined },
  ctx: z.RefinementCtx,
) {
  if (value.weight === undefined || value.units === undefined) return;
  const b = WEIGHT_BOUNDS[value.units];
  if (value.weight < b.min || value.weight > b.max) {
    ctx.addIssue({ code: 'custom', path: ['weight'], message: weightBoundsMessage(value.units) });
  }
}

export const CreateWeightLogBodySchema = z.object(weightFields).superRefine(checkWeightBounds);
export type CreateWeightLogBody = z.input<typeof CreateWeightLogBodySchema>;

/** Any subset; the server checks the weight against the units of the merged log. */
export const UpdateWeightLogBodySchema = z
  .object(weightFields)
  .partial()
  .superRefine(checkWeightBounds)
  .refine((v) => Object.values(v).some((x) => x !== undefined), {
    error: 'Nothing to change.',
  });
export type UpdateWeightLogBody = z.input<typeof UpdateWeightLogBodySchema>;

export const WeightLogSchema = z.object({
  id: z.string(),
  weight: z.number(),
  units: UnitsSchema,
  /** The same weight in kg, for clients that compare logs made in different units. */
  weightKg: z.number(),
  date: z.iso.date(),
  /** Computed when logged from the onboarding height; null without a height. */
  bmi: z.number().nullable(),
  note: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type WeightLog = z.infer<typeof WeightLogSchema>;

export const WeightLogListSchema = z.object({ items: z.array(WeightLogSchema) });
export type WeightLogList = z.infer<typeof WeightLogListSchema>;

export const BmiCategorySchema = PersonalPlanSchema.shape.bmiCategory;
export type BmiCategory = z.infer<typeof BmiCategorySchema>;

export const TrendPointSchema = z.object({
  date: z.iso.date(),
  /** The day's weigh-in (mean of that day's logs), in the summary's units. */
  weight: z.number(),
  /** The smoothed trend after that day. */
  trend: z.number(),
});
export type TrendPoint = z.infer<typeof TrendPointSchema>;

export const WeeklyRateSchema = z.object({
  /** Trend change per week in the summary's units; negative = losing. */
  perWeek: z.number(),
  fromDate: z.iso.date(),
  toDate: z.iso.date(),
  spanDays: z.number().int(),
});
export type WeeklyRate = z.infer<typeof WeeklyRateSchema>;

export const GoalProgressSchema = z.object({
  direction: z.enum(['lose', 'gain', 'maintain']),
  /** Onboarding's current weight when the user set up the plan. */
  start: z.number(),
  goal: z.number(),
  /** The trend weight (not the last weigh-in, which is noisier). */
  current: z.number(),
  changed: z.number(),
  remaining: z.number(),
  /** 0–100, or null for a "maintain" goal. */
  percent: z.number().nullable(),
  reached: z.boolean(),
});
export type GoalProgress = z.infer<typeof GoalProgressSchema>;

/** GET /api/v1/body/weights/summary: every number in `units` (the user's onboarding choice). */
export const WeightSummarySchema = z.object({
  units: UnitsSchema,
  /** The onboarding height; BMI exists only when it does. */
  heightCm: z.number().nullable(),
  count: z.number().int(),
  latest: WeightLogSchema.nullable(),
  /** The latest log's weight converted to `units`. */
  latestWeight: z.number().nullable(),
  /** BMI of the latest weight with the current height, 1 decimal (CDC rounding). */
  bmi: z.number().nullable(),
  bmiCategory: BmiCategorySchema.nullable(),
  /** Oldest first, one point per day with a weigh-in. */
  trend: z.array(TrendPointSchema),
  trendWeight: z.number().nullable(),
  weeklyRate: WeeklyRateSchema.nullable(),
  goal: GoalProgressSchema.nullable(),
  /** How the trend is smoothed, for a line under the chart. */
  trendNote: z.string(),
});
export type WeightSummary = z.infer<typeof WeightSummarySchema>;
