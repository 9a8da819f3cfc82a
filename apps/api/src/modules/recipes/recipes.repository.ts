import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { recipes } from './recipes.schema.js';

export type RecipeRow = typeof recipes.$inferSelect;
export type NewRecipe = Omit<typeof recipes.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type RecipeChanges = Partial<Omit<NewRecipe, 'userId' | 'starterKey' | 'photoId'>>;

/** A recipe as a planner needs it: what it is made of and its nutrition per serving. */
export type PlannableRecipe = Pick<
  RecipeRow,
  'id' | 'title' | 'servings' | 'tags' | 'ingredients' | 'nutrition'
>;

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

    async findOwned(tx: Executor, userId: string, id: string): Promise<RecipeRow | undefined> {
      const rows = await tx
        .select()
        .from(recipes)
        .where(and(eq(recipes.id, id), eq(recipes.userId, userId)));
      return rows[0];
    },

    /** The user's recipe, locked until the transaction ends (photo swaps). */
    async lockOwned(tx: Executor, userId: string, id: string): Promise<RecipeRow | undefined> {
      const rows = await tx
        .select()
        .from(recipes)
        .where(and(eq(recipes.id, id), eq(recipes.userId, userId)))
        .for('update');
      return rows[0];
    },

    async insert(tx: Executor, values: NewRecipe): Promise<RecipeRow> {
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
      tx: Executor,
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

    async delete(tx: Executor, userId: string, id: string): Promise<RecipeRow | undefined> {
      const rows = await tx
        .delete(recipes)
        .where(and(eq(recipes.id, id), eq(recipes.userId, userId)))
        .returning();
      return rows[0];
    },

    /**
     * Inserts a recipe under a given id (a saved generator draft); a concurrent insert of
     * the same id inserts nothing (the caller then reads the row that won).
     */
    async insertWithId(
      values: NewRecipe & { id: string; userId: string },
    ): Promise<RecipeRow | undefined> {
      const rows = await db.insert(recipes).values(values).onConflictDoNothing().returning();
      return rows[0];
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
    /** What a meal plan may use: the starter library and the user's own recipes. */
    async listPlannable(userId: string): Promise<PlannableRecipe[]> {
      return db
        .select({
          id: recipes.id,
          title: recipes.title,
          servings: recipes.servings,
          tags: recipes.tags,
          ingredients: recipes.ingredients,
          nutrition: recipes.nutrition,
        })
        .from(recipes)
        .where(or(isNull(recipes.userId), eq(recipes.userId, userId)))
        .orderBy(asc(recipes.id));
    },

    /** Recipes by id among those the user may plan with (for the shopping list). */
    async plannableByIds(userId: string, ids: readonly string[]): Promise<PlannableRecipe[]> {
      if (ids.length === 0) return [];
      return db
        .select({
          id: recipes.id,
          title: recipes.title,
          servings: recipes.servings,
          tags: recipes.tags,
          ingredients: recipes.ingredients,
          nutrition: recipes.nutrition,
        })
        .from(recipes)
        .where(
          and(
            inArray(recipes.id, [...ids]),
            or(isNull(recipes.userId), eq(recipes.userId, userId)),
          ),
        );
    },
  };
}

export type RecipesRepository = ReturnType<typeof createRecipesRepository>;
