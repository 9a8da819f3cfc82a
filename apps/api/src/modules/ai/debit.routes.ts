import { endpoints } from '@ketoflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../lib/define-route.js';
import { currentUser } from '../../plugins/session.js';
import type { PaidActionRunner } from './paid-action.js';

const tags = ['wallet'];

/**
 * POST /api/v1/wallet/debits: a client pays for an AI action up front. It lives with the
 * paid actions because the price table and the charge's ledger key are theirs.
 */
export const debitRoutes: FastifyPluginAsyncZod<{
  paidActions: Pick<PaidActionRunner, 'charge'>;
}> = async (app, { paidActions }) => {
  app.addHook('onRequest', app.requireUser);

  defineRoute(
    app,
    endpoints.wallet.debit,
    { schema: { tags, summary: 'Pay for an AI action at its price (idempotent per key)' } },
    async (request, reply) => {
      const result = await paidActions.charge(
        currentUser(request).id,
        request.body.action,
        request.body.idempotencyKey,
      );
      return reply
        .status(result.replayed ? 200 : 201)
        .send({ entry: result.entry, balance: result.balance });
    },
  );
};
