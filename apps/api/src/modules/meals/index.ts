import type { ProfileReader } from '@ketoflow/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.js';
import type { DiaryFoods, DiaryRecipes } from './meals.ports.js';
import { createMealsRepository } from './meals.repository.js';
import { mealsRoutes } from './meals.routes.js';
import { createMealsService } from './meals.service.js';

export type { DiaryFood, DiaryFoods, DiaryFoodUsage, DiaryRecipes } from './meals.ports.js';
export type { NewMealItem } from './meals.repository.js';
export type { MealsService } from './meals.service.js';

/**
 * The meal diary: entries by food, recipe or described text, day totals against the targets,
 * copies, and entries other modules resolved themselves (KetoVision scans).
 */
export function createMealsModule(deps: {
  db: Db;
  foods: DiaryFoods;
  recipes: DiaryRecipes;
  /** The day's progress is measured against the profile's targets. */
  profile: ProfileReader;
}) {
  const service = createMealsService({
    repo: createMealsRepository(deps.db, deps.foods.usage),
    foods: deps.foods,
    recipes: deps.recipes,
    // None before onboarding: the day shows its totals without targets.
    targetsFor: async (userId) => (await deps.profile.read(userId))?.plan.targets ?? null,
  });
  const routes: FastifyPluginAsync = async (app) => {
    await app.register(mealsRoutes, { mealsService: service, prefix: '/api/v1/meals' });
  };
  return { service, routes };
}
