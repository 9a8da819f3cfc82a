import type { FastifyInstance } from 'fastify';
import type { AiFeatureDeps } from '../ai/feature-deps.js';
import { createRecipesRepository } from '../recipes/recipes.repository.js';
import { createRecipeGeneratorRepository } from './recipe-generator.repository.js';
import { recipeGeneratorRoutes } from './recipe-generator.routes.js';
import { createRecipeGeneratorService } from './recipe-generator.service.js';

/** Registers the recipe generator (issue 5 §4) under /api/v1/recipe-generator. */
export async function registerRecipeGenerator(
  app: FastifyInstance,
  deps: AiFeatureDeps,
): Promise<void> {
  const service = createRecipeGeneratorService({
    repo: createRecipeGeneratorRepository(deps.db),
    recipesRepo: createRecipesRepository(deps.db),
    engine: deps.engine,
    paidActions: deps.paidActions,
    wallet: deps.wallet,
    foods: deps.foods,
    onboarding: deps.onboarding,
  });
  await app.register(recipeGeneratorRoutes, { service, prefix: '/api/v1/recipe-generator' });
}
