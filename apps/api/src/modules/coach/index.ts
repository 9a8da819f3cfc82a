import type { FastifyInstance } from 'fastify';
import type { AiFeatureDeps } from '../ai/feature-deps.js';
import { loadCoachKnowledge } from './coach.knowledge.js';
import { createCoachRepository } from './coach.repository.js';
import { coachRoutes } from './coach.routes.js';
import { createCoachService } from './coach.service.js';

/** Registers the FlowBrain coach (issue 5 §6) under /api/v1/coach. */
export async function registerCoach(app: FastifyInstance, deps: AiFeatureDeps): Promise<void> {
  const service = createCoachService({
    repo: createCoachRepository(deps.db),
    engine: deps.engine,
    paidActions: deps.paidActions,
    onboarding: deps.onboarding,
    meals: deps.meals,
    fasting: deps.fasting,
    body: deps.body,
    metashift: deps.metashift,
    knowledge: await loadCoachKnowledge(),
    logger: deps.logger,
  });
  await app.register(coachRoutes, { service, prefix: '/api/v1/coach' });
}
