import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from './config.js';
import { rewriteToCanonical } from './lib/request-target.js';

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * The Fastify instance the app is built on: logging, proxies, body limit, request ids and the
 * canonical request target.
 */
export function createFastifyInstance(
  config: Config,
  logger?: FastifyServerOptions['logger'],
): FastifyInstance {
  return Fastify({
    logger: logger ?? {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Every hook, guard and the router see one canonical target, or the request is refused
    // (lib/request-target.ts, decision 036).
    rewriteUrl: rewriteToCanonical,
    // Plugins wait on the database; a busy 2-core machine must not fail the start after 10 s.
    pluginTimeout: 60_000,
    // Accept a caller's request id when it is well-formed, so logs can be correlated across services.
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
  });
}
