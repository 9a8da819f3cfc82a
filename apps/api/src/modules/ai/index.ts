import type { CoinPriceOverrides } from '@ketoflow/domain';
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import { createAiEngine, type AiEngine, type AiEngineSettings } from '../../lib/ai/index.js';
import { aiRoutes } from './ai.routes.js';
import { debitRoutes } from './debit.routes.js';
import { createPaidActionRunner, type CoinAccount } from './paid-action.js';

export type { CoinAccount } from './paid-action.js';
export type {
  PaidActionRequest,
  PaidActionResult,
  PaidActionRunner,
  PaidWorkContext,
} from './paid-action.js';

/**
 * The AI engine chosen by configuration and the pay-then-work runner every AI feature goes
 * through (price table, debit before the work, refund on failure).
 */
export function createAiModule(deps: {
  settings: AiEngineSettings;
  prices: CoinPriceOverrides;
  wallet: CoinAccount;
  logger: FastifyBaseLogger;
}) {
  const engine: AiEngine = createAiEngine(deps.settings);
  const paidActions = createPaidActionRunner({
    wallet: deps.wallet,
    prices: deps.prices,
    logger: deps.logger,
  });
  const routes: FastifyPluginAsync = async (app) => {
    await app.register(debitRoutes, { paidActions, prefix: '/api/v1/wallet' });
    await app.register(aiRoutes, { engine, prices: deps.prices, prefix: '/api/v1/ai' });
  };
  return { engine, paidActions, routes };
}
