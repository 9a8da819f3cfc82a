import { and, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.js';
import { barcodeLookups, foods } from '../../db/schema/index.js';

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

/** Every column of `foods` as its camelCase field, for raw queries aliased `f`. */
const FOOD_COLUMNS = sql.raw(`
  f.id, f.owner_id AS "ownerId", f.source, f.source_label AS "sourceLabel", f.fdc_id AS "fdcId",
  f.data_type AS "dataType", f.barcode, f.name, f.description, f.brand, f.category, f.aliases,
  f.search_text AS "searchText", f.energy_kcal AS "energyKcal", f.protein_g AS "proteinG",
  f.fat_g AS "fatG", f.saturated_fat_g AS "saturatedFatG", f.carbohydrate_g AS "carbohydrateG",
  f.fiber_g AS "fiberG", f.sugars_g AS "sugarsG", f.sugar_alcohols_g AS "sugarAlcoholsG",
  f.sodium_mg AS "sodiumMg", f.portions, f.created_at AS "createdAt", f.updated_at AS "updatedAt"`);

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

/**
 * How far a query word may be from a word of the food and still count (pg_trgm
 * word_similarity). The default 0.6 misses one typo in a short word ("bacin" → bacon: 0.5).
 */
export const WORD_SIMILARITY_THRESHOLD = 0.45;

/**
 * Settings for the search statement's own transaction (SET LOCAL). The planner prices a
 * trigram comparison like an equality and picks a sequential scan on a catalogue of a few
 * hundred rows, which then compares every food: the trigram indexes are ~5× faster at that
 * size already, and the only sane path on a large import.
 */
export const SEARCH_SETTINGS = [
  `SET LOCAL pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY_THRESHOLD}`,
  'SET LOCAL enable_seqscan = off',
] as const;

/** The name and aliases parts of search_text; identical to the foods_name_aliases_trgm_idx expression. */
const NAME_ALIASES_SQL =
  "(split_part(f.search_text, ' | ', 1) || ' ' || split_part(f.search_text, ' | ', 2))";
/** Foods whose average word score is below this are noise (a word found inside another). */
const MIN_WORD_SCORE = 0.4;

/**
 * The search statement. Exported so the benchmark runs exactly this SQL against the database
 * directly. `words` are normalised [a-z0-9] words (domain `searchWords`), `phrase` the whole
 * normalised query.
 *
 * Ranking, in points: the average over the query's words of the best of
 *   1.0  the food's name starts with the word as a whole word ("butter" in "Butter, salted"),
 *   0.92 a later word of the name is the word ("Cocoa butter"),
 *   0.9  the name starts with it as a prefix ("Butterhead lettuce"),
 *   0.85 a later word of the name starts with it,
 *   0.75 / 0.7  a word of the aliases, brand or description is / starts with it,
 *   trigram word similarity with the name (× 0.85) or the name and aliases (× 0.7),
 * times 100; plus 40 when the name is the query, 15 when it starts with it, 35 when an alias
 * is the query; plus the user's own use of the food (up to 25 for how often, up to 15 for how
 * recently: today counts fully, a fortnight ago about a third); plus 5 for the user's custom
 * foods. Ties go to the shorter, then alphabetically first, name.
 */
export function searchStatement(input: {
  userId: string;
  words: string[];
  phrase: string;
  limit: number;
}): SQL {
  const { userId, words, phrase, limit } = input;
  const stemmedPhrase = words.join(' ');
  // Substrings anywhere (foods_search_trgm_idx); typos in the name or aliases
  // (foods_name_aliases_trgm_idx).
  const candidates = sql.join(
    words.map((w) => sql`f.search_text LIKE ${`%${w}%`} OR ${w} <% ${sql.raw(NAME_ALIASES_SQL)}`),
    sql` OR `,
  );
  const wordScores = sql.join(
    words.map(
      (w) => sql`GREATEST(
        CASE WHEN c.name_norm ~ ${`^${w}\\M`} THEN 1.0
             WHEN c.name_norm ~ ${`\\m${w}\\M`} THEN 0.92
             WHEN c.name_norm LIKE ${`${w}%`} THEN 0.9
             WHEN c.name_norm ~ ${`\\m${w}`} THEN 0.85
             WHEN c.search_text ~ ${`\\m${w}\\M`} THEN 0.75
             WHEN c.search_text ~ ${`\\m${w}`} THEN 0.7
             ELSE 0 END,
        word_similarity(${w}, c.name_norm) * 0.85,
        word_similarity(${w}, c.name_aliases) * 0.7)`,
    ),
    sql` + `,
  );
  return sql`
    WITH usage AS (
      SELECT food_id, count(*)::int AS n, max(created_at) AS last
      FROM meal_items WHERE user_id = ${userId} AND food_id IS NOT NULL
      GROUP BY food_id
    ),
    -- MATERIALIZED: the candidates are found first (trigram indexes), then scored; otherwise
    -- the planner may push the score filter into the scan and score every food.
    c AS MATERIALIZED (
      SELECT ${FOOD_COLUMNS}, f.search_text, split_part(f.search_text, ' | ', 1) AS name_norm,
        split_part(f.search_text, ' | ', 2) AS aliases_norm, ${sql.raw(NAME_ALIASES_SQL)} AS name_aliases
      FROM foods f
      -- The catalogue and this user's own foods. Written so that it is not an index condition:
      -- the owner index would otherwise win and every catalogue food be compared.
      WHERE (${candidates}) AND COALESCE(f.owner_id, '') IN ('', ${userId})
    ),
    scored AS (
      SELECT c.*, (${wordScores}) / ${words.length} AS word_score,
        COALESCE(LEAST(25, 10 * ln(1 + u.n)), 0)
          + COALESCE(15 * exp(-extract(epoch FROM now() - u.last) / 86400 / 14), 0) AS usage_score
      FROM c LEFT JOIN usage u ON u.food_id = c.id
    )
    SELECT scored.*,
      word_score * 100
        + CASE WHEN name_norm IN (${phrase}, ${stemmedPhrase}) THEN 40
               WHEN name_norm LIKE ${`${phrase}%`} THEN 15 ELSE 0 END
        + CASE WHEN (' ; ' || aliases_norm || ' ; ') LIKE ${`% ; ${phrase} ; %`} THEN 35 ELSE 0 END
        + usage_score
        + CASE WHEN "ownerId" IS NOT NULL THEN 5 ELSE 0 END AS score
    FROM scored
    WHERE word_score >= ${MIN_WORD_SCORE}
    ORDER BY score DESC, length(name_norm), name_norm, id
    LIMIT ${limit}`;
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
        .where(
          and(inArray(foods.id, [...ids]), or(isNull(foods.ownerId), eq(foods.ownerId, userId))),
        );
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
     * The user's foods of the last 180 days, most used and most recent first, each with the
     * amount it was last logged at.
     */
    async recent(userId: string, limit: number): Promise<RecentRow[]> {
      const rows = await queryRows<RecentRow>(
        db,
        sql`
        WITH usage AS (
          SELECT food_id, count(*)::int AS n, max(created_at) AS last
          FROM meal_items
          WHERE user_id = ${userId} AND food_id IS NOT NULL
            AND created_at > now() - interval '180 days'
          GROUP BY food_id
        )
        SELECT ${FOOD_COLUMNS}, u.n AS "timesLogged", u.last AS "lastLoggedAt",
          li.quantity AS "lastQuantity", li.unit AS "lastUnit", li.grams AS "lastGrams"
        FROM usage u
        JOIN foods f ON f.id = u.food_id AND (f.owner_id IS NULL OR f.owner_id = ${userId})
        CROSS JOIN LATERAL (
          SELECT m.quantity, m.unit, m.grams FROM meal_items m
          WHERE m.user_id = ${userId} AND m.food_id = u.food_id
          ORDER BY m.created_at DESC, m.position DESC LIMIT 1
        ) li
        ORDER BY 10 * ln(1 + u.n) + 30 * exp(-extract(epoch FROM now() - u.last) / 86400 / 7) DESC,
          u.last DESC, f.id
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
