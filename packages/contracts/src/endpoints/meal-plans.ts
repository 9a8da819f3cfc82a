import { PaidRequestHeadersSchema } from '../ai.js';
import { IdParamsSchema } from '../common.js';
import {
  CurrentMealPlanSchema,
  GenerateMealPlanBodySchema,
  MealPlanDayParamsSchema,
  MealPlanDaySchema,
  MealPlanListSchema,
  MealPlanMealParamsSchema,
  MealPlanSchema,
  MealPlanTzQuerySchema,
  ShoppingListQuerySchema,
  ShoppingListSchema,
  SwapMealBodySchema,
} from '../meal-plans.js';
import { MealSchema } from '../meals.js';
import { defineEndpoint } from './define.js';

const errors = [400, 401, 404] as const;

/** Meal plans made by the solver: /api/v1/meal-plans. */
export const mealPlansEndpoints = {
  generate: defineEndpoint({
    method: 'POST',
    path: '/api/v1/meal-plans',
    headers: PaidRequestHeadersSchema,
    query: MealPlanTzQuerySchema,
    body: GenerateMealPlanBodySchema,
    status: 201,
    response: MealPlanSchema,
    errors: [400, 401, 402, 409],
  }),
  current: defineEndpoint({
    method: 'GET',
    path: '/api/v1/meal-plans/current',
    query: MealPlanTzQuerySchema,
    status: 200,
    response: CurrentMealPlanSchema,
    errors: [400, 401],
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/api/v1/meal-plans',
    query: MealPlanTzQuerySchema,
    status: 200,
    response: MealPlanListSchema,
    errors: [400, 401],
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/v1/meal-plans/:id',
    params: IdParamsSchema,
    query: MealPlanTzQuerySchema,
    status: 200,
    response: MealPlanSchema,
    errors,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/v1/meal-plans/:id',
    params: IdParamsSchema,
    status: 204,
    errors,
  }),
  swap: defineEndpoint({
    method: 'POST',
    path: '/api/v1/meal-plans/:id/days/:dayNumber/swap',
    params: MealPlanDayParamsSchema,
    body: SwapMealBodySchema,
    status: 200,
    response: MealPlanDaySchema,
    errors,
  }),
  logMeal: defineEndpoint({
    method: 'POST',
    path: '/api/v1/meal-plans/:id/days/:dayNumber/meals/:mealIndex/log',
    params: MealPlanMealParamsSchema,
    status: 201,
    response: MealSchema,
    errors,
  }),
  shoppingList: defineEndpoint({
    method: 'GET',
    path: '/api/v1/meal-plans/:id/shopping-list',
    params: IdParamsSchema,
    query: ShoppingListQuerySchema,
    status: 200,
    response: ShoppingListSchema,
    errors,
  }),
};
