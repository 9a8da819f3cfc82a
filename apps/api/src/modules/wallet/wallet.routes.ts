import { endpoints } from '@ketoflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../lib/define-route.js';
import { currentUser } from '../../plugins/session.js';
import type { WalletService } from './wallet.service.js';

const tags = ['wallet'];

export const walletRoutes: FastifyPluginAsyncZod<{ walletService: WalletService }> = async (
  app,
  { walletService },
) => {
  app.addHook('onRequest', app.requireUser);

  defineRoute(
    app,
    endpoints.wallet.get,
    { schema: { tags, summary: 'FlowCoins balance' } },
    async (request) => ({
      balance: await walletService.getBalance(currentUser(request).id),
    }),
  );

  defineRoute(
    app,
    endpoints.wallet.ledger,
    { schema: { tags, summary: 'Ledger history, newest first' } },
    async (request) =>
      walletService.listLedger(currentUser(request).id, request.query.limit, request.query.cursor),
  );

  defineRoute(
    app,
    endpoints.wallet.ledgerEntry,
    { schema: { tags, summary: 'One ledger entry (a receipt)' } },
    async (request) => walletService.getEntry(currentUser(request).id, request.params.id),
  );
};
