import type { CoinAction, LedgerEntry, LedgerPage, LedgerReason } from '@ketoflow/contracts';
import { priceOf, type CoinPriceOverrides } from '@ketoflow/domain';
import type { Db } from '../../db/client.js';
import {
  ConflictError,
  CreditFailedError,
  InsufficientBalanceError,
  NotFoundError,
  pgErrorCode,
  ValidationError,
} from '../../lib/errors.js';
import type { EventBus } from '../../lib/event-bus.js';
import type { LedgerRow, WalletRepository } from './wallet.repository.js';

export type CoinMovement = {
  userId: string;
  /** Always positive; the method decides the direction. */
  amount: number;
  reason: LedgerReason;
  reference?: string | null;
  /** A repeated key returns the first result and moves nothing. */
  idempotencyKey: string;
};

export type MovementResult = { entry: LedgerEntry; balance: number; replayed: boolean };

function toEntry(row: LedgerRow): LedgerEntry {
  return {
    id: String(row.id),
    amount: row.amount,
    reason: row.reason as LedgerReason,
    reference: row.reference,
    balanceAfter: row.balanceAfter,
    createdAt: row.createdAt.toISOString(),
  };
}

const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

export function createWalletService(deps: {
  db: Db;
  repo: WalletRepository;
  events: EventBus;
  /** COIN_PRICES overrides; chargeAction charges priceOf(action, prices). */
  prices?: CoinPriceOverrides;
}) {
  const { db, repo, events, prices } = deps;

  async function replay(
    row: LedgerRow,
    delta: number,
    reason: LedgerReason,
  ): Promise<MovementResult> {
    if (row.amount !== delta || row.reason !== reason) {
      throw new ConflictError(
        'This idempotency key was already used for a different coin movement.',
      );
    }
    const balance = (await repo.getBalance(row.userId)) ?? 0;
    return { entry: toEntry(row), balance, replayed: true };
  }

  /**
   * One transaction: the guarded balance update and the ledger row commit
   * together or not at all, so wallets.balance always equals the ledger sum.
   */
  async function move(
    m: CoinMovement,
    delta: number,
    allowNegative: boolean,
  ): Promise<MovementResult> {
    if (!Number.isInteger(m.amount) || m.amount <= 0)
      throw new ValidationError('Amount must be a positive whole number.');
    type TxOutcome =
      { kind: 'replay'; row: LedgerRow } | { kind: 'moved'; row: LedgerRow; balance: number };
    let result: MovementResult;
    try {
      // Fast path: one statement that also sends the live-balance notification.
      const moved = await repo.moveInOneStatement({
        userId: m.userId,
        delta,
        allowNegative,
        reason: m.reason,
        reference: m.reference ?? null,
        idempotencyKey: m.idempotencyKey,
      });
      if (moved) return { entry: toEntry(moved), balance: moved.balanceAfter, replayed: false };
      // Careful path: no wallet yet, not enough coins, or a replay of an earlier key.
      const outcome = await db.transaction(async (tx): Promise<TxOutcome> => {
        const txDb = tx as unknown as Db;
        await repo.ensureWallet(txDb, m.userId);
        const existing = await repo.findByKey(txDb, m.userId, m.idempotencyKey);
        if (existing) return { kind: 'replay', row: existing };
        const balance = await repo.applyDelta(txDb, m.userId, delta, allowNegative);
        if (balance === null) {
          // Read through the transaction: PGlite has one connection, the outer handle would wait on us.
          const current = (await repo.getBalance(m.userId, txDb)) ?? 0;
          throw new InsufficientBalanceError(current, -delta);
        }
        const row = await repo.insertEntry(txDb, {
          userId: m.userId,
          amount: delta,
          reason: m.reason,
          reference: m.reference ?? null,
          idempotencyKey: m.idempotencyKey,
          balanceAfter: balance,
        });
        return { kind: 'moved', row, balance };
      });
      result =
        outcome.kind === 'replay'
          ? await replay(outcome.row, delta, m.reason)
          : { entry: toEntry(outcome.row), balance: outcome.balance, replayed: false };
    } catch (error) {
      const code = pgErrorCode(error);
      if (code === UNIQUE_VIOLATION) {
        // A concurrent request with the same key committed first: answer with its result.
        const existing = await repo.findByKey(db, m.userId, m.idempotencyKey);
        if (existing) return replay(existing, delta, m.reason);
      }
      if (delta > 0 && !(error instanceof ConflictError)) {
        throw new CreditFailedError(
          code === FOREIGN_KEY_VIOLATION ? 'unknown user' : 'database error',
        );
      }
      throw error;
    }
    if (!result.replayed)
      await events.publish(m.userId, { type: 'wallet.balance', balance: result.balance });
    return result;
  }

  return {
    /** Credits are never refused for the balance; they fail only if the user is gone. */
    credit(m: CoinMovement) {
      return move(m, m.amount, true);
    },
    /** Refused with "Insufficient balance" unless balance ≥ amount (spec §5). */
    debit(m: CoinMovement) {
      return move(m, -m.amount, false);
    },
    /** Reversals (refunds, chargebacks) may take the balance below zero; spending is then blocked. */
    reverse(m: CoinMovement) {
      return move(m, -m.amount, true);
    },
    /** Pays for an AI action at the price-table price. */
    chargeAction(userId: string, action: CoinAction, idempotencyKey: string) {
      const price = priceOf(action, prices);
      return move(
        {
          userId,
          amount: price,
          reason: 'ai_action',
          reference: action,
          idempotencyKey: `action:${idempotencyKey}`,
        },
        -price,
        false,
      );
    },
    /** The ledger entry written with this idempotency key, if any (e.g. "was this refunded?"). */
    async findMovement(userId: string, idempotencyKey: string): Promise<LedgerEntry | null> {
      const row = await repo.findByKey(db, userId, idempotencyKey);
      return row ? toEntry(row) : null;
    },
    /** Spec: a wallet with balance 0 is created on first read. */
    async getBalance(userId: string): Promise<number> {
      const existing = await repo.getBalance(userId);
      if (existing !== null) return existing;
      await repo.ensureWallet(db, userId);
      return (await repo.getBalance(userId)) ?? 0;
    },
    async listLedger(
      userId: string,
      limit: number,
      cursor: string | undefined,
    ): Promise<LedgerPage> {
      let beforeId: number | undefined;
      if (cursor !== undefined) {
        beforeId = Number.parseInt(Buffer.from(cursor, 'base64url').toString('utf8'), 10);
        if (!Number.isSafeInteger(beforeId) || beforeId <= 0)
          throw new ValidationError('Invalid cursor.');
      }
      const rows = await repo.listEntries(userId, limit + 1, beforeId);
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return {
        items: page.map(toEntry),
        nextCursor:
          rows.length > limit && last ? Buffer.from(String(last.id)).toString('base64url') : null,
      };
    },
    async getEntry(userId: string, id: string): Promise<LedgerEntry> {
      const numeric = Number(id);
      const row =
        Number.isSafeInteger(numeric) && numeric > 0
          ? await repo.findEntry(userId, numeric)
          : undefined;
      if (!row) throw new NotFoundError('No such ledger entry.');
      return toEntry(row);
    },
    ledgerSum: (userId: string) => repo.ledgerSum(userId),
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
