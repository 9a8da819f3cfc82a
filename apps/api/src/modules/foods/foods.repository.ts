import { and, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.js';
import { barcodeLookups, foods } from './foods.schema.js';
import { FOOD_COLUMNS, SEARCH_SETTINGS, searchStatement } from './foods.search.js';

export type FoodRow = typeof foods.$inferSelect;
export type NewFoodRow = typeof foods.$inferInsert;
export type SearchRow = FoodRow & { score: number };
export type RecentRow = FoodRow & {
  timesLogged: number;
  lastLoggedAt: Date;
  lastQuantity: number;
  lastUnit: string;
  lastGrams: number;
};

/** Raw drivers may answer timestamps as strings; rows leave here with Dates. */
function withDates<T extends { createdAt: unknown; updatedAt: unknown }>(
  row: T,
): T & { createdAt: Date; updatedAt: Date } {
  return {
    ...row,
    createdAt: new Date(row.createdAt as string),
    updatedAt: new Date(row.updatedAt as string),
  };
}

/** Catalogue foods (owner_id null) and the user's own custom foods: what one user may see. */
function visibleTo(userId: string): SQL {
  return or(isNull(foods.ownerId), eq(foods.ownerId, userId)) as SQL;
}

export function createFoodsRepository(db: Db) {
  return {
    /** A catalogue food or one of the user's custom foods. */
    async findVisible(userId: string, id: string): Promise<FoodRow | undefined> {
      const rows = await db
        .select()
        .from(foods)
        .where(and(eq(foods.id, id), visibleTo(userId)));
      return rows[0];
    },

    async findVisibleByIds(userId: string, ids: readonly string[]): Promise<FoodRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(foods)
        .where(and(inArray(foods.id, [...ids]), visibleTo(userId)));
    },

    async findCatalogueByIds(ids: readonly string[]): Promise<FoodRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(foods)
        .where(and(inArray(foods.id, [...ids]), isNull(foods.ownerId)));
    },

    async findCustom(userId: string, id: string): Promise<FoodRow | undefined> {
      const rows = await db
        .select()
        .from(foods)
        .where(and(eq(foods.id, id), eq(foods.ownerId, userId)));
      return rows[0];
    },

    async listCustom(userId: string): Promise<FoodRow[]> {
      return db
        .select()
        .from(foods)
        .where(eq(foods.ownerId, userId))
        .orderBy(desc(foods.updatedAt), foods.id);
    },

    async insertCustom(row: NewFoodRow & { ownerId: string }): Promise<FoodRow> {
      const rows = await db.insert(foods).values(row).returning();
      return rows[0] as FoodRow;
    },

    async updateCustom(
      userId: string,
      id: string,
      values: Partial<NewFoodRow>,
    ): Promise<FoodRow | undefined> {
      const rows = await db
        .update(foods)
        .set({ ...values, updatedAt: sql`now()` })
        .where(and(eq(foods.id, id), eq(foods.ownerId, userId)))
        .returning();
      return rows[0];
    },

    async deleteCustom(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(foods)
        .where(and(eq(foods.id, id), eq(foods.ownerId, userId)))
        .returning({ id: foods.id });
      return rows.length > 0;
    },

    /**
     * Ranked, typo-tolerant search over the catalogue and the user's custom foods. The
     * statement runs in a transaction so its settings (SEARCH_SETTINGS) apply to it only.
     */
    async search(input: {
      userId: string;
      words: string[];
      phrase: string;
      limit: number;
    }): Promise<SearchRow[]> {
      const rows = await db.transaction(async (tx) => {
        for (const setting of SEARCH_SETTINGS) await tx.execute(sql.raw(setting));
        return queryRows<SearchRow>(tx, searchStatement(input));
      });
      return rows.map((row) => ({ ...withDates(row), score: Number(row.score) }));
    },

    /**
     * The user's foods last logged within 180 days, most used and most recent first, each with
     * the amount it was last logged at. How often counts every time the food was logged, also
     * before those 180 days: the usage keeps one count per food, not a count per day.
     */
    async recent(userId: string, limit: number): Promise<RecentRow[]> {
      const rows = await queryRows<RecentRow>(
        db,
        sql`
        SELECT ${FOOD_COLUMNS}, u.times_logged AS "timesLogged", u.last_logged_at AS "lastLoggedAt",
          u.last_quantity AS "lastQuantity", u.last_unit AS "lastUnit", u.last_grams AS "lastGrams"
        FROM food_usage u
        JOIN foods f ON f.id = u.food_id AND (f.owner_id IS NULL OR f.owner_id = ${userId})
        WHERE u.user_id = ${userId} AND u.last_logged_at > now() - interval '180 days'
        ORDER BY 10 * ln(1 + u.times_logged)
            + 30 * exp(-extract(epoch FROM now() - u.last_logged_at) / 86400 / 7) DESC,
          u.last_logged_at DESC, f.id
        LIMIT ${limit}`,
      );
      return rows.map((row) => ({
        ...withDates(row),
        timesLogged: Number(row.timesLogged),
        lastLoggedAt: new Date(row.lastLoggedAt as unknown as string),
      }));
    },

    // ── barcode cache ────────────────────────────────────────────────────────────────

    /** The user's own custom food with this barcode (their label beats the shared cache). */
    async findCustomByBarcode(userId: string, barcode: string): Promise<FoodRow | undefined> {
      const rows = await db
        .select()
        .from(foods)
        .where(and(eq(foods.ownerId, userId), eq(foods.barcode, barcode)))
        .orderBy(desc(foods.updatedAt))
        .limit(1);
      return rows[0];
    },

    async findLookup(
      barcode: string,
    ): Promise<{ status: string; food: FoodRow | null; fetchedAt: Date } | undefined> {
      const rows = await db
        .select({ lookup: barcodeLookups, food: foods })
        .from(barcodeLookups)
        .leftJoin(foods, eq(foods.id, barcodeLookups.foodId))
        .where(eq(barcodeLookups.barcode, barcode));
      const row = rows[0];
      return row
        ? { status: row.lookup.status, food: row.food, fetchedAt: row.lookup.fetchedAt }
        : undefined;
    },

    /** Caches a found product: its catalogue row and the lookup, in one transaction. */
    async saveFound(barcode: string, row: NewFoodRow): Promise<FoodRow> {
      return db.transaction(async (tx) => {
        const { id: _id, createdAt: _c, ...changes } = row;
        const saved = await tx
          .insert(foods)
          .values(row)
          .onConflictDoUpdate({ target: foods.id, set: { ...changes, updatedAt: sql`now()` } })
          .returning();
        await tx
          .insert(barcodeLookups)
          .values({ barcode, status: 'found', foodId: row.id })
          .onConflictDoUpdate({
            target: barcodeLookups.barcode,
            set: { status: 'found', foodId: row.id, fetchedAt: sql`now()` },
          });
        return saved[0] as FoodRow;
      });
    },

    /**
     * Caches a miss. A product found earlier keeps serving from its cached row (OFF may have
     * a hiccup); only its fetch time moves on, so it is not asked again at every scan.
     */
    async saveNotFound(barcode: string): Promise<void> {
      await db
        .insert(barcodeLookups)
        .values({ barcode, status: 'not_found', foodId: null })
        .onConflictDoUpdate({
          target: barcodeLookups.barcode,
          set: {
            status: sql`CASE WHEN ${barcodeLookups.foodId} IS NULL THEN 'not_found' ELSE ${barcodeLookups.status} END`,
            fetchedAt: sql`now()`,
          },
        });
    },
  };
}

export type FoodsRepository = ReturnType<typeof createFoodsRepository>;
