import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { coinLedger, wallets } from '../../db/schema/index.js';

export type LedgerRow = typeof coinLedger.$inferSelect;

/** Every query takes the user id: nothing here can reach another user's coins. */
export function createWalletRepository(db: Db) {
  return {
    async ensureWallet(tx: Db, userId: string) {
      await tx.insert(wallets).values({ userId, balance: 0 }).onConflictDoNothing();
    },
    async getBalance(userId: string, exec: Db = db): Promise<number | null> {
      const rows = await exec
        .select({ balance: wallets.balance })
        .from(wallets)
        .where(eq(wallets.userId, userId));
      return rows[0]?.balance ?? null;
    },
    async findByKey(
      tx: Db,
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
      tx: Db,
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
    async insertEntry(tx: Db, entry: typeof coinLedger.$inferInsert): Promise<LedgerRow> {
      const rows = await tx.insert(coinLedger).values(entry).returning();
      const row = rows[0];
      if (!row) throw new Error('ledger insert returned no row');
      return row;
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
