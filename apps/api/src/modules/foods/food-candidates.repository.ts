import type { FoodPortion, NutrientFacts } from '@ketoflow/contracts';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.js';
import { foodUsage, foods } from './foods.schema.js';
import { nutrientFactsOf } from './foods.mappers.js';
import { WORD_SIMILARITY_THRESHOLD } from './foods.search.js';

/** A food the free-text parser may match a phrase to, with what the domain ranks it by. */
export type FoodCandidate = {
  id: string;
  name: string;
  per100g: NutrientFacts;
  portions: FoodPortion[];
  searchText: string;
  nameSimilarity: number;
  wordSimilarity: number;
  uses: number;
};

const CANDIDATE_LIMIT = 30;
/**
 * Lowest trigram word similarity a candidate needs, food search's: one typo in a short word
 * still passes ("egs" ~ "egg" is 0.5; 0.5 itself loses typos the parser's tests pin). It was
 * 0.4, which let "salmon" reach every food with a word starting "sal" (3 of its 7 trigrams:
 * 0.43): hundreds of candidates at full-download size, each compared twice, none ever chosen
 * over the salmon.
 */
const CANDIDATE_SIMILARITY = String(WORD_SIMILARITY_THRESHOLD);

type FoodColumns = { id: string; name: string; portions: FoodPortion[] } & {
  [K in keyof NutrientFacts]: number | string;
};

function toFoodFacts(row: FoodColumns) {
  return { id: row.id, name: row.name, portions: row.portions, per100g: nutrientFactsOf(row) };
}

/** The free-text parser's food candidates (meals' "describe a meal"), one statement for all phrases. */
export function createFoodCandidatesRepository(db: Db) {
  return {
    /**
     * Search candidates for each phrase (already normalised to [a-z0-9 ]): foods whose search
     * text is within the trigram word-similarity threshold of the phrase (typo-tolerant), with
     * their similarities and how often the user logged them. Ranking is the domain's.
     * One statement for all phrases; each phrase reads only the foods its trigram index
     * finds. Branded catalogue foods take part only once the user has logged them.
     */
    async searchCandidates(userId: string, phrases: string[]): Promise<FoodCandidate[][]> {
      const out: FoodCandidate[][] = phrases.map(() => []);
      if (phrases.length === 0) return out;
      type Row = FoodColumns & {
        i: number | string;
        search_text: string;
        name_sim: number | string;
        word_sim: number | string;
        uses: number | string;
      };
      const list = sql.join(
        phrases.map((p) => sql`${p}`),
        sql`, `,
      );
      // One statement for every phrase, outside any transaction: `<%` compares with
      // pg_trgm.word_similarity_threshold, which the phrase list sets for this statement only
      // (set_config's `true`: until the end of the statement's own transaction). The phrases
      // are the outer side of the lateral join below, so the setting is made before the first
      // index scan reads it. (A transaction with SET LOCAL cost PGlite 0.8 ms per text in
      // round trips, 8 % of the parser's goal; decision 028.)
      const rows = await queryRows<Row>(
        db,
        sql`
          with q as (
            select phrase, i,
              set_config('pg_trgm.word_similarity_threshold', ${CANDIDATE_SIMILARITY}, true) as threshold
            from unnest(array[${list}]::text[]) with ordinality as q(phrase, i)
          ),
          usage as (
            select food_id, times_logged as uses from ${foodUsage} where user_id = ${userId}
          ),
          top as materialized (
            select q.i, q.phrase, m.id, m.word_sim,
              row_number() over (partition by q.i order by m.word_sim desc, m.id) as rank
            from q cross join lateral (
              -- Generic catalogue foods (their partial trigram index), the user's own foods,
              -- and branded foods only when the user has logged them: a described meal means
              -- "eggs", not one brand's eggs.
              select f.id, word_similarity(q.phrase, f.search_text) as word_sim
              from ${foods} f
              -- (a scanned product is a product even when Open Food Facts names no brand)
              where f.brand is null and f.source <> 'open_food_facts'
                and coalesce(f.owner_id, '') = '' and q.phrase <% f.search_text
              union
              select f.id, word_similarity(q.phrase, f.search_text)
              from ${foods} f
              where f.owner_id = ${userId} and q.phrase <% f.search_text
              union
              select f.id, word_similarity(q.phrase, f.search_text)
              from usage u join ${foods} f on f.id = u.food_id
              where f.owner_id is null and q.phrase <% f.search_text
            ) m
          )
          select t.i, f.id, f.name, f.search_text, f.portions,
            f.energy_kcal as "energyKcal", f.protein_g as "proteinG", f.fat_g as "fatG",
            f.saturated_fat_g as "saturatedFatG", f.carbohydrate_g as "carbohydrateG",
            f.fiber_g as "fiberG", f.sugars_g as "sugarsG",
            f.sugar_alcohols_g as "sugarAlcoholsG", f.sodium_mg as "sodiumMg",
            similarity(split_part(f.search_text, ' | ', 1), t.phrase) as name_sim,
            t.word_sim, coalesce(u.uses, 0) as uses
          from top t
          join ${foods} f on f.id = t.id
          left join usage u on u.food_id = f.id
          where t.rank <= ${CANDIDATE_LIMIT}
          order by t.i, t.rank`,
      );
      for (const r of rows) {
        out[Number(r.i) - 1]?.push({
          ...toFoodFacts(r),
          searchText: r.search_text,
          nameSimilarity: Number(r.name_sim),
          wordSimilarity: Number(r.word_sim),
          uses: Number(r.uses),
        });
      }
      return out;
    },
  };
}
export type FoodCandidatesRepository = ReturnType<typeof createFoodCandidatesRepository>;
