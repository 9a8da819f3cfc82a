import type { FoodPortion, NutrientFacts } from '@ketoflow/contracts';
import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { foods, recipes } from '../../db/schema/index.js';

export type RecipeRow = typeof recipes.$inferSelect;
export type NewRecipe = Omit<typeof recipes.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type RecipeChanges = Partial<Omit<NewRecipe, 'userId' | 'starterKey' | 'photoId'>>;

/** What a recipe needs from a food: its name, per-100 g facts and household portions. */
export type IngredientFood = {
  id: string;
  name: string;
  per100g: NutrientFacts;
  portions: FoodPortion[];
};

export type RecipeFilter = { q?: string | undefined; tag?: string | undefined; limit: number };

/** `%` and `_` typed by a user match themselves, not any text. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function filters(filter: RecipeFilter): SQL[] {
  const out: SQL[] = [];
  if (filter.q) {
    const pattern = likePattern(filter.q);
    out.push(
      sql`(${recipes.title} ilike ${pattern} or ${recipes.description} ilike ${pattern} or exists (select 1 from unnest(${recipes.tags}) as t(tag) where t.tag ilike ${pattern}))`,
    );
  }
  if (filter.tag) out.push(sql`${filter.tag} = any(${recipes.tags})`);
  return out;
}

/**
 * Users' recipes are always read and written through their owner's id; starter rows
 * (user_id null) are readable by everyone and written only by the seeding.
 */
export function createRecipesRepository(db: Db) {
  return {
    /** The user's recipes, newest first. */
    async listMine(userId: string, filter: RecipeFilter): Promise<RecipeRow[]> {
      return db
        .select()
        .from(recipes)
        .where(and(eq(recipes.userId, userId), ...filters(filter)))
        .orderBy(desc(recipes.createdAt), desc(recipes.id))
        .limit(filter.limit);
    },

    /** The starter library, by title. */
    async listStarter(filter: RecipeFilter): Promise<RecipeRow[]> {
      return db
        .select()
        .from(recipes)
        .where(and(isNull(recipes.userId), ...filters(filter)))
        .orderBy(asc(recipes.title), asc(recipes.id))
        .limit(filter.limit);
    },

    /** The user's own recipe or a starter recipe. */
    async findVisible(userId: string, id: string): Promise<RecipeRow | undefined> {
      const rows = await db
        .select()
        .from(recipes)
        .where(and(eq(recipes.id, id), or(eq(recipes.userId, userId), isNull(recipes.userId))));
      return rows[0];
    },

    async findOwned(tx: Db, userId: string, id: string): Promise<RecipeRow | undefined> {
      const rows = await tx
        .select()
        .from(recipes)
        .where(and(eq(recipes.id, id), eq(recipes.userId, userId)));
      return rows[0];
    },

    /** The user's recipe, locked until the transaction ends (photo swaps). */
    async lockOwned(tx: Db, userId: string, id: string): Promise<RecipeRow | undefined> {
      const rows = await tx
        .select()
        .from(recipes)
        .where(and(eq(recipes.id, id), eq(recipes.userId, userId)))
        .for('update');
      return rows[0];
    },

    async insert(tx: Db, values: NewRecipe): Promise<RecipeRow> {
      const rows = await tx.insert(recipes).values(values).returning();
      const row = rows[0];
      if (!row) throw new Error('insert into recipes returned no row');
      return row;
    },

    async update(
      userId: string,
      id: string,
      changes: RecipeChanges,
    ): Promise<RecipeRow | undefined> {
      const rows = await db
        .update(recipes)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(and(eq(recipes.id, id), eq(recipes.userId, userId)))
        .returning();
      return rows[0];
    },

    async setPhoto(
      tx: Db,
      userId: string,
      id: string,
      photoId: string | null,
    ): Promise<RecipeRow | undefined> {
      const rows = await tx
        .update(recipes)
        .set({ photoId, updatedAt: sql`now()` })
        .where(and(eq(recipes.id, id), eq(recipes.userId, userId)))
        .returning();
      return rows[0];
    },

    async delete(tx: Db, userId: string, id: string): Promise<RecipeRow | undefined> {
      const rows = await tx
        .delete(recipes)
        .where(and(eq(recipes.id, id), eq(recipes.userId, userId)))
        .returning();
      return rows[0];
    },

    /**
     * Foods by id that this user may use: the shared catalogue and the user's own custom
     * foods. Another user's custom food is simply not found.
     */
    async foodsForUser(userId: string, ids: readonly string[]): Promise<IngredientFood[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select()
        .from(foods)
        .where(
          and(inArray(foods.id, [...ids]), or(isNull(foods.ownerId), eq(foods.ownerId, userId))),
        );
      return rows.map(toIngredientFood);
    },

    /** Catalogue foods only (what the starter library may use). */
    async catalogueFoods(ids: readonly string[]): Promise<IngredientFood[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select()
        .from(foods)
        .where(and(inArray(foods.id, [...ids]), isNull(foods.ownerId)));
      return rows.map(toIngredientFood);
    },

    /**
     * Inserts or refreshes starter recipes by their key; ids stay stable across starts, so
     * diary entries and copies keep pointing at them. Returns how many rows were written.
     */
    async upsertStarters(values: NewRecipe[]): Promise<number> {
      if (values.length === 0) return 0;
      const rows = await db
        .insert(recipes)
        .values(values)
        .onConflictDoUpdate({
          target: recipes.starterKey,
          set: {
            title: sql`excluded.title`,
            description: sql`excluded.description`,
            servings: sql`excluded.servings`,
            prepMinutes: sql`excluded.prep_minutes`,
            cookMinutes: sql`excluded.cook_minutes`,
            difficulty: sql`excluded.difficulty`,
            tags: sql`excluded.tags`,
            steps: sql`excluded.steps`,
            ingredients: sql`excluded.ingredients`,
            nutrition: sql`excluded.nutrition`,
            updatedAt: sql`now()`,
          },
          // Only starter rows carry a key (never touch a user's row), and only rows whose
          // content changed are rewritten, so a restart does not churn the table.
          setWhere: and(
            isNull(recipes.userId),
            sql`(${recipes.title}, ${recipes.description}, ${recipes.servings}, ${recipes.prepMinutes}, ${recipes.cookMinutes}, ${recipes.difficulty}, ${recipes.tags}, ${recipes.steps}, ${recipes.ingredients}, ${recipes.nutrition}) is distinct from (excluded.title, excluded.description, excluded.servings, excluded.prep_minutes, excluded.cook_minutes, excluded.difficulty, excluded.tags, excluded.steps, excluded.ingredients, excluded.nutrition)`,
          ),
        })
        .returning({ id: recipes.id });
      return rows.length;
    },
  };
}

function toIngredientFood(row: typeof foods.$inferSelect): IngredientFood {
  return {
    id: row.id,
    name: row.name,
    per100g: {
      energyKcal: row.energyKcal,
      proteinG: row.proteinG,
      fatG: row.fatG,
      saturatedFatG: row.saturatedFatG,
      carbohydrateG: row.carbohydrateG,
      fiberG: row.fiberG,
      sugarsG: row.sugarsG,
      sugarAlcoholsG: row.sugarAlcoholsG,
      sodiumMg: row.sodiumMg,
    },
    portions: row.portions,
  };
}

export type RecipesRepository = ReturnType<typeof createRecipesRepository>;
