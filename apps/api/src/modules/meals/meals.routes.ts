import {
  IdParamsSchema,
  CopyMealsRequestSchema,
  CopyMealsResponseSchema,
  CreateMealRequestSchema,
  ErrorBodySchema,
  MealDaySummarySchema,
  MealListQuerySchema,
  MealListResponseSchema,
  MealSchema,
  MealSummaryQuerySchema,
  ParseMealRequestSchema,
  ParseMealResponseSchema,
  UpdateMealRequestSchema,
} from '@ketoflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/session.js';
import type { MealsService } from './meals.service.js';

const tags = ['meals'];
const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema };
const errorsWith404 = { ...errors, 404: ErrorBodySchema };

export const mealsRoutes: FastifyPluginAsyncZod<{ mealsService: MealsService }> = async (
  app,
  { mealsService },
) => {
  app.addHook('onRequest', app.requireUser);

  app.post(
    '',
    {
      schema: {
        tags,
        summary: 'Log a meal: foods with amounts, a recipe by servings, or a confirmed text parse',
        body: CreateMealRequestSchema,
        response: { 201: MealSchema, ...errorsWith404 },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await mealsService.create(currentUser(request).id, request.body)),
  );

  app.get(
    '',
    {
      schema: {
        tags,
        summary:
          'Diary entries of a day (?date=) or a range (?from=&to=, at most 93 days), newest first, with totals',
        querystring: MealListQuerySchema,
        response: { 200: MealListResponseSchema, ...errors },
      },
    },
    async (request) => mealsService.list(currentUser(request).id, request.query),
  );

  app.get(
    '/summary',
    {
      schema: {
        tags,
        summary: "A day's totals against the onboarding targets",
        querystring: MealSummaryQuerySchema,
        response: { 200: MealDaySummarySchema, ...errors },
      },
    },
    async (request) => mealsService.summary(currentUser(request).id, request.query.date),
  );

  app.post(
    '/parse',
    {
      schema: {
        tags,
        summary: 'Free text → foods with amounts and nutrients from the food database (not saved)',
        body: ParseMealRequestSchema,
        response: { 200: ParseMealResponseSchema, ...errors },
      },
    },
    async (request) => mealsService.parse(currentUser(request).id, request.body.text),
  );

  app.post(
    '/copy',
    {
      schema: {
        tags,
        summary: "Copy a day's entries (or one meal of it) to another day",
        body: CopyMealsRequestSchema,
        response: { 201: CopyMealsResponseSchema, ...errorsWith404 },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ items: await mealsService.copy(currentUser(request).id, request.body) }),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'One diary entry',
        params: IdParamsSchema,
        response: { 200: MealSchema, ...errorsWith404 },
      },
    },
    async (request) => mealsService.get(currentUser(request).id, request.params.id),
  );

  app.patch(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Change an entry: meal, date, servings (scales it), notes, or its foods',
        params: IdParamsSchema,
        body: UpdateMealRequestSchema,
        response: { 200: MealSchema, ...errorsWith404 },
      },
    },
    async (request) =>
      mealsService.update(currentUser(request).id, request.params.id, request.body),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Delete an entry',
        params: IdParamsSchema,
        response: { 204: z.null(), ...errorsWith404 },
      },
    },
    async (request, reply) => {
      await mealsService.delete(currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
