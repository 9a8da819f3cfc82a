import type { AdminUserDetail, AdminUserPage, AdminUserRow, LedgerPage } from '@ketoflow/contracts';
import { z } from 'zod';
import { NotFoundError, ValidationError } from '../../lib/errors.js';
import type { AdminWallet } from './admin.ports.js';
import type {
  AdminUsersRepository,
  UserCursor,
  UserListFilters,
} from './admin-users.repository.js';

type ListQuery = UserListFilters & {
  sort: 'created_desc' | 'created_asc' | 'email';
  limit: number;
  cursor?: string | undefined;
};
type Flags = { onboarded?: 'yes' | 'no'; buyer?: 'yes' | 'no'; banned?: 'yes' | 'no' };

const CursorSchema = z.union([
  z.object({ created: z.string().min(1), id: z.string().min(1) }),
  z.object({ email: z.string().min(1) }),
]);

export function encodeCursor(cursor: object): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

function decodeCursor(cursor: string | undefined, sort: ListQuery['sort']): UserCursor | undefined {
  if (cursor === undefined) return undefined;
  try {
    const parsed = CursorSchema.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString()));
    // A cursor of another sort would silently skip rows: refuse it.
    if ('email' in parsed !== (sort === 'email')) throw new Error('sort changed');
    if ('created' in parsed && Number.isNaN(Date.parse(parsed.created))) throw new Error('date');
    return parsed;
  } catch {
    throw new ValidationError('Invalid cursor.');
  }
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const flag = (v: 'yes' | 'no' | undefined) => (v === undefined ? undefined : v === 'yes');

type ListedRow = Awaited<ReturnType<AdminUsersRepository['list']>>[number];
function toRow(r: ListedRow): AdminUserRow {
  return {
    id: r.id,
    email: r.email,
    role: r.role,
    createdAt: r.createdAt.toISOString(),
    emailConfirmed: r.emailConfirmed,
    onboarded: r.onboarded,
    buyer: r.buyer,
    banned: r.banned,
    lastActiveAt: iso(r.lastActiveAt),
  };
}

/** The admin area's read side: the user list and a user's page. */
export function createAdminUsersService(deps: { repo: AdminUsersRepository; wallet: AdminWallet }) {
  const { repo, wallet } = deps;

  return {
    async list(
      query: Omit<ListQuery, 'onboarded' | 'buyer' | 'banned'> & Flags,
    ): Promise<AdminUserPage> {
      const rows = await repo.list(
        {
          q: query.q || undefined,
          onboarded: flag(query.onboarded),
          buyer: flag(query.buyer),
          banned: flag(query.banned),
          createdFrom: query.createdFrom,
          createdTo: query.createdTo,
        },
        query.sort,
        decodeCursor(query.cursor, query.sort),
        query.limit + 1,
      );
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      const more = rows.length > query.limit && last;
      return {
        items: page.map(toRow),
        nextCursor: more
          ? encodeCursor(
              query.sort === 'email'
                ? { email: last.email }
                : { created: last.createdKey, id: last.id },
            )
          : null,
      };
    },

    async get(userId: string): Promise<AdminUserDetail> {
      const account = await repo.account(userId);
      if (!account) throw new NotFoundError('No such user.');
      const [onboarding, balance, orders, referrals, aiActions, activity] = await Promise.all([
        repo.onboarding(userId),
        wallet.getBalance(userId),
        repo.orders(userId),
        repo.referrals(userId),
        repo.aiActions(userId),
        repo.recentActivity(userId),
      ]);
      const referral = (r: (typeof referrals.asReferrer)[number], other: string) => ({
        id: r.id,
        otherUserId: other,
        otherEmail: r.otherEmail,
        status: r.status,
        coinsAwarded: r.coinsAwarded,
        createdAt: r.createdAt.toISOString(),
        awardedAt: iso(r.awardedAt),
      });
      return {
        account: {
          ...toRow(account),
          name: account.name,
          banReason: account.banReason,
          banExpires: iso(account.banExpires),
          sessions: account.sessions,
        },
        onboarding: onboarding && {
          completedAt: onboarding.completedAt.toISOString(),
          answers: onboarding.answers,
          targets: (onboarding.plan as { targets?: Record<string, unknown> }).targets ?? null,
        },
        wallet: { balance },
        orders: orders.map((o) => ({
          orderId: o.orderId,
          plan: o.plan,
          productName: o.productName,
          status: o.status,
          subscriptionStatus: o.subscriptionStatus,
          amount: o.amount,
          currency: o.currency,
          coinsCredited: o.coinsCredited,
          createdAt: o.createdAt.toISOString(),
        })),
        referrals: {
          referredBy:
            referrals.referredBy && referral(referrals.referredBy, referrals.referredBy.referrerId),
          asReferrer: referrals.asReferrer.map((r) => referral(r, r.refereeId)),
        },
        aiActions: aiActions.map((e) => ({
          id: String(e.id),
          kind: e.reason === 'ai_refund' ? 'refund' : 'charge',
          reference: e.reference,
          coins: Math.abs(e.amount),
          createdAt: e.createdAt.toISOString(),
        })),
        recentActivity: activity.map((a) => ({
          id: String(a.id),
          actionType: a.actionType,
          pageRoute: a.pageRoute,
          details: a.actionDetails,
          createdAt: a.createdAt.toISOString(),
        })),
      };
    },

    /** The user's full ledger, newest first, in pages (the wallet's own paging). */
    async ledger(userId: string, limit: number, cursor: string | undefined): Promise<LedgerPage> {
      if (!(await repo.account(userId))) throw new NotFoundError('No such user.');
      return wallet.listLedger(userId, limit, cursor);
    },
  };
}

export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
