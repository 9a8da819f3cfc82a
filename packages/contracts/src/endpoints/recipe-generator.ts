import { PaidRequestHeadersSchema } from '../ai.js';
import {
  GenerateRecipeBodySchema,
  GenerateRecipeResponseSchema,
  SaveRecipeDraftBodySchema,
  SaveRecipeDraftResponseSchema,
} from '../recipe-generator.js';
import { defineEndpoint } from './define.js';

/** Recipe drafts from ingredients on hand: /api/v1/recipe-generator. */
export const recipeGeneratorEndpoints = {
  generate: defineEndpoint({
    method: 'POST',
    path: '/api/v1/recipe-generator/drafts',
    headers: PaidRequestHeadersSchema,
    body: GenerateRecipeBodySchema,
    status: 200,
    response: GenerateRecipeResponseSchema,
    errors: [400, 401, 402, 409, 502, 503, 504],
  }),
  save: defineEndpoint({
    method: 'POST',
    path: '/api/v1/recipe-generator/drafts/save',
    body: SaveRecipeDraftBodySchema,
    status: 201,
    response: SaveRecipeDraftResponseSchema,
    errors: [400, 401, 404],
  }),
};
