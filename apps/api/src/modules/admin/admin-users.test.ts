import type { AdminUserDetail, AdminUserPage } from '@ketoflow/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLogs, digistoreOrders, referrals, user } from '../../db/schema/index.js';
import { signInVerifiedAdmin } from '../../test/admin-harness.js';
import {
  as,
  createTestContext,
  onboard,
  signUp,
  uniqueEmail,
  type TestContext,
} from '../../test/harness.js';

// Addresses of this run's own: on PostgreSQL every test file shares the database. The guard
// (401 / 403 / 403 ADMIN_SECOND_FACTOR_REQUIRED) is swept over these endpoints, with every other
// admin operation, by admin-second-factor.test.ts.
const ADMIN = uniqueEmail('users-admin');

let ctx: TestContext;
let admin: { cookie: string; id: string; email: string };
beforeAll(async () => {
  ctx = await createTestContext({ env: { ADMIN_EMAILS: ADMIN } });
  admin = await signInVerifiedAdmin(ctx, ADMIN);
});
afterAll(async () => {
  await ctx.close();
});

const get = <T>(url: string) =>
  as(ctx.app, admin, { method: 'GET', url }).then((res) => {
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  });
const list = (query: Record<string, string>) =>
  get<AdminUserPage>(`/api/v1/admin/users?${new URLSearchParams(query).toString()}`);

/** Three accounts sharing a fresh tag, so a search for it sees exactly them. */
async function cohort() {
  const tag = `c${crypto.randomUUID().slice(0, 8)}`;
  const plain = await signUp(
    ctx.app,
    `${tag}-plain-${crypto.randomUUID().slice(0, 6)}@example.com`,
  );
  const onboarded = await signUp(
    ctx.app,
    `${tag}-onb-${crypto.randomUUID().slice(0, 6)}@example.com`,
  );
  const buyer = await signUp(
    ctx.app,
    `${tag}-buyer-${crypto.randomUUID().slice(0, 6)}@example.com`,
  );
  await onboard(ctx.app, onboarded);
  await ctx.database.db.insert(digistoreOrders).values({
    orderId: `ORD-${crypto.randomUUID()}`,
    productId: 'p-1',
    plan: 'monthly',
    buyerEmail: buyer.email,
    userId: buyer.id,
    coinsCredited: 100,
  });
  // Distinct creation times, oldest first: plain, onboarded, buyer.
  const base = Date.now() - 3 * 86_400_000;
  for (const [i, u] of [plain, onboarded, buyer].entries())
    await ctx.database.db
      .update(user)
      .set({ createdAt: new Date(base + i * 3_600_000) })
      .where(eq(user.id, u.id));
  return { tag, plain, onboarded, buyer, base };
}

describe('the user list', () => {
  it('searches the e-mail in any letter case and any part, or an exact id', async () => {
    const { tag, plain, buyer } = await cohort();
    const byTag = await list({ q: tag.toUpperCase() });
    expect(byTag.items).toHaveLength(3);
    const middle = await list({ q: plain.email.slice(tag.length, tag.length + 12) });
    expect(middle.items.map((u) => u.id)).toContain(plain.id);
    const byId = await list({ q: buyer.id });
    expect(byId.items.map((u) => u.id)).toEqual([buyer.id]);
    // LIKE wildcards are taken literally.
    expect((await list({ q: `${tag}%plain` })).items).toEqual([]);
  });

  it('filters by onboarding, buyer, banned and creation range', async () => {
    const { tag, plain, onboarded, buyer, base } = await cohort();
    const ids = async (q: Record<string, string>) =>
      (await list({ q: tag, ...q })).items.map((u) => u.id).sort();
    expect(await ids({ onboarded: 'yes' })).toEqual([onboarded.id]);
    expect(await ids({ onboarded: 'no' })).toEqual([plain.id, buyer.id].sort());
    expect(await ids({ buyer: 'yes' })).toEqual([buyer.id]);
    expect(await ids({ banned: 'yes' })).toEqual([]);
    await ctx.database.db.update(user).set({ banned: true }).where(eq(user.id, plain.id));
    expect(await ids({ banned: 'yes' })).toEqual([plain.id]);
    const from = new Date(base + 1_800_000).toISOString();
    const to = new Date(base + 5_400_000).toISOString();
    expect(await ids({ createdFrom: from, createdTo: to })).toEqual([onboarded.id]);
    const row = (await list({ q: buyer.email })).items[0];
    expect(row).toMatchObject({ buyer: true, onboarded: false, banned: false, role: 'user' });
  });

  it('sorts and pages by keyset without skipping or repeating anyone', async () => {
    const { tag, plain, onboarded, buyer } = await cohort();
    const walk = async (sort: string) => {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page: AdminUserPage = await list({
          q: tag,
          sort,
          limit: '1',
          ...(cursor ? { cursor } : {}),
        });
        seen.push(...page.items.map((u) => u.id));
        cursor = page.nextCursor;
      } while (cursor);
      return seen;
    };
    expect(await walk('created_desc')).toEqual([buyer.id, onboarded.id, plain.id]);
    expect(await walk('created_asc')).toEqual([plain.id, onboarded.id, buyer.id]);
    const byEmail = [plain, onboarded, buyer].sort((a, b) => (a.email < b.email ? -1 : 1));
    expect(await walk('email')).toEqual(byEmail.map((u) => u.id));
  });

  it('refuses a limit over 100, a reversed date range and a cursor of another sort', async () => {
    const over = await as(ctx.app, admin, { method: 'GET', url: '/api/v1/admin/users?limit=101' });
    expect(over.statusCode).toBe(400);
    // The range is compared as instants, whatever the offsets.
    const range = (from: string, to: string) =>
      as(ctx.app, admin, {
        method: 'GET',
        url: `/api/v1/admin/users?${new URLSearchParams({ createdFrom: from, createdTo: to }).toString()}`,
      });
    expect((await range('2026-01-02T00:00:00+05:00', '2026-01-01T23:00:00Z')).statusCode).toBe(200);
    expect((await range('2026-01-01T23:00:00Z', '2026-01-02T00:00:00+05:00')).statusCode).toBe(400);
    const { tag } = await cohort();
    const first = await list({ q: tag, limit: '1' });
    const mixed = await as(ctx.app, admin, {
      method: 'GET',
      url: `/api/v1/admin/users?sort=email&cursor=${first.nextCursor ?? ''}`,
    });
    expect(mixed.statusCode).toBe(400);
  });
});

describe('a user’s page', () => {
  it('shows the account, onboarding, balance, orders, referrals, AI actions and activity', async () => {
    const { onboarded } = await cohort();
    const referee = await signUp(ctx.app);
    await ctx.database.db.insert(referrals).values({
      referrerId: onboarded.id,
      refereeId: referee.id,
      referralCode: 'ADMIN-TEST',
      status: 'pending',
    });
    await ctx.database.db.insert(activityLogs).values({
      userId: onboarded.id,
      actionType: 'page_visit',
      pageRoute: '/dashboard',
      actionDetails: {},
    });
    const page = await get<AdminUserDetail>(`/api/v1/admin/users/${onboarded.id}`);
    expect(page.account).toMatchObject({
      id: onboarded.id,
      email: onboarded.email,
      onboarded: true,
      banned: false,
      banReason: null,
      sessions: 1,
    });
    expect(page.onboarding?.answers).toMatchObject({ name: 'Maria', heightCm: 165 });
    expect(page.onboarding?.targets).toEqual(
      expect.objectContaining({ calories: expect.any(Number) }),
    );
    // The onboarding bonus is on the ledger and in the balance.
    expect(page.wallet.balance).toBeGreaterThan(0);
    expect(page.orders).toEqual([]);
    expect(page.referrals.referredBy).toBeNull();
    expect(page.referrals.asReferrer).toEqual([
      expect.objectContaining({
        otherUserId: referee.id,
        otherEmail: referee.email,
        status: 'pending',
      }),
    ]);
    const refereePage = await get<AdminUserDetail>(`/api/v1/admin/users/${referee.id}`);
    expect(refereePage.referrals.referredBy).toMatchObject({ otherUserId: onboarded.id });
    expect(page.recentActivity).toEqual([
      expect.objectContaining({ actionType: 'page_visit', pageRoute: '/dashboard' }),
    ]);
    expect(page.aiActions).toEqual([]);
    const ledger = await get<{ items: { reason: string }[] }>(
      `/api/v1/admin/users/${onboarded.id}/ledger?limit=10`,
    );
    expect(ledger.items.map((e) => e.reason)).toContain('onboarding_bonus');
  });

  it('answers 404 for an unknown user', async () => {
    const res = await as(ctx.app, admin, { method: 'GET', url: '/api/v1/admin/users/nobody' });
    expect(res.statusCode).toBe(404);
  });
});
