import { endpoints } from '@ketoflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../lib/define-route.js';
import { currentUser } from '../../plugins/session.js';
import type { MealsService } from './meals.service.js';

const tags = ['meals'];

export const mealsRoutes: FastifyPluginAsyncZod<{ mealsService: MealsService }> = async (
  app,
  { mealsService },
) => {
  app.addHook('onRequest', app.requireUser);

  defineRoute(
    app,
    endpoints.meals.create,
    {
      schema: {
        tags,
        summary: 'Log a meal: foods with amounts, a recipe by servings, or a confirmed text parse',
      },
    },
    async (request, reply) =>
      reply.status(201).send(await mealsService.create(currentUser(request).id, request.body)),
  );

  defineRoute(
    app,
    endpoints.meals.list,
    {
      schema: {
        tags,
        summary:
          'Diary entries of a day (?date=) or a range (?from=&to=, at most 93 days), newest first, with totals',
      },
    },
    async (request) => mealsService.list(currentUser(request).id, request.query),
  );

  defineRoute(
    app,
    endpoints.meals.summary,
    { schema: { tags, summary: "A day's totals against the onboarding targets" } },
    async (request) => mealsService.summary(currentUser(request).id, request.query.date),
  );

  defineRoute(
    app,
    endpoints.meals.parse,
    {
      schema: {
        tags,
        summary: 'Free text → foods with amounts and nutrients from the food database (not saved)',
      },
    },
    async (request) => mealsService.parse(currentUser(request).id, request.body.text),
  );

  defineRoute(
    app,
    endpoints.meals.copy,
    { schema: { tags, summary: "Copy a day's entries (or one meal of it) to another day" } },
    async (request, reply) =>
      reply
        .status(201)
        .send({ items: await mealsService.copy(currentUser(request).id, request.body) }),
  );

  defineRoute(
    app,
    endpoints.meals.get,
    { schema: { tags, summary: 'One diary entry' } },
    async (request) => mealsService.get(currentUser(request).id, request.params.id),
  );

  defineRoute(
    app,
    endpoints.meals.update,
    {
      schema: {
        tags,
        summary: 'Change an entry: meal, date, servings (scales it), notes, or its foods',
      },
    },
    async (request) =>
      mealsService.update(currentUser(request).id, request.params.id, request.body),
  );

  defineRoute(
    app,
    endpoints.meals.remove,
    { schema: { tags, summary: 'Delete an entry' } },
    async (request, reply) => {
      await mealsService.delete(currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
