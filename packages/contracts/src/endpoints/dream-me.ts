import { PaidRequestHeadersSchema } from '../ai.js';
import { IdParamsSchema } from '../common.js';
import {
  CreateDreamMeQuerySchema,
  CreateDreamMeResponseSchema,
  DeleteDreamMeAllResponseSchema,
  DreamMeEligibilitySchema,
  DreamMeListSchema,
  DreamMeResultSchema,
} from '../dream-me.js';
import { defineEndpoint } from './define.js';

const errors = [400, 401, 404] as const;

/** Dream Me projections and images: /api/v1/dream-me. */
export const dreamMeEndpoints = {
  eligibility: defineEndpoint({
    method: 'GET',
    path: '/api/v1/dream-me/eligibility',
    status: 200,
    response: DreamMeEligibilitySchema,
    errors: [401, 409],
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/api/v1/dream-me',
    status: 200,
    response: DreamMeListSchema,
    errors: [401],
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/v1/dream-me/:id',
    params: IdParamsSchema,
    status: 200,
    response: DreamMeResultSchema,
    errors,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/v1/dream-me/:id',
    params: IdParamsSchema,
    status: 204,
    errors,
  }),
  removeAll: defineEndpoint({
    method: 'DELETE',
    path: '/api/v1/dream-me',
    status: 200,
    response: DeleteDreamMeAllResponseSchema,
    errors: [401],
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/v1/dream-me',
    headers: PaidRequestHeadersSchema,
    query: CreateDreamMeQuerySchema,
    upload: 'image',
    replayStatus: 200,
    status: 201,
    response: CreateDreamMeResponseSchema,
    errors: [...errors, 402, 403, 409, 413],
  }),
};
