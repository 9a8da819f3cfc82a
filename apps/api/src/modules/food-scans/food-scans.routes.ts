import {
  DescribeScanBodySchema,
  ErrorBodySchema,
  FoodScanListQuerySchema,
  FoodScanListSchema,
  FoodScanQuerySchema,
  FoodScanSchema,
  IdParamsSchema,
  LogFoodScanBodySchema,
  MealSchema,
  PaidRequestHeadersSchema,
  PHOTO_LIMITS,
  PhotoScanResponseSchema,
} from '@ketoflow/contracts';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ValidationError } from '../../lib/errors.js';
import { currentUser } from '../../plugins/session.js';
import { acceptRawImageBody } from '../../lib/images/raw-image-body.js';
import type { FoodScansService } from './food-scans.service.js';

const tags = ['food-scans'];
const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema };
const paidErrors = {
  ...errors,
  402: ErrorBodySchema,
  409: ErrorBodySchema,
  501: ErrorBodySchema,
  502: ErrorBodySchema,
  503: ErrorBodySchema,
  504: ErrorBodySchema,
};

/** Thin HTTP layer of KetoVision; the rules live in food-scans.service.ts. */
export const foodScansRoutes: FastifyPluginAsyncZod<{ service: FoodScansService }> = async (
  app,
  { service },
) => {
  app.addHook('onRequest', app.requireUser);

  app.get(
    '',
    {
      schema: {
        tags,
        summary: 'My food scans, newest first',
        querystring: FoodScanListQuerySchema,
        response: { 200: FoodScanListSchema, 400: ErrorBodySchema, 401: ErrorBodySchema },
      },
    },
    async (request) => service.list(currentUser(request).id, request.query),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'One of my food scans',
        params: IdParamsSchema,
        response: { 200: FoodScanSchema, ...errors },
      },
    },
    async (request) => service.get(currentUser(request).id, request.params.id),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Delete my food scan and its photo (a diary entry made from it stays)',
        params: IdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.delete(currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/:id/log',
    {
      schema: {
        tags,
        summary: 'Log my food scan to the diary (method scan; the scan is kept in analysis_data)',
        params: IdParamsSchema,
        body: LogFoodScanBodySchema,
        response: { 201: MealSchema, 409: ErrorBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      const meal = await service.log(currentUser(request).id, request.params.id, request.body);
      return reply.code(201).send(meal);
    },
  );

  app.post(
    '/describe',
    {
      schema: {
        tags,
        summary:
          'Score a plate I describe (foods with grams, or a sentence) — paid: food_scan, Idempotency-Key',
        headers: PaidRequestHeadersSchema,
        querystring: FoodScanQuerySchema,
        body: DescribeScanBodySchema,
        response: { 200: FoodScanSchema, ...paidErrors },
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
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/photo',
      {
        bodyLimit: PHOTO_LIMITS.maxBytes,
        schema: {
          tags,
          summary: `Scan a food photo: barcode, else a vision model if configured, else ask me — paid: food_scan (not kept when nothing is recognised), Idempotency-Key; JPEG, PNG or WebP up to ${PHOTO_LIMITS.maxBytes / 1024 / 1024} MB`,
          headers: PaidRequestHeadersSchema,
          querystring: FoodScanQuerySchema,
          response: { 200: PhotoScanResponseSchema, 413: ErrorBodySchema, ...paidErrors },
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
