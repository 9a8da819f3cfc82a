import type { Food } from '@ketoflow/contracts';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { foods, recipes } from '../../db/schema/index.js';
import { toFood } from '../foods/foods.service.js';
import type { NewRecipe, RecipeRow } from '../recipes/recipes.repository.js';

/**
 * What the recipe generator reads and writes. Foods: the catalogue plus the user's own;
 * recipes: only the user's, by the id derived from the draft's key (so one paid draft
 * saves into one recipe, whichever process handles the retry).
 */
export function createRecipeGeneratorRepository(db: Db) {
  return {
    /** Catalogue foods and the user's custom foods among these ids. */
    async foodsByIds(userId: string, ids: readonly string[]): Promise<Food[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select()
        .from(foods)
        .where(
          and(inArray(foods.id, [...ids]), or(isNull(foods.ownerId), eq(foods.ownerId, userId))),
        );
      return rows.map(toFood);
    },

    async findRecipe(userId: string, id: string): Promise<RecipeRow | undefined> {
      const rows = await db
        .select()
        .from(recipes)
        .where(and(eq(recipes.id, id), eq(recipes.userId, userId)));
      return rows[0];
    },

    /**
     * Inserts the saved draft under its derived id; a concurrent save of the same draft
     * inserts nothing (the caller then reads the row that won).
     */
    async insertRecipe(
      values: NewRecipe & { id: string; userId: string },
    ): Promise<RecipeRow | undefined> {
      const rows = await db.insert(recipes).values(values).onConflictDoNothing().returning();
      return rows[0];
    },
  };
}

export type RecipeGeneratorRepository = ReturnType<typeof createRecipeGeneratorRepository>;
