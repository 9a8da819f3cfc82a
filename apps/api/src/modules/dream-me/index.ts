import type { FastifyInstance } from 'fastify';
import type { AiFeatureDeps } from '../ai/feature-deps.js';
import { createDreamMeRepository } from './dream-me.repository.js';
import { dreamMeRoutes } from './dream-me.routes.js';
import { createDreamMeService } from './dream-me.service.js';

/** Registers this feature's routes (issue 5 §7). */
export async function registerDreamMe(app: FastifyInstance, deps: AiFeatureDeps): Promise<void> {
  const service = createDreamMeService({
    db: deps.db,
    repo: createDreamMeRepository(deps.db),
    engine: deps.engine,
    paidActions: deps.paidActions,
    uploads: deps.uploads,
    onboarding: deps.onboarding,
    body: deps.body,
  });
  await app.register(dreamMeRoutes, { service, prefix: '/api/v1/dream-me' });
}
