import type { FastifyPluginAsync } from 'fastify';
import { healthRoutes } from './health.routes.js';

/** GET /api/health: liveness, the database kind and the version. */
export function createHealthModule(deps: { database: 'pglite' | 'postgres'; version: string }) {
  const routes: FastifyPluginAsync = async (app) => {
    await app.register(healthRoutes, deps);
  };
  return { routes };
}
