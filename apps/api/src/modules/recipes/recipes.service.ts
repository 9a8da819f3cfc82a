import {
  RecipePaths,
  RECIPE_LIMITS,
  type CreateRecipeBody,
  type ListRecipesQuery,
  type Recipe,
  type RecipeDifficulty,
  type RecipeIngredient,
  type RecipeIngredientInput,
  type RecipeList,
  type RecipeNutrition,
  type RecipeSummary,
  type UpdateRecipeBody,
  type ValidationIssue,
} from '@ketoflow/contracts';
import {
  ingredientGrams,
  ingredientUnitOptions,
  ketoVerdict,
  recipeNutrition,
  roundNutrients,
  scaleNutrients,
  type IngredientLine,
} from '@ketoflow/domain';
import type { Db } from '../../db/client.js';
import { NotFoundError, ValidationError } from '../../lib/errors.js';
import type { UploadsService } from '../uploads/uploads.service.js';
import type {
  IngredientFood,
  NewRecipe,
  RecipeChanges,
  RecipeRow,
  RecipesRepository,
} from './recipes.repository.js';
import { loadStarterFile, type StarterRecipe } from './starter-library.js';

/** What the service logs through (Fastify's logger fits); services never import Fastify. */
export type RecipesLogger = {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A failed starter seeding (foods not loaded yet) is retried at most this often. */
const STARTER_RETRY_MS = 60_000;

function summaryFields(row: RecipeRow) {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    servings: row.servings,
    prepMinutes: row.prepMinutes,
    cookMinutes: row.cookMinutes,
    totalMinutes: row.prepMinutes + row.cookMinutes,
    difficulty: row.difficulty as RecipeDifficulty,
    tags: row.tags,
    nutrition: row.nutrition,
    verdict: ketoVerdict(row.nutrition.perServing.netCarbsG),
    photoUrl: row.photoId ? RecipePaths.upload(row.photoId) : null,
    isStarter: row.userId === null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toRecipeSummary(row: RecipeRow): RecipeSummary {
  return { ...summaryFields(row), ingredientCount: row.ingredients.length };
}

export function toRecipe(row: RecipeRow): Recipe {
  return { ...summaryFields(row), steps: row.steps, ingredients: row.ingredients };
}

/** Tags once each, in the order given (the contract already trimmed and lower-cased them). */
function uniqueTags(tags: readonly string[]): string[] {
  return [...new Set(tags)];
}

function formatAmount(grams: number): string {
  return grams >= 1000 ? `${Math.round(grams / 100) / 10} kg` : `${Math.round(grams)} g`;
}

/**
 * Turns the cook's lines (food, quantity, unit) into stored ingredients with grams, and
 * the per-100 g facts to compute nutrition from. Every problem is reported at once, by
 * field path, in the same shape as the contract's validation failures.
 */
export function resolveIngredients(
  inputs: readonly RecipeIngredientInput[],
  foods: readonly IngredientFood[],
): { ingredients: RecipeIngredient[]; lines: IngredientLine[]; issues: ValidationIssue[] } {
  const byId = new Map(foods.map((food) => [food.id, food]));
  const ingredients: RecipeIngredient[] = [];
  const lines: IngredientLine[] = [];
  const issues: ValidationIssue[] = [];
  inputs.forEach((input, index) => {
    const at = `body.ingredients.${index}`;
    const food = byId.get(input.foodId);
    if (!food) {
      issues.push({
        path: `${at}.foodId`,
        message: 'We could not find this food. Pick it again from the food search.',
      });
      return;
    }
    const grams = ingredientGrams(input.quantity, input.unit, food.portions);
    if (grams === null) {
      const units = ingredientUnitOptions(food.portions).map((o) => o.unit);
      issues.push({
        path: `${at}.unit`,
        message: `“${input.unit}” is not a unit we know for ${food.name}. Use ${units.slice(0, 6).join(', ')}.`,
      });
      return;
    }
    if (grams > RECIPE_LIMITS.ingredientGramsMax) {
      issues.push({
        path: `${at}.quantity`,
        message: `${formatAmount(grams)} of ${food.name} is more than one recipe line can hold (${formatAmount(RECIPE_LIMITS.ingredientGramsMax)}). Check the amount and unit.`,
      });
      return;
    }
    const rounded = Math.round(grams * 10) / 10;
    ingredients.push({
      foodId: food.id,
      name: food.name,
      quantity: input.quantity,
      unit: input.unit,
      // A pinch of salt can round to 0 g; the contract wants a positive weight.
      grams: rounded > 0 ? rounded : Math.round(grams * 1000) / 1000 || 0.001,
    });
    lines.push({ per100g: food.per100g, grams });
  });
  return { ingredients, lines, issues };
}

export function createRecipesService(deps: {
  db: Db;
  repo: RecipesRepository;
  uploads: UploadsService;
  logger: RecipesLogger;
  /** The starter library file (tests may pass a fixture); defaults to the shipped one. */
  starterFile?: string;
}) {
  const { db, repo, uploads, logger } = deps;

  async function resolveForUser(userId: string, inputs: readonly RecipeIngredientInput[]) {
    const foods = await repo.foodsForUser(userId, [...new Set(inputs.map((i) => i.foodId))]);
    const resolved = resolveIngredients(inputs, foods);
    if (resolved.issues.length > 0) {
      throw new ValidationError(resolved.issues[0]!.message, resolved.issues);
    }
    return resolved;
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
    const foods = await repo.foodsForUser(userId, [
      ...new Set(row.ingredients.map((i) => i.foodId)),
    ]);
    const byId = new Map(foods.map((f) => [f.id, f]));
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
    return UUID.test(id);
  }

  // Starter library: seeded lazily on the first read of the library (after the food
  // catalogue is loaded), once per process; retried later if foods were still missing.
  let starterSeeded: Promise<boolean> | null = null;
  let starterFailedAt = 0;

  async function seedStarterLibrary(): Promise<boolean> {
    const starters: StarterRecipe[] = loadStarterFile(deps.starterFile);
    if (starters.length === 0) return true;
    const ids = [...new Set(starters.flatMap((r) => r.ingredients.map((i) => i.foodId)))];
    const foods = await repo.catalogueFoods(ids);
    const rows: NewRecipe[] = [];
    const skipped: { key: string; issues: ValidationIssue[] }[] = [];
    for (const starter of starters) {
      const { ingredients, lines, issues } = resolveIngredients(starter.ingredients, foods);
      if (issues.length > 0) {
        skipped.push({ key: starter.key, issues });
        continue;
      }
      rows.push({
        userId: null,
        starterKey: starter.key,
        title: starter.title,
        description: starter.description,
        servings: starter.servings,
        prepMinutes: starter.prepMinutes,
        cookMinutes: starter.cookMinutes,
        difficulty: starter.difficulty,
        tags: uniqueTags(starter.tags),
        steps: starter.steps,
        ingredients,
        nutrition: recipeNutrition(lines, starter.servings),
      });
    }
    const written = await repo.upsertStarters(rows);
    if (skipped.length > 0) {
      logger.warn(
        { skipped: skipped.length, first: skipped[0] },
        'starter recipes skipped: ingredients not in the food catalogue (yet)',
      );
      return false;
    }
    if (written > 0) logger.info({ written }, 'starter recipes seeded');
    return true;
  }

  async function ensureStarterLibrary(): Promise<void> {
    if (starterSeeded === null && Date.now() - starterFailedAt >= STARTER_RETRY_MS) {
      starterSeeded = seedStarterLibrary().then(
        (complete) => {
          if (!complete) {
            starterFailedAt = Date.now();
            starterSeeded = null;
          }
          return complete;
        },
        (error: unknown) => {
          starterFailedAt = Date.now();
          starterSeeded = null;
          throw error;
        },
      );
    }
    if (starterSeeded) await starterSeeded;
  }

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
      const { ingredients, lines } = await resolveForUser(userId, body.ingredients);
      const row = await repo.insert(db, {
        userId,
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
      });
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
