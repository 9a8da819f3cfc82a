import { type DashboardToday, endpoints } from '@ketoflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../lib/define-route.js';
import { currentUser } from '../../plugins/session.js';

/** What the dashboard reads from the other modules' services (each filters by the user). */
export type DashboardSources = {
  nutrition(userId: string, date: string): Promise<DashboardToday['nutrition']>;
  fasting(userId: string): Promise<DashboardToday['fasting']>;
  weight(userId: string): Promise<DashboardToday['weight']>;
  metashift(userId: string, timeZone: string): Promise<DashboardToday['metashift']>;
  balance(userId: string): Promise<number>;
};

/**
 * The dashboard in one round trip: today's macros against the targets, the running fast,
 * the weight trend, the Metashift phase and the coin balance, read in parallel.
 */
export const dashboardRoutes: FastifyPluginAsyncZod<{ sources: DashboardSources }> = async (
  app,
  { sources },
) => {
  app.addHook('onRequest', app.requireUser);
  defineRoute(
    app,
    endpoints.dashboard.today,
    {
      schema: {
        tags: ['dashboard'],
        summary: "Today's macros, fast, weight trend, Metashift phase and coins in one call",
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const { date, tz } = request.query;
      const [nutrition, fasting, weight, metashift, balance] = await Promise.all([
        sources.nutrition(userId, date),
        sources.fasting(userId),
        sources.weight(userId),
        sources.metashift(userId, tz),
        sources.balance(userId),
      ]);
      return { nutrition, fasting, weight, metashift, balance };
    },
  );
};
