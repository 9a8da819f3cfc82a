import type { FastifyPluginAsync } from 'fastify';
import { createSafeFetcher } from '../../lib/safe-fetch.js';
import type {
  ImportFoods,
  ImportLimiter,
  ImportLogger,
  ImportRecipes,
} from './recipe-import.ports.js';
import { recipeImportRoutes } from './recipe-import.routes.js';
import { createRecipeImportService } from './recipe-import.service.js';

export type { ImportFoods, ImportLimiter, ImportRecipes } from './recipe-import.ports.js';

export type RecipeImportSettings = {
  timeoutMs: number;
  maxPageBytes: number;
  /** Non-public addresses or ranges that may be fetched (empty: public addresses only). */
  allowedAddresses: readonly string[];
  userAgent: string;
};

/** Import recipes from recipe pages and pasted text into My Recipes (free). */
export function createRecipeImportModule(deps: {
  settings: RecipeImportSettings;
  foods: ImportFoods;
  recipes: ImportRecipes;
  limit: ImportLimiter;
  logger: ImportLogger;
}) {
  const fetcher = createSafeFetcher({
    timeoutMs: deps.settings.timeoutMs,
    maxRedirects: 5,
    userAgent: deps.settings.userAgent,
    allowedAddresses: deps.settings.allowedAddresses,
  });
  const service = createRecipeImportService({
    fetcher,
    maxPageBytes: deps.settings.maxPageBytes,
    foods: deps.foods,
    recipes: deps.recipes,
    limit: deps.limit,
    logger: deps.logger,
  });
  const routes: FastifyPluginAsync = async (app) => {
    app.addHook('onClose', async () => fetcher.close());
    await app.register(recipeImportRoutes, { service, prefix: '/api/v1/recipe-import' });
  };
  return { service, routes };
}
