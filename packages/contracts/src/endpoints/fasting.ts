import { IdParamsSchema } from '../common.js';
import {
  CurrentFastResponseSchema,
  EndFastBodySchema,
  FastingStatsSchema,
  FastSchema,
  FastsPageSchema,
  ListFastsQuerySchema,
  StartFastBodySchema,
  TimeZoneQuerySchema,
  UpdateFastBodySchema,
} from '../fasting.js';
import { defineEndpoint } from './define.js';

const errors = [400, 401, 404] as const;

/** Fasts: /api/v1/fasts. */
export const fastingEndpoints = {
  current: defineEndpoint({
    method: 'GET',
    path: '/api/v1/fasts/current',
    status: 200,
    response: CurrentFastResponseSchema,
    errors: [401],
  }),
  stats: defineEndpoint({
    method: 'GET',
    path: '/api/v1/fasts/stats',
    query: TimeZoneQuerySchema,
    status: 200,
    response: FastingStatsSchema,
    errors: [400, 401],
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/api/v1/fasts',
    query: ListFastsQuerySchema,
    status: 200,
    response: FastsPageSchema,
    errors: [400, 401],
  }),
  start: defineEndpoint({
    method: 'POST',
    replayable: true,
    path: '/api/v1/fasts',
    body: StartFastBodySchema,
    status: 201,
    response: FastSchema,
    errors: [...errors, 409],
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/v1/fasts/:id',
    params: IdParamsSchema,
    status: 200,
    response: FastSchema,
    errors,
  }),
  end: defineEndpoint({
    method: 'POST',
    replayable: true,
    path: '/api/v1/fasts/:id/end',
    params: IdParamsSchema,
    body: EndFastBodySchema,
    status: 200,
    response: FastSchema,
    errors: [...errors, 409],
  }),
  update: defineEndpoint({
    method: 'PATCH',
    replayable: true,
    path: '/api/v1/fasts/:id',
    params: IdParamsSchema,
    body: UpdateFastBodySchema,
    status: 200,
    response: FastSchema,
    errors: [...errors, 409],
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    replayable: true,
    path: '/api/v1/fasts/:id',
    params: IdParamsSchema,
    status: 204,
    errors,
  }),
};
