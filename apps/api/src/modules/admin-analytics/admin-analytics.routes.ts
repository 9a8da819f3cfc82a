import { endpoints } from '@ketoflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../lib/define-route.js';
import type { AdminAnalyticsService } from './admin-analytics.service.js';

/**
 * GET /api/v1/admin/analytics, mounted inside the admin area: its guard answers first (401 /
 * 403 / 403 ADMIN_SECOND_FACTOR_REQUIRED), so this route only ever serves an admin whose
 * session passed the second factor.
 */
export const adminAnalyticsRoutes: FastifyPluginAsyncZod<{
  analyticsService: AdminAnalyticsService;
}> = async (app, { analyticsService }) => {
  defineRoute(
    app,
    endpoints.adminAnalytics.get,
    {
      schema: {
        tags: ['admin'],
        summary:
          'Sign-ups, onboarding, active users, feature use, AI actions, coins and revenue for a range of UTC days',
      },
    },
    async (request) => analyticsService.get(request.query),
  );
};
