import {
  ActivateMetashiftBodySchema,
  ErrorBodySchema,
  MetashiftStateSchema,
  TimeZoneQuerySchema,
} from '@ketoflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/session.js';
import type { MetashiftService } from './metashift.service.js';

const tags = ['metashift'];
const response = { 200: MetashiftStateSchema, 400: ErrorBodySchema, 401: ErrorBodySchema };

export const metashiftRoutes: FastifyPluginAsyncZod<{
  metashiftService: MetashiftService;
}> = async (app, { metashiftService }) => {
  app.addHook('onRequest', app.requireUser);

  app.get(
    '',
    {
      schema: {
        tags,
        summary: 'The programme state (created inactive on first read); days in the `tz` time zone',
        querystring: TimeZoneQuerySchema,
        response,
      },
    },
    async (request) => metashiftService.get(currentUser(request).id, request.query.tz),
  );

  app.post(
    '/activate',
    {
      schema: {
        tags,
        summary: 'Activate: { startNow: true } starts today, { daysAgo: N } started N days ago',
        querystring: TimeZoneQuerySchema,
        body: ActivateMetashiftBodySchema,
        response,
      },
    },
    async (request) =>
      metashiftService.activate(currentUser(request).id, request.body, request.query.tz),
  );

  app.post(
    '/deactivate',
    {
      schema: {
        tags,
        summary: 'Deactivate (the start is kept)',
        querystring: TimeZoneQuerySchema,
        response,
      },
    },
    async (request) => metashiftService.deactivate(currentUser(request).id, request.query.tz),
  );
};
