import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.js';
import { createAdminAnalyticsRepository } from './admin-analytics.repository.js';
import { adminAnalyticsRoutes, type OperatorCheck } from './admin-analytics.routes.js';
import { createAdminAnalyticsService } from './admin-analytics.service.js';

export type { AdminAnalyticsService } from './admin-analytics.service.js';
export type { OperatorCheck } from './admin-analytics.routes.js';

/**
 * Admin analytics (issue 13 §7, decision 026): read-only SQL over the tables of other modules
 * and the roll-ups their triggers keep. It owns no writes; `operators` (the admin module's service)
 * decides who may read.
 */
export function createAdminAnalyticsModule(deps: { db: Db; operators: OperatorCheck }) {
  const service = createAdminAnalyticsService({ repo: createAdminAnalyticsRepository(deps.db) });
  const routes: FastifyPluginAsync = async (app) => {
    await app.register(adminAnalyticsRoutes, {
      analyticsService: service,
      operators: deps.operators,
    });
  };
  return { service, routes };
}
