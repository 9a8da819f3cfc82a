import { ConflictError } from '../../lib/errors.js';
import type { FormFields } from '../../lib/digistore/signature.js';
import {
  fail,
  field,
  ledgerReference,
  nonNegativeInt,
  ok,
  payloadOf,
  type IpnOutcome,
} from './digistore.fields.js';
import type { EventRow, OrderRow } from './digistore.repository.js';
import type { IpnHandlerDeps } from './digistore.ports.js';

const SUBSCRIPTION_EVENTS = new Map<string, 'payment_missed' | 'cancelled' | 'active' | 'ended'>([
  ['on_payment_missed', 'payment_missed'],
  ['on_rebill_cancelled', 'cancelled'],
  ['on_rebill_resumed', 'active'],
  ['last_paid_day', 'ended'],
]);

export const isSubscriptionEvent = (event: string) => SUBSCRIPTION_EVENTS.has(event);

/** Refunds and chargebacks (coins taken back once per payment) and subscription status changes. */
export function createReversalHandlers(deps: IpnHandlerDeps) {
  const { db, repo, wallet, logger } = deps;

  async function findOrderFor(fields: FormFields): Promise<OrderRow | undefined> {
    const orderId = field(fields, 'order_id');
    if (!orderId) return undefined;
    const productId = field(fields, 'product_id');
    const main = await repo.findOrder(orderId);
    if (!main || !productId || main.productId === productId) return main;
    return repo.findOrder(`${orderId}/${productId}`);
  }

  /**
   * The payment a refund or chargeback undoes: its parent transaction when
   * Digistore24 names one, else the payment with the same pay_sequence_no, else
   * the order's latest payment.
   */
  function reversedPayment(fields: FormFields, payments: EventRow[]): EventRow | undefined {
    const parent = field(fields, 'parent_transaction_id');
    const byParent = parent ? payments.find((p) => p.transactionId === parent) : undefined;
    if (byParent) return byParent;
    const seq = field(fields, 'pay_sequence_no');
    const bySeq =
      seq !== null ? payments.filter((p) => p.payload.pay_sequence_no === seq) : undefined;
    if (bySeq?.length === 1) return bySeq[0];
    const sequenceOf = (p: EventRow) => nonNegativeInt(p.payload.pay_sequence_no ?? null, 0);
    return [...payments].sort(
      (a, b) => sequenceOf(b) - sequenceOf(a) || b.receivedAt.getTime() - a.receivedAt.getTime(),
    )[0];
  }

  async function onReversal(
    fields: FormFields,
    event: 'on_refund' | 'on_chargeback',
  ): Promise<IpnOutcome> {
    const transactionId = field(fields, 'transaction_id');
    const orderId = field(fields, 'order_id');
    if (!transactionId || !orderId) return fail(400, `${event} needs transaction_id and order_id`);
    const eventKey = `${transactionId}:${event}`;
    if (await repo.findEvent(eventKey)) return ok('duplicate');

    const order = await findOrderFor(fields);
    // Out of order (the payment's IPN failed and is being retried): answer an error
    // without side effects, so Digistore24 re-sends this after the payment arrived.
    if (!order) return fail(409, `order ${orderId} is not recorded yet, retry later`);

    const payment = reversedPayment(fields, await repo.listPayments(order.orderId));
    let reversed = 0;
    if (payment?.transactionId && payment.coinsMoved > 0 && order.userId) {
      const reference = ledgerReference(orderId, transactionId);
      try {
        // One reversal per payment, whichever of refund and chargeback comes first.
        const result = await wallet.reverse({
          userId: order.userId,
          amount: payment.coinsMoved,
          reason: event === 'on_refund' ? 'refund_reversal' : 'chargeback_reversal',
          reference,
          idempotencyKey: `digistore24:reversal:${payment.transactionId}`,
        });
        // A replay of our own earlier attempt still counts for this event.
        reversed =
          !result.replayed || result.entry.reference === reference ? payment.coinsMoved : 0;
      } catch (error) {
        // The other kind of reversal (refund vs chargeback) already undid this payment.
        if (!(error instanceof ConflictError)) throw error;
      }
    }

    await db.transaction(async (tx) => {
      const inserted = await repo.recordEvent(tx, {
        eventKey,
        event,
        orderId: order.orderId,
        transactionId,
        payload: payloadOf(fields),
        coinsMoved: -reversed,
      });
      if (!inserted) return;
      await repo.applyReversal(tx, order.orderId, {
        coinsDelta: -reversed,
        status: event === 'on_refund' ? 'refunded' : 'chargeback',
      });
    });
    logger.info({ orderId, transactionId, event, coins: -reversed }, 'Digistore24 reversal');
    return ok('handled');
  }

  async function onSubscriptionEvent(fields: FormFields, event: string): Promise<IpnOutcome> {
    const status = SUBSCRIPTION_EVENTS.get(event);
    const orderId = field(fields, 'order_id');
    if (!status || !orderId) return fail(400, `${event} needs order_id`);
    // No transaction of their own: keyed by order, event and day (decision 005).
    const day = field(fields, 'transaction_date', 40) ?? new Date().toISOString().slice(0, 10);
    const eventKey = `${orderId}:${event}:${day}`;
    if (await repo.findEvent(eventKey)) return ok('duplicate');
    const order = await findOrderFor(fields);
    if (!order) return fail(409, `order ${orderId} is not recorded yet, retry later`);

    await db.transaction(async (tx) => {
      const inserted = await repo.recordEvent(tx, {
        eventKey,
        event,
        orderId: order.orderId,
        transactionId: field(fields, 'transaction_id'),
        payload: payloadOf(fields),
        coinsMoved: 0,
      });
      if (!inserted) return;
      await repo.setSubscriptionStatus(tx, order.orderId, {
        subscriptionStatus: status,
        nextPaymentAt: field(fields, 'next_payment_at', 40),
      });
    });
    logger.info({ orderId, event, status }, 'Digistore24 subscription status');
    return ok('handled');
  }

  return { onReversal, onSubscriptionEvent };
}
