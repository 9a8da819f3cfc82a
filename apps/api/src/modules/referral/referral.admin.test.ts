import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coinLedger } from '../../db/schema/index.js';
import {
  as,
  cookieFrom,
  createTestContext,
  signUp,
  uniqueEmail,
  VALID_ANSWERS,
  type TestContext,
  type TestUser,
} from '../../test/harness.js';
import { signInVerifiedAdmin, type EnrolledUser } from '../../test/admin-harness.js';

const ADMIN = uniqueEmail('referrals-admin');
const REWARD = 50;
let ctx: TestContext;
let admin: EnrolledUser;

beforeAll(async () => {
  ctx = await createTestContext({
    env: { ADMIN_EMAILS: ADMIN, REFERRAL_REWARD_COINS: String(REWARD) },
  });
  admin = await signInVerifiedAdmin(ctx, ADMIN);
});

afterAll(async () => {
  await ctx.close();
});

/** A referrer whose friend signed up with the code (and finished onboarding when `complete`). */
async function referral(complete: boolean) {
  const referrer = await signUp(ctx.app, uniqueEmail('referrer'));
  const mine = await as(ctx.app, referrer, { method: 'GET', url: '/api/v1/referrals/me' });
  const { code } = mine.json<{ code: string }>();
  const email = uniqueEmail('referee');
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/sign-up',
    payload: { email, password: 'keto-Flow-2026!', referralCode: code },
  });
  const referee: TestUser = {
    ...res.json<{ user: { id: string; email: string } }>().user,
    password: 'keto-Flow-2026!',
    cookie: cookieFrom(res),
  };
  if (complete)
    await as(ctx.app, referee, {
      method: 'PUT',
      url: '/api/v1/onboarding',
      payload: VALID_ANSWERS,
    });
  const list = await as(ctx.app, admin, {
    method: 'GET',
    url: `/api/v1/admin/referrals?q=${encodeURIComponent(referrer.email)}`,
  });
  if (list.statusCode !== 200) throw new Error(list.body);
  const [item] = list.json<{ items: { id: string; status: string }[] }>().items;
  if (!item) throw new Error('referral not listed');
  return { referrer, referee, item, overview: list.json().overview };
}

const revoke = (id: string, reason = 'Same person, two accounts') =>
  as(ctx.app, admin, {
    method: 'POST',
    url: `/api/v1/admin/referrals/${id}/revoke`,
    payload: { reason },
  });

describe('admin: referrals', () => {
  it('lists a referral with both people, and the totals and top referrers', async () => {
    const { referrer, referee, item, overview } = await referral(true);
    expect(item).toMatchObject({
      status: 'completed',
      referrerEmail: referrer.email,
      refereeEmail: referee.email,
      coinsAwarded: REWARD,
    });
    expect(overview.completed).toBeGreaterThanOrEqual(1);
    expect(overview.coinsAwarded).toBeGreaterThanOrEqual(REWARD);
    expect(overview.topReferrers.length).toBeGreaterThan(0);
  });

  it('revoking a completed referral takes its coins back once, even under a double click', async () => {
    const { referrer, item } = await referral(true);
    const wallet = ctx.app.services.wallet;
    const before = await wallet.getBalance(referrer.id);
    const [a, b] = await Promise.all([revoke(item.id), revoke(item.id)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(await wallet.getBalance(referrer.id)).toBe(before - REWARD);
    expect(await wallet.getBalance(referrer.id)).toBe(await wallet.ledgerSum(referrer.id));
    const reversals = await ctx.database.db
      .select()
      .from(coinLedger)
      .where(and(eq(coinLedger.userId, referrer.id), eq(coinLedger.reason, 'referral_revoked')));
    expect(reversals.map((r) => r.amount)).toEqual([-REWARD]);

    const audit = await as(ctx.app, admin, {
      method: 'GET',
      url: `/api/v1/admin/audit?action=referral.revoke&target=${referrer.id}`,
    });
    expect(audit.json().items).toHaveLength(1);
    expect(audit.json().items[0]).toMatchObject({
      reason: 'Same person, two accounts',
      before: { status: 'completed', coinsAwarded: REWARD },
      after: { status: 'revoked' },
    });
  });

  it('a revoked pending referral never pays when the friend finishes onboarding', async () => {
    const { referrer, referee, item } = await referral(false);
    expect(item.status).toBe('pending');
    expect((await revoke(item.id)).statusCode).toBe(200);
    await as(ctx.app, referee, {
      method: 'PUT',
      url: '/api/v1/onboarding',
      payload: VALID_ANSWERS,
    });
    const rewards = await ctx.database.db
      .select()
      .from(coinLedger)
      .where(and(eq(coinLedger.userId, referrer.id), eq(coinLedger.reason, 'referral_reward')));
    expect(rewards).toHaveLength(0);
  });

  it('needs a reason; unknown referrals are 404', async () => {
    expect((await revoke('6f1c2b7e-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await revoke('not-an-id')).statusCode).toBe(404);
    const { item } = await referral(false);
    expect((await revoke(item.id, '')).statusCode).toBe(400);
  });
});
