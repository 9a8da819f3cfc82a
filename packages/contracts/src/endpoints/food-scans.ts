import { PaidRequestHeadersSchema } from '../ai.js';
import { IdParamsSchema } from '../common.js';
import {
  DescribeScanBodySchema,
  FoodScanListQuerySchema,
  FoodScanListSchema,
  FoodScanQuerySchema,
  FoodScanSchema,
  LogFoodScanBodySchema,
  PhotoScanResponseSchema,
} from '../food-scans.js';
import { MealSchema } from '../meals.js';
import { defineEndpoint } from './define.js';

const errors = [400, 401, 404] as const;
const paidErrors = [...errors, 402, 409, 501, 502, 503, 504] as const;

/** KetoVision food scans: /api/v1/food-scans. */
export const foodScansEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/v1/food-scans',
    query: FoodScanListQuerySchema,
    status: 200,
    response: FoodScanListSchema,
    errors: [400, 401],
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/v1/food-scans/:id',
    params: IdParamsSchema,
    status: 200,
    response: FoodScanSchema,
    errors,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/v1/food-scans/:id',
    params: IdParamsSchema,
    status: 204,
    errors,
  }),
  log: defineEndpoint({
    method: 'POST',
    path: '/api/v1/food-scans/:id/log',
    params: IdParamsSchema,
    body: LogFoodScanBodySchema,
    status: 201,
    response: MealSchema,
    errors: [...errors, 409],
  }),
  describe: defineEndpoint({
    method: 'POST',
    path: '/api/v1/food-scans/describe',
    headers: PaidRequestHeadersSchema,
    query: FoodScanQuerySchema,
    body: DescribeScanBodySchema,
    status: 200,
    response: FoodScanSchema,
    errors: paidErrors,
  }),
  photo: defineEndpoint({
    method: 'POST',
    path: '/api/v1/food-scans/photo',
    headers: PaidRequestHeadersSchema,
    query: FoodScanQuerySchema,
    upload: 'image',
    status: 200,
    response: PhotoScanResponseSchema,
    errors: [...paidErrors, 413],
  }),
};
