import { endpoints, PHOTO_LIMITS } from '@ketoflow/contracts';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { defineRoute } from '../../lib/define-route.js';
import { ValidationError } from '../../lib/errors.js';
import { currentUser } from '../../plugins/session.js';
import { acceptRawImageBody } from '../../lib/images/raw-image-body.js';
import type { RecipesService } from './recipes.service.js';

const tags = ['recipes'];

export const recipesRoutes: FastifyPluginAsyncZod<{ recipesService: RecipesService }> = async (
  app,
  { recipesService },
) => {
  app.addHook('onRequest', app.requireUser);

  defineRoute(
    app,
    endpoints.recipes.list,
    {
      schema: {
        tags,
        summary: 'My recipes, newest first (or the starter library with scope=starter)',
      },
    },
    async (request) => recipesService.list(currentUser(request).id, request.query),
  );

  defineRoute(
    app,
    endpoints.recipes.get,
    {
      schema: {
        tags,
        summary: 'One of my recipes or a starter recipe, with ingredients and steps',
      },
    },
    async (request) => recipesService.get(currentUser(request).id, request.params.id),
  );

  defineRoute(
    app,
    endpoints.recipes.create,
    {
      schema: {
        tags,
        summary: 'Create a recipe; nutrition is computed from the ingredients’ foods',
      },
    },
    async (request, reply) =>
      reply.status(201).send(await recipesService.create(currentUser(request).id, request.body)),
  );

  defineRoute(
    app,
    endpoints.recipes.update,
    {
      schema: {
        tags,
        summary: 'Change my recipe; new ingredients or servings recompute the nutrition',
      },
    },
    async (request) =>
      recipesService.update(currentUser(request).id, request.params.id, request.body),
  );

  defineRoute(
    app,
    endpoints.recipes.remove,
    { schema: { tags, summary: 'Delete my recipe (and its photo)' } },
    async (request, reply) => {
      await recipesService.remove(currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  defineRoute(
    app,
    endpoints.recipes.copy,
    { schema: { tags, summary: 'Save a starter recipe (or one of mine) as a new recipe of mine' } },
    async (request, reply) =>
      reply.status(201).send(await recipesService.copy(currentUser(request).id, request.params.id)),
  );

  defineRoute(
    app,
    endpoints.recipes.removePhoto,
    { schema: { tags, summary: 'Remove my recipe’s photo' } },
    async (request) => recipesService.removePhoto(currentUser(request).id, request.params.id),
  );

  // The photo is the raw request body (any image type; sharp decides), in a scope of its
  // own so the JSON routes above keep their JSON parser and the 1 MB body limit.
  await app.register(async (scope) => {
    acceptRawImageBody(scope, PHOTO_LIMITS.maxBytes);
    const photo = scope.withTypeProvider<ZodTypeProvider>();
    defineRoute(
      photo,
      endpoints.recipes.setPhoto,
      {
        bodyLimit: PHOTO_LIMITS.maxBytes,
        schema: {
          tags,
          summary: `Set my recipe’s photo: JPEG, PNG or WebP up to ${PHOTO_LIMITS.maxBytes / 1024 / 1024} MB, re-encoded to WebP without metadata`,
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
