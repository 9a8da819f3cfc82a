import { endpoints } from '@ketoflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../lib/define-route.js';
import { currentUser } from '../../plugins/session.js';
import type { WaterService } from './water.service.js';

const tags = ['water'];

/** /api/v1/water: the user's own drinks and daily target. */
export const waterRoutes: FastifyPluginAsyncZod<{ waterService: WaterService }> = async (
  app,
  { waterService: water },
) => {
  app.addHook('onRequest', app.requireUser);

  defineRoute(
    app,
    endpoints.water.day,
    {
      schema: {
        tags,
        summary: "A day's drinks (newest first), their total and the target (own or guidance)",
      },
    },
    async (request) => water.day(currentUser(request).id, request.query.date),
  );

  defineRoute(
    app,
    endpoints.water.create,
    { schema: { tags, summary: 'Log a drink (1–5,000 ml) on a diary day' } },
    async (request, reply) =>
      reply.status(201).send(await water.create(currentUser(request).id, request.body)),
  );

  defineRoute(
    app,
    endpoints.water.remove,
    { schema: { tags, summary: 'Delete (undo) a drink' } },
    async (request, reply) => {
      await water.remove(currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  defineRoute(
    app,
    endpoints.water.setTarget,
    {
      schema: {
        tags,
        summary: 'Set my daily target (500–6,000 ml), or null for the guidance again',
      },
    },
    async (request) => water.setTarget(currentUser(request).id, request.body),
  );
};
