import { z } from 'zod';
import {
  CreateDebitBodySchema,
  DebitResultSchema,
  LedgerEntrySchema,
  LedgerPageSchema,
  ListLedgerQuerySchema,
  WalletSchema,
} from '../wallet.js';
import { defineEndpoint } from './define.js';

/** FlowCoins: /api/v1/wallet. */
export const walletEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: '/api/v1/wallet',
    status: 200,
    response: WalletSchema,
    errors: [],
  }),
  ledger: defineEndpoint({
    method: 'GET',
    path: '/api/v1/wallet/ledger',
    query: ListLedgerQuerySchema,
    status: 200,
    response: LedgerPageSchema,
    errors: [400],
  }),
  ledgerEntry: defineEndpoint({
    method: 'GET',
    path: '/api/v1/wallet/ledger/:id',
    params: z.object({ id: z.string().max(20) }),
    status: 200,
    response: LedgerEntrySchema,
    errors: [404],
  }),
  debit: defineEndpoint({
    method: 'POST',
    path: '/api/v1/wallet/debits',
    body: CreateDebitBodySchema,
    status: 201,
    replayStatus: 200,
    response: DebitResultSchema,
    errors: [402, 409],
  }),
};
