import {
  BarcodeParamsSchema,
  CreateCustomFoodBodySchema,
  ErrorBodySchema,
  FoodIdParamsSchema,
  FoodListSchema,
  FoodSchema,
  FoodSearchQuerySchema,
  RecentFoodListSchema,
  RecentFoodsQuerySchema,
  UpdateCustomFoodBodySchema,
} from '@ketoflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/session.js';
import type { FoodsService } from './foods.service.js';

const tags = ['foods'];
const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema };

export const foodsRoutes: FastifyPluginAsyncZod<{ foodsService: FoodsService }> = async (
  app,
  { foodsService },
) => {
  app.addHook('onRequest', app.requireUser);

  app.get(
    '/search',
    {
      schema: {
        tags,
        summary:
          'Search the food database and my custom foods: typo-tolerant, ranked, my recent and frequent foods first among equals',
        querystring: FoodSearchQuerySchema,
        response: { 200: FoodListSchema, ...errors },
      },
    },
    async (request) =>
      foodsService.search(currentUser(request).id, request.query.q, request.query.limit),
  );

  app.get(
    '/recent',
    {
      schema: {
        tags,
        summary: 'My recent and frequent foods with the amount I last logged (quick add)',
        querystring: RecentFoodsQuerySchema,
        response: { 200: RecentFoodListSchema, ...errors },
      },
    },
    async (request) => foodsService.recent(currentUser(request).id, request.query.limit),
  );

  app.get(
    '/custom',
    {
      schema: {
        tags,
        summary: 'My custom foods, last changed first',
        response: { 200: FoodListSchema, ...errors },
      },
    },
    async (request) => foodsService.listCustom(currentUser(request).id),
  );

  app.post(
    '/custom',
    {
      schema: {
        tags,
        summary: 'Create a custom food from its per-100 g facts (energy computed when left out)',
        body: CreateCustomFoodBodySchema,
        response: { 201: FoodSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await foodsService.createCustom(currentUser(request).id, request.body)),
  );

  app.patch(
    '/custom/:id',
    {
      schema: {
        tags,
        summary: 'Change one of my custom foods',
        params: FoodIdParamsSchema,
        body: UpdateCustomFoodBodySchema,
        response: { 200: FoodSchema, ...errors },
      },
    },
    async (request) =>
      foodsService.updateCustom(currentUser(request).id, request.params.id, request.body),
  );

  app.delete(
    '/custom/:id',
    {
      schema: {
        tags,
        summary: 'Delete one of my custom foods (diary entries keep their numbers)',
        params: FoodIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await foodsService.deleteCustom(currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/barcode/:code',
    {
      schema: {
        tags,
        summary:
          'A packaged food by barcode: my custom food with that barcode, else Open Food Facts (cached; when enabled)',
        params: BarcodeParamsSchema,
        response: { 200: FoodSchema, ...errors, 429: ErrorBodySchema, 503: ErrorBodySchema },
      },
    },
    async (request) => foodsService.byBarcode(currentUser(request).id, request.params.code),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'One food: from the database or one of my custom foods',
        params: FoodIdParamsSchema,
        response: { 200: FoodSchema, ...errors },
      },
    },
    async (request) => foodsService.get(currentUser(request).id, request.params.id),
  );
};
