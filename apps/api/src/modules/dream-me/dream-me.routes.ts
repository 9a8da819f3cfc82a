import { endpoints, IDEMPOTENCY_KEY_HEADER, PHOTO_LIMITS } from '@ketoflow/contracts';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { defineRoute } from '../../lib/define-route.js';
import { ValidationError } from '../../lib/errors.js';
import { currentUser } from '../../plugins/session.js';
import { acceptRawImageBody } from '../../lib/images/raw-image-body.js';
import type { DreamMeService } from './dream-me.service.js';

const tags = ['dream-me'];

export const dreamMeRoutes: FastifyPluginAsyncZod<{ service: DreamMeService }> = async (
  app,
  { service },
) => {
  app.addHook('onRequest', app.requireUser);

  defineRoute(
    app,
    endpoints.dreamMe.eligibility,
    {
      schema: {
        tags,
        summary:
          'Whether Dream Me is open to me (onboarding safety answers) and my free projections for 6 months, 1 year and 2 years',
      },
    },
    async (request) => service.eligibility(currentUser(request).id),
  );

  defineRoute(
    app,
    endpoints.dreamMe.list,
    { schema: { tags, summary: 'My Dream Me results, newest first' } },
    async (request) => service.list(currentUser(request).id),
  );

  defineRoute(
    app,
    endpoints.dreamMe.get,
    { schema: { tags, summary: 'One of my Dream Me results' } },
    async (request) => service.get(currentUser(request).id, request.params.id),
  );

  defineRoute(
    app,
    endpoints.dreamMe.remove,
    { schema: { tags, summary: 'Delete one Dream Me result with its photo and image' } },
    async (request, reply) => {
      await service.remove(currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  defineRoute(
    app,
    endpoints.dreamMe.removeAll,
    { schema: { tags, summary: 'Delete all my Dream Me photos and results' } },
    async (request) => service.removeAll(currentUser(request).id),
  );

  // The photo is the raw request body (as for recipe photos), in a scope of its own so the
  // JSON routes above keep their JSON parser and body limit.
  await app.register(async (scope) => {
    acceptRawImageBody(scope, PHOTO_LIMITS.maxBytes);
    defineRoute(
      scope.withTypeProvider<ZodTypeProvider>(),
      endpoints.dreamMe.create,
      {
        bodyLimit: PHOTO_LIMITS.maxBytes,
        schema: {
          tags,
          summary: `Make a Dream Me image (paid: dream_me). Body: the photo itself, JPEG, PNG or WebP up to ${PHOTO_LIMITS.maxBytes / 1024 / 1024} MB, stored privately without metadata`,
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
