import { HealthResponseSchema } from '../health.js';
import { defineEndpoint } from './define.js';

/** Liveness, for load balancers (outside /api/v1: it never changes shape). */
export const healthEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: '/api/health',
    status: 200,
    response: HealthResponseSchema,
    errors: [],
  }),
};
