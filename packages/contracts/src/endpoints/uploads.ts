import { z } from 'zod';
import { IdParamsSchema } from '../common.js';
import { defineEndpoint } from './define.js';

/**
 * Where a stored image is opened (an `<img src>`): the one spelling of an upload's URL, used by
 * every answer that names a photo.
 */
export const uploadUrl = (id: string): string => `/api/v1/uploads/${encodeURIComponent(id)}`;

/** The user's stored images: /api/v1/uploads (opened by URL, e.g. an `<img src>`). */
export const uploadsEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: '/api/v1/uploads/:id',
    params: IdParamsSchema,
    kind: 'binary',
    status: 200,
    // Fastify sends a Buffer as is, never through a serialiser, so this only documents the
    // body (z.any keeps the OpenAPI transform working).
    response: z.any().describe('The image (image/webp)'),
    errors: [401, 404],
  }),
};
