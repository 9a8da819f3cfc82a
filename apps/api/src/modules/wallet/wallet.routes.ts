import {
  ErrorBodySchema,
  LedgerEntrySchema,
  LedgerPageSchema,
  ListLedgerQuerySchema,
  WalletSchema,
} from '@ketoflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/session.js';
import type { WalletService } from './wallet.service.js';

const tags = ['wallet'];

export const walletRoutes: FastifyPluginAsyncZod<{ walletService: WalletService }> = async (
  app,
  { walletService },
) => {
  app.addHook('onRequest', app.requireUser);

  app.get(
    '',
    { schema: { tags, summary: 'FlowCoins balance', response: { 200: WalletSchema } } },
    async (request) => ({
      balance: await walletService.getBalance(currentUser(request).id),
    }),
  );

  app.get(
    '/ledger',
    {
      schema: {
        tags,
        summary: 'Ledger history, newest first',
        querystring: ListLedgerQuerySchema,
        response: { 200: LedgerPageSchema, 400: ErrorBodySchema },
      },
    },
    async (request) =>
      walletService.listLedger(currentUser(request).id, request.query.limit, request.query.cursor),
  );

  app.get(
    '/ledger/:id',
    {
      schema: {
        tags,
        summary: 'One ledger entry (a receipt)',
        params: z.object({ id: z.string().max(20) }),
        response: { 200: LedgerEntrySchema, 404: ErrorBodySchema },
      },
    },
    async (request) => walletService.getEntry(currentUser(request).id, request.params.id),
  );
};
