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
  defineRoute(
    app,
    endpoints.ai.engine,
    {
      preHandler: app.requireUser,
      schema: { tags, summary: 'Which AI engine answers and what it can do (no URLs, no keys)' },
    },
    async () => engine.info(),
  );

  defineRoute(
    app,
    endpoints.ai.prices,
    // Public: the landing and sales pages quote these prices to visitors before they sign up.
    { schema: { tags, summary: 'FlowCoins price of every AI action (public)' } },
    async () => ({
      items: CoinActionSchema.options.map((action) => ({
        action,
        coins: priceOf(action, prices),
      })),
    }),
  );
};
