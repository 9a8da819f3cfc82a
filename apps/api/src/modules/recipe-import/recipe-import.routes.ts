import { endpoints } from '@ketoflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../lib/define-route.js';
import { currentUser } from '../../plugins/session.js';
import type { RecipeImportService } from './recipe-import.service.js';

const tags = ['recipe-import'];

export const recipeImportRoutes: FastifyPluginAsyncZod<{ service: RecipeImportService }> = async (
  app,
  { service },
) => {
  app.addHook('onRequest', app.requireUser);

  defineRoute(
    app,
    endpoints.recipeImport.fromUrl,
    {
      schema: {
        tags,
        summary:
          'Draft a recipe from a recipe page (free): the server fetches the public http(s) page (size, time and redirect limits; private and metadata addresses refused), reads its schema.org Recipe (JSON-LD or microdata) and matches the ingredients to the food database. Nutrition is computed from the database; the page’s own numbers are returned for comparison only.',
      },
    },
    async (request) => service.fromUrl(currentUser(request).id, request.body.url),
  );

  defineRoute(
    app,
    endpoints.recipeImport.fromText,
    {
      schema: {
        tags,
        summary:
          'Draft a recipe from pasted text (free): a title line, ingredient lines, then the steps.',
      },
    },
    async (request) => service.fromText(currentUser(request).id, request.body.text),
  );

  defineRoute(
    app,
    endpoints.recipeImport.save,
    {
      schema: {
        tags,
        summary:
          'Save a reviewed import into My Recipes like a new recipe (nutrition computed on the server); the photo is fetched again and re-encoded without metadata.',
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.save(currentUser(request).id, request.body)),
  );
};
