import {
  MEASUREMENT_SITES,
  type CreateMeasurementBody,
  type Measurement,
  type Reading,
  type UpdateMeasurementBody,
  type WeightLog,
} from '@ketoflow/contracts';
import { KG_PER_LB } from '@ketoflow/domain';
import type { QueuedWrite } from '../../../lib/outbox';

const CM_PER_IN = 2.54;

/**
 * The fields of a measurement a change sets, as the list names them (cm): what the list shows
 * while the change waits on the device. Unset sites are left out, so an edit keeps them.
 */
export function measurementPreview(
  body: CreateMeasurementBody | UpdateMeasurementBody,
): Partial<Measurement> {
  const preview: Partial<Measurement> = body.date ? { date: body.date } : {};
  for (const site of MEASUREMENT_SITES) {
    const value = body[site];
    if (value === undefined) continue;
    const cm = typeof value === 'number' && body.unit === 'in' ? value * CM_PER_IN : value;
    preview[`${site}Cm`] = typeof cm === 'number' ? cm : null;
  }
  return preview;
}

/** A weigh-in logged on this device and not sent yet, as the history shows it. */
export function queuedWeight(preview: unknown, id: string, write: QueuedWrite): WeightLog | null {
  const body = preview as Pick<WeightLog, 'weight' | 'units' | 'date'> & { note?: string | null };
  if (typeof body?.weight !== 'number') return null;
  return {
    id,
    weight: body.weight,
    units: body.units,
    weightKg: body.units === 'imperial' ? body.weight * KG_PER_LB : body.weight,
    date: body.date,
    bmi: null,
    note: body.note ?? null,
    createdAt: write.madeAt,
    updatedAt: write.madeAt,
  };
}

/** A measurement taken on this device and not sent yet. */
export function queuedMeasurement(
  preview: unknown,
  id: string,
  write: QueuedWrite,
): Measurement | null {
  const fields = preview as Partial<Measurement>;
  if (!fields?.date) return null;
  return {
    id,
    date: fields.date,
    waistCm: fields.waistCm ?? null,
    hipsCm: fields.hipsCm ?? null,
    chestCm: fields.chestCm ?? null,
    armCm: fields.armCm ?? null,
    thighCm: fields.thighCm ?? null,
    createdAt: write.madeAt,
    updatedAt: write.madeAt,
  };
}

/** A ketone or glucose reading taken on this device and not sent yet (GKI once sent). */
export function queuedReading(preview: unknown, id: string, write: QueuedWrite): Reading | null {
  const body = preview as Partial<Reading>;
  if (!body) return null;
  return {
    id,
    measuredAt: body.measuredAt ?? write.madeAt,
    ketonesMmolL: body.ketonesMmolL ?? null,
    glucose: body.glucose ?? null,
    glucoseUnit: body.glucoseUnit ?? null,
    glucoseMmolL: null,
    gki: null,
    gkiZone: null,
    gkiZoneLabel: null,
    createdAt: write.madeAt,
    updatedAt: write.madeAt,
  };
}
