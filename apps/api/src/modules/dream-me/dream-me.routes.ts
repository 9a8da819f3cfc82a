import {
  CreateDreamMeQuerySchema,
  CreateDreamMeResponseSchema,
  DeleteDreamMeAllResponseSchema,
  DreamMeEligibilitySchema,
  DreamMeListSchema,
  DreamMeResultSchema,
  ErrorBodySchema,
  IDEMPOTENCY_KEY_HEADER,
  IdParamsSchema,
  PHOTO_LIMITS,
  PaidRequestHeadersSchema,
} from '@ketoflow/contracts';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ValidationError } from '../../lib/errors.js';
import { currentUser } from '../../plugins/session.js';
import { acceptRawImageBody } from '../../lib/images/raw-image-body.js';
import type { DreamMeService } from './dream-me.service.js';

const tags = ['dream-me'];
const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema };

export const dreamMeRoutes: FastifyPluginAsyncZod<{ service: DreamMeService }> = async (
  app,
  { service },
) => {
  app.addHook('onRequest', app.requireUser);

  app.get(
    '/eligibility',
    {
      schema: {
        tags,
        summary:
          'Whether Dream Me is open to me (onboarding safety answers) and my free projections for 6 months, 1 year and 2 years',
        response: { 200: DreamMeEligibilitySchema, 401: ErrorBodySchema, 409: ErrorBodySchema },
      },
    },
    async (request) => service.eligibility(currentUser(request).id),
  );

  app.get(
    '',
    {
      schema: {
        tags,
        summary: 'My Dream Me results, newest first',
        response: { 200: DreamMeListSchema, 401: ErrorBodySchema },
      },
    },
    async (request) => service.list(currentUser(request).id),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'One of my Dream Me results',
        params: IdParamsSchema,
        response: { 200: DreamMeResultSchema, ...errors },
      },
    },
    async (request) => service.get(currentUser(request).id, request.params.id),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Delete one Dream Me result with its photo and image',
        params: IdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.remove(currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '',
    {
      schema: {
        tags,
        summary: 'Delete all my Dream Me photos and results',
        response: { 200: DeleteDreamMeAllResponseSchema, 401: ErrorBodySchema },
      },
    },
    async (request) => service.removeAll(currentUser(request).id),
  );

  // The photo is the raw request body (as for recipe photos), in a scope of its own so the
  // JSON routes above keep their JSON parser and body limit.
  await app.register(async (scope) => {
    acceptRawImageBody(scope, PHOTO_LIMITS.maxBytes);
    scope.withTypeProvider<ZodTypeProvider>().post(
      '',
      {
        bodyLimit: PHOTO_LIMITS.maxBytes,
        schema: {
          tags,
          summary: `Make a Dream Me image (paid: dream_me). Body: the photo itself, JPEG, PNG or WebP up to ${PHOTO_LIMITS.maxBytes / 1024 / 1024} MB, stored privately without metadata`,
          headers: PaidRequestHeadersSchema,
          querystring: CreateDreamMeQuerySchema,
          response: {
            201: CreateDreamMeResponseSchema,
            200: CreateDreamMeResponseSchema,
            402: ErrorBodySchema,
            403: ErrorBodySchema,
            409: ErrorBodySchema,
            413: ErrorBodySchema,
            ...errors,
          },
        },
      },
      async (request, reply) => {
        const body: unknown = request.body;
        if (!Buffer.isBuffer(body)) {
          throw new ValidationError('Send the photo itself as the request body.');
        }
        const created = await service.create(
          currentUser(request).id,
          request.headers[IDEMPOTENCY_KEY_HEADER],
          request.query.timelineDays,
          body,
        );
        // A replay answers 200 with the stored result; a new result is 201.
        return reply.status(created.replayed ? 200 : 201).send(created);
      },
    );
  });
};
