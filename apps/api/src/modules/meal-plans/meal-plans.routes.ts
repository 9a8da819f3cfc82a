import { endpoints, IDEMPOTENCY_KEY_HEADER } from '@ketoflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../lib/define-route.js';
import { currentUser } from '../../plugins/session.js';
import type { MealPlansService } from './meal-plans.service.js';

const tags = ['meal-plans'];

export const mealPlansRoutes: FastifyPluginAsyncZod<{ service: MealPlansService }> = async (
  app,
  { service },
) => {
  app.addHook('onRequest', app.requireUser);
  // Any meal-plan request (the header asks for the current plan on every page) starts
  // compiling the solver's WebAssembly, so the first paid plan does not wait for it.
  app.addHook('onRequest', async () => {
    service.warmUp();
  });

  defineRoute(
    app,
    endpoints.mealPlans.generate,
    {
      schema: {
        tags,
        summary:
          'Generate a 7, 14 or 30-day plan with the solver (paid: meal_plan_7/14/30; a retry with the same Idempotency-Key returns the same plan)',
      },
    },
    async (request, reply) => {
      const { plan } = await service.generate(
        currentUser(request).id,
        request.body,
        request.query.tz,
        request.headers[IDEMPOTENCY_KEY_HEADER],
      );
      return reply.status(201).send(plan);
    },
  );

  defineRoute(
    app,
    endpoints.mealPlans.current,
    {
      schema: {
        tags,
        summary:
          'The current plan (complete, ending today or later in ?tz, newest) with its currentDay; plan null when none',
      },
    },
    async (request) => ({
      plan: await service.current(currentUser(request).id, request.query.tz),
    }),
  );

  defineRoute(
    app,
    endpoints.mealPlans.list,
    { schema: { tags, summary: 'My meal plans, newest first (without their days)' } },
    async (request) => service.list(currentUser(request).id, request.query.tz),
  );

  defineRoute(
    app,
    endpoints.mealPlans.get,
    { schema: { tags, summary: 'One of my meal plans with its days' } },
    async (request) => service.get(currentUser(request).id, request.params.id, request.query.tz),
  );

  defineRoute(
    app,
    endpoints.mealPlans.remove,
    { schema: { tags, summary: 'Delete my meal plan (diary entries logged from it stay)' } },
    async (request, reply) => {
      await service.remove(currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  defineRoute(
    app,
    endpoints.mealPlans.swap,
    {
      schema: {
        tags,
        summary:
          'Swap one meal (free): re-solves the day without that recipe, keeping the other meals when the day still meets its targets',
      },
    },
    async (request) =>
      service.swap(
        currentUser(request).id,
        request.params.id,
        request.params.dayNumber,
        request.body.mealIndex,
      ),
  );

  defineRoute(
    app,
    endpoints.mealPlans.logMeal,
    {
      schema: {
        tags,
        summary: "Log a planned meal to the diary on that day's date (recipe and servings)",
      },
    },
    async (request, reply) => {
      const { id, dayNumber, mealIndex } = request.params;
      return reply
        .status(201)
        .send(await service.log(currentUser(request).id, id, dayNumber, mealIndex));
    },
  );

  defineRoute(
    app,
    endpoints.mealPlans.shoppingList,
    {
      schema: {
        tags,
        summary:
          'What to buy for the plan (or ?from=&to=): ingredient grams summed by food, in countable units or rounded grams, grouped by category',
      },
    },
    async (request) =>
      service.shoppingList(currentUser(request).id, request.params.id, request.query),
  );
};
