import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.js';
import type { RateLimiter } from '../../lib/rate-limiter.js';
import { createFoodCandidatesRepository } from './food-candidates.repository.js';
import { createFoodsRepository } from './foods.repository.js';
import { foodsRoutes } from './foods.routes.js';
import {
  createFoodsService,
  type FoodsLogger,
  type OpenFoodFactsSettings,
} from './foods.service.js';

export { readCatalogueFile, seedCatalogue } from './catalogue.js';
export { DEFAULT_DATA_TYPES, importFdcFolder } from './fdc-import.js';
export type { FoodCandidate } from './food-candidates.repository.js';
export { nutrientFactsOf, type FoodFacts } from './foods.mappers.js';
export type { FoodsService, OpenFoodFactsSettings } from './foods.service.js';

/**
 * The food database: the curated USDA catalogue (seeded on start), users' custom foods,
 * typo-tolerant search and barcodes through Open Food Facts. Other modules read foods'
 * facts through the service (factsByIds), never the table.
 */
export async function createFoodsModule(deps: {
  db: Db;
  logger: FoodsLogger;
  limiter: RateLimiter;
  catalogueFile: string;
  openFoodFacts: OpenFoodFactsSettings;
  appName: string;
  appVersion: string;
}) {
  const service = createFoodsService({
    ...deps,
    repo: createFoodsRepository(deps.db),
    candidates: createFoodCandidatesRepository(deps.db),
  });
  await service.seedCatalogue();
  const routes: FastifyPluginAsync = async (app) => {
    await app.register(foodsRoutes, { foodsService: service, prefix: '/api/v1/foods' });
  };
  return { service, routes };
}
