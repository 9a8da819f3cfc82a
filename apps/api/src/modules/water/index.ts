import type { ProfileReader } from '@ketoflow/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.js';
import { createWaterRepository } from './water.repository.js';
import { waterRoutes } from './water.routes.js';
import { createWaterService } from './water.service.js';

export type { WaterService } from './water.service.js';

/** The water log: drinks on diary days, the day's total against the own or guidance target. */
export function createWaterModule(deps: { db: Db; profile: ProfileReader }) {
  const service = createWaterService({
    repo: createWaterRepository(deps.db),
    profile: deps.profile,
  });
  const routes: FastifyPluginAsync = async (app) => {
    await app.register(waterRoutes, { waterService: service, prefix: '/api/v1/water' });
  };
  return { service, routes };
}
