import { IdParamsSchema } from '../common.js';
import {
  AdminReferralItemSchema,
  AdminReferralPageSchema,
  AdminReferralsQuerySchema,
} from '../admin-referrals.js';
import { AdminReasonBodySchema } from '../admin-users.js';
import { defineEndpoint } from './define.js';

/** Referrals in the admin area (decision 024); behind the admin guard. */
export const adminReferralsEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/v1/admin/referrals',
    query: AdminReferralsQuerySchema,
    status: 200,
    response: AdminReferralPageSchema,
    errors: [400, 401, 403],
  }),
  /** Revokes a fraudulent referral: a completed one's coins are reversed, once. */
  revoke: defineEndpoint({
    method: 'POST',
    path: '/api/v1/admin/referrals/:id/revoke',
    params: IdParamsSchema,
    body: AdminReasonBodySchema,
    status: 200,
    response: AdminReferralItemSchema,
    errors: [400, 401, 403, 404, 409],
  }),
};
