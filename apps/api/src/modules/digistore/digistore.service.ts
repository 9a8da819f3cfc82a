import type { OrderSummary } from '@ketoflow/contracts';
import {
  parseFormBody,
  verifyDigistoreSignature,
  type FormFields,
} from '../../lib/digistore/signature.js';
import { digistoreIpnCalls } from './digistore.schema.js';
import { fail, field, ok, payloadOf, type IpnOutcome } from './digistore.fields.js';
import { toOrderSummary } from './digistore.mappers.js';
import { createPaymentHandler } from './digistore.payment.js';
import { createReversalHandlers, isSubscriptionEvent } from './digistore.reversals.js';
import type { IpnHandlerDeps } from './digistore.ports.js';

export type { IpnOutcome } from './digistore.fields.js';

/** The Digistore24 IPN webhook (decision 005) and the buyer's order list. */
export function createDigistoreService(deps: IpnHandlerDeps) {
  const { repo, config, logger } = deps;
  const onPayment = createPaymentHandler(deps);
  const { onReversal, onSubscriptionEvent } = createReversalHandlers(deps);

  /**
   * The IPN log (admin area): one row per call once it is answered. A failure to write it is
   * logged, never turned into a failed answer: Digistore24 would retry a call we handled.
   */
  async function logCall(
    fields: FormFields,
    signed: boolean,
    outcome: IpnOutcome | { error: string },
    ip: string | null,
  ) {
    // PostgreSQL text cannot hold NUL; the log keeps the rest of what was sent.
    const strip = (text: string) => text.split('\u0000').join('');
    fields = Object.fromEntries(Object.entries(fields).map(([k, v]) => [strip(k), strip(v)]));
    const short = (key: string) => field(fields, key, 60);
    const result =
      'error' in outcome
        ? { outcome: 'error', httpStatus: 500, message: outcome.error }
        : outcome.ok
          ? { outcome: outcome.note, httpStatus: 200, message: null }
          : { outcome: 'refused', httpStatus: outcome.status, message: outcome.message };
    await deps.db
      .insert(digistoreIpnCalls)
      .values({
        event: short('event'),
        orderId: short('order_id'),
        transactionId: short('transaction_id'),
        signatureValid: signed,
        ...result,
        ipAddress: ip,
        payload: signed ? payloadOf(fields) : null,
      })
      .catch((error: unknown) => logger.warn({ err: error }, 'IPN call not logged'));
  }

  /** Verifies and dispatches one call; the log records what it answered. */
  async function dispatch(rawBody: string, ip: string | null): Promise<IpnOutcome> {
    const fields = parseFormBody(rawBody);
    if (!config.ipnPassphrase)
      return fail(503, 'DIGISTORE_IPN_PASSPHRASE is not configured on this server');
    const verified = verifyDigistoreSignature(config.ipnPassphrase, fields);
    if (!verified) {
      const refused = fail(403, 'invalid sha signature');
      await logCall(fields, false, refused, ip);
      return refused;
    }
    try {
      const outcome = await handleVerified(verified.fields);
      await logCall(verified.fields, true, outcome, ip);
      return outcome;
    } catch (error) {
      await logCall(verified.fields, true, { error: (error as Error).message.slice(0, 500) }, ip);
      throw error;
    }
  }

  async function handleVerified(fields: FormFields): Promise<IpnOutcome> {
    // PostgreSQL text cannot store NUL: refuse it plainly instead of failing mid-way.
    if (Object.values(fields).some((v) => v.includes('\u0000')))
      return fail(400, 'a field contains a NUL character');
    const event = field(fields, 'event', 60) ?? '';
    if (event === 'connection_test') return ok('connection_test');
    if (event === 'on_payment') return onPayment(fields);
    if (event === 'on_refund' || event === 'on_chargeback') return onReversal(fields, event);
    if (isSubscriptionEvent(event)) return onSubscriptionEvent(fields, event);
    // New event types must not cause 10 days of retries (decision 005).
    logger.info({ event, orderId: field(fields, 'order_id') }, 'Digistore24 event ignored');
    return ok('ignored');
  }

  return {
    /**
     * Verifies and handles one IPN call (the raw form body). Nothing of it is acted on before
     * the signature has verified; every call is logged once answered.
     */
    handleIpn: (rawBody: string, meta: { ip?: string } = {}): Promise<IpnOutcome> =>
      dispatch(rawBody, meta.ip ?? null),

    /** The signed-in user's orders, newest first. */
    async listOrders(userId: string): Promise<OrderSummary[]> {
      const rows = await repo.listByUser(userId);
      return rows.map(toOrderSummary);
    },
  };
}

export type DigistoreService = ReturnType<typeof createDigistoreService>;
