import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { purchaseSetupCodes } from './purchase-setup.schema.js';

/** The one-time set-up codes: issued, counted per attempt, and consumed once. */
export function createPurchaseSetupRepository(db: Db) {
  return {
    /** Stores a new code and retires the address's earlier ones: one live code at a time. */
    async replaceCode(email: string, codeHash: string, expiresAt: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(purchaseSetupCodes)
          .set({ consumedAt: new Date() })
          .where(and(eq(purchaseSetupCodes.email, email), isNull(purchaseSetupCodes.consumedAt)));
        await tx.insert(purchaseSetupCodes).values({ email, codeHash, expiresAt });
      });
    },

    /**
     * Counts one attempt on the address's live code and returns it, or null when there is
     * none (never issued, expired, consumed, or out of attempts). Counting before comparing,
     * in one statement, keeps concurrent guesses within the limit.
     */
    async takeAttempt(
      email: string,
      maxAttempts: number,
    ): Promise<{ id: string; codeHash: string } | null> {
      const live = db
        .select({ id: purchaseSetupCodes.id })
        .from(purchaseSetupCodes)
        .where(
          and(
            eq(purchaseSetupCodes.email, email),
            isNull(purchaseSetupCodes.consumedAt),
            gt(purchaseSetupCodes.expiresAt, sql`now()`),
          ),
        )
        .orderBy(desc(purchaseSetupCodes.createdAt))
        .limit(1);
      const rows = await db
        .update(purchaseSetupCodes)
        .set({ attempts: sql`${purchaseSetupCodes.attempts} + 1` })
        .where(
          and(
            sql`${purchaseSetupCodes.id} = (${live})`,
            lt(purchaseSetupCodes.attempts, maxAttempts),
          ),
        )
        .returning({ id: purchaseSetupCodes.id, codeHash: purchaseSetupCodes.codeHash });
      return rows[0] ?? null;
    },

    /**
     * Consumes a live code, on the transaction that sets the password: false when it was
     * consumed meanwhile or has expired.
     */
    async consumeCode(tx: Executor, codeId: string): Promise<boolean> {
      const consumed = await tx
        .update(purchaseSetupCodes)
        .set({ consumedAt: new Date() })
        .where(
          and(
            eq(purchaseSetupCodes.id, codeId),
            isNull(purchaseSetupCodes.consumedAt),
            gt(purchaseSetupCodes.expiresAt, sql`now()`),
          ),
        )
        .returning({ id: purchaseSetupCodes.id });
      return consumed.length > 0;
    },
  };
}

export type PurchaseSetupRepository = ReturnType<typeof createPurchaseSetupRepository>;
