import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.js';
import type { AiEngine } from '../../lib/ai/index.js';
import type { RateLimiter, RateRule } from '../../lib/rate-limiter.js';
import type { ScanDiary, ScanFoods, ScanPayments, ScanPhotos } from './food-scans.ports.js';
import { createFoodScansRepository } from './food-scans.repository.js';
import { foodScansRoutes } from './food-scans.routes.js';
import { createFoodScansService } from './food-scans.service.js';

export type { ScanDiary, ScanFoods, ScanPayments, ScanPhotos } from './food-scans.ports.js';

/** KetoVision (/api/v1/food-scans): barcode, vision model or description → a scored scan. */
export function createFoodScansModule(deps: {
  db: Db;
  engine: AiEngine;
  paidActions: ScanPayments;
  photos: ScanPhotos;
  foods: ScanFoods;
  diary: ScanDiary;
  limiter: RateLimiter;
  freeScanPhotos: RateRule;
}) {
  const service = createFoodScansService({ ...deps, repo: createFoodScansRepository(deps.db) });
  const routes: FastifyPluginAsync = async (app) => {
    await app.register(foodScansRoutes, { service, prefix: '/api/v1/food-scans' });
  };
  return { service, routes };
}
