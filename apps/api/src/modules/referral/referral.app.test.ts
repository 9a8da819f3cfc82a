import { randomInt } from 'node:crypto';
import { generateReferralCode } from '@ketoflow/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referralCodes, referrals } from './referral.schema.js';
import {
  as,
  cookieFrom,
  createTestContext,
  signUp,
  uniqueEmail,
  type TestContext,
} from '../../test/harness.js';
import { failingTrigger } from '../../test/failing-trigger.js';

// A referral code given at sign-up, through the real auth module: the account is always
// created, whatever becomes of the code. What the referral programme does with a code, and
// the reward, are the module's tests (referral.test.ts).

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

function signUpWithCode(referralCode: unknown, email = uniqueEmail('referee')) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/sign-up',
    payload: { email, password: 'keto-Flow-2026!', referralCode },
  });
}

async function referralOf(refereeId: string) {
  return ctx.database.db.select().from(referrals).where(eq(referrals.refereeId, refereeId));
}

/** A referrer's code (created by the first read). */
async function referrerCode(): Promise<{ id: string; code: string }> {
  const user = await signUp(ctx.app, uniqueEmail('referrer'));
  const res = await as(ctx.app, user, { method: 'GET', url: '/api/v1/referrals/me' });
  return { id: user.id, code: res.json<{ code: string }>().code };
}

/** A well-formed code that nobody has. */
async function unusedCode(): Promise<string> {
  for (;;) {
    const code = generateReferralCode((n) => randomInt(n));
    const rows = await ctx.database.db
      .select()
      .from(referralCodes)
      .where(eq(referralCodes.code, code));
    if (rows.length === 0) return code;
  }
}

describe('a referral code at sign-up', () => {
  it('records a pending referral for the new account', async () => {
    const referrer = await referrerCode();
    const res = await signUpWithCode(` ${referrer.code.toLowerCase()} `);
    expect(res.statusCode).toBe(201);
    expect(res.json().referralFailed).toBeUndefined();
    const refereeId = res.json<{ user: { id: string } }>().user.id;
    expect(await referralOf(refereeId)).toEqual([
      expect.objectContaining({ referrerId: referrer.id, status: 'pending' }),
    ]);
  });

  it('silently refuses an unknown code: same answer as without one', async () => {
    const withCode = await signUpWithCode(await unusedCode());
    const without = await signUpWithCode(undefined);
    expect(withCode.statusCode).toBe(201);
    expect(Object.keys(withCode.json())).toEqual(Object.keys(without.json()));
    expect(await referralOf(withCode.json().user.id)).toEqual([]);
  });

  it.each([
    ['too short', 'ABC234'],
    ['with excluded letters', 'ABCDEFGI'],
    ['with excluded digits', 'ABCD2301'],
    ['too long', 'ABCD2345ABCD2345ABCD2345ABCD2345ABCD'],
    ['a number', 12345678],
    ['null', null],
    ['an object', { code: 'ABCD2345' }],
  ])('ignores a malformed code (%s) and still creates the account', async (_label, code) => {
    const res = await signUpWithCode(code);
    expect(res.statusCode).toBe(201);
    expect(await referralOf(res.json().user.id)).toEqual([]);
  });

  it('still creates the account when processing fails', async () => {
    const referrer = await referrerCode();
    const restore = await failingTrigger(ctx.database, {
      table: 'referrals',
      operation: 'INSERT',
      column: 'referral_code',
      value: referrer.code,
    });
    try {
      const res = await signUpWithCode(referrer.code);
      expect(res.statusCode).toBe(201);
      const user = res.json().user;
      expect(await referralOf(user.id)).toEqual([]);
      // The answer says so, and the confirmation link it asks the person to follow is sent.
      expect(res.json().referralFailed).toBe(true);
      await ctx.app.services.background.idle();
      const mail = await ctx.database.db.query.outboxEmails.findFirst({
        where: (t, { and, eq }) =>
          and(eq(t.toAddress, user.email), eq(t.kind, 'email_verification')),
      });
      expect(mail?.textBody).toMatch(/verify-email/);
      const session = await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/auth/session',
        headers: { cookie: cookieFrom(res) },
      });
      expect(session.json().user.id).toBe(user.id);
    } finally {
      await restore();
    }
  });
});
