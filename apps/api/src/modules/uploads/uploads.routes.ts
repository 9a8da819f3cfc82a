import { ErrorBodySchema, IdParamsSchema } from '@ketoflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/session.js';
import type { UploadsService } from './uploads.service.js';

const tags = ['uploads'];

export const uploadsRoutes: FastifyPluginAsyncZod<{ uploadsService: UploadsService }> = async (
  app,
  { uploadsService },
) => {
  app.addHook('onRequest', app.requireUser);

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'The bytes of one of my images (re-encoded WebP, no metadata)',
        params: IdParamsSchema,
        response: {
          // The image bytes: Fastify sends a Buffer as is, never through a serialiser, so
          // the schema only documents it (z.any keeps the OpenAPI transform working).
          200: z.any().describe('The image (image/webp)'),
          401: ErrorBodySchema,
          404: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const upload = await uploadsService.get(currentUser(request).id, request.params.id);
      return (
        reply
          .header('content-type', upload.mimeType)
          .header('content-length', String(upload.data.length))
          // An upload's bytes never change (a new photo is a new id), but only its owner may
          // see it: private, so shared caches keep nothing.
          .header('cache-control', 'private, max-age=31536000, immutable')
          .header('content-disposition', 'inline')
          .send(upload.data)
      );
    },
  );
};
