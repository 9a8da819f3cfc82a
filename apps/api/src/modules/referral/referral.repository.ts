import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { referralCodes, referrals } from './referral.schema.js';

export type ReferralCodeRow = typeof referralCodes.$inferSelect;
export type ReferralRow = typeof referrals.$inferSelect;
/** A referral with its 1-based position among the referrer's referrals, oldest first. */
export type NumberedReferralRow = ReferralRow & { ordinal: number };

/**
 * The referral queries. Reads are filtered by the referrer's user id; the calls
 * made while processing a sign-up or a completion take the referee's id instead.
 */
export function createReferralRepository(db: Db) {
  return {
    async findCodeByUser(userId: string): Promise<ReferralCodeRow | undefined> {
      const rows = await db.select().from(referralCodes).where(eq(referralCodes.userId, userId));
      return rows[0];
    },

    async findUserIdByCode(code: string): Promise<string | undefined> {
      const rows = await db
        .select({ userId: referralCodes.userId })
        .from(referralCodes)
        .where(eq(referralCodes.code, code));
      return rows[0]?.userId;
    },

    /**
     * Inserts the user's code. A duplicate code throws (unique violation: the caller
     * regenerates); a row already present for the user (a concurrent first read won)
     * returns undefined.
     */
    async insertCode(userId: string, code: string): Promise<ReferralCodeRow | undefined> {
      const rows = await db
        .insert(referralCodes)
        .values({ userId, code, totalReferrals: 0, totalCoinsEarned: 0 })
        .onConflictDoNothing({ target: referralCodes.userId })
        .returning();
      return rows[0];
    },

    /** Newest first, numbered in joining order so the list can say "Friend #n". */
    async listByReferrer(referrerId: string, limit: number): Promise<NumberedReferralRow[]> {
      const rows = await db
        .select({
          id: referrals.id,
          referrerId: referrals.referrerId,
          refereeId: referrals.refereeId,
          referralCode: referrals.referralCode,
          coinsAwarded: referrals.coinsAwarded,
          status: referrals.status,
          awardedAt: referrals.awardedAt,
          createdAt: referrals.createdAt,
          ordinal: sql<string>`row_number() over (order by ${referrals.createdAt}, ${referrals.id})`,
        })
        .from(referrals)
        .where(eq(referrals.referrerId, referrerId))
        .orderBy(desc(referrals.createdAt), desc(referrals.id))
        .limit(limit);
      return rows.map((row) => ({ ...row, ordinal: Number(row.ordinal) }));
    },

    /** Derived stats: earned = sum of coins_awarded over completed referrals. */
    async statsByReferrer(
      referrerId: string,
    ): Promise<{ coinsEarned: number; completed: number; pending: number }> {
      const rows = await db
        .select({
          coinsEarned: sql<string>`coalesce(sum(${referrals.coinsAwarded}) filter (where ${referrals.status} = 'completed'), 0)`,
          completed: sql<string>`count(*) filter (where ${referrals.status} = 'completed')`,
          pending: sql<string>`count(*) filter (where ${referrals.status} = 'pending')`,
        })
        .from(referrals)
        .where(eq(referrals.referrerId, referrerId));
      const row = rows[0];
      return {
        coinsEarned: Number(row?.coinsEarned ?? 0),
        completed: Number(row?.completed ?? 0),
        pending: Number(row?.pending ?? 0),
      };
    },

    /**
     * The referee's pending referral, or undefined when the referee was referred before
     * (referee_id is unique: a user is referred only once).
     */
    async insertPending(values: {
      referrerId: string;
      refereeId: string;
      referralCode: string;
      coinsAwarded: number;
    }): Promise<ReferralRow | undefined> {
      const rows = await db
        .insert(referrals)
        .values({ ...values, status: 'pending' })
        .onConflictDoNothing({ target: referrals.refereeId })
        .returning();
      return rows[0];
    },

    /**
     * Claims the referee's pending referral: one statement that only one caller can win.
     * Under concurrency PostgreSQL makes the others wait on the row lock, then re-check
     * `status = 'pending'` against the committed row and update nothing.
     */
    async claimPending(tx: Executor, refereeId: string): Promise<ReferralRow | undefined> {
      const rows = await tx
        .update(referrals)
        .set({ status: 'completed', awardedAt: sql`now()` })
        .where(and(eq(referrals.refereeId, refereeId), eq(referrals.status, 'pending')))
        .returning();
      return rows[0];
    },

    async incrementTotals(tx: Executor, referrerId: string, coins: number): Promise<void> {
      await tx
        .update(referralCodes)
        .set({
          totalReferrals: sql`${referralCodes.totalReferrals} + 1`,
          totalCoinsEarned: sql`${referralCodes.totalCoinsEarned} + ${coins}`,
        })
        .where(eq(referralCodes.userId, referrerId));
    },
  };
}

export type ReferralRepository = ReturnType<typeof createReferralRepository>;
