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
    row: LedgerRow,
    delta: number,
    reason: LedgerReason,
    exec: Executor,
  ): Promise<MovementResult> {
    if (row.amount !== delta || row.reason !== reason) {
      throw new ConflictError(
        'This idempotency key was already used for a different coin movement.',
      );
    }
    const balance = (await repo.getBalance(row.userId, exec)) ?? 0;
    return { entry: toEntry(row), balance, replayed: true };
  }

  /**
   * The guarded balance update and the ledger row commit together or not at all, so
   * wallets.balance always equals the ledger sum. The live-balance NOTIFY is sent by the same
   * transaction (one way, for both paths), so it goes out only when the movement commits.
   */
  async function tryMove(
    exec: Executor,
    m: CoinMovement,
    delta: number,
    allowNegative: boolean,
  ): Promise<MovementResult> {
    // Fast path: one statement that also sends the live-balance notification.
    const moved = await repo.moveInOneStatement(
      {
        userId: m.userId,
        delta,
        allowNegative,
        reason: m.reason,
        reference: m.reference ?? null,
        idempotencyKey: m.idempotencyKey,
      },
      exec,
    );
    if (moved) return { entry: toEntry(moved), balance: moved.balanceAfter, replayed: false };
    // Careful path: no wallet yet, not enough coins, or a replay of an earlier key.
    const outcome = await exec.transaction(
      async (tx): Promise<{ replay: LedgerRow } | MovementResult> => {
        await repo.ensureWallet(tx, m.userId);
        const existing = await repo.findByKey(tx, m.userId, m.idempotencyKey);
        if (existing) return { replay: existing };
        const balance = await repo.applyDelta(tx, m.userId, delta, allowNegative);
        if (balance === null) {
          // Read through the transaction: PGlite has one connection, the outer handle would wait on us.
          const current = (await repo.getBalance(m.userId, tx)) ?? 0;
          throw new InsufficientBalanceError(current, -delta);
        }
        const row = await repo.insertEntry(tx, {
          userId: m.userId,
          amount: delta,
          reason: m.reason,
          reference: m.reference ?? null,
          idempotencyKey: m.idempotencyKey,
          balanceAfter: balance,
        });
        await repo.notifyBalance(tx, m.userId, balance);
        return { entry: toEntry(row), balance, replayed: false };
      },
    );
    return 'replay' in outcome ? replay(outcome.replay, delta, m.reason, exec) : outcome;
  }

  /**
   * Moves coins on `exec`: the database, or a caller's transaction (the movement then runs in
   * a savepoint, so a refused or replayed movement leaves the caller's other writes intact,
   * and everything commits together).
   */
  async function move(
    m: CoinMovement,
    delta: number,
    allowNegative: boolean,
    exec?: Executor,
  ): Promise<MovementResult> {
    if (!Number.isInteger(m.amount) || m.amount <= 0)
      throw new ValidationError('Amount must be a positive whole number.');
    const on = exec ?? db;
    try {
      return await (exec
        ? exec.transaction((tx) => tryMove(tx, m, delta, allowNegative))
        : tryMove(db, m, delta, allowNegative));
    } catch (error) {
      const code = pgErrorCode(error);
      if (code === UNIQUE_VIOLATION) {
        // A concurrent request with the same key committed first: answer with its result.
        const existing = await repo.findByKey(on, m.userId, m.idempotencyKey);
        if (existing) return replay(existing, delta, m.reason, on);
      }
      if (delta > 0 && !(error instanceof ConflictError)) {
        throw new CreditFailedError(
          code === FOREIGN_KEY_VIOLATION ? 'unknown user' : 'database error',
        );
      }
      throw error;
    }
  }

  return {
    /** Credits are never refused for the balance; they fail only if the user is gone. */
    credit(m: CoinMovement, exec?: Executor) {
      return move(m, m.amount, true, exec);
    },
    /** Refused with "Insufficient balance" unless balance ≥ amount. */
    debit(m: CoinMovement, exec?: Executor) {
      return move(m, -m.amount, false, exec);
    },
    /** Reversals (refunds, chargebacks) may take the balance below zero; spending is then blocked. */
    reverse(m: CoinMovement, exec?: Executor) {
      return move(m, -m.amount, true, exec);
    },
    /** The ledger entry written with this idempotency key, if any (e.g. "was this refunded?"). */
    async findMovement(
      userId: string,
      idempotencyKey: string,
      exec: Executor = db,
    ): Promise<LedgerEntry | null> {
      const row = await repo.findByKey(exec, userId, idempotencyKey);
      return row ? toEntry(row) : null;
    },
    /** A wallet with balance 0 is created on first read. */
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
