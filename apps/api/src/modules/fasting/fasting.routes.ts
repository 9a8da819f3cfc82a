import { endpoints } from '@ketoflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../lib/define-route.js';
import { currentUser } from '../../plugins/session.js';
import type { FastingService } from './fasting.service.js';

const tags = ['fasting'];

export const fastingRoutes: FastifyPluginAsyncZod<{ fastingService: FastingService }> = async (
  app,
  { fastingService },
) => {
  app.addHook('onRequest', app.requireUser);

  defineRoute(
    app,
    endpoints.fasting.current,
    {
      schema: {
        tags,
        summary: 'The running fast (or null), the server time for the timer, and safety info',
      },
    },
    async (request) => fastingService.getCurrent(currentUser(request).id),
  );

  defineRoute(
    app,
    endpoints.fasting.stats,
    {
      schema: {
        tags,
        summary: 'Completed vs target, streaks (days in the `tz` time zone) and averages',
      },
    },
    async (request) => fastingService.stats(currentUser(request).id, request.query.tz),
  );

  defineRoute(
    app,
    endpoints.fasting.list,
    { schema: { tags, summary: 'Finished fasts, newest first (paginated)' } },
    async (request) =>
      fastingService.list(currentUser(request).id, request.query.limit, request.query.cursor),
  );

  defineRoute(
    app,
    endpoints.fasting.start,
    {
      schema: {
        tags,
        summary: 'Start a fast (now, or up to 48 h ago); 409 while another one runs',
      },
    },
    async (request, reply) =>
      reply.status(201).send(await fastingService.start(currentUser(request).id, request.body)),
  );

  defineRoute(
    app,
    endpoints.fasting.get,
    { schema: { tags, summary: 'One fast' } },
    async (request) => fastingService.get(currentUser(request).id, request.params.id),
  );

  defineRoute(
    app,
    endpoints.fasting.end,
    { schema: { tags, summary: 'End the running fast (now, or at a past time after its start)' } },
    async (request) => fastingService.end(currentUser(request).id, request.params.id, request.body),
  );

  defineRoute(
    app,
    endpoints.fasting.update,
    { schema: { tags, summary: 'Edit start time, end time, protocol or note' } },
    async (request) =>
      fastingService.update(currentUser(request).id, request.params.id, request.body),
  );

  defineRoute(
    app,
    endpoints.fasting.remove,
    { schema: { tags, summary: 'Delete a fast' } },
    async (request, reply) => {
      await fastingService.remove(currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
