import type { Nutrients } from '@ketoflow/contracts';
import { type LoggedDay, round1 } from '@ketoflow/domain';
import { and, asc, between, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import { type Db, type Executor } from '../../db/client.js';
import type { DiaryFoodUsage, DiaryFoodUse, DiaryNewestFoodUse } from './meals.ports.js';
import { mealItems, meals } from './meals.schema.js';

export type MealRow = typeof meals.$inferSelect;
export type MealItemRow = typeof mealItems.$inferSelect;
export type MealWithItems = MealRow & { items: MealItemRow[] };

export type NewMealItem = {
  foodId: string | null;
  name: string;
  quantity: number;
  unit: string;
  grams: number;
  nutrients: Nutrients;
};

export type NewMeal = {
  recipeId: string | null;
  mealType: string;
  date: string;
  servings: number;
  title: string;
  macros: Nutrients;
  method: string;
  notes: string | null;
  analysisData: Record<string, unknown> | null;
  createdAt?: Date;
};

/** What usage is told about an item: its food and amount. */
const USE_COLUMNS = {
  foodId: mealItems.foodId,
  quantity: mealItems.quantity,
  unit: mealItems.unit,
  grams: mealItems.grams,
};

/**
 * The diary's reads and writes. Every query is filtered by the user id, so nothing here can
 * reach another user's entries (their ids look like "not found"). Every write of items tells
 * the foods' usage in the same transaction (`usage`), so recent foods follow the diary.
 */
export function createMealsRepository(db: Db, usage: DiaryFoodUsage) {
  async function itemsFor(
    tx: Executor,
    userId: string,
    mealIds: string[],
  ): Promise<Map<string, MealItemRow[]>> {
    const byMeal = new Map<string, MealItemRow[]>();
    if (mealIds.length === 0) return byMeal;
    const rows = await tx
      .select()
      .from(mealItems)
      .where(and(eq(mealItems.userId, userId), inArray(mealItems.mealId, mealIds)))
      .orderBy(asc(mealItems.mealId), asc(mealItems.position));
    for (const row of rows) {
      const list = byMeal.get(row.mealId) ?? [];
      list.push(row);
      byMeal.set(row.mealId, list);
    }
    return byMeal;
  }

  async function withItems(
    tx: Executor,
    userId: string,
    rows: MealRow[],
  ): Promise<MealWithItems[]> {
    const items = await itemsFor(
      tx,
      userId,
      rows.map((r) => r.id),
    );
    return rows.map((row) => ({ ...row, items: items.get(row.id) ?? [] }));
  }

  async function insertItems(
    tx: Executor,
    userId: string,
    mealId: string,
    items: NewMealItem[],
  ): Promise<void> {
    if (items.length === 0) return;
    await tx
      .insert(mealItems)
      .values(items.map((item, position) => ({ ...item, mealId, userId, position })));
  }

  /** The newest item of each of these items' foods that the user's diary still holds. */
  async function newestOf(
    tx: Executor,
    userId: string,
    items: readonly DiaryFoodUse[],
  ): Promise<DiaryNewestFoodUse[]> {
    const ids = [...new Set(items.flatMap((item) => (item.foodId ? [item.foodId] : [])))];
    if (ids.length === 0) return [];
    const rows = await tx
      .selectDistinctOn([mealItems.foodId], { ...USE_COLUMNS, loggedAt: mealItems.createdAt })
      .from(mealItems)
      .where(and(eq(mealItems.userId, userId), inArray(mealItems.foodId, ids)))
      .orderBy(mealItems.foodId, desc(mealItems.createdAt), desc(mealItems.position));
    return rows.flatMap((row) => (row.foodId ? [{ ...row, foodId: row.foodId }] : []));
  }

  /** Deletes an entry's items and takes them out of the foods' usage. */
  async function removeItems(tx: Executor, userId: string, mealId: string): Promise<void> {
    const removed = await tx
      .delete(mealItems)
      .where(and(eq(mealItems.userId, userId), eq(mealItems.mealId, mealId)))
      .returning(USE_COLUMNS);
    if (!removed.some((item) => item.foodId)) return;
    await usage.forget(tx, userId, removed, await newestOf(tx, userId, removed));
  }

  /**
   * Inserts entries with their items all or nothing (a copy of a day), in a transaction opened
   * on `tx`: a savepoint when `tx` is a caller's transaction, so the entries commit with its
   * other writes.
   */
  async function insertManyIn(
    tx: Executor,
    userId: string,
    entries: { meal: NewMeal; items: NewMealItem[] }[],
  ): Promise<MealWithItems[]> {
    return tx.transaction(async (inner) => {
      const out: MealRow[] = [];
      for (const entry of entries) {
        const rows = await inner
          .insert(meals)
          .values({ ...entry.meal, userId })
          .returning();
        const row = rows[0];
        if (!row) throw new Error('meal insert returned no row');
        await insertItems(inner, userId, row.id, entry.items);
        out.push(row);
      }
      await usage.record(
        inner,
        userId,
        entries.flatMap((entry) => entry.items),
      );
      return withItems(inner, userId, out);
    });
  }

  return {
    insertManyIn,

    /** `insertManyIn` on the diary's own database: entries the diary adds by itself. */
    async insertMany(
      userId: string,
      entries: { meal: NewMeal; items: NewMealItem[] }[],
    ): Promise<MealWithItems[]> {
      return insertManyIn(db, userId, entries);
    },

    async findById(userId: string, id: string): Promise<MealWithItems | undefined> {
      const rows = await db
        .select()
        .from(meals)
        .where(and(eq(meals.userId, userId), eq(meals.id, id)));
      const [row] = await withItems(db, userId, rows);
      return row;
    },

    /** Entries of a date range (inclusive), by date then created_at, newest first. */
    async listBetween(
      userId: string,
      from: string,
      to: string,
      mealType?: string,
    ): Promise<MealWithItems[]> {
      const rows = await db
        .select()
        .from(meals)
        .where(
          and(
            eq(meals.userId, userId),
            between(meals.date, from, to),
            mealType ? eq(meals.mealType, mealType) : undefined,
          ),
        )
        .orderBy(desc(meals.date), desc(meals.createdAt), desc(meals.id));
      return withItems(db, userId, rows);
    },

    /** Per diary day up to `until` (inclusive): how many entries and their net carbs, summed. */
    async loggedDays(userId: string, until: string): Promise<LoggedDay[]> {
      const rows = await db
        .select({
          date: meals.date,
          entries: sql<number>`count(*)::int`,
          netCarbsG: sql<number>`coalesce(sum((${meals.macros}->>'netCarbsG')::float8), 0)`,
        })
        .from(meals)
        .where(and(eq(meals.userId, userId), lte(meals.date, until)))
        .groupBy(meals.date);
      return rows.map((r) => ({ ...r, netCarbsG: round1(Number(r.netCarbsG)) }));
    },

    /** Updates the entry and, when given, replaces its items; undefined when not the user's. */
    async update(
      userId: string,
      id: string,
      patch: Partial<
        Pick<NewMeal, 'date' | 'mealType' | 'servings' | 'notes' | 'macros' | 'title'>
      >,
      items?: NewMealItem[],
    ): Promise<MealWithItems | undefined> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(meals)
          .set({ ...patch, updatedAt: new Date() })
          .where(and(eq(meals.userId, userId), eq(meals.id, id)))
          .returning();
        const row = rows[0];
        if (!row) return undefined;
        if (items) {
          // The new items are logged now, as a new entry's would be: the food's last amount.
          await removeItems(tx, userId, id);
          await insertItems(tx, userId, id, items);
          await usage.record(tx, userId, items);
        }
        const [full] = await withItems(tx, userId, [row]);
        return full;
      });
    },

    /** True when a row of this user's was deleted, with its items. */
    async delete(userId: string, id: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        // The items first, by hand rather than by cascade, to take them out of the usage.
        await removeItems(tx, userId, id);
        const rows = await tx
          .delete(meals)
          .where(and(eq(meals.userId, userId), eq(meals.id, id)))
          .returning({ id: meals.id });
        return rows.length > 0;
      });
    },
  };
}

export type MealsRepository = ReturnType<typeof createMealsRepository>;
