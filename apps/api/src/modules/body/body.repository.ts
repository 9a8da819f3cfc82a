import { and, asc, desc, eq, gte, lt, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bodyMeasurements, ketoneReadings, weightLogs } from './body.schema.js';

export type WeightLogRow = typeof weightLogs.$inferSelect;
export type MeasurementRow = typeof bodyMeasurements.$inferSelect;
export type ReadingRow = typeof ketoneReadings.$inferSelect;

type WeightLogValues = Pick<WeightLogRow, 'weight' | 'units' | 'date' | 'bmi' | 'note'>;
type MeasurementValues = Pick<
  MeasurementRow,
  'date' | 'waistCm' | 'hipsCm' | 'chestCm' | 'armCm' | 'thighCm'
>;
type ReadingValues = Pick<
  ReadingRow,
  'measuredAt' | 'ketonesMmolL' | 'glucose' | 'glucoseUnit' | 'gki'
>;

export function createBodyRepository(db: Db) {
  return {
    // --- weight_logs ------------------------------------------------------------------------

    /** By user_id, date descending (then the latest entry of a day first). */
    async listWeights(userId: string, limit: number): Promise<WeightLogRow[]> {
      return db
        .select()
        .from(weightLogs)
        .where(eq(weightLogs.userId, userId))
        .orderBy(desc(weightLogs.date), desc(weightLogs.createdAt), desc(weightLogs.id))
        .limit(limit);
    },

    /** Weigh-ins dated `from` to `to` (YYYY-MM-DD, both included), oldest first. */
    async listWeightsBetween(userId: string, from: string, to: string): Promise<WeightLogRow[]> {
      return db
        .select()
        .from(weightLogs)
        .where(
          and(eq(weightLogs.userId, userId), gte(weightLogs.date, from), lte(weightLogs.date, to)),
        )
        .orderBy(asc(weightLogs.date), asc(weightLogs.createdAt), asc(weightLogs.id));
    },

    /** The latest weigh-in dated before `date` (the latest entry of that day), if any. */
    async latestWeightBefore(userId: string, date: string): Promise<WeightLogRow | undefined> {
      const rows = await db
        .select()
        .from(weightLogs)
        .where(and(eq(weightLogs.userId, userId), lt(weightLogs.date, date)))
        .orderBy(desc(weightLogs.date), desc(weightLogs.createdAt), desc(weightLogs.id))
        .limit(1);
      return rows[0];
    },

    async findWeight(userId: string, id: string): Promise<WeightLogRow | undefined> {
      const rows = await db
        .select()
        .from(weightLogs)
        .where(and(eq(weightLogs.userId, userId), eq(weightLogs.id, id)));
      return rows[0];
    },

    async insertWeight(userId: string, values: WeightLogValues): Promise<WeightLogRow> {
      const rows = await db
        .insert(weightLogs)
        .values({ userId, ...values })
        .returning();
      const row = rows[0];
      if (!row) throw new Error('weight insert returned no row');
      return row;
    },

    async updateWeight(
      userId: string,
      id: string,
      values: WeightLogValues,
    ): Promise<WeightLogRow | undefined> {
      const rows = await db
        .update(weightLogs)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(weightLogs.userId, userId), eq(weightLogs.id, id)))
        .returning();
      return rows[0];
    },

    async deleteWeight(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(weightLogs)
        .where(and(eq(weightLogs.userId, userId), eq(weightLogs.id, id)))
        .returning({ id: weightLogs.id });
      return rows.length > 0;
    },

    // --- body_measurements ------------------------------------------------------------------

    async listMeasurements(userId: string, limit: number): Promise<MeasurementRow[]> {
      return db
        .select()
        .from(bodyMeasurements)
        .where(eq(bodyMeasurements.userId, userId))
        .orderBy(
          desc(bodyMeasurements.date),
          desc(bodyMeasurements.createdAt),
          desc(bodyMeasurements.id),
        )
        .limit(limit);
    },

    async findMeasurement(userId: string, id: string): Promise<MeasurementRow | undefined> {
      const rows = await db
        .select()
        .from(bodyMeasurements)
        .where(and(eq(bodyMeasurements.userId, userId), eq(bodyMeasurements.id, id)));
      return rows[0];
    },

    async insertMeasurement(userId: string, values: MeasurementValues): Promise<MeasurementRow> {
      const rows = await db
        .insert(bodyMeasurements)
        .values({ userId, ...values })
        .returning();
      const row = rows[0];
      if (!row) throw new Error('measurement insert returned no row');
      return row;
    },

    async updateMeasurement(
      userId: string,
      id: string,
      values: MeasurementValues,
    ): Promise<MeasurementRow | undefined> {
      const rows = await db
        .update(bodyMeasurements)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(bodyMeasurements.userId, userId), eq(bodyMeasurements.id, id)))
        .returning();
      return rows[0];
    },

    async deleteMeasurement(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(bodyMeasurements)
        .where(and(eq(bodyMeasurements.userId, userId), eq(bodyMeasurements.id, id)))
        .returning({ id: bodyMeasurements.id });
      return rows.length > 0;
    },

    // --- ketone_readings --------------------------------------------------------------------

    async listReadings(userId: string, limit: number): Promise<ReadingRow[]> {
      return db
        .select()
        .from(ketoneReadings)
        .where(eq(ketoneReadings.userId, userId))
        .orderBy(desc(ketoneReadings.measuredAt), desc(ketoneReadings.id))
        .limit(limit);
    },

    async findReading(userId: string, id: string): Promise<ReadingRow | undefined> {
      const rows = await db
        .select()
        .from(ketoneReadings)
        .where(and(eq(ketoneReadings.userId, userId), eq(ketoneReadings.id, id)));
      return rows[0];
    },

    async insertReading(userId: string, values: ReadingValues): Promise<ReadingRow> {
      const rows = await db
        .insert(ketoneReadings)
        .values({ userId, ...values })
        .returning();
      const row = rows[0];
      if (!row) throw new Error('reading insert returned no row');
      return row;
    },

    async updateReading(
      userId: string,
      id: string,
      values: ReadingValues,
    ): Promise<ReadingRow | undefined> {
      const rows = await db
        .update(ketoneReadings)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(ketoneReadings.userId, userId), eq(ketoneReadings.id, id)))
        .returning();
      return rows[0];
    },

    async deleteReading(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(ketoneReadings)
        .where(and(eq(ketoneReadings.userId, userId), eq(ketoneReadings.id, id)))
        .returning({ id: ketoneReadings.id });
      return rows.length > 0;
    },
  };
}

export type BodyRepository = ReturnType<typeof createBodyRepository>;
