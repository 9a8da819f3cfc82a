import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { waterLogs, waterTargets } from './water.schema.js';

export type WaterLogRow = typeof waterLogs.$inferSelect;

/** Every query is filtered by the user whose water it is. */
export function createWaterRepository(db: Db) {
  return {
    /** A day's drinks, newest first (the latest logged, then the latest written). */
    async listDay(userId: string, date: string): Promise<WaterLogRow[]> {
      return db
        .select()
        .from(waterLogs)
        .where(and(eq(waterLogs.userId, userId), eq(waterLogs.date, date)))
        .orderBy(desc(waterLogs.loggedAt), desc(waterLogs.createdAt), desc(waterLogs.id));
    },

    async insert(
      userId: string,
      values: Pick<WaterLogRow, 'date' | 'amountMl' | 'loggedAt'>,
    ): Promise<WaterLogRow> {
      const rows = await db
        .insert(waterLogs)
        .values({ userId, ...values })
        .returning();
      const row = rows[0];
      if (!row) throw new Error('water insert returned no row');
      return row;
    },

    async delete(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(waterLogs)
        .where(and(eq(waterLogs.userId, userId), eq(waterLogs.id, id)))
        .returning({ id: waterLogs.id });
      return rows.length > 0;
    },

    /** The person's own daily target in ml, or null when they follow the guidance. */
    async findTarget(userId: string): Promise<number | null> {
      const rows = await db
        .select({ targetMl: waterTargets.targetMl })
        .from(waterTargets)
        .where(eq(waterTargets.userId, userId));
      return rows[0]?.targetMl ?? null;
    },

    async saveTarget(userId: string, targetMl: number): Promise<void> {
      const updatedAt = new Date();
      await db
        .insert(waterTargets)
        .values({ userId, targetMl, updatedAt })
        .onConflictDoUpdate({ target: waterTargets.userId, set: { targetMl, updatedAt } });
    },

    async clearTarget(userId: string): Promise<void> {
      await db.delete(waterTargets).where(eq(waterTargets.userId, userId));
    },
  };
}

export type WaterRepository = ReturnType<typeof createWaterRepository>;
