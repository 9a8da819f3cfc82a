import type { FastifyInstance } from 'fastify';
import type { AiFeatureDeps } from '../ai/feature-deps.js';
import { createMealPlansRepository } from './meal-plans.repository.js';
import { mealPlansRoutes } from './meal-plans.routes.js';
import { createMealPlansService } from './meal-plans.service.js';

/** Registers the meal-plan routes (issue 5 §3) under /api/v1/meal-plans. */
export async function registerMealPlans(app: FastifyInstance, deps: AiFeatureDeps): Promise<void> {
  const service = createMealPlansService({
    db: deps.db,
    repo: createMealPlansRepository(deps.db),
    engine: deps.engine,
    paidActions: deps.paidActions,
    onboarding: deps.onboarding,
    recipes: deps.recipes,
    meals: deps.meals,
    logger: deps.logger,
  });
  await app.register(mealPlansRoutes, { service, prefix: '/api/v1/meal-plans' });
}
