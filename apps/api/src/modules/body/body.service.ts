import {
  CreateMeasurementBodySchema,
  CreateReadingBodySchema,
  CreateWeightLogBodySchema,
  GKI_NOTE,
  type CreateMeasurementBody,
  type CreateReadingBody,
  type CreateWeightLogBody,
  type Measurement,
  type MeasurementList,
  type Reading,
  type ReadingList,
  type UpdateMeasurementBody,
  type UpdateReadingBody,
  type UpdateWeightLogBody,
  type WeightLog,
  type WeightLogList,
} from '@ketoflow/contracts';
import { calculateBmi, type ProfileReader } from '@ketoflow/domain';
import type { z } from 'zod';
import { NotFoundError } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { asGlucoseUnit, toMeasurement, toReading, toWeightLog } from './body.mappers.js';
import type { BodyRepository } from './body.repository.js';
import { createWeightSummary } from './body.summary.js';
import { measurementValues, mergedMeasurement, readingValues, revalidate } from './body.values.js';

export { TREND_NOTE } from './body.summary.js';

function notFound(what: string): NotFoundError {
  return new NotFoundError(`That ${what} doesn’t exist (or was deleted).`);
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

/** `profile`: the height for BMI and the goal for the progress, from onboarding. */
export function createBodyService(deps: { repo: BodyRepository; profile: ProfileReader }) {
  const { repo } = deps;

  /** The stored columns of a valid weigh-in, with the BMI from the current height. */
  async function weightValues(userId: string, valid: z.output<typeof CreateWeightLogBodySchema>) {
    const heightCm = (await deps.profile.read(userId))?.heightCm ?? null;
    const bmi = calculateBmi({ weight: valid.weight, units: valid.units, heightCm });
    return { weight: valid.weight, units: valid.units, date: valid.date, bmi, note: valid.note };
  }

  return {
    // --- weights ----------------------------------------------------------------------------

    async listWeights(userId: string, limit: number): Promise<WeightLogList> {
      return { items: (await repo.listWeights(userId, limit)).map(toWeightLog) };
    },

    /**
     * The weigh-ins of a period (dates `from` to `to`, both included, oldest first) and the
     * latest one before it, for summaries of a week.
     */
    async weighInsBetween(
      userId: string,
      from: string,
      to: string,
    ): Promise<{ before: WeightLog | null; within: WeightLog[] }> {
      const [before, within] = [
        await repo.latestWeightBefore(userId, from),
        await repo.listWeightsBetween(userId, from, to),
      ];
      return { before: before ? toWeightLog(before) : null, within: within.map(toWeightLog) };
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

    summary: createWeightSummary({ repo, profile: deps.profile }),

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
      return toMeasurement(await repo.insertMeasurement(userId, measurementValues(valid)));
    },

    async updateMeasurement(
      userId: string,
      id: string,
      patch: UpdateMeasurementBody,
    ): Promise<Measurement> {
      const existing = await findOwned(id, 'measurement', (i) => repo.findMeasurement(userId, i));
      const valid = revalidate(CreateMeasurementBodySchema, mergedMeasurement(existing, patch));
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
