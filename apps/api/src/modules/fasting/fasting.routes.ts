import {
  CurrentFastResponseSchema,
  EndFastBodySchema,
  ErrorBodySchema,
  IdParamsSchema,
  FastingStatsSchema,
  FastSchema,
  FastsPageSchema,
  ListFastsQuerySchema,
  StartFastBodySchema,
  TimeZoneQuerySchema,
  UpdateFastBodySchema,
} from '@ketoflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/session.js';
import type { FastingService } from './fasting.service.js';

const tags = ['fasting'];
const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema };

export const fastingRoutes: FastifyPluginAsyncZod<{ fastingService: FastingService }> = async (
  app,
  { fastingService },
) => {
  app.addHook('onRequest', app.requireUser);

  app.get(
    '/current',
    {
      schema: {
        tags,
        summary: 'The running fast (or null), the server time for the timer, and safety info',
        response: { 200: CurrentFastResponseSchema, 401: ErrorBodySchema },
      },
    },
    async (request) => fastingService.getCurrent(currentUser(request).id),
  );

  app.get(
    '/stats',
    {
      schema: {
        tags,
        summary: 'Completed vs target, streaks (days in the `tz` time zone) and averages',
        querystring: TimeZoneQuerySchema,
        response: { 200: FastingStatsSchema, 400: ErrorBodySchema, 401: ErrorBodySchema },
      },
    },
    async (request) => fastingService.stats(currentUser(request).id, request.query.tz),
  );

  app.get(
    '',
    {
      schema: {
        tags,
        summary: 'Finished fasts, newest first (paginated)',
        querystring: ListFastsQuerySchema,
        response: { 200: FastsPageSchema, 400: ErrorBodySchema, 401: ErrorBodySchema },
      },
    },
    async (request) =>
      fastingService.list(currentUser(request).id, request.query.limit, request.query.cursor),
  );

  app.post(
    '',
    {
      schema: {
        tags,
        summary: 'Start a fast (now, or up to 48 h ago); 409 while another one runs',
        body: StartFastBodySchema,
        response: { 201: FastSchema, 409: ErrorBodySchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await fastingService.start(currentUser(request).id, request.body)),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'One fast',
        params: IdParamsSchema,
        response: { 200: FastSchema, ...errors },
      },
    },
    async (request) => fastingService.get(currentUser(request).id, request.params.id),
  );

  app.post(
    '/:id/end',
    {
      schema: {
        tags,
        summary: 'End the running fast (now, or at a past time after its start)',
        params: IdParamsSchema,
        body: EndFastBodySchema,
        response: { 200: FastSchema, 409: ErrorBodySchema, ...errors },
      },
    },
    async (request) => fastingService.end(currentUser(request).id, request.params.id, request.body),
  );

  app.patch(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Edit start time, end time, protocol or note',
        params: IdParamsSchema,
        body: UpdateFastBodySchema,
        response: { 200: FastSchema, 409: ErrorBodySchema, ...errors },
      },
    },
    async (request) =>
      fastingService.update(currentUser(request).id, request.params.id, request.body),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Delete a fast',
        params: IdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await fastingService.remove(currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
