import { CoinActionSchema, endpoints } from '@ketoflow/contracts';
import { priceOf, type CoinPriceOverrides } from '@ketoflow/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../lib/define-route.js';
import type { AiEngine } from '../../lib/ai/index.js';

const tags = ['ai'];

export const aiRoutes: FastifyPluginAsyncZod<{
  engine: AiEngine;
  prices: CoinPriceOverrides;
}> = async (app, { engine, prices }) => {
  app.addHook('preHandler', app.requireUser);

  defineRoute(
    app,
    endpoints.ai.engine,
    { schema: { tags, summary: 'Which AI engine answers and what it can do (no URLs, no keys)' } },
    async () => engine.info(),
  );

  defineRoute(
    app,
    endpoints.ai.prices,
    { schema: { tags, summary: 'FlowCoins price of every AI action' } },
    async () => ({
      items: CoinActionSchema.options.map((action) => ({
        action,
        coins: priceOf(action, prices),
      })),
    }),
  );
};
