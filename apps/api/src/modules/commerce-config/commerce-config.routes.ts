import { endpoints } from '@ketoflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../lib/define-route.js';
import { buildCommerceConfig, type CommerceConfigSource } from './commerce-config.service.js';

/** GET /api/v1/commerce/config — public: the sales page is open to signed-out visitors. */
export const commerceConfigRoutes: FastifyPluginAsyncZod<{ config: CommerceConfigSource }> = async (
  app,
  { config },
) => {
  // Configuration is read once at start, so the answer never changes while the process runs.
  const body = buildCommerceConfig(config);
  defineRoute(
    app,
    endpoints.commerce.config,
    {
      schema: {
        tags: ['commerce'],
        summary: 'Plans’ order forms, coin packs, optional scripts and operator details',
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return body;
    },
  );
};
