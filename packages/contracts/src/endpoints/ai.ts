import { AiEngineInfoSchema, AiPriceTableSchema } from '../ai.js';
import { defineEndpoint } from './define.js';

/** The AI engine and its prices: /api/v1/ai. */
export const aiEndpoints = {
  engine: defineEndpoint({
    method: 'GET',
    path: '/api/v1/ai/engine',
    status: 200,
    response: AiEngineInfoSchema,
    errors: [401],
  }),
  prices: defineEndpoint({
    method: 'GET',
    path: '/api/v1/ai/prices',
    status: 200,
    response: AiPriceTableSchema,
    errors: [],
  }),
};
