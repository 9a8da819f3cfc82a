import type { ProfileReader } from '@ketoflow/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.js';
import type { AiEngine } from '../../lib/ai/index.js';
import type {
  MealPlansLogger,
  PlanDiary,
  PlanFoods,
  PlanPayments,
  PlanRecipes,
} from './meal-plans.ports.js';
import { createMealPlansRepository } from './meal-plans.repository.js';
import { mealPlansRoutes } from './meal-plans.routes.js';
import { createMealPlansService } from './meal-plans.service.js';

export type { PlanDiary, PlanFoods, PlanPayments, PlanRecipes } from './meal-plans.ports.js';

/** Meal plans (/api/v1/meal-plans): paid generation by the solver, swaps, logging, shopping. */
export function createMealPlansModule(deps: {
  db: Db;
  engine: AiEngine;
  paidActions: PlanPayments;
  /** A plan is built from the profile's targets and answers. */
  profile: ProfileReader;
  recipes: PlanRecipes;
  foods: PlanFoods;
  diary: PlanDiary;
  logger: MealPlansLogger;
}) {
  const service = createMealPlansService({ ...deps, repo: createMealPlansRepository(deps.db) });
  const routes: FastifyPluginAsync = async (app) => {
    await app.register(mealPlansRoutes, { service, prefix: '/api/v1/meal-plans' });
  };
  return { service, routes };
}
