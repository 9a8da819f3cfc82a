import type { OrderSummary } from '@ketoflow/contracts';
import { parseFormBody, verifyDigistoreSignature } from '../../lib/digistore/signature.js';
import { fail, field, ok, type IpnOutcome } from './digistore.fields.js';
import { toOrderSummary } from './digistore.mappers.js';
import { createPaymentHandler } from './digistore.payment.js';
import { createReversalHandlers, isSubscriptionEvent } from './digistore.reversals.js';
import type { IpnHandlerDeps } from './digistore.ports.js';

export type { IpnOutcome } from './digistore.fields.js';

/** The Digistore24 IPN webhook (facts §1) and the buyer's order list. */
export function createDigistoreService(deps: IpnHandlerDeps) {
  const { repo, config, logger } = deps;
  const onPayment = createPaymentHandler(deps);
  const { onReversal, onSubscriptionEvent } = createReversalHandlers(deps);

  return {
    /**
     * Verifies and handles one IPN call (the raw form body). Nothing is read from
     * or written to the database before the signature has verified.
     */
    async handleIpn(rawBody: string): Promise<IpnOutcome> {
      if (!config.ipnPassphrase)
        return fail(503, 'DIGISTORE_IPN_PASSPHRASE is not configured on this server');
      const verified = verifyDigistoreSignature(config.ipnPassphrase, parseFormBody(rawBody));
      if (!verified) return fail(403, 'invalid sha signature');
      const { fields } = verified;
      // PostgreSQL text cannot store NUL: refuse it plainly instead of failing mid-way.
      if (Object.values(fields).some((v) => v.includes('\u0000')))
        return fail(400, 'a field contains a NUL character');
      const event = field(fields, 'event', 60) ?? '';
      if (event === 'connection_test') return ok('connection_test');
      if (event === 'on_payment') return onPayment(fields);
      if (event === 'on_refund' || event === 'on_chargeback') return onReversal(fields, event);
      if (isSubscriptionEvent(event)) return onSubscriptionEvent(fields, event);
      // New event types must not cause 10 days of retries (facts §1.6).
      logger.info({ event, orderId: field(fields, 'order_id') }, 'Digistore24 event ignored');
      return ok('ignored');
    },

    /** The signed-in user's orders, newest first. */
    async listOrders(userId: string): Promise<OrderSummary[]> {
      const rows = await repo.listByUser(userId);
      return rows.map(toOrderSummary);
    },
  };
}

export type DigistoreService = ReturnType<typeof createDigistoreService>;
