import { IdParamsSchema } from '../common.js';
import {
  CopyMealsRequestSchema,
  CopyMealsResponseSchema,
  CreateMealRequestSchema,
  MealDaySummarySchema,
  MealListQuerySchema,
  MealListResponseSchema,
  MealSchema,
  MealSummaryQuerySchema,
  ParseMealRequestSchema,
  ParseMealResponseSchema,
  UpdateMealRequestSchema,
} from '../meals.js';
import { defineEndpoint } from './define.js';

const errors = [400, 401] as const;
const errorsWith404 = [400, 401, 404] as const;

/** The food diary: /api/v1/meals. */
export const mealsEndpoints = {
  create: defineEndpoint({
    method: 'POST',
    replayable: true,
    path: '/api/v1/meals',
    body: CreateMealRequestSchema,
    status: 201,
    response: MealSchema,
    errors: errorsWith404,
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/api/v1/meals',
    query: MealListQuerySchema,
    status: 200,
    response: MealListResponseSchema,
    errors,
  }),
  summary: defineEndpoint({
    method: 'GET',
    path: '/api/v1/meals/summary',
    query: MealSummaryQuerySchema,
    status: 200,
    response: MealDaySummarySchema,
    errors,
  }),
  parse: defineEndpoint({
    method: 'POST',
    path: '/api/v1/meals/parse',
    body: ParseMealRequestSchema,
    status: 200,
    response: ParseMealResponseSchema,
    errors,
  }),
  copy: defineEndpoint({
    method: 'POST',
    path: '/api/v1/meals/copy',
    body: CopyMealsRequestSchema,
    status: 201,
    response: CopyMealsResponseSchema,
    errors: errorsWith404,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/v1/meals/:id',
    params: IdParamsSchema,
    status: 200,
    response: MealSchema,
    errors: errorsWith404,
  }),
  update: defineEndpoint({
    method: 'PATCH',
    replayable: true,
    path: '/api/v1/meals/:id',
    params: IdParamsSchema,
    body: UpdateMealRequestSchema,
    status: 200,
    response: MealSchema,
    errors: errorsWith404,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    replayable: true,
    path: '/api/v1/meals/:id',
    params: IdParamsSchema,
    status: 204,
    errors: errorsWith404,
  }),
};
