import { endpoints, PREFERENCE_LIMITS } from '@ketoflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../lib/define-route.js';
import { currentUser } from '../../plugins/session.js';
import type { PreferencesService } from './preferences.service.js';

const tags = ['preferences'];

/** The signed-in user's own dismissals; the user always comes from the session. */
export const preferencesRoutes: FastifyPluginAsyncZod<{
  preferencesService: PreferencesService;
}> = async (app, { preferencesService }) => {
  app.addHook('onRequest', app.requireUser);

  defineRoute(
    app,
    endpoints.preferences.get,
    {
      schema: {
        tags,
        summary: 'My dismissed tours and hints (every key; empty where nothing is stored)',
      },
    },
    async (request) => preferencesService.get(currentUser(request).id),
  );

  defineRoute(
    app,
    endpoints.preferences.upsert,
    {
      bodyLimit: PREFERENCE_LIMITS.maxBodyBytes,
      schema: {
        tags,
        summary:
          'Save one key, merged with what is stored (ids united, the latest skip per tour); answers every key',
      },
    },
    async (request) => preferencesService.upsert(currentUser(request).id, request.body),
  );

  defineRoute(
    app,
    endpoints.preferences.resetAll,
    { schema: { tags, summary: 'Reset every key: all tours and hints show again' } },
    async (request, reply) => {
      await preferencesService.reset(currentUser(request).id);
      return reply.status(204).send(null);
    },
  );

  defineRoute(
    app,
    endpoints.preferences.reset,
    { schema: { tags, summary: 'Reset one key' } },
    async (request, reply) => {
      await preferencesService.reset(currentUser(request).id, request.params.key);
      return reply.status(204).send(null);
    },
  );
};
