import type { ProfileReader } from '@ketoflow/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.js';
import type { AiEngine } from '../../lib/ai/index.js';
import type { DreamMePayments, DreamMePhotos, DreamMeWeights } from './dream-me.ports.js';
import { createDreamMeRepository } from './dream-me.repository.js';
import { dreamMeRoutes } from './dream-me.routes.js';
import { createDreamMeService } from './dream-me.service.js';

export type { DreamMePayments, DreamMePhotos, DreamMeWeights } from './dream-me.ports.js';

/** Dream Me (/api/v1/dream-me): a projected future self from a photo and the NIH model. */
export function createDreamMeModule(deps: {
  db: Db;
  engine: AiEngine;
  paidActions: DreamMePayments;
  photos: DreamMePhotos;
  /** The profile the projection starts from (answers, plan, onboarding date). */
  profile: ProfileReader;
  weights: DreamMeWeights;
}) {
  const service = createDreamMeService({
    db: deps.db,
    repo: createDreamMeRepository(deps.db),
    engine: deps.engine,
    paidActions: deps.paidActions,
    uploads: deps.photos,
    profile: deps.profile,
    body: deps.weights,
  });
  const routes: FastifyPluginAsync = async (app) => {
    await app.register(dreamMeRoutes, { service, prefix: '/api/v1/dream-me' });
  };
  return { service, routes };
}
