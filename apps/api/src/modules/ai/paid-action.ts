import type { CoinAction } from '@ketoflow/contracts';
import { canAfford, priceOf, type CoinPriceOverrides } from '@ketoflow/domain';
import type { FastifyBaseLogger } from 'fastify';
import { ConflictError, InsufficientBalanceError } from '../../lib/errors.js';
import type { WalletService } from '../wallet/wallet.service.js';

export type PaidWorkContext = {
  /** Coins taken for this request (0 for a free action). */
  price: number;
  /**
   * True when this key was already charged by an earlier request that finished: nothing was
   * charged now. The feature should answer with the result it stored for this key rather
   * than redo (and give away) the work.
   */
  replayed: boolean;
};

export type PaidActionRequest<T> = {
  userId: string;
  action: CoinAction;
  /** The client's per-request key (8–100 chars): a retry with the same key never charges twice. */
  idempotencyKey: string;
  work: (context: PaidWorkContext) => Promise<T>;
};

export type PaidActionResult<T> = {
  result: T;
  price: number;
  /** Balance right after the charge. */
  balance: number;
  replayed: boolean;
};

/** Ledger keys: the charge is chargeAction's "action:<key>", the refund is "refund:<key>". */
export const refundKey = (idempotencyKey: string) => `refund:${idempotencyKey}`;

/**
 * Pay-then-work with automatic refunds (issue 5 §2). The debit goes through the ledger
 * BEFORE the work, so two tabs cannot both spend the last coins; if the work throws
 * (engine error, timeout, invalid output, anything) the same amount is credited back with
 * reason ai_refund under a key derived from the request key, so the refund too happens once.
 */
export function createPaidActionRunner(deps: {
  wallet: WalletService;
  prices: CoinPriceOverrides;
  logger?: FastifyBaseLogger;
}) {
  const { wallet, prices, logger } = deps;
  /** Same-key requests in flight in this process share one run (a double-click, a fast retry). */
  const inFlight = new Map<string, Promise<PaidActionResult<unknown>>>();

  async function runOnce<T>(request: PaidActionRequest<T>): Promise<PaidActionResult<T>> {
    const { userId, action, idempotencyKey, work } = request;
    const price = priceOf(action, prices);

    if (price === 0) {
      // Nothing to put in the ledger, but a negative balance still blocks spending (spec §5).
      const balance = await wallet.getBalance(userId);
      if (!canAfford(balance, 0)) throw new InsufficientBalanceError(balance, 0);
      return {
        result: await work({ price: 0, replayed: false }),
        price: 0,
        balance,
        replayed: false,
      };
    }

    // Throws InsufficientBalanceError ("Insufficient balance") before any work; the guarded
    // debit also refuses a negative balance.
    const charge = await wallet.chargeAction(userId, action, idempotencyKey);
    const charged = Math.abs(charge.entry.amount);
    if (charge.replayed) {
      const refund = await wallet.findMovement(userId, refundKey(idempotencyKey));
      if (refund) {
        // Running it again would be free work paid by nobody; the client starts a new request.
        throw new ConflictError(
          'This request failed earlier and its coins were refunded. Please start it again.',
        );
      }
    }

    try {
      const result = await work({ price: charged, replayed: charge.replayed });
      return { result, price: charged, balance: charge.balance, replayed: charge.replayed };
    } catch (error) {
      // A replay did not pay: the charge belongs to the first request with this key, which
      // either delivered its result or is still running (in this or another process). A
      // replay that fails (result deleted, still in progress) must not refund that charge,
      // or the first request's work would end up free.
      if (charge.replayed) throw error;
      try {
        await wallet.credit({
          userId,
          amount: charged,
          reason: 'ai_refund',
          reference: action,
          idempotencyKey: refundKey(idempotencyKey),
        });
      } catch (refundError) {
        // The work's error is what the user needs to see; the failed refund must reach the logs.
        logger?.error(
          { err: refundError, userId, action },
          'refund of a failed AI action did not go through',
        );
      }
      throw error;
    }
  }

  return {
    prices: () => prices,
    runPaidAction<T>(request: PaidActionRequest<T>): Promise<PaidActionResult<T>> {
      const key = [request.userId, request.action, request.idempotencyKey].join('\u0000');
      const running = inFlight.get(key);
      if (running) return running as Promise<PaidActionResult<T>>;
      const started = runOnce(request).finally(() => inFlight.delete(key));
      inFlight.set(key, started);
      return started;
    },
  };
}

export type PaidActionRunner = ReturnType<typeof createPaidActionRunner>;
