import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { foodUsage } from './foods.schema.js';

/** One diary item as usage counts it: items without a food (none was chosen) count for nothing. */
export type FoodUse = { foodId: string | null; quantity: number; unit: string; grams: number };

/** The newest diary item of a food that is still logged, and when it was logged. */
export type NewestFoodUse = FoodUse & { foodId: string; loggedAt: Date };

/**
 * How the diary keeps the foods module's usage in step with its items. Both calls take the
 * diary's own transaction, so the usage commits or rolls back with the items it describes.
 */
export type FoodUsageWriter = {
  /** Items were added to the diary now (in this order: the last of a food is its newest). */
  record(tx: Executor, userId: string, items: readonly FoodUse[]): Promise<void>;
  /**
   * Items were taken out of the diary. `stillLogged` is, for each of their foods the diary
   * still holds, its newest remaining item: the amount and time the food now shows.
   */
  forget(
    tx: Executor,
    userId: string,
    items: readonly FoodUse[],
    stillLogged: readonly NewestFoodUse[],
  ): Promise<void>;
};

/** Items by food: how many, and the last one of each (the list's order is the diary's). */
function byFood(items: readonly FoodUse[]): Map<string, { n: number; last: FoodUse }> {
  const out = new Map<string, { n: number; last: FoodUse }>();
  for (const item of items) {
    if (item.foodId === null) continue;
    out.set(item.foodId, { n: (out.get(item.foodId)?.n ?? 0) + 1, last: item });
  }
  return out;
}

export function createFoodUsageWriter(): FoodUsageWriter {
  return {
    async record(tx, userId, items) {
      const foods = byFood(items);
      if (foods.size === 0) return;
      // now() is the transaction's start, the same time the diary's items are stamped with.
      await tx
        .insert(foodUsage)
        .values(
          [...foods].map(([foodId, { n, last }]) => ({
            userId,
            foodId,
            timesLogged: n,
            lastLoggedAt: sql`now()`,
            lastQuantity: last.quantity,
            lastUnit: last.unit,
            lastGrams: last.grams,
          })),
        )
        .onConflictDoUpdate({
          target: [foodUsage.userId, foodUsage.foodId],
          set: {
            timesLogged: sql`${foodUsage.timesLogged} + excluded.times_logged`,
            lastLoggedAt: sql`excluded.last_logged_at`,
            lastQuantity: sql`excluded.last_quantity`,
            lastUnit: sql`excluded.last_unit`,
            lastGrams: sql`excluded.last_grams`,
          },
        });
    },

    async forget(tx, userId, items, stillLogged) {
      const foods = byFood(items);
      if (foods.size === 0) return;
      const ids = [...foods.keys()];
      // Locked: two removals of the same food at once must both be subtracted.
      const rows = await tx
        .select({ foodId: foodUsage.foodId, timesLogged: foodUsage.timesLogged })
        .from(foodUsage)
        .where(and(eq(foodUsage.userId, userId), inArray(foodUsage.foodId, ids)))
        .for('update');
      const gone: string[] = [];
      const newest = new Map(stillLogged.map((use) => [use.foodId, use]));
      for (const row of rows) {
        const left = row.timesLogged - (foods.get(row.foodId)?.n ?? 0);
        const shown = newest.get(row.foodId);
        // Nothing of the food left in the diary: it leaves the user's usage altogether.
        if (left <= 0 || !shown) {
          gone.push(row.foodId);
          continue;
        }
        await tx
          .update(foodUsage)
          .set({
            timesLogged: left,
            lastLoggedAt: shown.loggedAt,
            lastQuantity: shown.quantity,
            lastUnit: shown.unit,
            lastGrams: shown.grams,
          })
          .where(and(eq(foodUsage.userId, userId), eq(foodUsage.foodId, row.foodId)));
      }
      if (gone.length > 0)
        await tx
          .delete(foodUsage)
          .where(and(eq(foodUsage.userId, userId), inArray(foodUsage.foodId, gone)));
    },
  };
}
