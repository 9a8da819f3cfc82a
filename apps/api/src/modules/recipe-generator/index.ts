import type { ProfileReader } from '@ketoflow/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { AiEngine } from '../../lib/ai/index.js';
import type { DraftPayments, DraftRecipes, GeneratorFoods } from './recipe-generator.ports.js';
import { recipeGeneratorRoutes } from './recipe-generator.routes.js';
import { createRecipeGeneratorService } from './recipe-generator.service.js';

export type { DraftPayments, DraftRecipes, GeneratorFoods } from './recipe-generator.ports.js';

/** The recipe generator in My Recipes: paid drafts, saved into recipes for free. */
export function createRecipeGeneratorModule(deps: {
  engine: AiEngine;
  paidActions: DraftPayments;
  foods: GeneratorFoods;
  recipes: DraftRecipes;
  /** The profile's exclusions and diet style shape every draft. */
  profile: ProfileReader;
}) {
  const service = createRecipeGeneratorService(deps);
  const routes: FastifyPluginAsync = async (app) => {
    await app.register(recipeGeneratorRoutes, { service, prefix: '/api/v1/recipe-generator' });
  };
  return { service, routes };
}
