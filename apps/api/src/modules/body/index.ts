import type { ProfileReader } from '@ketoflow/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.js';
import { createBodyRepository } from './body.repository.js';
import { bodyRoutes } from './body.routes.js';
import { createBodyService } from './body.service.js';

export type { BodyService } from './body.service.js';

/** Body measurements, weigh-ins and ketone/glucose readings, with BMI, trend and GKI. */
export function createBodyModule(deps: { db: Db; profile: ProfileReader }) {
  const service = createBodyService({
    repo: createBodyRepository(deps.db),
    profile: deps.profile,
  });
  const routes: FastifyPluginAsync = async (app) => {
    await app.register(bodyRoutes, { bodyService: service, prefix: '/api/v1/body' });
  };
  return { service, routes };
}
