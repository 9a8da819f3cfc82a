import {
  CreateMeasurementBodySchema,
  CreateReadingBodySchema,
  CreateWeightLogBodySchema,
  GKI_NOTE,
  GKI_ZONE_LABELS,
  MEASUREMENT_SITES,
  type CreateMeasurementBody,
  type CreateReadingBody,
  type CreateWeightLogBody,
  type LengthUnit,
  type Measurement,
  type MeasurementList,
  type MeasurementSite,
  type Reading,
  type ReadingList,
  type UpdateMeasurementBody,
  type UpdateReadingBody,
  type UpdateWeightLogBody,
  type Units,
  type WeightLog,
  type WeightLogList,
  type WeightSummary,
} from '@ketoflow/contracts';
import {
  bmiCategory,
  calculateBmi,
  convertWeight,
  glucoseKetoneIndex,
  glucoseToMmolL,
  gkiZone,
  goalProgress,
  inchesToCm,
  roundTo,
  weeklyRate,
  weightTrend,
  type GlucoseUnit,
} from '@ketoflow/domain';
import type { z } from 'zod';
import { NotFoundError, ValidationError } from '../../lib/errors.js';
import type {
  BodyRepository,
  MeasurementRow,
  ReadingRow,
  WeightLogRow,
} from './body.repository.js';
import { isUuid } from '../../lib/ids.js';

/** The summary's trend uses every weigh-in up to this many (13 years of daily logs). */
const SUMMARY_MAX_LOGS = 5000;

export const TREND_NOTE =
  'The trend line is a moving average that moves 10% of the way towards each day’s weigh-in (the Hacker’s Diet method), so a salty meal or a glass of water barely moves it. The weekly rate is the slope of the trend over the last 4 weeks.';

function asUnits(value: string): Units {
  return value === 'imperial' ? 'imperial' : 'metric';
}

function asGlucoseUnit(value: string | null): GlucoseUnit | null {
  return value === 'mg/dL' || value === 'mmol/L' ? value : null;
}

/**
 * Parses a merged (stored + patched) record with the create schema, so a PATCH obeys exactly
 * the rules of a POST (e.g. a new weight is checked against the log's units).
 */
function revalidate<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const details = result.error.issues.map((issue) => ({
    path: ['body', ...issue.path.map(String)].join('.'),
    message: issue.message,
  }));
  throw new ValidationError(details[0]?.message ?? 'Invalid request.', details);
}

function notFound(what: string): NotFoundError {
  return new NotFoundError(`That ${what} doesn’t exist (or was deleted).`);
}

function toWeightLog(row: WeightLogRow): WeightLog {
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

function toMeasurement(row: MeasurementRow): Measurement {
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

function toReading(row: ReadingRow): Reading {
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

/** One of the user's rows by id: a malformed id, like another user's row, is not found (404). */
async function findOwned<T>(
  id: string,
  what: string,
  find: (id: string) => Promise<T | undefined>,
): Promise<T> {
  const row = isUuid(id) ? await find(id) : undefined;
  if (!row) throw notFound(what);
  return row;
}

async function deleteOwned(
  id: string,
  what: string,
  remove: (id: string) => Promise<boolean>,
): Promise<void> {
  if (!(isUuid(id) && (await remove(id)))) throw notFound(what);
}

export function createBodyService(deps: { repo: BodyRepository }) {
  const { repo } = deps;

  async function bmiFor(userId: string, weight: number, units: Units): Promise<number | null> {
    const { heightCm } = await repo.findProfile(userId);
    return calculateBmi({ weight, units, heightCm });
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

  /** The stored columns of a valid weigh-in, with the BMI from the current height. */
  async function weightValues(userId: string, valid: z.output<typeof CreateWeightLogBodySchema>) {
    const bmi = await bmiFor(userId, valid.weight, valid.units);
    return { weight: valid.weight, units: valid.units, date: valid.date, bmi, note: valid.note };
  }

  /** The stored columns of a valid reading: a glucose unit only with a glucose, and the GKI. */
  function readingValues(valid: z.output<typeof CreateReadingBodySchema>) {
    const values = {
      ketonesMmolL: valid.ketonesMmolL ?? null,
      glucose: valid.glucose ?? null,
      glucoseUnit:
        valid.glucose === null || valid.glucose === undefined ? null : (valid.glucoseUnit ?? null),
    };
    return { measuredAt: new Date(valid.measuredAt), ...values, gki: gkiOf(values) };
  }

  return {
    // --- weights ----------------------------------------------------------------------------

    async listWeights(userId: string, limit: number): Promise<WeightLogList> {
      return { items: (await repo.listWeights(userId, limit)).map(toWeightLog) };
    },

    async getWeight(userId: string, id: string): Promise<WeightLog> {
      return toWeightLog(await findOwned(id, 'weigh-in', (i) => repo.findWeight(userId, i)));
    },

    async createWeight(userId: string, body: CreateWeightLogBody): Promise<WeightLog> {
      const valid = revalidate(CreateWeightLogBodySchema, body);
      return toWeightLog(await repo.insertWeight(userId, await weightValues(userId, valid)));
    },

    async updateWeight(userId: string, id: string, patch: UpdateWeightLogBody): Promise<WeightLog> {
      const existing = await findOwned(id, 'weigh-in', (i) => repo.findWeight(userId, i));
      const valid = revalidate(CreateWeightLogBodySchema, {
        weight: existing.weight,
        units: existing.units,
        date: existing.date,
        note: existing.note,
        ...patch,
      });
      // The height may have changed since the log was made: BMI follows the current one.
      const row = await repo.updateWeight(userId, id, await weightValues(userId, valid));
      if (!row) throw notFound('weigh-in');
      return toWeightLog(row);
    },

    async deleteWeight(userId: string, id: string): Promise<void> {
      await deleteOwned(id, 'weigh-in', (i) => repo.deleteWeight(userId, i));
    },

    /**
     * Everything the weight screen shows in one answer, in the user's preferred units: latest
     * weigh-in and BMI, the trend series, weekly rate and progress to the onboarding goal.
     */
    async summary(userId: string): Promise<WeightSummary> {
      const [profile, rows] = await Promise.all([
        repo.findProfile(userId),
        repo.listWeights(userId, SUMMARY_MAX_LOGS),
      ]);
      const latestRow = rows[0];
      const units = profile.answers?.units ?? (latestRow ? asUnits(latestRow.units) : 'metric');
      const trend = weightTrend(
        rows.map((row) => ({
          date: row.date,
          weight: convertWeight(row.weight, asUnits(row.units), units),
        })),
      );
      const rate = weeklyRate(trend);
      const trendWeight = trend.at(-1)?.trend ?? null;

      let bmi: number | null = null;
      if (latestRow) {
        const raw = calculateBmi({
          weight: latestRow.weight,
          units: asUnits(latestRow.units),
          heightCm: profile.heightCm,
        });
        bmi = raw === null ? null : roundTo(raw, 1);
      }

      let goal: WeightSummary['goal'] = null;
      if (profile.answers) {
        const start = convertWeight(profile.answers.currentWeightKg, 'metric', units);
        const target = convertWeight(profile.answers.goalWeightKg, 'metric', units);
        const progress = goalProgress({ start, goal: target, current: trendWeight ?? start });
        goal = {
          ...progress,
          start: roundTo(progress.start, 2),
          goal: roundTo(progress.goal, 2),
          current: roundTo(progress.current, 2),
          changed: roundTo(progress.changed, 2),
          remaining: roundTo(progress.remaining, 2),
          percent: progress.percent === null ? null : roundTo(progress.percent, 1),
        };
      }

      return {
        units,
        heightCm: profile.heightCm,
        count: rows.length,
        latest: latestRow ? toWeightLog(latestRow) : null,
        latestWeight: latestRow
          ? roundTo(convertWeight(latestRow.weight, asUnits(latestRow.units), units), 2)
          : null,
        bmi,
        // Classify the rounded value so that the number and its label always agree (CDC).
        bmiCategory: bmi === null ? null : bmiCategory(bmi),
        trend: trend.map((p) => ({
          date: p.date,
          weight: roundTo(p.weight, 2),
          trend: roundTo(p.trend, 2),
        })),
        trendWeight: trendWeight === null ? null : roundTo(trendWeight, 2),
        weeklyRate: rate ? { ...rate, perWeek: roundTo(rate.perWeek, 2) } : null,
        goal,
        trendNote: TREND_NOTE,
      };
    },

    // --- measurements -----------------------------------------------------------------------

    async listMeasurements(userId: string, limit: number): Promise<MeasurementList> {
      return { items: (await repo.listMeasurements(userId, limit)).map(toMeasurement) };
    },

    async getMeasurement(userId: string, id: string): Promise<Measurement> {
      return toMeasurement(
        await findOwned(id, 'measurement', (i) => repo.findMeasurement(userId, i)),
      );
    },

    async createMeasurement(userId: string, body: CreateMeasurementBody): Promise<Measurement> {
      const valid = revalidate(CreateMeasurementBodySchema, body);
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
      return toMeasurement(await repo.insertMeasurement(userId, values));
    },

    async updateMeasurement(
      userId: string,
      id: string,
      patch: UpdateMeasurementBody,
    ): Promise<Measurement> {
      const existing = await findOwned(id, 'measurement', (i) => repo.findMeasurement(userId, i));
      // Merge in cm: stored values as they are, patched ones converted from their unit.
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
      const valid = revalidate(CreateMeasurementBodySchema, merged);
      const row = await repo.updateMeasurement(userId, id, {
        date: valid.date,
        waistCm: valid.waist ?? null,
        hipsCm: valid.hips ?? null,
        chestCm: valid.chest ?? null,
        armCm: valid.arm ?? null,
        thighCm: valid.thigh ?? null,
      });
      if (!row) throw notFound('measurement');
      return toMeasurement(row);
    },

    async deleteMeasurement(userId: string, id: string): Promise<void> {
      await deleteOwned(id, 'measurement', (i) => repo.deleteMeasurement(userId, i));
    },

    // --- ketone/glucose readings ------------------------------------------------------------

    async listReadings(userId: string, limit: number): Promise<ReadingList> {
      return { items: (await repo.listReadings(userId, limit)).map(toReading), gkiNote: GKI_NOTE };
    },

    async getReading(userId: string, id: string): Promise<Reading> {
      return toReading(await findOwned(id, 'reading', (i) => repo.findReading(userId, i)));
    },

    async createReading(userId: string, body: CreateReadingBody): Promise<Reading> {
      const valid = revalidate(CreateReadingBodySchema, body);
      return toReading(await repo.insertReading(userId, readingValues(valid)));
    },

    async updateReading(userId: string, id: string, patch: UpdateReadingBody): Promise<Reading> {
      const existing = await findOwned(id, 'reading', (i) => repo.findReading(userId, i));
      const valid = revalidate(CreateReadingBodySchema, {
        measuredAt: existing.measuredAt.toISOString(),
        ketonesMmolL: existing.ketonesMmolL,
        glucose: existing.glucose,
        glucoseUnit: asGlucoseUnit(existing.glucoseUnit),
        ...patch,
      });
      const row = await repo.updateReading(userId, id, readingValues(valid));
      if (!row) throw notFound('reading');
      return toReading(row);
    },

    async deleteReading(userId: string, id: string): Promise<void> {
      await deleteOwned(id, 'reading', (i) => repo.deleteReading(userId, i));
    },
  };
}

export type BodyService = ReturnType<typeof createBodyService>;
