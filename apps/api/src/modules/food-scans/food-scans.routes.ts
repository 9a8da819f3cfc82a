import { endpoints, PHOTO_LIMITS } from '@ketoflow/contracts';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { defineRoute } from '../../lib/define-route.js';
import { ValidationError } from '../../lib/errors.js';
import { currentUser } from '../../plugins/session.js';
import { acceptRawImageBody } from '../../lib/images/raw-image-body.js';
import type { FoodScansService } from './food-scans.service.js';

const tags = ['food-scans'];

/** Thin HTTP layer of KetoVision; the rules live in food-scans.service.ts. */
export const foodScansRoutes: FastifyPluginAsyncZod<{ service: FoodScansService }> = async (
  app,
  { service },
) => {
  app.addHook('onRequest', app.requireUser);

  defineRoute(
    app,
    endpoints.foodScans.list,
    { schema: { tags, summary: 'My food scans, newest first' } },
    async (request) => service.list(currentUser(request).id, request.query),
  );

  defineRoute(
    app,
    endpoints.foodScans.get,
    { schema: { tags, summary: 'One of my food scans' } },
    async (request) => service.get(currentUser(request).id, request.params.id),
  );

  defineRoute(
    app,
    endpoints.foodScans.remove,
    {
      schema: {
        tags,
        summary: 'Delete my food scan and its photo (a diary entry made from it stays)',
      },
    },
    async (request, reply) => {
      await service.delete(currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  defineRoute(
    app,
    endpoints.foodScans.log,
    {
      schema: {
        tags,
        summary: 'Log my food scan to the diary (method scan; the scan is kept in analysis_data)',
      },
    },
    async (request, reply) => {
      const meal = await service.log(currentUser(request).id, request.params.id, request.body);
      return reply.code(201).send(meal);
    },
  );

  defineRoute(
    app,
    endpoints.foodScans.describe,
    {
      schema: {
        tags,
        summary:
          'Score a plate I describe (foods with grams, or a sentence) — paid: food_scan, Idempotency-Key',
      },
    },
    async (request) =>
      service.describe(
        currentUser(request).id,
        request.body,
        request.headers['idempotency-key'],
        request.query.tz,
      ),
  );

  // The photo is the raw request body (like recipe photos), in its own scope so the JSON
  // routes above keep their JSON parser and body limit.
  await app.register(async (scope) => {
    acceptRawImageBody(scope, PHOTO_LIMITS.maxBytes);
    defineRoute(
      scope.withTypeProvider<ZodTypeProvider>(),
      endpoints.foodScans.photo,
      {
        bodyLimit: PHOTO_LIMITS.maxBytes,
        schema: {
          tags,
          summary: `Scan a food photo: barcode, else a vision model if configured, else ask me — paid: food_scan (not kept when nothing is recognised), Idempotency-Key; JPEG, PNG or WebP up to ${PHOTO_LIMITS.maxBytes / 1024 / 1024} MB`,
        },
      },
      async (request) => {
        const body: unknown = request.body;
        if (!Buffer.isBuffer(body)) {
          throw new ValidationError('Send the photo itself as the request body.');
        }
        return service.scanPhoto(
          currentUser(request).id,
          body,
          request.headers['idempotency-key'],
          request.query.tz,
        );
      },
    );
  });
};
