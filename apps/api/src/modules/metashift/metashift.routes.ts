import { endpoints } from '@ketoflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../lib/define-route.js';
import { currentUser } from '../../plugins/session.js';
import type { MetashiftService } from './metashift.service.js';

const tags = ['metashift'];

export const metashiftRoutes: FastifyPluginAsyncZod<{
  metashiftService: MetashiftService;
}> = async (app, { metashiftService }) => {
  app.addHook('onRequest', app.requireUser);

  defineRoute(
    app,
    endpoints.metashift.get,
    {
      schema: {
        tags,
        summary: 'The programme state (created inactive on first read); days in the `tz` time zone',
      },
    },
    async (request) => metashiftService.get(currentUser(request).id, request.query.tz),
  );

  defineRoute(
    app,
    endpoints.metashift.activate,
    {
      schema: {
        tags,
        summary: 'Activate: { startNow: true } starts today, { daysAgo: N } started N days ago',
      },
    },
    async (request) =>
      metashiftService.activate(currentUser(request).id, request.body, request.query.tz),
  );

  defineRoute(
    app,
    endpoints.metashift.deactivate,
    { schema: { tags, summary: 'Deactivate (the start is kept)' } },
    async (request) => metashiftService.deactivate(currentUser(request).id, request.query.tz),
  );
};
