import { CommerceConfigSchema } from '@ketoflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { buildCommerceConfig, type CommerceConfigSource } from './commerce-config.service.js';

/** GET /api/v1/commerce/config — public: the sales page is open to signed-out visitors. */
export const commerceConfigRoutes: FastifyPluginAsyncZod<{ config: CommerceConfigSource }> = async (
  app,
  { config },
) => {
  // Configuration is read once at start, so the answer never changes while the process runs.
  const body = buildCommerceConfig(config);
  app.get(
    '/config',
    {
      schema: {
        tags: ['commerce'],
        summary: 'Plans’ order forms, coin packs, optional scripts and operator details',
        response: { 200: CommerceConfigSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return body;
    },
  );
};
