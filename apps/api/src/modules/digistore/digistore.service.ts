import { randomBytes } from 'node:crypto';
import type { OrderSummary } from '@ketoflow/contracts';
import { coinsForPayment, planById, type PlanId } from '@ketoflow/domain';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { ConflictError } from '../../lib/errors.js';
import type { WalletService } from '../wallet/wallet.service.js';
import type { DigistoreRepository, EventRow, OrderRow } from './digistore.repository.js';
import { parseFormBody, verifyDigistoreSignature, type FormFields } from './signature.js';

/**
 * What the webhook answers. Digistore24 counts a call as delivered only when the
 * body is `OK`; anything else is retried (3 min, then up to daily, for 10 days).
 */
export type IpnOutcome =
  | { ok: true; note: 'handled' | 'duplicate' | 'ignored' | 'connection_test' }
  | { ok: false; status: 400 | 403 | 409 | 503; message: string };

type Logger = {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
};

type ProductMatch =
  { kind: 'plan'; plan: PlanId } | { kind: 'pack'; coins: number } | { kind: 'unknown' };

const SUBSCRIPTION_EVENTS = new Map<string, 'payment_missed' | 'cancelled' | 'active' | 'ended'>([
  ['on_payment_missed', 'payment_missed'],
  ['on_rebill_cancelled', 'cancelled'],
  ['on_rebill_resumed', 'active'],
  ['last_paid_day', 'ended'],
]);
const RECURRING_BILLING = new Set(['subscription', 'installment']);
const MAX_QUANTITY = 1000;

const ok = (note: Extract<IpnOutcome, { ok: true }>['note']): IpnOutcome => ({ ok: true, note });
const fail = (
  status: Extract<IpnOutcome, { ok: false }>['status'],
  message: string,
): IpnOutcome => ({ ok: false, status, message });

/** Trimmed, or null when absent or blank; long values are cut to fit a display. */
function field(fields: FormFields, key: string, max = 200): string | null {
  const value = fields[key]?.trim();
  return value ? value.slice(0, max) : null;
}

export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

function nonNegativeInt(value: string | null, fallback: number): number {
  if (value === null || !/^\d{1,9}$/.test(value)) return fallback;
  return Number(value);
}

/** The order's amount for a NUMERIC(12,2) column: Digistore24 sends "37.00"; anything else is dropped. */
function money(value: string | null): string | null {
  return value !== null && /^-?\d{1,10}(\.\d{1,2})?$/.test(value) ? value : null;
}

/** A better-auth style id: 32 characters of [A-Za-z0-9]. */
function generateUserId(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  let id = '';
  // 248 = 4 × 62: rejecting bytes above it keeps the choice uniform.
  while (id.length < 32) {
    for (const byte of randomBytes(48)) {
      if (byte < 248 && id.length < 32) id += alphabet[byte % 62];
    }
  }
  return id;
}

/** The ledger's reference for a Digistore24 movement: the order and the transaction. */
export function ledgerReference(orderId: string, transactionId: string): string {
  return `digistore24:${orderId}:${transactionId}`;
}

export function createDigistoreService(deps: {
  db: Db;
  repo: DigistoreRepository;
  wallet: WalletService;
  config: Config['digistore'];
  logger: Logger;
}) {
  const { db, repo, wallet, config, logger } = deps;

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

  async function findOrderFor(fields: FormFields): Promise<OrderRow | undefined> {
    const orderId = field(fields, 'order_id');
    if (!orderId) return undefined;
    const productId = field(fields, 'product_id');
    const main = await repo.findOrder(orderId);
    if (!main || !productId || main.productId === productId) return main;
    return repo.findOrder(`${orderId}/${productId}`);
  }

  function buyerName(fields: FormFields, email: string): string {
    const first =
      field(fields, 'address_first_name', 60) ??
      field(fields, 'buyer_first_name', 60) ??
      field(fields, 'first_name', 60);
    return first ?? email.split('@')[0] ?? 'friend';
  }

  /** Signed fields minus the signature: what the events table keeps. */
  function payloadOf(fields: FormFields): Record<string, string> {
    return Object.fromEntries(
      Object.entries(fields).filter(([k]) => k !== 'sha_sign' && k !== 'SHASIGN'),
    );
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
    // Digistore24 numbers single payments 0; the first subscription payment is 0 or 1 (facts §1.3).
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
        ? await repo.findUserIdByEmail(email)
        : await repo.findOrCreateUser({
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
      const txDb = tx as unknown as Db;
      const inserted = await repo.recordEvent(txDb, {
        eventKey,
        event: 'on_payment',
        orderId: orderKey,
        transactionId,
        payload: payloadOf(fields),
        coinsMoved: credited,
      });
      if (!inserted) return; // a concurrent duplicate recorded it first
      await repo.applyPayment(txDb, orderKey, {
        ...order,
        coinsDelta: credited,
        paySequenceNo,
        userId,
      });
    });
    logger.info({ orderId, transactionId, coins: credited, reason }, 'Digistore24 payment');
    return ok('handled');
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
      const txDb = tx as unknown as Db;
      const inserted = await repo.recordEvent(txDb, {
        eventKey,
        event,
        orderId: order.orderId,
        transactionId,
        payload: payloadOf(fields),
        coinsMoved: -reversed,
      });
      if (!inserted) return;
      await repo.applyReversal(txDb, order.orderId, {
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
    // No transaction of their own: keyed by order, event and day (facts §1.6).
    const day = field(fields, 'transaction_date', 40) ?? new Date().toISOString().slice(0, 10);
    const eventKey = `${orderId}:${event}:${day}`;
    if (await repo.findEvent(eventKey)) return ok('duplicate');
    const order = await findOrderFor(fields);
    if (!order) return fail(409, `order ${orderId} is not recorded yet, retry later`);

    await db.transaction(async (tx) => {
      const txDb = tx as unknown as Db;
      const inserted = await repo.recordEvent(txDb, {
        eventKey,
        event,
        orderId: order.orderId,
        transactionId: field(fields, 'transaction_id'),
        payload: payloadOf(fields),
        coinsMoved: 0,
      });
      if (!inserted) return;
      await repo.setSubscriptionStatus(txDb, order.orderId, {
        subscriptionStatus: status,
        nextPaymentAt: field(fields, 'next_payment_at', 40),
      });
    });
    logger.info({ orderId, event, status }, 'Digistore24 subscription status');
    return ok('handled');
  }

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
      if (SUBSCRIPTION_EVENTS.has(event)) return onSubscriptionEvent(fields, event);
      // New event types must not cause 10 days of retries (facts §1.6).
      logger.info({ event, orderId: field(fields, 'order_id') }, 'Digistore24 event ignored');
      return ok('ignored');
    },

    /** The signed-in user's orders, newest first. */
    async listOrders(userId: string): Promise<OrderSummary[]> {
      const rows = await repo.listByUser(userId);
      return rows.map(toSummary);
    },
  };
}

const PLANS_SHOWN = new Set(['monthly', 'yearly', 'mega', 'pack']);
const STATUSES = new Set(['paid', 'refunded', 'chargeback']);
const SUBSCRIPTION_STATUSES = new Set(['active', 'payment_missed', 'cancelled', 'ended']);

function toSummary(row: OrderRow): OrderSummary {
  return {
    id: row.id,
    orderId: row.orderId,
    plan: (PLANS_SHOWN.has(row.plan) ? row.plan : 'unknown') as OrderSummary['plan'],
    productName: row.productName,
    status: (STATUSES.has(row.status) ? row.status : 'paid') as OrderSummary['status'],
    subscriptionStatus:
      row.subscriptionStatus && SUBSCRIPTION_STATUSES.has(row.subscriptionStatus)
        ? (row.subscriptionStatus as NonNullable<OrderSummary['subscriptionStatus']>)
        : null,
    billingType: row.billingType,
    coinsCredited: row.coinsCredited,
    amount: row.amount,
    currency: row.currency,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export type DigistoreService = ReturnType<typeof createDigistoreService>;
