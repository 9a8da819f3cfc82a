import type { FastifyPluginAsync } from 'fastify';
import { dashboardRoutes, type DashboardSources } from './dashboard.routes.js';

export type { DashboardSources } from './dashboard.routes.js';

/** The dashboard's one round trip, read from the other modules through `sources`. */
export function createDashboardModule(deps: { sources: DashboardSources }) {
  const routes: FastifyPluginAsync = async (app) => {
    await app.register(dashboardRoutes, { sources: deps.sources, prefix: '/api/v1/dashboard' });
  };
  return { routes };
}
