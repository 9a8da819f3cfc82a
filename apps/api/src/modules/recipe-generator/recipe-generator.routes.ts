import { endpoints, IDEMPOTENCY_KEY_HEADER } from '@ketoflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../lib/define-route.js';
import { currentUser } from '../../plugins/session.js';
import type { RecipeGeneratorService } from './recipe-generator.service.js';

const tags = ['recipe-generator'];

export const recipeGeneratorRoutes: FastifyPluginAsyncZod<{
  service: RecipeGeneratorService;
}> = async (app, { service }) => {
  app.addHook('onRequest', app.requireUser);

  defineRoute(
    app,
    endpoints.recipeGenerator.generate,
    {
      schema: {
        tags,
        summary:
          'Draft a recipe from ingredients on hand, cuisine, time and macro wishes (paid: recipe; a retry with the same Idempotency-Key is not charged again). Ingredients are matched to the food database and the nutrition recomputed from it; unmatched ones are listed for the user to resolve.',
      },
    },
    async (request) =>
      service.generate(
        currentUser(request).id,
        request.headers[IDEMPOTENCY_KEY_HEADER],
        request.body,
      ),
  );

  defineRoute(
    app,
    endpoints.recipeGenerator.save,
    {
      schema: {
        tags,
        summary:
          'Save a paid draft (with the user’s resolutions) into My Recipes; nutrition is computed on the server. Saving the same draft again returns the same recipe.',
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.save(currentUser(request).id, request.body)),
  );
};
