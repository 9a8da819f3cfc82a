import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.js';
import { createMetashiftRepository } from './metashift.repository.js';
import { metashiftRoutes } from './metashift.routes.js';
import { createMetashiftService } from './metashift.service.js';

export type { MetashiftService } from './metashift.service.js';

/** The Metashift phase programme: the user's start date and the phase of any day. */
export function createMetashiftModule(deps: { db: Db }) {
  const service = createMetashiftService({ repo: createMetashiftRepository(deps.db) });
  const routes: FastifyPluginAsync = async (app) => {
    await app.register(metashiftRoutes, {
      metashiftService: service,
      prefix: '/api/v1/metashift',
    });
  };
  return { service, routes };
}
