/**
 * Weight and body (issue 4 §4): weight logs (spec §3 weight_logs), tape measurements and blood
 * ketone/glucose readings with the glucose-ketone index. The form and the server share these
 * rules; the server re-checks a PATCH merged with the stored row against the create schema.
 */
import { z } from 'zod';
import { PersonalPlanSchema, UnitsSchema } from './onboarding.js';

export const BodyPaths = {
  weights: '/api/v1/body/weights',
  weightSummary: '/api/v1/body/weights/summary',
  measurements: '/api/v1/body/measurements',
  readings: '/api/v1/body/readings',
} as const;

// ---------------------------------------------------------------------------------------------
// Shared pieces

/** Plausible adult weights: wider than onboarding's 35–300 kg so no real weigh-in is refused. */
export const WEIGHT_BOUNDS = {
  metric: { min: 20, max: 400, unit: 'kg' },
  imperial: { min: 44, max: 880, unit: 'lb' },
} as const;

/** Dates are calendar days (YYYY-MM-DD) from 1900 up to tomorrow (UTC). */
export const EARLIEST_LOG_DATE = '1900-01-01';
export const FUTURE_DATE_MESSAGE = 'The date can’t be in the future.';

/**
 * The latest date accepted: tomorrow in UTC. Someone east of UTC is already on "tomorrow"
 * while the server's UTC clock is still on today, so one day of slack keeps their "today" valid.
 */
export function latestLogDate(now: Date = new Date()): string {
  return new Date(now.getTime() + 86_400_000).toISOString().slice(0, 10);
}

export const LogDateSchema = z.iso
  .date({ error: 'Enter a valid date.' })
  .refine((d) => d >= EARLIEST_LOG_DATE, { error: 'Enter a date after 1900.' })
  .refine((d) => d <= latestLogDate(), { error: FUTURE_DATE_MESSAGE });

/** A reading's time may run ahead of the server by at most this much (device clock skew). */
export const MAX_CLOCK_SKEW_MS = 60 * 60 * 1000;

export const ReadingTimeSchema = z.iso
  .datetime({ offset: true, error: 'Enter a valid date and time.' })
  .refine((t) => Date.parse(t) <= Date.now() + MAX_CLOCK_SKEW_MS, {
    error: 'The reading time can’t be in the future.',
  })
  .refine((t) => Date.parse(t) >= Date.parse(`${EARLIEST_LOG_DATE}T00:00:00Z`), {
    error: 'Enter a date after 1900.',
  });

export const ListBodyQuerySchema = z.object({
  /** Newest first; a daily weigh-in for 13 years fits in the maximum. */
  limit: z.coerce.number().int().min(1).max(5000).default(1000),
});
export type ListBodyQuery = z.infer<typeof ListBodyQuerySchema>;

const NoteSchema = z
  .string()
  .trim()
  .max(200, 'Keep the note under 200 characters.')
  .nullish()
  .transform((v) => (v ? v : null));

/** zod 4 numbers already refuse NaN and ±Infinity, so an emptied form field lands here too. */
function numberInput(what: string) {
  return z.number({ error: `Enter ${what} as a number.` });
}

// ---------------------------------------------------------------------------------------------
// Weight logs

export function weightBoundsMessage(units: z.infer<typeof UnitsSchema>): string {
  const b = WEIGHT_BOUNDS[units];
  return `Weight must be between ${b.min} and ${b.max} ${b.unit}.`;
}

const weightFields = {
  /** kg when units is metric, lb when imperial (spec §3: "weight in the unit logged"). */
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
  /** Computed when logged from the onboarding height (spec §5); null without a height. */
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

// ---------------------------------------------------------------------------------------------
// Body measurements

export const LengthUnitSchema = z.enum(['cm', 'in']);
export type LengthUnit = z.infer<typeof LengthUnitSchema>;

export const MEASUREMENT_SITES = ['waist', 'hips', 'chest', 'arm', 'thigh'] as const;
export type MeasurementSite = (typeof MEASUREMENT_SITES)[number];

export const MEASUREMENT_SITE_LABELS: Record<MeasurementSite, string> = {
  waist: 'Waist',
  hips: 'Hips',
  chest: 'Chest',
  arm: 'Arm',
  thigh: 'Thigh',
};

/** Any tape measurement of an adult's waist, hips, chest, upper arm or thigh fits. */
export const MEASUREMENT_BOUNDS = {
  cm: { min: 10, max: 300 },
  in: { min: 4, max: 118 },
} as const;

export function measurementBoundsMessage(site: MeasurementSite, unit: LengthUnit): string {
  const b = MEASUREMENT_BOUNDS[unit];
  return `${MEASUREMENT_SITE_LABELS[site]} must be between ${b.min} and ${b.max} ${unit}.`;
}

export const AT_LEAST_ONE_MEASUREMENT = 'Enter at least one measurement.';

const siteValue = (site: MeasurementSite) =>
  numberInput(MEASUREMENT_SITE_LABELS[site].toLowerCase()).nullish();

const measurementFields = {
  date: LogDateSchema,
  /** The unit the values below are in; stored in cm. */
  unit: LengthUnitSchema,
  waist: siteValue('waist'),
  hips: siteValue('hips'),
  chest: siteValue('chest'),
  arm: siteValue('arm'),
  thigh: siteValue('thigh'),
};

function checkMeasurementBounds(
  value: Partial<Record<MeasurementSite, number | null | undefined>> & { unit?: LengthUnit },
  ctx: z.RefinementCtx,
) {
  for (const site of MEASUREMENT_SITES) {
    const v = value[site];
    if (v === null || v === undefined) continue;
    if (value.unit === undefined) {
      ctx.addIssue({ code: 'custom', path: ['unit'], message: 'Choose cm or in.' });
      return;
    }
    const b = MEASUREMENT_BOUNDS[value.unit];
    if (v < b.min || v > b.max) {
      ctx.addIssue({
        code: 'custom',
        path: [site],
        message: measurementBoundsMessage(site, value.unit),
      });
    }
  }
}

export const CreateMeasurementBodySchema = z
  .object(measurementFields)
  .superRefine(checkMeasurementBounds)
  .refine((v) => MEASUREMENT_SITES.some((s) => typeof v[s] === 'number'), {
    error: AT_LEAST_ONE_MEASUREMENT,
    path: ['waist'],
  });
export type CreateMeasurementBody = z.input<typeof CreateMeasurementBodySchema>;

/** Any subset; null clears a measurement; `unit` is needed with any value. */
export const UpdateMeasurementBodySchema = z
  .object(measurementFields)
  .partial()
  .superRefine(checkMeasurementBounds)
  .refine((v) => Object.values(v).some((x) => x !== undefined), { error: 'Nothing to change.' });
export type UpdateMeasurementBody = z.input<typeof UpdateMeasurementBodySchema>;

export const MeasurementSchema = z.object({
  id: z.string(),
  date: z.iso.date(),
  waistCm: z.number().nullable(),
  hipsCm: z.number().nullable(),
  chestCm: z.number().nullable(),
  armCm: z.number().nullable(),
  thighCm: z.number().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Measurement = z.infer<typeof MeasurementSchema>;

export const MeasurementListSchema = z.object({ items: z.array(MeasurementSchema) });
export type MeasurementList = z.infer<typeof MeasurementListSchema>;

// ---------------------------------------------------------------------------------------------
// Ketone and glucose readings

export const GlucoseUnitSchema = z.enum(['mg/dL', 'mmol/L']);
export type GlucoseUnitValue = z.infer<typeof GlucoseUnitSchema>;

/** Blood β-hydroxybutyrate: meters read 0–8 mmol/L; above 10 is outside any meter's range. */
export const KETONE_BOUNDS = { min: 0, max: 10 } as const;
/** Blood glucose a home meter can report (about 20–600 mg/dL, 1.1–33.3 mmol/L). */
export const GLUCOSE_BOUNDS = {
  'mg/dL': { min: 20, max: 600 },
  'mmol/L': { min: 1.1, max: 33.3 },
} as const;

export const KETONE_BOUNDS_MESSAGE = 'Blood ketones (BHB) must be between 0 and 10 mmol/L.';
export function glucoseBoundsMessage(unit: GlucoseUnitValue): string {
  const b = GLUCOSE_BOUNDS[unit];
  return `Glucose must be between ${b.min} and ${b.max} ${unit}.`;
}
export const AT_LEAST_ONE_READING = 'Enter a ketone reading, a glucose reading or both.';

const readingFields = {
  measuredAt: ReadingTimeSchema,
  ketonesMmolL: numberInput('your ketone reading')
    .refine((v) => v >= KETONE_BOUNDS.min && v <= KETONE_BOUNDS.max, {
      error: KETONE_BOUNDS_MESSAGE,
    })
    .nullish(),
  glucose: numberInput('your glucose reading').nullish(),
  glucoseUnit: GlucoseUnitSchema.nullish(),
};

function checkGlucose(
  value: { glucose?: number | null | undefined; glucoseUnit?: GlucoseUnitValue | null | undefined },
  ctx: z.RefinementCtx,
) {
  if (value.glucose === null || value.glucose === undefined) return;
  if (!value.glucoseUnit) {
    ctx.addIssue({
      code: 'custom',
      path: ['glucoseUnit'],
      message: 'Choose the glucose unit (mg/dL or mmol/L).',
    });
    return;
  }
  const b = GLUCOSE_BOUNDS[value.glucoseUnit];
  if (value.glucose < b.min || value.glucose > b.max) {
    ctx.addIssue({
      code: 'custom',
      path: ['glucose'],
      message: glucoseBoundsMessage(value.glucoseUnit),
    });
  }
}

export const CreateReadingBodySchema = z
  .object(readingFields)
  .superRefine(checkGlucose)
  .refine((v) => typeof v.ketonesMmolL === 'number' || typeof v.glucose === 'number', {
    error: AT_LEAST_ONE_READING,
    path: ['ketonesMmolL'],
  });
export type CreateReadingBody = z.input<typeof CreateReadingBodySchema>;

/** Any subset; null clears a value. A glucose value needs its unit (in the patch or stored). */
export const UpdateReadingBodySchema = z
  .object(readingFields)
  .partial()
  .refine((v) => Object.values(v).some((x) => x !== undefined), { error: 'Nothing to change.' });
export type UpdateReadingBody = z.input<typeof UpdateReadingBodySchema>;

/** Facts §4.1 zones: <1, 1–3, 3–6, 6–9, >9. App conventions, not clinical thresholds. */
export const GkiZoneSchema = z.enum(['therapeutic', 'high', 'moderate', 'low', 'none']);
export type GkiZoneValue = z.infer<typeof GkiZoneSchema>;

export const GKI_ZONE_LABELS: Record<GkiZoneValue, string> = {
  therapeutic: 'Therapeutic ketosis (below 1)',
  high: 'High ketosis (1–3)',
  moderate: 'Moderate ketosis (3–6)',
  low: 'Low ketosis (6–9)',
  none: 'Not in ketosis (above 9)',
};

export const GKI_NOTE =
  'GKI = glucose (mmol/L) ÷ ketones (mmol/L). The zones are common app conventions, not medical thresholds; talk to your doctor before acting on them.';

export const ReadingSchema = z.object({
  id: z.string(),
  measuredAt: z.iso.datetime(),
  ketonesMmolL: z.number().nullable(),
  glucose: z.number().nullable(),
  glucoseUnit: GlucoseUnitSchema.nullable(),
  /** Glucose converted to mmol/L (÷ 18.016 from mg/dL). */
  glucoseMmolL: z.number().nullable(),
  /** Glucose-ketone index, when both values exist and ketones are above 0. */
  gki: z.number().nullable(),
  gkiZone: GkiZoneSchema.nullable(),
  gkiZoneLabel: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Reading = z.infer<typeof ReadingSchema>;

export const ReadingListSchema = z.object({
  items: z.array(ReadingSchema),
  gkiNote: z.string(),
});
export type ReadingList = z.infer<typeof ReadingListSchema>;
