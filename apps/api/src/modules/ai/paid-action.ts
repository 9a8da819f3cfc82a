import type { CoinAction, LedgerEntry, LedgerReason } from '@ketoflow/contracts';
import { canAfford, priceOf, type CoinPriceOverrides } from '@ketoflow/domain';
import type { FastifyBaseLogger } from 'fastify';
import { ConflictError, InsufficientBalanceError } from '../../lib/errors.js';

type CoinMovement = {
  userId: string;
  amount: number;
  reason: LedgerReason;
  reference: string;
  idempotencyKey: string;
};

/** What paying for AI work needs from the wallet (the wallet module's service fits). */
export type CoinAccount = {
  getBalance(userId: string): Promise<number>;
  /** Refused with InsufficientBalanceError unless the balance covers it; a repeated key moves nothing. */
  debit(m: CoinMovement): Promise<{ entry: LedgerEntry; balance: number; replayed: boolean }>;
  credit(m: CoinMovement): Promise<unknown>;
  findMovement(
    userId: string,
    idempotencyKey: string,
  ): Promise<{ reason: string; reference: string | null } | null>;
};

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

/**
 * The ledger keys of a paid request, in this one place: the charge is "action:<key>" and its
 * refund "refund:<key>", so each happens at most once per client key.
 */
export const paidActionKeys = {
  charge: (idempotencyKey: string) => `action:${idempotencyKey}`,
  refund: (idempotencyKey: string) => `refund:${idempotencyKey}`,
};

/**
 * Pay-then-work with automatic refunds. The debit goes through the ledger
 * BEFORE the work, so two tabs cannot both spend the last coins; if the work throws
 * (engine error, timeout, invalid output, anything) the same amount is credited back with
 * reason ai_refund under a key derived from the request key, so the refund too happens once.
 */
export function createPaidActionRunner(deps: {
  wallet: CoinAccount;
  prices: CoinPriceOverrides;
  logger?: FastifyBaseLogger;
}) {
  const { wallet, prices, logger } = deps;
  /** The debit of a paid action: the one place its reason, reference and key are set. */
  function chargeAt(price: number, userId: string, action: CoinAction, idempotencyKey: string) {
    return wallet.debit({
      userId,
      amount: price,
      reason: 'ai_action',
      reference: action,
      idempotencyKey: paidActionKeys.charge(idempotencyKey),
    });
  }

  /** Same-key requests in flight in this process share one run (a double-click, a fast retry). */
  const inFlight = new Map<string, Promise<PaidActionResult<unknown>>>();

  async function runOnce<T>(request: PaidActionRequest<T>): Promise<PaidActionResult<T>> {
    const { userId, action, idempotencyKey, work } = request;
    const price = priceOf(action, prices);

    if (price === 0) {
      // Nothing to put in the ledger, but a negative balance still blocks spending.
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
    const charge = await chargeAt(price, userId, action, idempotencyKey);
    const charged = Math.abs(charge.entry.amount);
    if (charge.replayed) {
      const refund = await wallet.findMovement(userId, paidActionKeys.refund(idempotencyKey));
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
          idempotencyKey: paidActionKeys.refund(idempotencyKey),
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
    /** The coins `action` costs now (the price table with COIN_PRICES applied). */
    priceOf: (action: CoinAction) => priceOf(action, prices),
    /** Only the charge, at the current price (POST /wallet/debits: a client paying up front). */
    charge(userId: string, action: CoinAction, idempotencyKey: string) {
      return chargeAt(priceOf(action, prices), userId, action, idempotencyKey);
    },
    /**
     * Whether this user paid for `action` under `idempotencyKey` and was not refunded (a
     * free action counts as paid): e.g. saving a recipe draft only the user paid for.
     */
    async wasPaidFor(userId: string, action: CoinAction, idempotencyKey: string) {
      if (priceOf(action, prices) === 0) return true;
      const charge = await wallet.findMovement(userId, paidActionKeys.charge(idempotencyKey));
      if (!charge || charge.reason !== 'ai_action' || charge.reference !== action) return false;
      return !(await wallet.findMovement(userId, paidActionKeys.refund(idempotencyKey)));
    },
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
