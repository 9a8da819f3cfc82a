import type {
  AdminReferralItem,
  AdminReferralPage,
  AdminReferralsQuery,
} from '@ketoflow/contracts';
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { referralCodes, referrals } from './referral.schema.js';
import { ConflictError, NotFoundError } from '../../lib/errors.js';
import { before, decodeCursor, pageOf } from '../../lib/keyset.js';
import type { RewardCrediter } from './referral.service.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Who the people of a referral are, by address (the auth module's user directory fits). Reads
 * run on `tx`: this module's database, or the transaction it has open.
 */
export type ReferralPeople = {
  /** Addresses by user id; an id without an account is left out. */
  emailsOf(tx: Executor, userIds: readonly string[]): Promise<ReadonlyMap<string, string>>;
  /** The ids of the accounts whose address, lower-cased, is `email` (given lower-cased). */
  idsWithEmail(tx: Executor, email: string): Promise<string[]>;
};

const rowColumns = {
  id: referrals.id,
  referrerId: referrals.referrerId,
  refereeId: referrals.refereeId,
  code: referrals.referralCode,
  status: referrals.status,
  coinsAwarded: referrals.coinsAwarded,
  createdAt: referrals.createdAt,
  awardedAt: referrals.awardedAt,
};

type Row = {
  id: string;
  referrerId: string;
  refereeId: string;
  code: string;
  status: string;
  coinsAwarded: number;
  createdAt: Date;
  awardedAt: Date | null;
};

/** A referral with both people's addresses (null where the account is gone). */
function toItem(row: Row, emails: ReadonlyMap<string, string>): AdminReferralItem {
  return {
    id: row.id,
    referrerId: row.referrerId,
    referrerEmail: emails.get(row.referrerId) ?? null,
    refereeId: row.refereeId,
    refereeEmail: emails.get(row.refereeId) ?? null,
    code: row.code,
    status: row.status as AdminReferralItem['status'],
    coinsAwarded: row.coinsAwarded,
    createdAt: row.createdAt.toISOString(),
    awardedAt: row.awardedAt?.toISOString() ?? null,
  };
}

const completedCount = sql<number>`count(*) filter (where ${referrals.status} = 'completed')::int`;
const pendingCount = sql<number>`count(*) filter (where ${referrals.status} = 'pending')::int`;
const coinsAwarded = sql<number>`coalesce(sum(${referrals.coinsAwarded}) filter (where ${referrals.status} = 'completed'), 0)::int`;

/** How the reversal of a revoked referral's coins is moved (the wallet's service fits). */
export type RewardReverser = RewardCrediter & {
  reverseIn: RewardCrediter['creditIn'];
};

/**
 * The admin area's view of the referral programme: every referral, the
 * totals and top referrers, and the revocation of a fraudulent one.
 */
export function createReferralAdmin(deps: {
  db: Db;
  wallet: RewardReverser;
  people: ReferralPeople;
}) {
  const { db, people } = deps;

  /** The addresses of everyone in these referrals. */
  const emailsIn = (tx: Executor, rows: readonly Row[]) =>
    people.emailsOf(
      tx,
      rows.flatMap((r) => [r.referrerId, r.refereeId]),
    );

  async function overview() {
    const [totals] = await db
      .select({
        pending: pendingCount,
        completed: completedCount,
        revoked: sql<number>`count(*) filter (where ${referrals.status} = 'revoked')::int`,
        coinsAwarded,
      })
      .from(referrals);
    const top = await db
      .select({
        userId: referrals.referrerId,
        completed: completedCount,
        pending: pendingCount,
        coinsAwarded,
      })
      .from(referrals)
      .groupBy(referrals.referrerId)
      .orderBy(desc(completedCount), desc(coinsAwarded))
      .limit(10);
    const emails = await people.emailsOf(
      db,
      top.map((t) => t.userId),
    );
    return {
      pending: totals?.pending ?? 0,
      completed: totals?.completed ?? 0,
      revoked: totals?.revoked ?? 0,
      coinsAwarded: totals?.coinsAwarded ?? 0,
      topReferrers: top.map((t) => ({
        userId: t.userId,
        email: emails.get(t.userId) ?? null,
        completed: t.completed,
        pending: t.pending,
        coinsAwarded: t.coinsAwarded,
      })),
    };
  }

  return {
    async list(query: AdminReferralsQuery): Promise<AdminReferralPage> {
      const q = query.q?.trim().toLowerCase();
      // A search matches either person, by user id or by address.
      const matching = q ? [q, ...(await people.idsWithEmail(db, q))] : [];
      const rows = await db
        .select(rowColumns)
        .from(referrals)
        .where(
          and(
            before(referrals.createdAt, referrals.id, decodeCursor(query.cursor)),
            query.status ? eq(referrals.status, query.status) : undefined,
            q
              ? or(inArray(referrals.referrerId, matching), inArray(referrals.refereeId, matching))
              : undefined,
          ),
        )
        .orderBy(desc(referrals.createdAt), desc(referrals.id))
        .limit(query.limit + 1);
      const page = pageOf(rows, query.limit, (r) => ({ at: r.createdAt, id: r.id }));
      const emails = await emailsIn(db, page.items);
      return {
        items: page.items.map((row) => toItem(row, emails)),
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
      record: (tx: Executor, before: AdminReferralItem, after: AdminReferralItem) => Promise<void>,
    ): Promise<AdminReferralItem> {
      if (!UUID.test(id)) throw new NotFoundError('No referral has this id.');
      return db.transaction(async (tx) => {
        const [found] = await tx
          .select(rowColumns)
          .from(referrals)
          .where(eq(referrals.id, id))
          .limit(1)
          .for('update');
        if (!found) throw new NotFoundError('No referral has this id.');
        if (found.status === 'revoked')
          throw new ConflictError('This referral is revoked already.');
        await tx.update(referrals).set({ status: 'revoked' }).where(eq(referrals.id, id));
        if (found.status === 'completed' && found.coinsAwarded > 0) {
          await deps.wallet.reverseIn(tx, {
            userId: found.referrerId,
            amount: found.coinsAwarded,
            reason: 'referral_revoked',
            reference: found.id,
            idempotencyKey: `referral-revoke:${found.id}`,
          });
          await tx
            .update(referralCodes)
            .set({
              totalReferrals: sql`greatest(${referralCodes.totalReferrals} - 1, 0)`,
              totalCoinsEarned: sql`${referralCodes.totalCoinsEarned} - ${found.coinsAwarded}`,
            })
            .where(eq(referralCodes.userId, found.referrerId));
        }
        const beforeItem = toItem(found, await emailsIn(tx, [found]));
        const after = { ...beforeItem, status: 'revoked' as const };
        await record(tx, beforeItem, after);
        return after;
      });
    },
  };
}

export type ReferralAdmin = ReturnType<typeof createReferralAdmin>;
