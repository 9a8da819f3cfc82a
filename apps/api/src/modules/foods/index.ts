import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.js';
import type { RateLimiter } from '../../lib/rate-limiter.js';
import { readCatalogueFile } from './catalogue.js';
import { createFoodCandidatesRepository } from './food-candidates.repository.js';
import { createFoodsOfflineRepository } from './foods-offline.repository.js';
import { createFoodsOffline } from './foods.offline.js';
import { createFoodsRepository } from './foods.repository.js';
import { foodsRoutes } from './foods.routes.js';
import { createFoodUsageWriter } from './foods.usage.js';
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
export type { FoodUse, FoodUsageWriter, NewestFoodUse } from './foods.usage.js';

/**
 * The food database: the curated USDA catalogue (seeded on start), users' custom foods,
 * typo-tolerant search and barcodes through Open Food Facts. Other modules read foods'
 * facts through the service (factsByIds), never the table. The diary reports what users log
 * through `service.usage` (record / forget, in the diary's transaction); foods keeps that
 * usage in its own table and ranks by it, so it never reads the diary.
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
  const repo = createFoodsRepository(deps.db);
  const service = createFoodsService({
    ...deps,
    repo,
    candidates: createFoodCandidatesRepository(deps.db),
    usage: createFoodUsageWriter(),
  });
  await service.seedCatalogue();
  const offline = createFoodsOffline({
    repo: createFoodsOfflineRepository(deps.db),
    // The curated foods are the file's (an FDC import adds far too many for a phone).
    catalogueIds: async () =>
      (await readCatalogueFile(deps.catalogueFile).catch(() => ({ foods: [] }))).foods.map(
        (food) => food.id,
      ),
    findCatalogueByIds: (ids) => repo.findCatalogueByIds(ids),
  });
  const routes: FastifyPluginAsync = async (app) => {
    await app.register(foodsRoutes, {
      foodsService: service,
      foodsOffline: offline,
      prefix: '/api/v1/foods',
    });
  };
  return { service, routes };
}
