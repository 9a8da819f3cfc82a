import { AdminAccessSchema } from '../admin.js';
import { SecondFactorBodySchema } from '../two-factor.js';
import { defineEndpoint } from './define.js';

/**
 * The admin area (decision 022). Every /api/v1/admin/* request passes one guard: signed out 401,
 * not an admin 403 FORBIDDEN, an admin whose session has not passed the second factor 403
 * ADMIN_SECOND_FACTOR_REQUIRED — except `access`, which tells the admin area which it is.
 */
export const adminEndpoints = {
  access: defineEndpoint({
    method: 'GET',
    path: '/api/v1/admin/access',
    status: 200,
    response: AdminAccessSchema,
    errors: [401, 403],
  }),
  /** An admin proves the second factor again for this session (after ADMIN_SESSION_MINUTES). */
  stepUp: defineEndpoint({
    method: 'POST',
    path: '/api/v1/admin/step-up',
    body: SecondFactorBodySchema,
    status: 200,
    response: AdminAccessSchema,
    errors: [400, 401, 403, 429],
  }),
};
