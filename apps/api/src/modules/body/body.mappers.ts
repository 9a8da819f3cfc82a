import {
  GKI_ZONE_LABELS,
  type Measurement,
  type Reading,
  type Units,
  type WeightLog,
} from '@ketoflow/contracts';
import {
  convertWeight,
  glucoseToMmolL,
  gkiZone,
  roundTo,
  type GlucoseUnit,
} from '@ketoflow/domain';
import type { MeasurementRow, ReadingRow, WeightLogRow } from './body.repository.js';

export function asUnits(value: string): Units {
  return value === 'imperial' ? 'imperial' : 'metric';
}

export function asGlucoseUnit(value: string | null): GlucoseUnit | null {
  return value === 'mg/dL' || value === 'mmol/L' ? value : null;
}

export function toWeightLog(row: WeightLogRow): WeightLog {
  const units = asUnits(row.units);
  return {
    id: row.id,
    weight: row.weight,
    units,
    weightKg: roundTo(convertWeight(row.weight, units, 'metric'), 2),
    date: row.date,
    // Stored unrounded so that showing it to 1 decimal never rounds twice.
    bmi: row.bmi === null ? null : roundTo(row.bmi, 1),
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toMeasurement(row: MeasurementRow): Measurement {
  return {
    id: row.id,
    date: row.date,
    waistCm: row.waistCm,
    hipsCm: row.hipsCm,
    chestCm: row.chestCm,
    armCm: row.armCm,
    thighCm: row.thighCm,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toReading(row: ReadingRow): Reading {
  const unit = asGlucoseUnit(row.glucoseUnit);
  const zone = row.gki === null ? null : gkiZone(row.gki);
  return {
    id: row.id,
    measuredAt: row.measuredAt.toISOString(),
    ketonesMmolL: row.ketonesMmolL,
    glucose: row.glucose,
    glucoseUnit: unit,
    glucoseMmolL:
      row.glucose === null || unit === null ? null : roundTo(glucoseToMmolL(row.glucose, unit), 2),
    gki: row.gki === null ? null : roundTo(row.gki, 2),
    gkiZone: zone,
    gkiZoneLabel: zone === null ? null : GKI_ZONE_LABELS[zone],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
