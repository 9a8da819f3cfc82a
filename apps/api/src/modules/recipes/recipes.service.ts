import type {
  AiProvenance,
  CreateRecipeBody,
  ListRecipesQuery,
  Recipe,
  RecipeIngredientInput,
  RecipeList,
  RecipeNutrition,
  SaveRecipeDraftBody,
  UpdateRecipeBody,
} from '@ketoflow/contracts';
import {
  recipeNutrition,
  roundNutrients,
  scaleNutrients,
  type IngredientLine,
} from '@ketoflow/domain';
import type { Db } from '../../db/client.js';
import { NotFoundError, ValidationError } from '../../lib/errors.js';
import { resolveIngredients, uniqueTags } from './recipes.ingredients.js';
import { provenanceOf, toRecipe, toRecipeSummary } from './recipes.mappers.js';
import type { RecipeFoods, RecipePhotos, RecipesLogger } from './recipes.ports.js';
import type { RecipeChanges, RecipeRow, RecipesRepository } from './recipes.repository.js';
import { createStarterLibrary } from './recipes.starter.js';
import { isUuid } from '../../lib/ids.js';

export function createRecipesService(deps: {
  db: Db;
  repo: RecipesRepository;
  foods: RecipeFoods;
  uploads: RecipePhotos;
  logger: RecipesLogger;
  /** The starter library file (tests may pass a fixture); defaults to the shipped one. */
  starterFile?: string;
}) {
  const { db, repo, foods, uploads, logger } = deps;

  async function resolveForUser(userId: string, inputs: readonly RecipeIngredientInput[]) {
    const known = await foods.factsByIds(userId, [...new Set(inputs.map((i) => i.foodId))]);
    const resolved = resolveIngredients(inputs, known);
    if (resolved.issues.length > 0) {
      throw new ValidationError(resolved.issues[0]!.message, resolved.issues);
    }
    return resolved;
  }

  /** A written recipe's stored columns: foods resolved, nutrition from the food database. */
  async function columnsFor(userId: string, body: CreateRecipeBody) {
    const { ingredients, lines } = await resolveForUser(userId, body.ingredients);
    return {
      title: body.title,
      description: body.description,
      servings: body.servings,
      prepMinutes: body.prepMinutes,
      cookMinutes: body.cookMinutes,
      difficulty: body.difficulty,
      tags: uniqueTags(body.tags),
      steps: body.steps,
      ingredients,
      nutrition: recipeNutrition(lines, body.servings),
    };
  }

  /**
   * Nutrition after a change of servings only: from the stored grams and the foods' current
   * facts; if a food has gone (a deleted custom food), from the stored total instead.
   */
  async function renutrition(
    userId: string,
    row: RecipeRow,
    servings: number,
  ): Promise<RecipeNutrition> {
    const known = await foods.factsByIds(userId, [
      ...new Set(row.ingredients.map((i) => i.foodId)),
    ]);
    const byId = new Map(known.map((f) => [f.id, f]));
    const lines: IngredientLine[] = [];
    for (const ing of row.ingredients) {
      const food = byId.get(ing.foodId);
      if (!food) {
        const total = row.nutrition.total;
        return {
          total,
          perServing: roundNutrients({
            ...scaleNutrients(total, 1 / servings),
            netCarbsG: total.netCarbsG / servings,
          }),
        };
      }
      lines.push({ per100g: food.per100g, grams: ing.grams });
    }
    return recipeNutrition(lines, servings);
  }

  function ownedOrNotFound(row: RecipeRow | undefined): RecipeRow {
    if (!row) throw new NotFoundError('Recipe not found.');
    return row;
  }

  function validId(id: string): boolean {
    return isUuid(id);
  }

  const { ensureStarterLibrary, seedStarterLibrary } = createStarterLibrary({
    repo,
    foods,
    logger,
    starterFile: deps.starterFile,
  });

  return {
    ensureStarterLibrary,
    /** Exposed for tests and tools: seeds now and says whether every recipe resolved. */
    seedStarterLibrary,

    async list(userId: string, query: ListRecipesQuery): Promise<RecipeList> {
      const filter = { q: query.q || undefined, tag: query.tag || undefined, limit: query.limit };
      if (query.scope === 'starter') {
        await ensureStarterLibrary();
        return { items: (await repo.listStarter(filter)).map(toRecipeSummary) };
      }
      return { items: (await repo.listMine(userId, filter)).map(toRecipeSummary) };
    },

    /** The user's own recipe or a starter recipe (for the diary and the meal plan too). */
    async get(userId: string, id: string): Promise<Recipe> {
      const row = validId(id) ? await repo.findVisible(userId, id) : undefined;
      return toRecipe(ownedOrNotFound(row));
    },

    async create(userId: string, body: CreateRecipeBody): Promise<Recipe> {
      const row = await repo.insert(db, { userId, ...(await columnsFor(userId, body)) });
      return toRecipe(row);
    },

    async update(userId: string, id: string, body: UpdateRecipeBody): Promise<Recipe> {
      const current = ownedOrNotFound(
        validId(id) ? await repo.findOwned(db, userId, id) : undefined,
      );
      const changes: RecipeChanges = {};
      if (body.title !== undefined) changes.title = body.title;
      if (body.description !== undefined) changes.description = body.description;
      if (body.prepMinutes !== undefined) changes.prepMinutes = body.prepMinutes;
      if (body.cookMinutes !== undefined) changes.cookMinutes = body.cookMinutes;
      if (body.difficulty !== undefined) changes.difficulty = body.difficulty;
      if (body.tags !== undefined) changes.tags = uniqueTags(body.tags);
      if (body.steps !== undefined) changes.steps = body.steps;
      const servings = body.servings ?? current.servings;
      if (body.servings !== undefined) changes.servings = body.servings;
      if (body.ingredients !== undefined) {
        const { ingredients, lines } = await resolveForUser(userId, body.ingredients);
        changes.ingredients = ingredients;
        changes.nutrition = recipeNutrition(lines, servings);
      } else if (body.servings !== undefined) {
        changes.nutrition = await renutrition(userId, current, servings);
      }
      return toRecipe(ownedOrNotFound(await repo.update(userId, id, changes)));
    },

    /** Recipes a meal plan may use (the starter library, seeded first, and the user's own). */
    async listPlannable(userId: string) {
      await ensureStarterLibrary();
      return repo.listPlannable(userId);
    },

    /** Those of these ids the user may plan with (a recipe deleted since is left out). */
    plannableByIds(userId: string, ids: readonly string[]) {
      return repo.plannableByIds(userId, ids);
    },

    /** A recipe the generator saved for this user under `id`, with the engine that wrote it. */
    async findGenerated(
      userId: string,
      id: string,
    ): Promise<{ recipe: Recipe; provenance: AiProvenance } | null> {
      const row = validId(id) ? await repo.findOwned(db, userId, id) : undefined;
      return row ? { recipe: toRecipe(row), provenance: provenanceOf(row) } : null;
    },

    /**
     * Saves a generated draft under the id derived from its key, with the recipe rules of a
     * typed recipe (foods resolved, nutrition computed from the food database). A concurrent
     * save of the same draft inserts nothing and answers with the row that won.
     */
    async saveGenerated(
      userId: string,
      id: string,
      body: Omit<SaveRecipeDraftBody, 'draftKey'>,
      provenance: AiProvenance,
    ): Promise<{ recipe: Recipe; provenance: AiProvenance } | null> {
      const existing = await repo.findOwned(db, userId, id);
      if (existing) return { recipe: toRecipe(existing), provenance: provenanceOf(existing) };
      const row =
        (await repo.insertWithId({
          id,
          userId,
          ...(await columnsFor(userId, body)),
          aiEngine: provenance.engine,
          aiModel: provenance.model,
        })) ?? (await repo.findOwned(db, userId, id));
      return row ? { recipe: toRecipe(row), provenance: provenanceOf(row) } : null;
    },

    async remove(userId: string, id: string): Promise<void> {
      if (!validId(id)) throw new NotFoundError('Recipe not found.');
      await db.transaction(async (tx) => {
        const row = ownedOrNotFound(await repo.delete(tx, userId, id));
        if (row.photoId) await uploads.remove(tx, userId, row.photoId);
      });
    },

    /**
     * "Save to my recipes": a starter recipe (or one of my own) becomes a new recipe of
     * mine that I can edit. Its nutrition is carried over as computed; my own recipe's
     * photo is duplicated so the two can change independently.
     */
    async copy(userId: string, id: string): Promise<Recipe> {
      const source = ownedOrNotFound(validId(id) ? await repo.findVisible(userId, id) : undefined);
      const row = await db.transaction(async (tx) => {
        const photo =
          source.photoId && source.userId === userId
            ? await uploads.copy(tx, userId, source.photoId)
            : undefined;
        return repo.insert(tx, {
          userId,
          title: source.title,
          description: source.description,
          servings: source.servings,
          prepMinutes: source.prepMinutes,
          cookMinutes: source.cookMinutes,
          difficulty: source.difficulty,
          tags: source.tags,
          steps: source.steps,
          ingredients: source.ingredients,
          nutrition: source.nutrition,
          photoId: photo?.id ?? null,
        });
      });
      return toRecipe(row);
    },

    /** Validates and re-encodes the photo (outside the transaction), then swaps it in. */
    async setPhoto(userId: string, id: string, bytes: Buffer): Promise<Recipe> {
      if (!validId(id) || !(await repo.findOwned(db, userId, id))) {
        throw new NotFoundError('Recipe not found.');
      }
      const image = await uploads.prepare(bytes);
      const row = await db.transaction(async (tx) => {
        const current = ownedOrNotFound(await repo.lockOwned(tx, userId, id));
        const upload = await uploads.insert(tx, userId, 'recipe_photo', image);
        const updated = ownedOrNotFound(await repo.setPhoto(tx, userId, id, upload.id));
        if (current.photoId) await uploads.remove(tx, userId, current.photoId);
        return updated;
      });
      return toRecipe(row);
    },

    async removePhoto(userId: string, id: string): Promise<Recipe> {
      if (!validId(id)) throw new NotFoundError('Recipe not found.');
      const row = await db.transaction(async (tx) => {
        const current = ownedOrNotFound(await repo.lockOwned(tx, userId, id));
        const updated = ownedOrNotFound(await repo.setPhoto(tx, userId, id, null));
        if (current.photoId) await uploads.remove(tx, userId, current.photoId);
        return updated;
      });
      return toRecipe(row);
    },
  };
}

export type RecipesService = ReturnType<typeof createRecipesService>;
