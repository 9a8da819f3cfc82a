import {
  CreateMeasurementBodySchema,
  CreateReadingBodySchema,
  CreateWeightLogBodySchema,
  ListBodyQuerySchema,
  MeasurementListSchema,
  MeasurementSchema,
  ReadingListSchema,
  ReadingSchema,
  UpdateMeasurementBodySchema,
  UpdateReadingBodySchema,
  UpdateWeightLogBodySchema,
  WeightLogListSchema,
  WeightLogSchema,
  WeightSummarySchema,
} from '../body.js';
import { IdParamsSchema } from '../common.js';
import { defineEndpoint } from './define.js';

const errors = [400, 401, 404] as const;

/** Weigh-ins: /api/v1/body/weights. */
export const weightsEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/v1/body/weights',
    query: ListBodyQuerySchema,
    status: 200,
    response: WeightLogListSchema,
    errors: [400, 401],
  }),
  summary: defineEndpoint({
    method: 'GET',
    path: '/api/v1/body/weights/summary',
    status: 200,
    response: WeightSummarySchema,
    errors: [401],
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/v1/body/weights/:id',
    params: IdParamsSchema,
    status: 200,
    response: WeightLogSchema,
    errors,
  }),
  create: defineEndpoint({
    method: 'POST',
    replayable: true,
    path: '/api/v1/body/weights',
    body: CreateWeightLogBodySchema,
    status: 201,
    response: WeightLogSchema,
    errors,
  }),
  update: defineEndpoint({
    method: 'PATCH',
    replayable: true,
    path: '/api/v1/body/weights/:id',
    params: IdParamsSchema,
    body: UpdateWeightLogBodySchema,
    status: 200,
    response: WeightLogSchema,
    errors,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    replayable: true,
    path: '/api/v1/body/weights/:id',
    params: IdParamsSchema,
    status: 204,
    errors,
  }),
};

/** Tape measurements: /api/v1/body/measurements. */
export const measurementsEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/v1/body/measurements',
    query: ListBodyQuerySchema,
    status: 200,
    response: MeasurementListSchema,
    errors: [400, 401],
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/v1/body/measurements/:id',
    params: IdParamsSchema,
    status: 200,
    response: MeasurementSchema,
    errors,
  }),
  create: defineEndpoint({
    method: 'POST',
    replayable: true,
    path: '/api/v1/body/measurements',
    body: CreateMeasurementBodySchema,
    status: 201,
    response: MeasurementSchema,
    errors,
  }),
  update: defineEndpoint({
    method: 'PATCH',
    replayable: true,
    path: '/api/v1/body/measurements/:id',
    params: IdParamsSchema,
    body: UpdateMeasurementBodySchema,
    status: 200,
    response: MeasurementSchema,
    errors,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    replayable: true,
    path: '/api/v1/body/measurements/:id',
    params: IdParamsSchema,
    status: 204,
    errors,
  }),
};

/** Blood ketone and glucose readings: /api/v1/body/readings. */
export const readingsEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/v1/body/readings',
    query: ListBodyQuerySchema,
    status: 200,
    response: ReadingListSchema,
    errors: [400, 401],
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/v1/body/readings/:id',
    params: IdParamsSchema,
    status: 200,
    response: ReadingSchema,
    errors,
  }),
  create: defineEndpoint({
    method: 'POST',
    replayable: true,
    path: '/api/v1/body/readings',
    body: CreateReadingBodySchema,
    status: 201,
    response: ReadingSchema,
    errors,
  }),
  update: defineEndpoint({
    method: 'PATCH',
    replayable: true,
    path: '/api/v1/body/readings/:id',
    params: IdParamsSchema,
    body: UpdateReadingBodySchema,
    status: 200,
    response: ReadingSchema,
    errors,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    replayable: true,
    path: '/api/v1/body/readings/:id',
    params: IdParamsSchema,
    status: 204,
    errors,
  }),
};
