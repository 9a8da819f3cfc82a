import {
  MEASUREMENT_SITES,
  type CreateMeasurementBodySchema,
  type CreateReadingBodySchema,
  type LengthUnit,
  type MeasurementSite,
  type UpdateMeasurementBody,
} from '@ketoflow/contracts';
import { glucoseKetoneIndex, inchesToCm, roundTo, type GlucoseUnit } from '@ketoflow/domain';
import type { z } from 'zod';
import { ValidationError } from '../../lib/errors.js';
import type { MeasurementRow } from './body.repository.js';

/**
 * Parses a merged (stored + patched) record with the create schema, so a PATCH obeys exactly
 * the rules of a POST (e.g. a new weight is checked against the log's units).
 */
export function revalidate<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const details = result.error.issues.map((issue) => ({
    path: ['body', ...issue.path.map(String)].join('.'),
    message: issue.message,
  }));
  throw new ValidationError(details[0]?.message ?? 'Invalid request.', details);
}

const SITE_COLUMNS = {
  waist: 'waistCm',
  hips: 'hipsCm',
  chest: 'chestCm',
  arm: 'armCm',
  thigh: 'thighCm',
} as const satisfies Record<MeasurementSite, keyof MeasurementRow>;

/** Stored in cm, to 0.1 mm: tape measures read to 1 mm, and inches convert exactly. */
function toCm(value: number, unit: LengthUnit): number {
  return roundTo(unit === 'in' ? inchesToCm(value) : value, 2);
}

/** The stored columns of a valid new measurement, every site in cm. */
export function measurementValues(valid: z.output<typeof CreateMeasurementBodySchema>) {
  const values = {
    date: valid.date,
    waistCm: null as number | null,
    hipsCm: null as number | null,
    chestCm: null as number | null,
    armCm: null as number | null,
    thighCm: null as number | null,
  };
  for (const site of MEASUREMENT_SITES) {
    const v = valid[site];
    values[SITE_COLUMNS[site]] = typeof v === 'number' ? toCm(v, valid.unit) : null;
  }
  return values;
}

/**
 * A stored measurement with a patch applied, merged in cm: stored values as they are, patched
 * ones converted from their unit.
 */
export function mergedMeasurement(
  existing: MeasurementRow,
  patch: UpdateMeasurementBody,
): Record<string, unknown> {
  const merged: Record<string, unknown> = {
    date: patch.date ?? existing.date,
    unit: 'cm',
  };
  for (const site of MEASUREMENT_SITES) {
    const v = patch[site];
    merged[site] =
      v === undefined
        ? existing[SITE_COLUMNS[site]]
        : v === null
          ? null
          : toCm(v, patch.unit ?? 'cm');
  }
  return merged;
}

function gkiOf(values: {
  ketonesMmolL: number | null;
  glucose: number | null;
  glucoseUnit: GlucoseUnit | null;
}): number | null {
  if (values.ketonesMmolL === null || values.glucose === null || values.glucoseUnit === null) {
    return null;
  }
  return glucoseKetoneIndex({
    glucose: values.glucose,
    glucoseUnit: values.glucoseUnit,
    ketonesMmolL: values.ketonesMmolL,
  });
}

/** The stored columns of a valid reading: a glucose unit only with a glucose, and the GKI. */
export function readingValues(valid: z.output<typeof CreateReadingBodySchema>) {
  const values = {
    ketonesMmolL: valid.ketonesMmolL ?? null,
    glucose: valid.glucose ?? null,
    glucoseUnit:
      valid.glucose === null || valid.glucose === undefined ? null : (valid.glucoseUnit ?? null),
  };
  return { measuredAt: new Date(valid.measuredAt), ...values, gki: gkiOf(values) };
}
