import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.js';
import { createWalletRepository } from './wallet.repository.js';
import { walletRoutes } from './wallet.routes.js';
import { createWalletService } from './wallet.service.js';

export { moveStatement } from './wallet.repository.js';
export type { CoinMovement, MovementResult, WalletService } from './wallet.service.js';

/**
 * FlowCoins: the append-only ledger and the balance it adds up to. Every coin movement in
 * the product goes through this module's credit / debit / reverse, on the wallet's own
 * database, or their creditIn / debitIn / reverseIn (tx, m), inside a caller's transaction so
 * the movement commits with the caller's own writes.
 */
export function createWalletModule(deps: { db: Db }) {
  const service = createWalletService({ db: deps.db, repo: createWalletRepository(deps.db) });
  const routes: FastifyPluginAsync = async (app) => {
    await app.register(walletRoutes, { walletService: service, prefix: '/api/v1/wallet' });
  };
  return { service, routes };
}
