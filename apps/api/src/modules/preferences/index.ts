import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.js';
import { createPreferencesRepository } from './preferences.repository.js';
import { preferencesRoutes } from './preferences.routes.js';
import { createPreferencesService } from './preferences.service.js';

export type { PreferencesService } from './preferences.service.js';

/** The user's dismissals of tours and hints (user_preferences): /api/v1/me/preferences. */
export function createPreferencesModule(deps: {
  db: Db;
  logger: { warn(obj: object, msg: string): void };
}) {
  const service = createPreferencesService({
    repo: createPreferencesRepository(deps.db),
    logger: deps.logger,
  });
  const routes: FastifyPluginAsync = async (app) => {
    await app.register(preferencesRoutes, {
      preferencesService: service,
      prefix: '/api/v1/me/preferences',
    });
  };
  return { service, routes };
}
