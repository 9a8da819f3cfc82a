import { endpoints } from '@ketoflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../lib/define-route.js';
import { currentUser } from '../../plugins/session.js';
import type { AdminAnalyticsService } from './admin-analytics.service.js';

/** What this module needs of the admin area: the check behind every admin operation. */
export type OperatorCheck = {
  /** Throws 403 (FORBIDDEN or ADMIN_SECOND_FACTOR_REQUIRED) unless an admin past 2FA. */
  assertOperator(userId: string, sessionId: string | null): Promise<void>;
};

/**
 * GET /api/v1/admin/analytics. The admin module's guard hook is scoped to the admin module's
 * own plugin context, so a route registered by another module is not behind it: this module
 * checks the same way itself (signed out 401, not an admin 403, no second factor 403
 * ADMIN_SECOND_FACTOR_REQUIRED) before anything else runs, validation included.
 */
export const adminAnalyticsRoutes: FastifyPluginAsyncZod<{
  analyticsService: AdminAnalyticsService;
  operators: OperatorCheck;
}> = async (app, { analyticsService, operators }) => {
  app.addHook('onRequest', async (request, reply) => {
    await app.requireUser(request, reply);
    await operators.assertOperator(currentUser(request).id, request.sessionId);
  });
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
