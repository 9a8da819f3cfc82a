import { coinsForPayment, planById, type PlanId } from '@ketoflow/domain';
import type { FormFields } from '../../lib/digistore/signature.js';
import {
  fail,
  field,
  generateUserId,
  ledgerReference,
  money,
  nonNegativeInt,
  normalizeEmail,
  ok,
  payloadOf,
  type IpnOutcome,
} from './digistore.fields.js';
import type { OrderRow } from './digistore.repository.js';
import type { IpnHandlerDeps } from './digistore.ports.js';

type ProductMatch =
  { kind: 'plan'; plan: PlanId } | { kind: 'pack'; coins: number } | { kind: 'unknown' };

const RECURRING_BILLING = new Set(['subscription', 'installment']);
const MAX_QUANTITY = 1000;

/** on_payment: the order row, the buyer's account (created when new) and the coins, once. */
export function createPaymentHandler(deps: IpnHandlerDeps) {
  const { db, repo, buyers, wallet, config, logger } = deps;

  function matchProduct(productId: string): ProductMatch {
    const { products, coinPacks } = config;
    for (const plan of ['monthly', 'yearly', 'mega'] as const) {
      if (products[plan] === productId) return { kind: 'plan', plan };
    }
    const pack = coinPacks.find((p) => p.productId === productId);
    return pack ? { kind: 'pack', coins: pack.coins } : { kind: 'unknown' };
  }

  /**
   * Digistore24's order_id is one row, except when one order holds a second
   * product (an upsell): that item gets its own row, `order_id/product_id`.
   */
  async function orderFor(
    orderId: string,
    productId: string,
  ): Promise<{ key: string; existing: OrderRow | undefined }> {
    const main = await repo.findOrder(orderId);
    if (!main || main.productId === productId) return { key: orderId, existing: main };
    const key = `${orderId}/${productId}`;
    return { key, existing: await repo.findOrder(key) };
  }

  function buyerName(fields: FormFields, email: string): string {
    const first =
      field(fields, 'address_first_name', 60) ??
      field(fields, 'buyer_first_name', 60) ??
      field(fields, 'first_name', 60);
    return first ?? email.split('@')[0] ?? 'friend';
  }

  async function onPayment(fields: FormFields): Promise<IpnOutcome> {
    const transactionId = field(fields, 'transaction_id');
    const orderId = field(fields, 'order_id');
    const productId = field(fields, 'product_id');
    const rawEmail =
      field(fields, 'email', 320) ??
      field(fields, 'buyer_email', 320) ??
      field(fields, 'address_email', 320);
    if (!transactionId || !orderId || !productId || !rawEmail)
      return fail(400, 'on_payment needs transaction_id, order_id, product_id and email');
    const email = normalizeEmail(rawEmail);
    if (!/^[^\s@]+@[^\s@]+$/.test(email)) return fail(400, 'on_payment needs a valid email');
    const eventKey = `${transactionId}:on_payment`;
    if (await repo.findEvent(eventKey)) return ok('duplicate');

    const product = matchProduct(productId);
    const billingType = field(fields, 'billing_type', 40)?.toLowerCase() ?? null;
    const recurring = billingType !== null && RECURRING_BILLING.has(billingType);
    // Digistore24 numbers single payments 0; the first subscription payment is 0 or 1.
    const paySequenceNo = nonNegativeInt(field(fields, 'pay_sequence_no'), 0);
    const quantity = Math.max(1, nonNegativeInt(field(fields, 'quantity'), 1));
    // Keeps coins within the ledger's integer range; no real order comes near it.
    if (quantity > MAX_QUANTITY) return fail(400, `quantity above ${MAX_QUANTITY}`);
    let coins = 0;
    let reason: 'purchase' | 'rebill' = 'purchase';
    if (product.kind === 'plan') {
      const payment = coinsForPayment(planById(product.plan), paySequenceNo);
      coins = payment.coins * quantity;
      reason = payment.isRebill ? 'rebill' : 'purchase';
    } else if (product.kind === 'pack') {
      coins = product.coins * quantity;
    } else {
      logger.warn(
        { orderId, transactionId, productId },
        'Digistore24 payment for a product that is not configured: recorded, no coins',
      );
    }

    // Coins go to the account that owns the order (Digistore24 tracks per order);
    // a new order's buyer is found by e-mail. An unknown product gives nothing, so it
    // creates no account; a known one creates the buyer's password-less account.
    const { key: orderKey, existing } = await orderFor(orderId, productId);
    const userId =
      existing?.userId ??
      (product.kind === 'unknown'
        ? await buyers.findUserIdByEmail(email)
        : await buyers.findOrCreateUser({
            id: generateUserId(),
            email,
            name: buyerName(fields, email),
          }));

    const order = {
      productName: field(fields, 'product_name'),
      amount: money(field(fields, 'amount') ?? field(fields, 'transaction_amount')),
      currency: field(fields, 'currency', 8) ?? field(fields, 'transaction_currency', 8),
      billingType,
      subscriptionStatus: recurring ? 'active' : null,
      nextPaymentAt: field(fields, 'next_payment_at', 40),
      apiMode: field(fields, 'api_mode', 10),
    };
    await repo.insertOrderIfMissing({
      ...order,
      orderId: orderKey,
      productId,
      plan: product.kind === 'plan' ? product.plan : product.kind,
      buyerEmail: email,
      userId,
      paySequenceNo,
      status: 'paid',
    });

    // Idempotent per transaction: a retry after a crash between here and the event
    // row replays this credit instead of moving coins again.
    if (coins > 0 && userId) {
      await wallet.credit({
        userId,
        amount: coins,
        reason,
        reference: ledgerReference(orderId, transactionId),
        idempotencyKey: `digistore24:payment:${transactionId}`,
      });
    }
    const credited = userId ? coins : 0;

    await db.transaction(async (tx) => {
      const inserted = await repo.recordEvent(tx, {
        eventKey,
        event: 'on_payment',
        orderId: orderKey,
        transactionId,
        payload: payloadOf(fields),
        coinsMoved: credited,
      });
      if (!inserted) return; // a concurrent duplicate recorded it first
      await repo.applyPayment(tx, orderKey, {
        ...order,
        coinsDelta: credited,
        paySequenceNo,
        userId,
      });
    });
    logger.info({ orderId, transactionId, coins: credited, reason }, 'Digistore24 payment');
    return ok('handled');
  }

  return onPayment;
}
