import {
  ImportRecipeFromTextBodySchema,
  ImportRecipeFromUrlBodySchema,
  RecipeImportDraftSchema,
  SaveImportedRecipeBodySchema,
  SaveImportedRecipeResponseSchema,
} from '../recipe-import.js';
import { defineEndpoint } from './define.js';

/** Recipe import from a page or pasted text (free): /api/v1/recipe-import. */
export const recipeImportEndpoints = {
  fromUrl: defineEndpoint({
    method: 'POST',
    path: '/api/v1/recipe-import/url',
    body: ImportRecipeFromUrlBodySchema,
    status: 200,
    response: RecipeImportDraftSchema,
    errors: [400, 401, 413, 422, 429, 502, 504],
  }),
  fromText: defineEndpoint({
    method: 'POST',
    path: '/api/v1/recipe-import/text',
    body: ImportRecipeFromTextBodySchema,
    status: 200,
    response: RecipeImportDraftSchema,
    errors: [400, 401, 422, 429],
  }),
  save: defineEndpoint({
    method: 'POST',
    path: '/api/v1/recipe-import/save',
    body: SaveImportedRecipeBodySchema,
    status: 201,
    response: SaveImportedRecipeResponseSchema,
    errors: [400, 401],
  }),
};
