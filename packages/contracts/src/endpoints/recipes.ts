import { IdParamsSchema } from '../common.js';
import {
  CreateRecipeBodySchema,
  ListRecipesQuerySchema,
  RecipeListSchema,
  RecipeSchema,
  UpdateRecipeBodySchema,
} from '../recipes.js';
import { defineEndpoint } from './define.js';

const errors = [400, 401, 404] as const;

/** The user's recipes and the starter library: /api/v1/recipes. */
export const recipesEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/v1/recipes',
    query: ListRecipesQuerySchema,
    status: 200,
    response: RecipeListSchema,
    errors: [400, 401],
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/v1/recipes/:id',
    params: IdParamsSchema,
    status: 200,
    response: RecipeSchema,
    errors,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/v1/recipes',
    body: CreateRecipeBodySchema,
    status: 201,
    response: RecipeSchema,
    errors: [400, 401],
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/api/v1/recipes/:id',
    params: IdParamsSchema,
    body: UpdateRecipeBodySchema,
    status: 200,
    response: RecipeSchema,
    errors,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/v1/recipes/:id',
    params: IdParamsSchema,
    status: 204,
    errors,
  }),
  copy: defineEndpoint({
    method: 'POST',
    path: '/api/v1/recipes/:id/copy',
    params: IdParamsSchema,
    status: 201,
    response: RecipeSchema,
    errors,
  }),
  removePhoto: defineEndpoint({
    method: 'DELETE',
    path: '/api/v1/recipes/:id/photo',
    params: IdParamsSchema,
    status: 200,
    response: RecipeSchema,
    errors,
  }),
  setPhoto: defineEndpoint({
    method: 'PUT',
    path: '/api/v1/recipes/:id/photo',
    params: IdParamsSchema,
    upload: 'image',
    status: 200,
    response: RecipeSchema,
    errors: [...errors, 413],
  }),
};
