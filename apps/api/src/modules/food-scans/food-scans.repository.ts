import { and, desc, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { foodScans } from './food-scans.schema.js';

export type FoodScanRow = typeof foodScans.$inferSelect;
export type NewFoodScan = Omit<typeof foodScans.$inferInsert, 'id' | 'createdAt' | 'mealId'>;

/** Every query is filtered by the owner's user id. */
export function createFoodScansRepository(db: Db) {
  return {
    async insert(tx: Executor, values: NewFoodScan): Promise<FoodScanRow> {
      const rows = await tx.insert(foodScans).values(values).returning();
      const row = rows[0];
      if (!row) throw new Error('insert into food_scans returned no row');
      return row;
    },

    async findOwned(userId: string, id: string): Promise<FoodScanRow | undefined> {
      const rows = await db
        .select()
        .from(foodScans)
        .where(and(eq(foodScans.userId, userId), eq(foodScans.id, id)));
      return rows[0];
    },

    /** The scan a paid request made, for answering its retry. */
    async findByKey(userId: string, idempotencyKey: string): Promise<FoodScanRow | undefined> {
      const rows = await db
        .select()
        .from(foodScans)
        .where(and(eq(foodScans.userId, userId), eq(foodScans.idempotencyKey, idempotencyKey)));
      return rows[0];
    },

    /** Newest first; `after` is the last row of the previous page (keyset, stable under inserts). */
    async list(
      userId: string,
      limit: number,
      after: { createdAt: Date; id: string } | null,
    ): Promise<FoodScanRow[]> {
      const page = after
        ? or(
            lt(foodScans.createdAt, after.createdAt),
            and(eq(foodScans.createdAt, after.createdAt), lt(foodScans.id, after.id)),
          )
        : undefined;
      return db
        .select()
        .from(foodScans)
        .where(and(eq(foodScans.userId, userId), page))
        .orderBy(desc(foodScans.createdAt), desc(foodScans.id))
        .limit(limit);
    },

    /** Whether one of the user's scans already shows this photo. */
    async photoInUse(userId: string, photoId: string): Promise<boolean> {
      const rows = await db
        .select({ id: foodScans.id })
        .from(foodScans)
        .where(and(eq(foodScans.userId, userId), eq(foodScans.photoId, photoId)))
        .limit(1);
      return rows.length > 0;
    },

    async deleteOwned(tx: Executor, userId: string, id: string): Promise<FoodScanRow | undefined> {
      const rows = await tx
        .delete(foodScans)
        .where(and(eq(foodScans.userId, userId), eq(foodScans.id, id)))
        .returning();
      return rows[0];
    },

    /**
     * Links the scan to its diary entry if it still points where the caller saw it point
     * (`expected`): of two logs racing, only one wins.
     */
    async setMeal(
      tx: Executor,
      userId: string,
      id: string,
      mealId: string,
      expected: string | null,
    ): Promise<FoodScanRow | undefined> {
      const rows = await tx
        .update(foodScans)
        .set({ mealId })
        .where(
          and(
            eq(foodScans.userId, userId),
            eq(foodScans.id, id),
            expected === null ? isNull(foodScans.mealId) : eq(foodScans.mealId, expected),
          ),
        )
        .returning();
      return rows[0];
    },
  };
}

export type FoodScansRepository = ReturnType<typeof createFoodScansRepository>;
