import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { RateLimiter, RateLimits } from './lib/rate-limiter.js';
import type { createFoodsModule } from './modules/foods/index.js';
import { createRecipeImportModule } from './modules/recipe-import/index.js';
import type { createRecipesModule } from './modules/recipes/index.js';
import { APP_VERSION } from './version.js';

/**
 * Recipe import, wired here to keep app.ts to its size: foods for matching, the recipes
 * module's creation path for saving, and a per-user limit on the pages the server fetches.
 */
export function createRecipeImport(deps: {
  config: Config;
  limiter: RateLimiter;
  limits: RateLimits;
  log: FastifyBaseLogger;
  foods: Awaited<ReturnType<typeof createFoodsModule>>;
  recipes: ReturnType<typeof createRecipesModule>;
}) {
  const { config, limiter, limits } = deps;
  return createRecipeImportModule({
    settings: {
      ...config.recipeImport,
      userAgent: `${config.appName}/${APP_VERSION} recipe import (+${config.appUrl})`,
    },
    foods: deps.foods.service,
    recipes: deps.recipes.service,
    limit: (userId) => limiter.hit(`recipe-import:user:${userId}`, limits.recipeImportsPerUser),
    logger: deps.log,
  });
}
