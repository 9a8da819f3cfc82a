import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.js';
import type { RecipeFoods, RecipePhotos, RecipesLogger } from './recipes.ports.js';
import { createRecipesRepository } from './recipes.repository.js';
import { recipesRoutes } from './recipes.routes.js';
import { createRecipesService } from './recipes.service.js';

export type { IngredientFood, RecipeFoods, RecipePhotos } from './recipes.ports.js';
export type { RecipesService } from './recipes.service.js';
export { defaultStarterFile, loadStarterFile, type StarterRecipe } from './starter-library.js';

/**
 * Recipes built from foods, with nutrition computed on the server; the starter library;
 * recipe photos; and the saved drafts of the recipe generator.
 */
export function createRecipesModule(deps: {
  db: Db;
  foods: RecipeFoods;
  photos: RecipePhotos;
  logger: RecipesLogger;
  /** The starter library file (tests may pass a fixture); defaults to the shipped one. */
  starterFile?: string;
}) {
  const service = createRecipesService({
    db: deps.db,
    repo: createRecipesRepository(deps.db),
    foods: deps.foods,
    uploads: deps.photos,
    logger: deps.logger,
    starterFile: deps.starterFile,
  });
  const routes: FastifyPluginAsync = async (app) => {
    await app.register(recipesRoutes, { recipesService: service, prefix: '/api/v1/recipes' });
  };
  return { service, routes };
}
