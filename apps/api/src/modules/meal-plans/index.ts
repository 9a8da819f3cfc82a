import type { FastifyInstance } from 'fastify';
import type { AiFeatureDeps } from '../ai/feature-deps.js';

/** Registers this feature's routes (issue 5). */
export async function registerMealPlans(app: FastifyInstance, deps: AiFeatureDeps): Promise<void> {
  void app;
  void deps;
}
