import { AdminSystemSchema, ConnectionCheckSchema } from '../admin-system.js';
import { defineEndpoint } from './define.js';

/** The admin area's System page (decision 024); behind the admin guard. */
export const adminSystemEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: '/api/v1/admin/system',
    status: 200,
    response: AdminSystemSchema,
    errors: [401, 403],
  }),
  testAi: defineEndpoint({
    method: 'POST',
    path: '/api/v1/admin/system/test-ai',
    status: 200,
    response: ConnectionCheckSchema,
    errors: [401, 403],
  }),
  testOpenFoodFacts: defineEndpoint({
    method: 'POST',
    path: '/api/v1/admin/system/test-open-food-facts',
    status: 200,
    response: ConnectionCheckSchema,
    errors: [401, 403],
  }),
};
