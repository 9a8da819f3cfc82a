import {
  CurrentMealPlanSchema,
  ErrorBodySchema,
  GenerateMealPlanBodySchema,
  IdParamsSchema,
  IDEMPOTENCY_KEY_HEADER,
  MealPlanDayParamsSchema,
  MealPlanDaySchema,
  MealPlanListSchema,
  MealPlanMealParamsSchema,
  MealPlanSchema,
  MealPlanTzQuerySchema,
  MealSchema,
  PaidRequestHeadersSchema,
  ShoppingListQuerySchema,
  ShoppingListSchema,
  SwapMealBodySchema,
} from '@ketoflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/session.js';
import type { MealPlansService } from './meal-plans.service.js';

const tags = ['meal-plans'];
const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema };

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

  app.post(
    '',
    {
      schema: {
        tags,
        summary:
          'Generate a 7, 14 or 30-day plan with the solver (paid: meal_plan_7/14/30; a retry with the same Idempotency-Key returns the same plan)',
        headers: PaidRequestHeadersSchema,
        querystring: MealPlanTzQuerySchema,
        body: GenerateMealPlanBodySchema,
        response: {
          201: MealPlanSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          402: ErrorBodySchema,
          409: ErrorBodySchema,
        },
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

  app.get(
    '/current',
    {
      schema: {
        tags,
        summary:
          'The current plan (complete, ending today or later in ?tz, newest) with its currentDay; plan null when none',
        querystring: MealPlanTzQuerySchema,
        response: { 200: CurrentMealPlanSchema, 400: ErrorBodySchema, 401: ErrorBodySchema },
      },
    },
    async (request) => ({
      plan: await service.current(currentUser(request).id, request.query.tz),
    }),
  );

  app.get(
    '',
    {
      schema: {
        tags,
        summary: 'My meal plans, newest first (without their days)',
        querystring: MealPlanTzQuerySchema,
        response: { 200: MealPlanListSchema, 400: ErrorBodySchema, 401: ErrorBodySchema },
      },
    },
    async (request) => service.list(currentUser(request).id, request.query.tz),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'One of my meal plans with its days',
        params: IdParamsSchema,
        querystring: MealPlanTzQuerySchema,
        response: { 200: MealPlanSchema, ...errors },
      },
    },
    async (request) => service.get(currentUser(request).id, request.params.id, request.query.tz),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Delete my meal plan (diary entries logged from it stay)',
        params: IdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.remove(currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/:id/days/:dayNumber/swap',
    {
      schema: {
        tags,
        summary:
          'Swap one meal (free): re-solves the day without that recipe, keeping the other meals when the day still meets its targets',
        params: MealPlanDayParamsSchema,
        body: SwapMealBodySchema,
        response: { 200: MealPlanDaySchema, ...errors },
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

  app.post(
    '/:id/days/:dayNumber/meals/:mealIndex/log',
    {
      schema: {
        tags,
        summary: "Log a planned meal to the diary on that day's date (recipe and servings)",
        params: MealPlanMealParamsSchema,
        response: { 201: MealSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { id, dayNumber, mealIndex } = request.params;
      return reply
        .status(201)
        .send(await service.log(currentUser(request).id, id, dayNumber, mealIndex));
    },
  );

  app.get(
    '/:id/shopping-list',
    {
      schema: {
        tags,
        summary:
          'What to buy for the plan (or ?from=&to=): ingredient grams summed by food, in countable units or rounded grams, grouped by category',
        params: IdParamsSchema,
        querystring: ShoppingListQuerySchema,
        response: { 200: ShoppingListSchema, ...errors },
      },
    },
    async (request) =>
      service.shoppingList(currentUser(request).id, request.params.id, request.query),
  );
};
