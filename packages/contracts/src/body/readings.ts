import { z } from 'zod';
import { ReadingTimeSchema, numberInput } from './shared.js';

/** Blood ketone and glucose readings with the glucose-ketone index. */

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

/** GKI zones: <1, 1–3, 3–6, 6–9, >9. App conventions, not clinical thresholds. */
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
