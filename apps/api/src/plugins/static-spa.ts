import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { ErrorCode } from '@ketoflow/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Serves the built SPA: hashed assets cached for a year, everything else
 * revalidated, and client routes (history API) answered with index.html.
 */
export const staticSpaPlugin = fp(async (app: FastifyInstance, opts: { distDir: string }) => {
  const hasBuild = existsSync(path.join(opts.distDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: opts.distDir,
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        } else {
          res.header('cache-control', 'no-cache');
        }
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/api/');
    const isPageRequest = (request.method === 'GET' || request.method === 'HEAD') && !isApi;
    if (isPageRequest) {
      const file = request.url.split('?')[0] ?? '/';
      // A missing asset must 404, not return the app shell.
      if (hasBuild && !path.extname(file)) {
        return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
      }
    }
    return reply.status(404).send({
      error: { code: ErrorCode.NOT_FOUND, message: 'Not found.', requestId: request.id },
    });
  });
});
