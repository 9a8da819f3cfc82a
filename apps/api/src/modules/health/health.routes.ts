import { endpoints, type HealthResponse, HealthResponseSchema } from '@ketoflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../lib/define-route.js';

export const healthRoutes: FastifyPluginAsyncZod<{
  database: 'pglite' | 'postgres';
  version: string;
}> = async (app, opts) => {
  // The answer never changes while the process lives: validate it against the contract once
  // and send the same bytes every time (load balancers poll this route constantly).
  // A string, not a Buffer: Node then writes the head and the body in one write instead of a
  // writev of two chunks (about 6 % of this route's throughput, bench/README.md).
  const body = JSON.stringify(
    HealthResponseSchema.parse({ status: 'ok', database: opts.database, version: opts.version }),
  );
  defineRoute(
    app,
    endpoints.health.get,
    { logLevel: 'warn', schema: { tags: ['health'], summary: 'Liveness' } },
    (_request, reply) => {
      // The text is the contract's shape, serialised once above; Fastify sends a JSON string as is.
      reply
        .header('content-type', 'application/json; charset=utf-8')
        .send(body as unknown as HealthResponse);
    },
  );
};
