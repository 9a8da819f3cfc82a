import {
  AiEngineInfoSchema,
  AiPriceTableSchema,
  CoinActionSchema,
  ErrorBodySchema,
} from '@ketoflow/contracts';
import { priceOf, type CoinPriceOverrides } from '@ketoflow/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AiEngine } from '../../lib/ai/index.js';

const tags = ['ai'];

export const aiRoutes: FastifyPluginAsyncZod<{
  engine: AiEngine;
  prices: CoinPriceOverrides;
}> = async (app, { engine, prices }) => {
  app.addHook('preHandler', app.requireUser);

  app.get(
    '/engine',
    {
      schema: {
        tags,
        summary: 'Which AI engine answers and what it can do (no URLs, no keys)',
        response: { 200: AiEngineInfoSchema, 401: ErrorBodySchema },
      },
    },
    async () => engine.info(),
  );

  app.get(
    '/prices',
    {
      schema: {
        tags,
        summary: 'FlowCoins price of every AI action',
        response: { 200: AiPriceTableSchema, 401: ErrorBodySchema },
      },
    },
    async () => ({
      items: CoinActionSchema.options.map((action) => ({
        action,
        coins: priceOf(action, prices),
      })),
    }),
  );
};
