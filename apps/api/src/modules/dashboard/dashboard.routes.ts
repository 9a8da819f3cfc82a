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
  /** The logging streak and today's keto score, from the day's summary. */
  standing(
    userId: string,
    nutrition: DashboardToday['nutrition'],
  ): Promise<Pick<DashboardToday, 'streak' | 'ketoDay'>>;
};

/**
 * The dashboard in one round trip: today's macros against the targets, the running fast,
 * the weight trend, the Metashift phase, the coin balance, the logging streak and today's keto
 * score, read in parallel.
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
        summary:
          "Today's macros, fast, weight trend, Metashift phase, coins, logging streak and keto score in one call",
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const { date, tz } = request.query;
      const day = sources.nutrition(userId, date);
      const [nutrition, fasting, weight, metashift, balance, standing] = await Promise.all([
        day,
        sources.fasting(userId),
        sources.weight(userId),
        sources.metashift(userId, tz),
        sources.balance(userId),
        day.then((summary) => sources.standing(userId, summary)),
      ]);
      return { nutrition, fasting, weight, metashift, balance, ...standing };
    },
  );
};
