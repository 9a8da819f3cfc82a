import type { ValidationIssue } from '@ketoflow/contracts';
import { recipeNutrition } from '@ketoflow/domain';
import { resolveIngredients, uniqueTags } from './recipes.ingredients.js';
import type { RecipeFoods, RecipesLogger } from './recipes.ports.js';
import type { NewRecipe, RecipesRepository } from './recipes.repository.js';
import { loadStarterFile, type StarterRecipe } from './starter-library.js';

/** A failed starter seeding (foods not loaded yet) is retried at most this often. */
const STARTER_RETRY_MS = 60_000;

/**
 * The starter library: seeded lazily on the first read of the library (after the food
 * catalogue is loaded), once per process; retried later if foods were still missing.
 */
export function createStarterLibrary(deps: {
  repo: RecipesRepository;
  foods: RecipeFoods;
  logger: RecipesLogger;
  starterFile: string | undefined;
}) {
  const { repo, foods: foodSource, logger } = deps;
  let starterSeeded: Promise<boolean> | null = null;
  let starterFailedAt = 0;

  async function seedStarterLibrary(): Promise<boolean> {
    const starters: StarterRecipe[] = loadStarterFile(deps.starterFile);
    if (starters.length === 0) return true;
    const ids = [...new Set(starters.flatMap((r) => r.ingredients.map((i) => i.foodId)))];
    const foods = await foodSource.catalogueFactsByIds(ids);
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

  return { ensureStarterLibrary, seedStarterLibrary };
}
