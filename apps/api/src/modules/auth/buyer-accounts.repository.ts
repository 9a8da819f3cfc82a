import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { account, user } from './auth.schema.js';

/** The account whose first password is being set, and the password as the auth library keeps it. */
export type FirstPassword = {
  userId: string;
  /** The account's address, lower-cased: the account must still have it. */
  email: string;
  passwordHash: string;
  /** The id of the credential account row, when one has to be created. */
  newAccountId: string;
};

/**
 * Consumes the caller's proof inside the transaction that sets the password; false when it
 * could not (used or expired meanwhile), and then nothing is written.
 */
export type PasswordProof = (tx: Executor) => Promise<boolean>;

export type FirstPasswordOutcome = 'ok' | 'has-password' | 'code-used' | 'no-account';

/**
 * Accounts a purchase creates: found or created by the buyer's address when a payment arrives
 * (without a password), and given their first password once the buyer proves the purchase.
 */
export function createBuyerAccounts(db: Db) {
  /** better-auth stores e-mails lower-cased; the caller passes a normalised address. */
  async function findUserIdByEmail(email: string): Promise<string | null> {
    const rows = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
    return rows[0]?.id ?? null;
  }

  return {
    findUserIdByEmail,

    /**
     * A better-auth user without an `account` row: it has no password until the
     * buyer sets one. A concurrent creation for the same e-mail wins; we reuse it.
     */
    async findOrCreateUser(u: { id: string; email: string; name: string }): Promise<string> {
      await db
        .insert(user)
        .values({ id: u.id, email: u.email, name: u.name, emailVerified: true })
        .onConflictDoNothing({ target: user.email });
      const id = await findUserIdByEmail(u.email);
      if (!id) throw new Error('buyer account vanished right after creation');
      return id;
    },

    /** Each of these accounts that exists: its address, lower-cased, and if it has a password. */
    async loginsOf(
      userIds: readonly string[],
    ): Promise<{ userId: string; email: string; hasPassword: boolean }[]> {
      if (userIds.length === 0) return [];
      return db
        .select({
          userId: user.id,
          email: sql<string>`lower(${user.email})`,
          hasPassword: sql<boolean>`coalesce(bool_or(${account.password} is not null), false)`,
        })
        .from(user)
        .leftJoin(account, and(eq(account.userId, user.id), eq(account.providerId, 'credential')))
        .where(inArray(user.id, [...userIds]))
        .groupBy(user.id);
    },

    /**
     * Gives the account its first password, atomically: the user row is locked, an existing
     * password is never replaced ('has-password'), and the caller's `proof` is consumed in the
     * same transaction ('code-used' when it could not be). A proof shows the buyer reads the
     * address's mailbox, so the address then counts as confirmed.
     */
    async setFirstPassword(
      input: FirstPassword,
      proof?: PasswordProof,
    ): Promise<FirstPasswordOutcome> {
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
        if (proof) {
          if (!(await proof(tx))) return 'code-used';
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

export type BuyerAccounts = ReturnType<typeof createBuyerAccounts>;
