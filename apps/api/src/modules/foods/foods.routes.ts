import { endpoints, OWN_FOODS_DAYS, type FoodCatalogue } from '@ketoflow/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../lib/define-route.js';
import { currentUser } from '../../plugins/session.js';
import type { FoodsOffline } from './foods.offline.js';
import type { FoodsService } from './foods.service.js';

const tags = ['foods'];

export const foodsRoutes: FastifyPluginAsyncZod<{
  foodsService: FoodsService;
  foodsOffline: FoodsOffline;
}> = async (app, { foodsService, foodsOffline }) => {
  app.addHook('onRequest', app.requireUser);

  defineRoute(
    app,
    endpoints.foods.search,
    {
      schema: {
        tags,
        summary:
          'Search the food database and my custom foods: typo-tolerant, ranked, my recent and frequent foods first among equals',
      },
    },
    async (request) =>
      foodsService.search(currentUser(request).id, request.query.q, request.query.limit),
  );

  defineRoute(
    app,
    endpoints.foods.recent,
    {
      schema: {
        tags,
        summary: 'My recent and frequent foods with the amount I last logged (quick add)',
      },
    },
    async (request) => foodsService.recent(currentUser(request).id, request.query.limit),
  );

  defineRoute(
    app,
    endpoints.foods.catalogue,
    {
      schema: {
        tags,
        summary:
          'The curated food catalogue in compact form, for searching offline (ETag: its version; If-None-Match answers 304)',
      },
    },
    async (request, reply) => {
      const answer = await foodsOffline.catalogue();
      const etag = `"${answer.version}"`;
      // Asked again at every app start: an unchanged catalogue costs a 304 and no bytes.
      reply
        .header('etag', etag)
        .header('cache-control', 'private, no-cache')
        .header('vary', 'accept-encoding');
      if (request.headers['if-none-match'] === etag)
        return (reply as FastifyReply).code(304).send();
      reply.header('content-type', 'application/json; charset=utf-8');
      // The text and its gzip were checked against the contract's shape once, when built.
      if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? ''))
        return reply
          .header('content-encoding', 'gzip')
          .send(answer.gzip as unknown as FoodCatalogue);
      return reply.send(answer.json as unknown as FoodCatalogue);
    },
  );

  defineRoute(
    app,
    endpoints.foods.own,
    {
      schema: {
        tags,
        summary: `My custom foods and the foods I logged in the last ${OWN_FOODS_DAYS} days, with how often and when (for searching offline)`,
      },
    },
    async (request) => foodsOffline.ownFoods(currentUser(request).id),
  );

  defineRoute(
    app,
    endpoints.foods.listCustom,
    { schema: { tags, summary: 'My custom foods, last changed first' } },
    async (request) => foodsService.listCustom(currentUser(request).id),
  );

  defineRoute(
    app,
    endpoints.foods.createCustom,
    {
      schema: {
        tags,
        summary: 'Create a custom food from its per-100 g facts (energy computed when left out)',
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await foodsService.createCustom(currentUser(request).id, request.body)),
  );

  defineRoute(
    app,
    endpoints.foods.updateCustom,
    { schema: { tags, summary: 'Change one of my custom foods' } },
    async (request) =>
      foodsService.updateCustom(currentUser(request).id, request.params.id, request.body),
  );

  defineRoute(
    app,
    endpoints.foods.removeCustom,
    {
      schema: { tags, summary: 'Delete one of my custom foods (diary entries keep their numbers)' },
    },
    async (request, reply) => {
      await foodsService.deleteCustom(currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  defineRoute(
    app,
    endpoints.foods.byBarcode,
    {
      schema: {
        tags,
        summary:
          'A packaged food by barcode: my custom food with that barcode, else Open Food Facts (cached; when enabled)',
      },
    },
    async (request) => foodsService.byBarcode(currentUser(request).id, request.params.code),
  );

  defineRoute(
    app,
    endpoints.foods.get,
    { schema: { tags, summary: 'One food: from the database or one of my custom foods' } },
    async (request) => foodsService.get(currentUser(request).id, request.params.id),
  );
};
