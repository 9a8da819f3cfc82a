import type { LedgerEntry, LedgerPage, LedgerReason } from '@ketoflow/contracts';
import type { Db, Executor } from '../../db/client.js';
import {
  ConflictError,
  CreditFailedError,
  InsufficientBalanceError,
  NotFoundError,
  pgErrorCode,
  ValidationError,
} from '../../lib/errors.js';
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

export function createWalletService(deps: { db: Db; repo: WalletRepository }) {
  const { db, repo } = deps;

  async function replay(
    tx: Executor,
    row: LedgerRow,
    delta: number,
    reason: LedgerReason,
  ): Promise<MovementResult> {
    if (row.amount !== delta || row.reason !== reason) {
      throw new ConflictError(
        'This idempotency key was already used for a different coin movement.',
      );
    }
    const balance = (await repo.getBalance(tx, row.userId)) ?? 0;
    return { entry: toEntry(row), balance, replayed: true };
  }

  /**
   * The guarded balance update and the ledger row commit together or not at all, so
   * wallets.balance always equals the ledger sum. The live-balance NOTIFY is sent by the same
   * transaction (one way, for both paths), so it goes out only when the movement commits.
   */
  async function tryMove(
    tx: Executor,
    m: CoinMovement,
    delta: number,
    allowNegative: boolean,
  ): Promise<MovementResult> {
    // Fast path: one statement that also sends the live-balance notification.
    const moved = await repo.moveInOneStatement(tx, {
      userId: m.userId,
      delta,
      allowNegative,
      reason: m.reason,
      reference: m.reference ?? null,
      idempotencyKey: m.idempotencyKey,
    });
    if (moved) return { entry: toEntry(moved), balance: moved.balanceAfter, replayed: false };
    // Careful path: no wallet yet, not enough coins, or a replay of an earlier key, in a
    // transaction opened on `tx` (a savepoint when `tx` is itself a transaction).
    const outcome = await tx.transaction(
      async (inner): Promise<{ replay: LedgerRow } | MovementResult> => {
        await repo.ensureWallet(inner, m.userId);
        const existing = await repo.findByKey(inner, m.userId, m.idempotencyKey);
        if (existing) return { replay: existing };
        const balance = await repo.applyDelta(inner, m.userId, delta, allowNegative);
        if (balance === null) {
          // Read through the transaction: PGlite has one connection, the outer handle would wait on us.
          const current = (await repo.getBalance(inner, m.userId)) ?? 0;
          throw new InsufficientBalanceError(current, -delta);
        }
        const row = await repo.insertEntry(inner, {
          userId: m.userId,
          amount: delta,
          reason: m.reason,
          reference: m.reference ?? null,
          idempotencyKey: m.idempotencyKey,
          balanceAfter: balance,
        });
        await repo.notifyBalance(inner, m.userId, balance);
        return { entry: toEntry(row), balance, replayed: false };
      },
    );
    return 'replay' in outcome ? replay(tx, outcome.replay, delta, m.reason) : outcome;
  }

  /**
   * Moves coins. With `tx` (a caller's transaction, or a database handle it passed) the
   * movement runs in a savepoint of it, so a refused or replayed movement leaves the caller's
   * other writes intact and everything commits together. With null it runs on the wallet's
   * own database, where the fast path is one statement with no transaction around it.
   */
  async function move(
    tx: Executor | null,
    m: CoinMovement,
    delta: number,
    allowNegative: boolean,
  ): Promise<MovementResult> {
    if (!Number.isInteger(m.amount) || m.amount <= 0)
      throw new ValidationError('Amount must be a positive whole number.');
    const on = tx ?? db;
    try {
      return await (tx
        ? tx.transaction((inner) => tryMove(inner, m, delta, allowNegative))
        : tryMove(db, m, delta, allowNegative));
    } catch (error) {
      const code = pgErrorCode(error);
      if (code === UNIQUE_VIOLATION) {
        // A concurrent request with the same key committed first: answer with its result.
        const existing = await repo.findByKey(on, m.userId, m.idempotencyKey);
        if (existing) return replay(on, existing, delta, m.reason);
      }
      if (delta > 0 && !(error instanceof ConflictError)) {
        throw new CreditFailedError(
          code === FOREIGN_KEY_VIOLATION ? 'unknown user' : 'database error',
        );
      }
      throw error;
    }
  }

  /*
   * Each movement comes twice: `credit(m)` runs on the wallet's own database, for callers with
   * no transaction open (they need no database handle for it); `creditIn(tx, m)` runs inside
   * the caller's transaction, so the movement commits or rolls back with its other writes.
   */
  return {
    /** Credits are never refused for the balance; they fail only if the user is gone. */
    credit(m: CoinMovement) {
      return move(null, m, m.amount, true);
    },
    creditIn(tx: Executor, m: CoinMovement) {
      return move(tx, m, m.amount, true);
    },
    /** Refused with "Insufficient balance" unless balance ≥ amount. */
    debit(m: CoinMovement) {
      return move(null, m, -m.amount, false);
    },
    debitIn(tx: Executor, m: CoinMovement) {
      return move(tx, m, -m.amount, false);
    },
    /** Reversals (refunds, chargebacks) may take the balance below zero; spending is then blocked. */
    reverse(m: CoinMovement) {
      return move(null, m, -m.amount, true);
    },
    reverseIn(tx: Executor, m: CoinMovement) {
      return move(tx, m, -m.amount, true);
    },
    /** The ledger entry written with this idempotency key, if any (e.g. "was this refunded?"). */
    async findMovement(userId: string, idempotencyKey: string): Promise<LedgerEntry | null> {
      const row = await repo.findByKey(db, userId, idempotencyKey);
      return row ? toEntry(row) : null;
    },
    /** A wallet with balance 0 is created on first read. */
    async getBalance(userId: string): Promise<number> {
      const existing = await repo.getBalance(db, userId);
      if (existing !== null) return existing;
      await repo.ensureWallet(db, userId);
      return (await repo.getBalance(db, userId)) ?? 0;
    },
    /** The AI action the person paid for most often in the last 90 days, if any. */
    mostUsedAction(userId: string, now: Date = new Date()): Promise<string | null> {
      return repo.mostUsedAction(userId, new Date(now.getTime() - 90 * 86_400_000));
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
