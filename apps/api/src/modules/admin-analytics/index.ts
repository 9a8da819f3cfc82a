import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.js';
import { createAdminAnalyticsRepository } from './admin-analytics.repository.js';
import { adminAnalyticsRoutes } from './admin-analytics.routes.js';
import { createAdminAnalyticsService } from './admin-analytics.service.js';

export type { AdminAnalyticsService } from './admin-analytics.service.js';

/**
 * Admin analytics (issue 13 §7, decision 026): SQL over the tables of other modules and the
 * roll-ups (kept by triggers, or materialized here per settled day). The admin guard, at the
 * root in app.ts, decides who may read.
 */
export function createAdminAnalyticsModule(deps: { db: Db }) {
  const service = createAdminAnalyticsService({ repo: createAdminAnalyticsRepository(deps.db) });
  const routes: FastifyPluginAsync = async (app) => {
    await app.register(adminAnalyticsRoutes, { analyticsService: service });
  };
  return { service, routes };
}
