import { z } from 'zod';
import { LogDateSchema, numberInput } from './shared.js';

/** Tape measurements of waist, hips, chest, arm and thigh (stored in cm). */

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
