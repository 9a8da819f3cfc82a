import {
  CreateRecipeBodySchema,
  ErrorBodySchema,
  ListRecipesQuerySchema,
  PHOTO_LIMITS,
  IdParamsSchema,
  RecipeListSchema,
  RecipeSchema,
  UpdateRecipeBodySchema,
} from '@ketoflow/contracts';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ValidationError } from '../../lib/errors.js';
import { currentUser } from '../../plugins/session.js';
import { acceptRawImageBody } from '../../lib/images/raw-image-body.js';
import type { RecipesService } from './recipes.service.js';

const tags = ['recipes'];
const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema };

export const recipesRoutes: FastifyPluginAsyncZod<{ recipesService: RecipesService }> = async (
  app,
  { recipesService },
) => {
  app.addHook('onRequest', app.requireUser);

  app.get(
    '',
    {
      schema: {
        tags,
        summary: 'My recipes, newest first (or the starter library with scope=starter)',
        querystring: ListRecipesQuerySchema,
        response: { 200: RecipeListSchema, 400: ErrorBodySchema, 401: ErrorBodySchema },
      },
    },
    async (request) => recipesService.list(currentUser(request).id, request.query),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'One of my recipes or a starter recipe, with ingredients and steps',
        params: IdParamsSchema,
        response: { 200: RecipeSchema, ...errors },
      },
    },
    async (request) => recipesService.get(currentUser(request).id, request.params.id),
  );

  app.post(
    '',
    {
      schema: {
        tags,
        summary: 'Create a recipe; nutrition is computed from the ingredients’ foods',
        body: CreateRecipeBodySchema,
        response: { 201: RecipeSchema, 400: ErrorBodySchema, 401: ErrorBodySchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await recipesService.create(currentUser(request).id, request.body)),
  );

  app.patch(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Change my recipe; new ingredients or servings recompute the nutrition',
        params: IdParamsSchema,
        body: UpdateRecipeBodySchema,
        response: { 200: RecipeSchema, ...errors },
      },
    },
    async (request) =>
      recipesService.update(currentUser(request).id, request.params.id, request.body),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Delete my recipe (and its photo)',
        params: IdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await recipesService.remove(currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/:id/copy',
    {
      schema: {
        tags,
        summary: 'Save a starter recipe (or one of mine) as a new recipe of mine',
        params: IdParamsSchema,
        response: { 201: RecipeSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await recipesService.copy(currentUser(request).id, request.params.id)),
  );

  app.delete(
    '/:id/photo',
    {
      schema: {
        tags,
        summary: 'Remove my recipe’s photo',
        params: IdParamsSchema,
        response: { 200: RecipeSchema, ...errors },
      },
    },
    async (request) => recipesService.removePhoto(currentUser(request).id, request.params.id),
  );

  // The photo is the raw request body (any image type; sharp decides), in a scope of its
  // own so the JSON routes above keep their JSON parser and the 1 MB body limit.
  await app.register(async (scope) => {
    acceptRawImageBody(scope, PHOTO_LIMITS.maxBytes);
    const photo = scope.withTypeProvider<ZodTypeProvider>();
    photo.put(
      '/:id/photo',
      {
        bodyLimit: PHOTO_LIMITS.maxBytes,
        schema: {
          tags,
          summary: `Set my recipe’s photo: JPEG, PNG or WebP up to ${PHOTO_LIMITS.maxBytes / 1024 / 1024} MB, re-encoded to WebP without metadata`,
          params: IdParamsSchema,
          response: { 200: RecipeSchema, 413: ErrorBodySchema, ...errors },
        },
      },
      async (request) => {
        const body: unknown = request.body;
        if (!Buffer.isBuffer(body)) {
          throw new ValidationError('Send the photo itself as the request body.');
        }
        return recipesService.setPhoto(currentUser(request).id, request.params.id, body);
      },
    );
  });
};
