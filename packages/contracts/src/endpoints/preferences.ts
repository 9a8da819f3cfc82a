import {
  PreferenceKeyParamsSchema,
  UpsertPreferenceBodySchema,
  UserPreferencesSchema,
} from '../preferences.js';
import { defineEndpoint } from './define.js';

/** The signed-in user's own dismissals (user_preferences): /api/v1/me/preferences. */
export const preferencesEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: '/api/v1/me/preferences',
    status: 200,
    response: UserPreferencesSchema,
    errors: [401],
  }),
  upsert: defineEndpoint({
    method: 'PUT',
    path: '/api/v1/me/preferences',
    body: UpsertPreferenceBodySchema,
    status: 200,
    response: UserPreferencesSchema,
    errors: [400, 401, 413],
  }),
  resetAll: defineEndpoint({
    method: 'DELETE',
    path: '/api/v1/me/preferences',
    status: 204,
    errors: [401],
  }),
  reset: defineEndpoint({
    method: 'DELETE',
    path: '/api/v1/me/preferences/:key',
    params: PreferenceKeyParamsSchema,
    status: 204,
    errors: [400, 401],
  }),
};
