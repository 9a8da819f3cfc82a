import { FOOD_SEARCH_RULES } from '@ketoflow/domain';
import { sql, type SQL } from 'drizzle-orm';

/** Every column of `foods` as its camelCase field, for raw queries aliased `f`. */
export const FOOD_COLUMNS = sql.raw(`
  f.id, f.owner_id AS "ownerId", f.source, f.source_label AS "sourceLabel", f.fdc_id AS "fdcId",
  f.data_type AS "dataType", f.barcode, f.name, f.description, f.brand, f.category, f.aliases,
  f.search_text AS "searchText", f.energy_kcal AS "energyKcal", f.protein_g AS "proteinG",
  f.fat_g AS "fatG", f.saturated_fat_g AS "saturatedFatG", f.carbohydrate_g AS "carbohydrateG",
  f.fiber_g AS "fiberG", f.sugars_g AS "sugarsG", f.sugar_alcohols_g AS "sugarAlcoholsG",
  f.sodium_mg AS "sodiumMg", f.portions, f.created_at AS "createdAt", f.updated_at AS "updatedAt"`);

/**
 * How far a query word may be from a word of the food and still count (pg_trgm
 * word_similarity). The default 0.6 misses one typo in a short word ("bacin" → bacon: 0.5).
 */
export const WORD_SIMILARITY_THRESHOLD = FOOD_SEARCH_RULES.wordSimilarityThreshold;

/**
 * Settings for the search statement's own transaction (transaction-local set_config). The
 * planner prices a trigram comparison like an equality and picks a sequential scan on a
 * catalogue of a few hundred rows, which then compares every food: the trigram indexes are
 * ~5× faster at that size already, and the only sane path on a large import. One statement
 * for both settings: every round trip counts on a busy server.
 */
export function trigramSettings(threshold: number): string {
  return `SELECT set_config('pg_trgm.word_similarity_threshold', '${threshold}', true), set_config('enable_seqscan', 'off', true)`;
}
export const SEARCH_SETTINGS = [trigramSettings(WORD_SIMILARITY_THRESHOLD)] as const;

/** The name and aliases parts of search_text; identical to the foods_name_aliases_trgm_idx expression. */
const NAME_ALIASES_SQL =
  "(split_part(f.search_text, ' | ', 1) || ' ' || split_part(f.search_text, ' | ', 2))";
/**
 * Points for a generic food (no brand, not a scanned product) or the user's own: "butter" means butter before any
 * brand's butter. Larger than the gap between an exact name (+40) and a name that starts
 * with the query (+15), so a generic food beats a branded one of the same words.
 */
const GENERIC_BONUS = FOOD_SEARCH_RULES.genericBonus;
/** How many branded matches are scored at most (see the ids CTE). */
const BRANDED_SAMPLE = 100;
/** Query words shorter than this match as substrings only, without typo tolerance. */
export const FUZZY_MIN_LENGTH = FOOD_SEARCH_RULES.fuzzyMinLength;
/** Foods whose average word score is below this are noise (a word found inside another). */
const MIN_WORD_SCORE = FOOD_SEARCH_RULES.minWordScore;

/**
 * The search statement; the app's offline search mirrors it (domain `rankFoods`, kept equal by
 * foods-offline.test.ts), so a change here goes there too. Exported so the benchmark runs exactly this SQL against the database
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
 * foods; plus GENERIC_BONUS for a food without a brand. Ties go to the shorter, then alphabetically first, name.
 */
export function searchStatement(input: {
  userId: string;
  words: string[];
  phrase: string;
  limit: number;
}): SQL {
  const { userId, words, phrase, limit } = input;
  const stemmedPhrase = words.join(' ');
  // Per word: a substring anywhere (the search_text trigram indexes) or a typo in the name or
  // aliases (the name + aliases trigram indexes). Typos only for words of FUZZY_MIN_LENGTH
  // letters or more: "cod" is as similar to every word starting "co" as to cod (2 of its
  // 4 trigrams), which turned a 3-letter query into thousands of candidates.
  const matchOf = (w: string) =>
    w.length >= FUZZY_MIN_LENGTH
      ? sql`(f.search_text LIKE ${`%${w}%`} OR ${w} <% ${sql.raw(NAME_ALIASES_SQL)})`
      : sql`f.search_text LIKE ${`%${w}%`}`;
  const anyWord = sql.join(words.map(matchOf), sql` OR `);
  const allWords = sql.join(words.map(matchOf), sql` AND `);
  // Branded foods: every word as a substring (no typos: the trigram index on search_text).
  const everyWord = sql.join(
    words.map((w) => sql`f.search_text LIKE ${`%${w}%`}`),
    sql` AND `,
  );
  const wordScores = sql.join(
    words.map(
      // A name match (≥ 0.85) beats any similarity (≤ 0.85), so the costly part, the
      // similarities and the search_text regexes, only runs for the other foods.
      (w) => sql`CASE WHEN c.name_norm ~ ${`^${w}\\M`} THEN 1.0
        WHEN c.name_norm ~ ${`\\m${w}\\M`} THEN 0.92
        WHEN c.name_norm LIKE ${`${w}%`} THEN 0.9
        WHEN c.name_norm ~ ${`\\m${w}`} THEN 0.85
        ELSE GREATEST(
          CASE WHEN c.search_text ~ ${`\\m${w}\\M`} THEN 0.75
               WHEN c.search_text ~ ${`\\m${w}`} THEN 0.7
               ELSE 0 END,
          word_similarity(${w}, c.name_norm) * 0.85,
          word_similarity(${w}, c.name_aliases) * 0.7) END`,
    ),
    sql` + `,
  );
  return sql`
    WITH usage AS (
      SELECT food_id, times_logged AS n, last_logged_at AS last
      FROM food_usage WHERE user_id = ${userId}
    ),
    -- The candidates, found through the trigram indexes before anything is scored. The
    -- catalogue filter is written COALESCE(owner_id, '') = '' so that it is not an index
    -- condition: the owner index would otherwise win and every catalogue food be compared.
    -- Generic catalogue foods matching every word of the query (their own partial indexes):
    -- all scored.
    generic AS MATERIALIZED (
      SELECT f.id FROM foods f
      WHERE f.brand IS NULL AND f.source <> 'open_food_facts' AND (${allWords})
        AND COALESCE(f.owner_id, '') = ''
    ),
    ids AS MATERIALIZED (
      -- A scanned product is a product even when Open Food Facts names no brand.
      SELECT id FROM generic
      ${
        words.length > 1
          ? sql`UNION
      -- Those matching any word only when fewer than a page match them all: each word of
      -- "butter salted" alone matches thousands of generic foods at full-download size,
      -- which would all be scored only to rank below the foods that have both.
      SELECT f.id FROM foods f
      WHERE f.brand IS NULL AND f.source <> 'open_food_facts' AND (${anyWord})
        AND COALESCE(f.owner_id, '') = '' AND (SELECT count(*) FROM generic) < ${limit}`
          : sql``
      }
      UNION
      -- Branded foods containing every word: a sample, since a common word matches tens of
      -- thousands of them at full-download size and they rank below generic foods anyway.
      (SELECT f.id FROM foods f
       WHERE (f.brand IS NOT NULL OR f.source = 'open_food_facts') AND (${everyWord})
         AND COALESCE(f.owner_id, '') = ''
       LIMIT ${BRANDED_SAMPLE})
      UNION
      -- The user's own foods and every food they logged, branded or not.
      SELECT f.id FROM foods f WHERE f.owner_id = ${userId} AND (${anyWord})
      UNION
      SELECT f.id FROM usage u JOIN foods f ON f.id = u.food_id
      WHERE f.owner_id IS NULL AND (${anyWord})
    ),
    c AS MATERIALIZED (
      SELECT ${FOOD_COLUMNS}, f.search_text, split_part(f.search_text, ' | ', 1) AS name_norm,
        split_part(f.search_text, ' | ', 2) AS aliases_norm, ${sql.raw(NAME_ALIASES_SQL)} AS name_aliases
      FROM ids JOIN foods f ON f.id = ids.id
    ),
    -- LEAST skips NULLs: the COALESCE goes inside, or a food never logged gets the full 25.
    scored AS MATERIALIZED (
      SELECT c.*, (${wordScores}) / ${words.length} AS word_score,
        LEAST(25, COALESCE(10 * ln(1 + u.n), 0))
          + COALESCE(15 * exp(-extract(epoch FROM now() - u.last) / 86400 / 14), 0) AS usage_score
      FROM c LEFT JOIN usage u ON u.food_id = c.id
    )
    SELECT scored.*,
      word_score * 100
        + CASE WHEN name_norm IN (${phrase}, ${stemmedPhrase}) THEN 40
               WHEN name_norm LIKE ${`${phrase}%`} THEN 15 ELSE 0 END
        + CASE WHEN (' ; ' || aliases_norm || ' ; ') LIKE ${`% ; ${phrase} ; %`} THEN 35 ELSE 0 END
        + usage_score
        + CASE WHEN "ownerId" IS NOT NULL THEN 5 ELSE 0 END
        + CASE WHEN (brand IS NULL AND source <> 'open_food_facts') OR "ownerId" IS NOT NULL
            THEN ${GENERIC_BONUS} ELSE 0 END AS score
    FROM scored
    WHERE word_score >= ${MIN_WORD_SCORE}
    ORDER BY score DESC, length(name_norm), name_norm, id
    LIMIT ${limit}`;
}
