import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.js';
import { createAdminAnalyticsRepository } from './admin-analytics.repository.js';
import { adminAnalyticsRoutes } from './admin-analytics.routes.js';
import { createAdminAnalyticsService } from './admin-analytics.service.js';

export type { AdminAnalyticsService } from './admin-analytics.service.js';

/**
 * Admin analytics (decision 026): SQL over the tables of other modules and the roll-ups (kept
 * by triggers, or materialized here per settled day). The admin area's guard, in front of
 * these routes, decides who may read.
 */
export function createAdminAnalyticsModule(deps: { db: Db }) {
  const service = createAdminAnalyticsService({ repo: createAdminAnalyticsRepository(deps.db) });
  /** Mounted inside the admin area, behind its guard. */
  const adminRoutes: FastifyPluginAsync = async (app) => {
    await app.register(adminAnalyticsRoutes, { analyticsService: service });
  };
  return { service, adminRoutes };
}
