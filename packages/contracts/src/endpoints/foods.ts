import {
  BarcodeParamsSchema,
  CreateCustomFoodBodySchema,
  FoodIdParamsSchema,
  FoodListSchema,
  FoodSchema,
  FoodSearchQuerySchema,
  RecentFoodListSchema,
  RecentFoodsQuerySchema,
  UpdateCustomFoodBodySchema,
} from '../foods.js';
import { FoodCatalogueSchema, OwnFoodListSchema } from '../foods-offline.js';
import { defineEndpoint } from './define.js';

const errors = [400, 401, 404] as const;

/** The food database and the user's custom foods: /api/v1/foods. */
export const foodsEndpoints = {
  search: defineEndpoint({
    method: 'GET',
    path: '/api/v1/foods/search',
    query: FoodSearchQuerySchema,
    status: 200,
    response: FoodListSchema,
    errors,
  }),
  recent: defineEndpoint({
    method: 'GET',
    path: '/api/v1/foods/recent',
    query: RecentFoodsQuerySchema,
    status: 200,
    response: RecentFoodListSchema,
    errors,
  }),
  /** The curated catalogue, compact (ETag = its version: an unchanged one answers 304). */
  catalogue: defineEndpoint({
    method: 'GET',
    path: '/api/v1/foods/catalogue',
    status: 200,
    response: FoodCatalogueSchema,
    errors: [401],
  }),
  own: defineEndpoint({
    method: 'GET',
    path: '/api/v1/foods/own',
    status: 200,
    response: OwnFoodListSchema,
    errors: [401],
  }),
  listCustom: defineEndpoint({
    method: 'GET',
    path: '/api/v1/foods/custom',
    status: 200,
    response: FoodListSchema,
    errors,
  }),
  createCustom: defineEndpoint({
    method: 'POST',
    path: '/api/v1/foods/custom',
    body: CreateCustomFoodBodySchema,
    status: 201,
    response: FoodSchema,
    errors,
  }),
  updateCustom: defineEndpoint({
    method: 'PATCH',
    path: '/api/v1/foods/custom/:id',
    params: FoodIdParamsSchema,
    body: UpdateCustomFoodBodySchema,
    status: 200,
    response: FoodSchema,
    errors,
  }),
  removeCustom: defineEndpoint({
    method: 'DELETE',
    path: '/api/v1/foods/custom/:id',
    params: FoodIdParamsSchema,
    status: 204,
    errors,
  }),
  byBarcode: defineEndpoint({
    method: 'GET',
    path: '/api/v1/foods/barcode/:code',
    params: BarcodeParamsSchema,
    status: 200,
    response: FoodSchema,
    // 424: Open Food Facts is off, offline or over its budget (not a fault of this server).
    errors: [...errors, 424, 429],
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/v1/foods/:id',
    params: FoodIdParamsSchema,
    status: 200,
    response: FoodSchema,
    errors,
  }),
};
