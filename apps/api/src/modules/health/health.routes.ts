import { HealthResponseSchema } from '@ketoflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const healthRoutes: FastifyPluginAsyncZod<{
  database: 'pglite' | 'postgres';
  version: string;
}> = async (app, opts) => {
  const body = { status: 'ok' as const, database: opts.database, version: opts.version };
  app.get(
    '/api/health',
    {
      logLevel: 'warn',
      schema: { tags: ['health'], summary: 'Liveness', response: { 200: HealthResponseSchema } },
    },
    async () => body,
  );
};
