import { DashboardQuerySchema, DashboardTodaySchema } from '../dashboard.js';
import { defineEndpoint } from './define.js';

/** The dashboard in one round trip: /api/v1/dashboard. */
export const dashboardEndpoints = {
  today: defineEndpoint({
    method: 'GET',
    path: '/api/v1/dashboard/today',
    query: DashboardQuerySchema,
    status: 200,
    response: DashboardTodaySchema,
    errors: [400, 401],
  }),
};
