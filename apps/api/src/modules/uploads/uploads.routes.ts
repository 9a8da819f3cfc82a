import { endpoints } from '@ketoflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../lib/define-route.js';
import { currentUser } from '../../plugins/session.js';
import type { UploadsService } from './uploads.service.js';

const tags = ['uploads'];

export const uploadsRoutes: FastifyPluginAsyncZod<{ uploadsService: UploadsService }> = async (
  app,
  { uploadsService },
) => {
  app.addHook('onRequest', app.requireUser);

  defineRoute(
    app,
    endpoints.uploads.get,
    { schema: { tags, summary: 'The bytes of one of my images (re-encoded WebP, no metadata)' } },
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
