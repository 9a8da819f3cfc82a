import { MyReferralsResponseSchema } from '../referral.js';
import { defineEndpoint } from './define.js';

/** Referrals: /api/v1/referrals. */
export const referralsEndpoints = {
  mine: defineEndpoint({
    method: 'GET',
    path: '/api/v1/referrals/me',
    status: 200,
    response: MyReferralsResponseSchema,
    errors: [401, 500],
  }),
};
