import type { FastifyInstance } from 'fastify';
import type { AiFeatureDeps } from '../ai/feature-deps.js';
import { createFoodScansRepository } from './food-scans.repository.js';
import { foodScansRoutes } from './food-scans.routes.js';
import { createFoodScansService } from './food-scans.service.js';

/** KetoVision (issue 5 §5): /api/v1/food-scans. */
export async function registerFoodScans(app: FastifyInstance, deps: AiFeatureDeps): Promise<void> {
  const service = createFoodScansService({ ...deps, repo: createFoodScansRepository(deps.db) });
  await app.register(foodScansRoutes, { service, prefix: '/api/v1/food-scans' });
}
