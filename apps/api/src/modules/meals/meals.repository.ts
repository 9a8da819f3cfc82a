import type { FoodPortion, NutrientFacts, Nutrients, RecipeNutrition } from '@ketoflow/contracts';
import { and, asc, between, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.js';
import { foods, mealItems, meals, recipes } from '../../db/schema/index.js';

export type MealRow = typeof meals.$inferSelect;
export type MealItemRow = typeof mealItems.$inferSelect;
export type MealWithItems = MealRow & { items: MealItemRow[] };

/** A food as the diary needs it: what it is called, its per-100 g facts and portions. */
export type DiaryFood = {
  id: string;
  name: string;
  per100g: NutrientFacts;
  portions: FoodPortion[];
};

export type FoodCandidateRow = DiaryFood & {
  searchText: string;
  nameSimilarity: number;
  wordSimilarity: number;
  uses: number;
};

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

/** Lowest trigram word similarity a search candidate needs ("egs" ~ "egg" is 0.5). */
const WORD_SIMILARITY_THRESHOLD = 0.4;
const CANDIDATE_LIMIT = 30;

const foodColumns = {
  id: foods.id,
  name: foods.name,
  energyKcal: foods.energyKcal,
  proteinG: foods.proteinG,
  fatG: foods.fatG,
  saturatedFatG: foods.saturatedFatG,
  carbohydrateG: foods.carbohydrateG,
  fiberG: foods.fiberG,
  sugarsG: foods.sugarsG,
  sugarAlcoholsG: foods.sugarAlcoholsG,
  sodiumMg: foods.sodiumMg,
  portions: foods.portions,
};

type FoodColumns = {
  id: string;
  name: string;
  portions: FoodPortion[];
} & NutrientFacts;

function toDiaryFood(row: FoodColumns): DiaryFood {
  return {
    id: row.id,
    name: row.name,
    portions: row.portions,
    per100g: {
      energyKcal: Number(row.energyKcal),
      proteinG: Number(row.proteinG),
      fatG: Number(row.fatG),
      saturatedFatG: Number(row.saturatedFatG),
      carbohydrateG: Number(row.carbohydrateG),
      fiberG: Number(row.fiberG),
      sugarsG: Number(row.sugarsG),
      sugarAlcoholsG: Number(row.sugarAlcoholsG),
      sodiumMg: Number(row.sodiumMg),
    },
  };
}

/** Foods a user may log: the shared catalogue and their own custom foods. */
const visibleTo = (userId: string) => or(isNull(foods.ownerId), eq(foods.ownerId, userId));

/**
 * The diary's reads and writes. Every query is filtered by the user id, so nothing here can
 * reach another user's entries (their ids look like "not found").
 */
export function createMealsRepository(db: Db) {
  async function itemsFor(
    handle: Db,
    userId: string,
    mealIds: string[],
  ): Promise<Map<string, MealItemRow[]>> {
    const byMeal = new Map<string, MealItemRow[]>();
    if (mealIds.length === 0) return byMeal;
    const rows = await handle
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

  async function withItems(handle: Db, userId: string, rows: MealRow[]): Promise<MealWithItems[]> {
    const items = await itemsFor(
      handle,
      userId,
      rows.map((r) => r.id),
    );
    return rows.map((row) => ({ ...row, items: items.get(row.id) ?? [] }));
  }

  async function insertItems(
    tx: Db,
    userId: string,
    mealId: string,
    items: NewMealItem[],
  ): Promise<void> {
    if (items.length === 0) return;
    await tx
      .insert(mealItems)
      .values(items.map((item, position) => ({ ...item, mealId, userId, position })));
  }

  return {
    /** Inserts entries with their items in one transaction (a copy of a day is all or nothing). */
    async insertMany(
      userId: string,
      entries: { meal: NewMeal; items: NewMealItem[] }[],
    ): Promise<MealWithItems[]> {
      return db.transaction(async (tx) => {
        const out: MealRow[] = [];
        for (const entry of entries) {
          const rows = await tx
            .insert(meals)
            .values({ ...entry.meal, userId })
            .returning();
          const row = rows[0];
          if (!row) throw new Error('meal insert returned no row');
          await insertItems(tx, userId, row.id, entry.items);
          out.push(row);
        }
        return withItems(tx, userId, out);
      });
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
          await tx
            .delete(mealItems)
            .where(and(eq(mealItems.userId, userId), eq(mealItems.mealId, id)));
          await insertItems(tx, userId, id, items);
        }
        const [full] = await withItems(tx, userId, [row]);
        return full;
      });
    },

    /** True when a row of this user's was deleted (its items go with it, by cascade). */
    async delete(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(meals)
        .where(and(eq(meals.userId, userId), eq(meals.id, id)))
        .returning({ id: meals.id });
      return rows.length > 0;
    },

    /** The foods with these ids that the user may log (catalogue or their own). */
    async findFoods(userId: string, ids: string[]): Promise<Map<string, DiaryFood>> {
      const found = new Map<string, DiaryFood>();
      if (ids.length === 0) return found;
      const rows = await db
        .select(foodColumns)
        .from(foods)
        .where(and(inArray(foods.id, ids), visibleTo(userId)));
      for (const row of rows) found.set(row.id, toDiaryFood(row));
      return found;
    },

    /** A recipe the user may log: their own or a starter recipe (user_id null). */
    async findRecipe(
      userId: string,
      id: string,
    ): Promise<
      { id: string; title: string; servings: number; nutrition: RecipeNutrition } | undefined
    > {
      const rows = await db
        .select({
          id: recipes.id,
          title: recipes.title,
          servings: recipes.servings,
          nutrition: recipes.nutrition,
        })
        .from(recipes)
        .where(and(eq(recipes.id, id), or(isNull(recipes.userId), eq(recipes.userId, userId))));
      return rows[0];
    },

    /**
     * Search candidates for each phrase (already normalised to [a-z0-9 ]): foods whose search
     * text is within the trigram word-similarity threshold of the phrase (typo-tolerant), with
     * their similarities and how often the user logged them. Ranking is the domain's.
     * One statement for all phrases; word_similarity, the costly part, runs once per phrase
     * and food (a materialised CTE keeps PostgreSQL from evaluating it twice).
     */
    async searchCandidates(userId: string, phrases: string[]): Promise<FoodCandidateRow[][]> {
      const out: FoodCandidateRow[][] = phrases.map(() => []);
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
      const rows = await queryRows<Row>(
        db,
        sql`
          with q as (
            select phrase, i from unnest(array[${list}]::text[]) with ordinality as q(phrase, i)
          ),
          scored as materialized (
            select q.i, q.phrase, f.id, word_similarity(q.phrase, f.search_text) as word_sim
            from q cross join ${foods} f
            where f.owner_id is null or f.owner_id = ${userId}
          ),
          top as (
            select i, phrase, id, word_sim,
              row_number() over (partition by i order by word_sim desc, id) as rank
            from scored
            where word_sim >= ${WORD_SIMILARITY_THRESHOLD}
          ),
          usage as (
            select food_id, count(*) as uses from ${mealItems}
            where user_id = ${userId} and food_id is not null
            group by food_id
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
          ...toDiaryFood(r),
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

export type MealsRepository = ReturnType<typeof createMealsRepository>;
