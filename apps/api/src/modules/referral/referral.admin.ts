import type {
  AdminReferralItem,
  AdminReferralPage,
  AdminReferralsQuery,
} from '@ketoflow/contracts';
import { and, desc, eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Executor } from '../../db/client.js';
import { referralCodes, referrals, user } from '../../db/schema/index.js';
import { ConflictError, NotFoundError } from '../../lib/errors.js';
import { before, decodeCursor, pageOf } from '../../lib/keyset.js';
import type { RewardCrediter } from './referral.service.js';

const referrer = alias(user, 'referrer');
const referee = alias(user, 'referee');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const itemColumns = {
  id: referrals.id,
  referrerId: referrals.referrerId,
  referrerEmail: referrer.email,
  refereeId: referrals.refereeId,
  refereeEmail: referee.email,
  code: referrals.referralCode,
  status: referrals.status,
  coinsAwarded: referrals.coinsAwarded,
  createdAt: referrals.createdAt,
  awardedAt: referrals.awardedAt,
};

type ItemRow = {
  id: string;
  referrerId: string;
  referrerEmail: string | null;
  refereeId: string;
  refereeEmail: string | null;
  code: string;
  status: string;
  coinsAwarded: number;
  createdAt: Date;
  awardedAt: Date | null;
};

function toItem(row: ItemRow): AdminReferralItem {
  return {
    ...row,
    status: row.status as AdminReferralItem['status'],
    createdAt: row.createdAt.toISOString(),
    awardedAt: row.awardedAt?.toISOString() ?? null,
  };
}

/** How the reversal of a revoked referral's coins is moved (the wallet's service fits). */
export type RewardReverser = RewardCrediter & {
  reverse: RewardCrediter['credit'];
};

/**
 * The admin area's view of the referral programme: every referral, the
 * totals and top referrers, and the revocation of a fraudulent one.
 */
export function createReferralAdmin(deps: { db: Db; wallet: RewardReverser }) {
  const { db } = deps;

  function items(exec: Executor) {
    return exec
      .select(itemColumns)
      .from(referrals)
      .leftJoin(referrer, eq(referrer.id, referrals.referrerId))
      .leftJoin(referee, eq(referee.id, referrals.refereeId));
  }

  async function overview() {
    const [totals] = await db
      .select({
        pending: sql<number>`count(*) filter (where ${referrals.status} = 'pending')::int`,
        completed: sql<number>`count(*) filter (where ${referrals.status} = 'completed')::int`,
        revoked: sql<number>`count(*) filter (where ${referrals.status} = 'revoked')::int`,
        coinsAwarded: sql<number>`coalesce(sum(${referrals.coinsAwarded}) filter (where ${referrals.status} = 'completed'), 0)::int`,
      })
      .from(referrals);
    const top = await db
      .select({
        userId: referrals.referrerId,
        email: referrer.email,
        completed: sql<number>`count(*) filter (where ${referrals.status} = 'completed')::int`,
        pending: sql<number>`count(*) filter (where ${referrals.status} = 'pending')::int`,
        coinsAwarded: sql<number>`coalesce(sum(${referrals.coinsAwarded}) filter (where ${referrals.status} = 'completed'), 0)::int`,
      })
      .from(referrals)
      .leftJoin(referrer, eq(referrer.id, referrals.referrerId))
      .groupBy(referrals.referrerId, referrer.email)
      .orderBy(sql`3 desc, 5 desc`)
      .limit(10);
    return {
      pending: totals?.pending ?? 0,
      completed: totals?.completed ?? 0,
      revoked: totals?.revoked ?? 0,
      coinsAwarded: totals?.coinsAwarded ?? 0,
      topReferrers: top,
    };
  }

  return {
    async list(query: AdminReferralsQuery): Promise<AdminReferralPage> {
      const q = query.q?.trim().toLowerCase();
      const rows = await items(db)
        .where(
          and(
            before(referrals.createdAt, referrals.id, decodeCursor(query.cursor)),
            query.status ? eq(referrals.status, query.status) : undefined,
            q
              ? or(
                  sql`lower(${referrer.email}) = ${q}`,
                  sql`lower(${referee.email}) = ${q}`,
                  eq(referrals.referrerId, q),
                  eq(referrals.refereeId, q),
                )
              : undefined,
          ),
        )
        .orderBy(desc(referrals.createdAt), desc(referrals.id))
        .limit(query.limit + 1);
      const page = pageOf(rows, query.limit, (r) => ({ at: r.createdAt, id: r.id }));
      return {
        items: page.items.map(toItem),
        nextCursor: page.nextCursor,
        overview: await overview(),
      };
    },

    /**
     * Revokes a referral in one transaction: only one caller can move it to `revoked`; a
     * completed one's coins go back through the ledger (key `referral-revoke:<id>`, so never
     * twice) and the referrer's totals shrink. `record` writes the audit row in the same
     * transaction. Answers the referral before and after.
     */
    async revoke(
      id: string,
      record: (
        exec: Executor,
        before: AdminReferralItem,
        after: AdminReferralItem,
      ) => Promise<void>,
    ): Promise<AdminReferralItem> {
      if (!UUID.test(id)) throw new NotFoundError('No referral has this id.');
      return db.transaction(async (tx) => {
        const [found] = await items(tx).where(eq(referrals.id, id)).limit(1).for('update', {
          of: referrals,
        });
        if (!found) throw new NotFoundError('No referral has this id.');
        if (found.status === 'revoked')
          throw new ConflictError('This referral is revoked already.');
        await tx.update(referrals).set({ status: 'revoked' }).where(eq(referrals.id, id));
        if (found.status === 'completed' && found.coinsAwarded > 0) {
          await deps.wallet.reverse(
            {
              userId: found.referrerId,
              amount: found.coinsAwarded,
              reason: 'referral_revoked',
              reference: found.id,
              idempotencyKey: `referral-revoke:${found.id}`,
            },
            tx,
          );
          await tx
            .update(referralCodes)
            .set({
              totalReferrals: sql`greatest(${referralCodes.totalReferrals} - 1, 0)`,
              totalCoinsEarned: sql`${referralCodes.totalCoinsEarned} - ${found.coinsAwarded}`,
            })
            .where(eq(referralCodes.userId, found.referrerId));
        }
        const beforeItem = toItem(found);
        const after = { ...beforeItem, status: 'revoked' as const };
        await record(tx, beforeItem, after);
        return after;
      });
    },
  };
}

export type ReferralAdmin = ReturnType<typeof createReferralAdmin>;
