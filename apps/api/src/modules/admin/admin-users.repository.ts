import type { AdminUserSort } from '@ketoflow/contracts';
import { and, asc, desc, eq, gt, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import {
  activityLogs,
  coinLedger,
  digistoreOrders,
  onboardingResponses,
  referrals,
  session,
  user,
  userActivity,
} from '../../db/schema/index.js';

export type UserListFilters = {
  q?: string | undefined;
  onboarded?: boolean | undefined;
  buyer?: boolean | undefined;
  banned?: boolean | undefined;
  createdFrom?: string | undefined;
  createdTo?: string | undefined;
};

/** Where the previous page ended: the sort key of its last row (and the id to break ties). */
export type UserCursor = { created: string; id: string } | { email: string };

const createdKey = sql<string>`to_char(${user.createdAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
const onboarded = sql<boolean>`exists (select 1 from ${onboardingResponses} where ${onboardingResponses.userId} = ${user.id} and btrim(${onboardingResponses.aiSummary}) <> '')`;
const buyer = sql<boolean>`exists (select 1 from ${digistoreOrders} where ${digistoreOrders.userId} = ${user.id})`;

const likeEscaped = (text: string) => text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);

function filterWhere(f: UserListFilters): SQL | undefined {
  const yes = (on: boolean | undefined, expr: SQL) =>
    on === undefined ? undefined : on ? expr : sql`not ${expr}`;
  return and(
    f.q
      ? or(eq(user.id, f.q), sql`lower(${user.email}) like ${`%${likeEscaped(f.q)}%`}`)
      : undefined,
    yes(f.onboarded, onboarded),
    yes(f.buyer, buyer),
    f.banned === undefined ? undefined : eq(user.banned, f.banned),
    f.createdFrom ? sql`${user.createdAt} >= ${f.createdFrom}::timestamptz` : undefined,
    f.createdTo ? sql`${user.createdAt} < ${f.createdTo}::timestamptz` : undefined,
  );
}

function after(sort: AdminUserSort, cursor: UserCursor | undefined): SQL | undefined {
  if (!cursor) return undefined;
  if ('email' in cursor) return gt(user.email, cursor.email);
  const key = sql`(${user.createdAt}, ${user.id})`;
  const at = sql`(${cursor.created}::timestamptz, ${cursor.id})`;
  return sort === 'created_asc' ? sql`${key} > ${at}` : sql`${key} < ${at}`;
}

const ORDER: Record<AdminUserSort, SQL[]> = {
  created_desc: [desc(user.createdAt), desc(user.id)],
  created_asc: [asc(user.createdAt), asc(user.id)],
  email: [asc(user.email)],
};

/**
 * Read-only queries over the users and what hangs off them, for the admin area's list and a
 * user's page (decision 023: one read model over the schema rather than a port per section).
 * Nothing here writes: changes go through the owning modules (wallet, auth).
 */
export function createAdminUsersRepository(db: Db) {
  const rowFields = {
    id: user.id,
    email: user.email,
    role: user.role,
    createdAt: user.createdAt,
    createdKey,
    emailConfirmed: user.emailVerified,
    banned: user.banned,
    onboarded,
    buyer,
    lastActiveAt: userActivity.lastActiveAt,
  };

  return {
    async list(
      filters: UserListFilters,
      sort: AdminUserSort,
      cursor: UserCursor | undefined,
      limit: number,
    ) {
      return db
        .select(rowFields)
        .from(user)
        .leftJoin(userActivity, eq(userActivity.userId, user.id))
        .where(and(filterWhere(filters), after(sort, cursor)))
        .orderBy(...ORDER[sort])
        .limit(limit);
    },

    async account(userId: string) {
      const rows = await db
        .select({
          ...rowFields,
          name: user.name,
          banReason: user.banReason,
          banExpires: user.banExpires,
          sessions: sql<number>`(select count(*)::int from ${session} where ${session.userId} = ${user.id})`,
        })
        .from(user)
        .leftJoin(userActivity, eq(userActivity.userId, user.id))
        .where(eq(user.id, userId))
        .limit(1);
      return rows[0] ?? null;
    },

    async onboarding(userId: string) {
      const rows = await db
        .select({
          completedAt: onboardingResponses.completedAt,
          answers: onboardingResponses.answers,
          plan: onboardingResponses.plan,
        })
        .from(onboardingResponses)
        .where(eq(onboardingResponses.userId, userId))
        .limit(1);
      return rows[0] ?? null;
    },

    async orders(userId: string) {
      return db
        .select()
        .from(digistoreOrders)
        .where(eq(digistoreOrders.userId, userId))
        .orderBy(desc(digistoreOrders.createdAt))
        .limit(100);
    },

    /** The referral that brought this user in, and the ones they brought (newest first). */
    async referrals(userId: string) {
      const other = alias(user, 'other');
      const fields = {
        id: referrals.id,
        status: referrals.status,
        coinsAwarded: referrals.coinsAwarded,
        createdAt: referrals.createdAt,
        awardedAt: referrals.awardedAt,
        referrerId: referrals.referrerId,
        refereeId: referrals.refereeId,
        otherEmail: other.email,
      };
      const [referredBy, asReferrer] = await Promise.all([
        db
          .select(fields)
          .from(referrals)
          .leftJoin(other, eq(other.id, referrals.referrerId))
          .where(eq(referrals.refereeId, userId))
          .limit(1),
        db
          .select(fields)
          .from(referrals)
          .leftJoin(other, eq(other.id, referrals.refereeId))
          .where(eq(referrals.referrerId, userId))
          .orderBy(desc(referrals.createdAt))
          .limit(100),
      ]);
      return { referredBy: referredBy[0] ?? null, asReferrer };
    },

    /** AI actions as the ledger charged (and refunded) them. */
    async aiActions(userId: string) {
      return db
        .select()
        .from(coinLedger)
        .where(
          and(
            eq(coinLedger.userId, userId),
            inArray(coinLedger.reason, ['ai_action', 'ai_refund']),
          ),
        )
        .orderBy(desc(coinLedger.id))
        .limit(50);
    },

    async recentActivity(userId: string) {
      return db
        .select()
        .from(activityLogs)
        .where(eq(activityLogs.userId, userId))
        .orderBy(desc(activityLogs.createdAt), desc(activityLogs.id))
        .limit(50);
    },
  };
}

export type AdminUsersRepository = ReturnType<typeof createAdminUsersRepository>;
