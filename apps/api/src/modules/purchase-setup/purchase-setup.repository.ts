import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { account, digistoreOrders, purchaseSetupCodes, user } from '../../db/schema/index.js';

/** The account a purchase created, as long as it has no password. */
export type PendingBuyer = { userId: string; coins: number };

export type OrderView = {
  orderId: string;
  buyerEmail: string;
  userId: string | null;
  plan: string;
  productName: string | null;
  coinsCredited: number;
  /** The linked account's e-mail, lower-cased (null without an account). */
  userEmail: string | null;
  hasPassword: boolean;
};

const hasPassword = (userId: typeof user.id) =>
  sql<boolean>`exists (select 1 from ${account} where ${account.userId} = ${userId} and ${account.providerId} = 'credential' and ${account.password} is not null)`;

export function createPurchaseSetupRepository(db: Db) {
  return {
    /**
     * An account linked to an order of this buyer e-mail, whose own e-mail is the same and
     * which has no password yet; with the coins its orders credited (never below 0).
     */
    async findPendingBuyer(email: string): Promise<PendingBuyer | null> {
      const rows = await db
        .select({
          userId: user.id,
          coins: sql<number>`greatest(coalesce(sum(${digistoreOrders.coinsCredited}), 0), 0)::int`,
        })
        .from(digistoreOrders)
        .innerJoin(user, eq(user.id, digistoreOrders.userId))
        .where(
          and(
            eq(digistoreOrders.buyerEmail, email),
            sql`lower(${user.email}) = ${email}`,
            sql`not ${hasPassword(user.id)}`,
          ),
        )
        .groupBy(user.id)
        .limit(1);
      const row = rows[0];
      return row ? { userId: row.userId, coins: Number(row.coins) } : null;
    },

    async findOrder(orderId: string): Promise<OrderView | null> {
      const rows = await db
        .select({
          orderId: digistoreOrders.orderId,
          buyerEmail: digistoreOrders.buyerEmail,
          userId: digistoreOrders.userId,
          plan: digistoreOrders.plan,
          productName: digistoreOrders.productName,
          coinsCredited: digistoreOrders.coinsCredited,
          userEmail: sql<string | null>`lower(${user.email})`,
          hasPassword: sql<boolean>`coalesce(${hasPassword(user.id)}, false)`,
        })
        .from(digistoreOrders)
        .leftJoin(user, eq(user.id, digistoreOrders.userId))
        .where(eq(digistoreOrders.orderId, orderId))
        .limit(1);
      return rows[0] ?? null;
    },

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
     * Gives the account its first password, atomically: the user row is locked, an existing
     * password is never replaced (returns 'has-password'), and a code proof is consumed in the
     * same transaction (returns 'code-used' when it was consumed meanwhile).
     */
    async setFirstPassword(input: {
      userId: string;
      email: string;
      passwordHash: string;
      newAccountId: string;
      codeId: string | null;
    }): Promise<'ok' | 'has-password' | 'code-used' | 'no-account'> {
      return db.transaction(async (tx) => {
        const owner = await tx
          .select({ id: user.id })
          .from(user)
          .where(and(eq(user.id, input.userId), sql`lower(${user.email}) = ${input.email}`))
          .for('update');
        if (owner.length === 0) return 'no-account';
        const credentials = await tx
          .select({ id: account.id, password: account.password })
          .from(account)
          .where(and(eq(account.userId, input.userId), eq(account.providerId, 'credential')));
        if (credentials.some((c) => c.password !== null)) return 'has-password';
        if (input.codeId) {
          const consumed = await tx
            .update(purchaseSetupCodes)
            .set({ consumedAt: new Date() })
            .where(
              and(
                eq(purchaseSetupCodes.id, input.codeId),
                isNull(purchaseSetupCodes.consumedAt),
                gt(purchaseSetupCodes.expiresAt, sql`now()`),
              ),
            )
            .returning({ id: purchaseSetupCodes.id });
          if (consumed.length === 0) return 'code-used';
          // The code reached the buyer's mailbox: the address is proven.
          await tx
            .update(user)
            .set({ emailVerified: true, updatedAt: new Date() })
            .where(eq(user.id, input.userId));
        }
        const existing = credentials[0];
        if (existing) {
          await tx
            .update(account)
            .set({ password: input.passwordHash, updatedAt: new Date() })
            .where(eq(account.id, existing.id));
        } else {
          // As better-auth links a credential account: account_id is the user id.
          await tx.insert(account).values({
            id: input.newAccountId,
            accountId: input.userId,
            providerId: 'credential',
            userId: input.userId,
            password: input.passwordHash,
          });
        }
        return 'ok';
      });
    },
  };
}

export type PurchaseSetupRepository = ReturnType<typeof createPurchaseSetupRepository>;
