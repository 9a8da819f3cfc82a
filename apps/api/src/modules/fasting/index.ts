import type { ProfileReader } from '@ketoflow/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.js';
import { createFastingRepository } from './fasting.repository.js';
import { fastingRoutes } from './fasting.routes.js';
import { safetyFlagsFrom } from './fasting.safety-flags.js';
import { createFastingService } from './fasting.service.js';

export type { FastingService } from './fasting.service.js';

/** Fasts that run on the server (any device continues the timer), with history and stats. */
/** `profile`: the onboarding safety answers, which decide the cautions on long fasts. */
export function createFastingModule(deps: { db: Db; profile: ProfileReader }) {
  const service = createFastingService({
    repo: createFastingRepository(deps.db),
    safetyFlags: safetyFlagsFrom(deps.profile),
  });
  const routes: FastifyPluginAsync = async (app) => {
    await app.register(fastingRoutes, { fastingService: service, prefix: '/api/v1/fasts' });
  };
  return { service, routes };
}
