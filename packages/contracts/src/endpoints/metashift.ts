import { TimeZoneQuerySchema } from '../fasting.js';
import { ActivateMetashiftBodySchema, MetashiftStateSchema } from '../metashift.js';
import { defineEndpoint } from './define.js';

const errors = [400, 401] as const;

/** The Metashift programme: /api/v1/metashift (days counted in the `tz` time zone). */
export const metashiftEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: '/api/v1/metashift',
    query: TimeZoneQuerySchema,
    status: 200,
    response: MetashiftStateSchema,
    errors,
  }),
  activate: defineEndpoint({
    method: 'POST',
    path: '/api/v1/metashift/activate',
    query: TimeZoneQuerySchema,
    body: ActivateMetashiftBodySchema,
    status: 200,
    response: MetashiftStateSchema,
    errors,
  }),
  deactivate: defineEndpoint({
    method: 'POST',
    path: '/api/v1/metashift/deactivate',
    query: TimeZoneQuerySchema,
    status: 200,
    response: MetashiftStateSchema,
    errors,
  }),
};
