import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db, type Executor } from '../../db/client.js';
import { REALTIME_CHANNEL } from '../../lib/event-bus.js';
import { coinLedger, wallets } from './wallet.schema.js';

export type LedgerRow = typeof coinLedger.$inferSelect;

export type Movement = {
  userId: string;
  delta: number;
  allowNegative: boolean;
  reason: string;
  reference: string | null;
  idempotencyKey: string;
};

type MoveRow = {
  id: string | number;
  user_id: string;
  amount: number;
  reason: string;
  reference: string | null;
  idempotency_key: string;
  balance_after: number;
  created_at_iso: string;
};

/**
 * The live-balance event of a movement, as a SQL expression (`pg_notify`): the one way its
 * payload is built, whether the new balance is a value (`userId`, `balance` as parameters) or a
 * column of the statement that moved the coins. Delivered when the transaction commits.
 */
function balanceNotice(userId: SQL, balance: SQL): SQL {
  return sql`pg_notify(${REALTIME_CHANNEL}, json_build_object(
      'userId', ${userId},
      'event', json_build_object('type', 'wallet.balance', 'balance', ${balance})
    )::text)`;
}

/**
 * The one-statement coin movement (see `moveInOneStatement`). Exported so bench/debit.mjs
 * runs exactly this SQL as its baseline.
 */
export function moveStatement(m: Movement): SQL {
  const guard = m.allowNegative || m.delta > 0 ? sql`` : sql`AND balance + ${m.delta} >= 0`;
  return sql`WITH moved AS (
      UPDATE ${wallets} SET balance = balance + ${m.delta}, updated_at = now()
      WHERE user_id = ${m.userId} ${guard}
      RETURNING balance
    ), entry AS (
      INSERT INTO ${coinLedger}
        (user_id, amount, reason, reference, idempotency_key, balance_after)
      SELECT ${m.userId}, ${m.delta}, ${m.reason}, ${m.reference}, ${m.idempotencyKey}, moved.balance
      FROM moved
      RETURNING id, user_id, amount, reason, reference, idempotency_key, balance_after,
        to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS created_at_iso
    )
    SELECT entry.*, ${balanceNotice(sql`entry.user_id`, sql`entry.balance_after`)} AS notified
    FROM entry`;
}

/** Every query takes the user id: nothing here can reach another user's coins. */
export function createWalletRepository(db: Db) {
  return {
    async ensureWallet(tx: Executor, userId: string) {
      await tx.insert(wallets).values({ userId, balance: 0 }).onConflictDoNothing();
    },
    async getBalance(tx: Executor, userId: string): Promise<number | null> {
      const rows = await tx
        .select({ balance: wallets.balance })
        .from(wallets)
        .where(eq(wallets.userId, userId));
      return rows[0]?.balance ?? null;
    },
    async findByKey(
      tx: Executor,
      userId: string,
      idempotencyKey: string,
    ): Promise<LedgerRow | undefined> {
      const rows = await tx
        .select()
        .from(coinLedger)
        .where(and(eq(coinLedger.userId, userId), eq(coinLedger.idempotencyKey, idempotencyKey)));
      return rows[0];
    },
    /**
     * Moves the balance by `delta` in one guarded statement. Returns the new
     * balance, or null when a debit would overdraw (the row is left untouched).
     */
    async applyDelta(
      tx: Executor,
      userId: string,
      delta: number,
      allowNegative: boolean,
    ): Promise<number | null> {
      const rows = await tx
        .update(wallets)
        .set({ balance: sql`${wallets.balance} + ${delta}`, updatedAt: new Date() })
        .where(
          and(
            eq(wallets.userId, userId),
            allowNegative || delta > 0 ? undefined : sql`${wallets.balance} + ${delta} >= 0`,
          ),
        )
        .returning({ balance: wallets.balance });
      return rows[0]?.balance ?? null;
    },
    /**
     * The common case in ONE statement (one round trip, atomic on its own): move the
     * existing wallet's balance under the guard, append the ledger row with the new balance,
     * and NOTIFY the live balance (delivered on commit, so never for a rolled-back move).
     * Returns null when nothing moved (no wallet yet, or the debit would overdraw): the
     * caller then takes the careful path. A reused idempotency key fails the whole
     * statement with a unique violation, so the balance is untouched.
     */
    async moveInOneStatement(tx: Executor, m: Movement): Promise<LedgerRow | null> {
      const rows = await queryRows<MoveRow>(tx, moveStatement(m));
      const row = rows[0];
      if (!row) return null;
      return {
        id: Number(row.id),
        userId: row.user_id,
        amount: row.amount,
        reason: row.reason,
        reference: row.reference,
        idempotencyKey: row.idempotency_key,
        balanceAfter: row.balance_after,
        createdAt: new Date(row.created_at_iso),
      };
    },
    /** Announces `balance` to the person's open apps once the transaction `tx` commits. */
    async notifyBalance(tx: Executor, userId: string, balance: number): Promise<void> {
      await tx.execute(
        sql`SELECT ${balanceNotice(sql`${userId}::text`, sql`${balance}::integer`)}`,
      );
    },
    async insertEntry(tx: Executor, entry: typeof coinLedger.$inferInsert): Promise<LedgerRow> {
      const rows = await tx.insert(coinLedger).values(entry).returning();
      const row = rows[0];
      if (!row) throw new Error('ledger insert returned no row');
      return row;
    },
    /** The AI action the person paid for most often since `since` (the ledger's reference). */
    async mostUsedAction(userId: string, since: Date): Promise<string | null> {
      const [row] = await db
        .select({ action: coinLedger.reference, n: count() })
        .from(coinLedger)
        .where(
          and(
            eq(coinLedger.userId, userId),
            eq(coinLedger.reason, 'ai_action'),
            gte(coinLedger.createdAt, since),
          ),
        )
        .groupBy(coinLedger.reference)
        .orderBy(desc(count()), coinLedger.reference)
        .limit(1);
      return row?.action ?? null;
    },

    async listEntries(
      userId: string,
      limit: number,
      beforeId: number | undefined,
    ): Promise<LedgerRow[]> {
      return db
        .select()
        .from(coinLedger)
        .where(
          and(
            eq(coinLedger.userId, userId),
            beforeId === undefined ? undefined : lt(coinLedger.id, beforeId),
          ),
        )
        .orderBy(desc(coinLedger.id))
        .limit(limit);
    },
    async findEntry(userId: string, id: number): Promise<LedgerRow | undefined> {
      const rows = await db
        .select()
        .from(coinLedger)
        .where(and(eq(coinLedger.userId, userId), eq(coinLedger.id, id)));
      return rows[0];
    },
    async ledgerSum(userId: string): Promise<number> {
      const rows = await db
        .select({ sum: sql<string | null>`sum(${coinLedger.amount})` })
        .from(coinLedger)
        .where(eq(coinLedger.userId, userId));
      return Number(rows[0]?.sum ?? 0);
    },
  };
}

export type WalletRepository = ReturnType<typeof createWalletRepository>;
