import type { FastifyInstance } from 'fastify';
import { PhotoTooLargeError } from './photo.js';

/**
 * Lets the routes of one plugin scope take an image as the raw request body (what
 * `fetch(url, { method: 'PUT', body: file })` sends), up to `maxBytes`. Any content type
 * is read as bytes: sharp decides whether they are an image, which is the check that
 * matters (a declared type proves nothing), and the user gets one clear message either
 * way. Register it inside its own scope so JSON routes keep their JSON parser.
 */
export function acceptRawImageBody(scope: FastifyInstance, maxBytes: number): void {
  // Refuse an announced oversize body before reading it, with a message the user can act on.
  scope.addHook('preParsing', async (request) => {
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > maxBytes) throw new PhotoTooLargeError(maxBytes);
  });
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: maxBytes },
    (_request, body, done) => {
      done(null, body);
    },
  );
}
