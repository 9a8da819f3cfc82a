import { AdminAnalyticsQuerySchema, AdminAnalyticsSchema } from '../admin-analytics.js';
import { defineEndpoint } from './define.js';

/** Admin analytics (decision 026), behind the admin guard like every /api/v1/admin/* path. */
export const adminAnalyticsEndpoints = {
  /** Every metric for a range of UTC days (at most 366), in one answer. */
  get: defineEndpoint({
    method: 'GET',
    path: '/api/v1/admin/analytics',
    query: AdminAnalyticsQuerySchema,
    status: 200,
    response: AdminAnalyticsSchema,
    errors: [400, 401, 403],
  }),
};
