import { IdParamsSchema } from '../common.js';
import {
  CreateWaterBodySchema,
  WaterDayQuerySchema,
  WaterDaySchema,
  WaterEntrySchema,
  WaterTargetBodySchema,
} from '../water.js';
import { defineEndpoint } from './define.js';

/** The water log: /api/v1/water. */
export const waterEndpoints = {
  day: defineEndpoint({
    method: 'GET',
    path: '/api/v1/water',
    query: WaterDayQuerySchema,
    status: 200,
    response: WaterDaySchema,
    errors: [400, 401],
  }),
  create: defineEndpoint({
    method: 'POST',
    replayable: true,
    path: '/api/v1/water',
    body: CreateWaterBodySchema,
    status: 201,
    response: WaterEntrySchema,
    errors: [400, 401],
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    replayable: true,
    path: '/api/v1/water/:id',
    params: IdParamsSchema,
    status: 204,
    errors: [400, 401, 404],
  }),
  setTarget: defineEndpoint({
    method: 'PUT',
    path: '/api/v1/water/target',
    body: WaterTargetBodySchema,
    status: 200,
    response: WaterDaySchema.pick({ targetMl: true, targetSource: true }),
    errors: [400, 401],
  }),
};
