import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referrals } from '../../db/schema/index.js';
import {
  cookieFrom,
  createTestContext,
  signIn,
  uniqueEmail,
  type TestContext,
} from '../../test/harness.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ env: { AUTH_CONFIRM_EMAIL: 'true' } });
});
afterAll(async () => {
  await ctx.close();
});

async function verificationLink(email: string): Promise<string> {
  // E-mails are written after the answer.
  await ctx.app.services.background.idle();
  const mail = await ctx.database.db.query.outboxEmails.findFirst({
    where: (t, { and, eq }) => and(eq(t.toAddress, email), eq(t.kind, 'email_verification')),
    orderBy: (t, { desc }) => desc(t.createdAt),
  });
  const link = /(https?:\/\/\S+verify-email\S+)/.exec(mail?.textBody ?? '')?.[1];
  if (!link) throw new Error('no verification link');
  return link;
}

describe('with AUTH_CONFIRM_EMAIL=true', () => {
  it('sign-up gives no session and e-mails a confirmation link; sign-in is refused until it is followed', async () => {
    const email = uniqueEmail();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-up',
      payload: { email, password: 'avocado-42' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().emailVerificationRequired).toBe(true);
    expect(cookieFrom(res)).toBe('');

    const before = await signIn(ctx.app, email, 'avocado-42');
    expect(before.statusCode).toBe(403);
    expect(before.json().error).toMatchObject({
      code: 'EMAIL_NOT_CONFIRMED',
      message: 'Please check your email and click the confirmation link before signing in.',
    });

    const link = new URL(await verificationLink(email));
    const verify = await ctx.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(verify.statusCode).toBe(302);
    // The site root, which sends the person on and says the address is confirmed.
    expect(verify.headers.location).toBe('/?verified=1');

    const after = await signIn(ctx.app, email, 'avocado-42');
    expect(after.statusCode).toBe(200);
    expect(after.json().user.emailVerified).toBe(true);
  });

  it('brings an invalid or expired link back to the site root with its error', async () => {
    const email = uniqueEmail();
    await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-up',
      payload: { email, password: 'avocado-42' },
    });
    const link = new URL(await verificationLink(email));
    link.searchParams.set('token', 'not-a-token');
    const verify = await ctx.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(verify.statusCode).toBe(302);
    expect(verify.headers.location).toMatch(/^\/\?verified=1&error=\w+$/);
  });

  it('does not reveal that an e-mail is registered, and tells the owner instead', async () => {
    const email = uniqueEmail();
    await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-up',
      payload: { email, password: 'avocado-42' },
    });
    const dup = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-up',
      payload: { email, password: 'other-pass-9' },
    });
    expect(dup.statusCode).toBe(201);
    expect(dup.json().emailVerificationRequired).toBe(true);
    await ctx.app.services.background.idle();
    const notice = await ctx.database.db.query.outboxEmails.findFirst({
      where: (t, { and, eq }) => and(eq(t.toAddress, email), eq(t.kind, 'existing_account')),
    });
    expect(notice?.subject).toMatch(/already have/);
  });
});

describe('with AUTH_CONFIRM_EMAIL=true, when the referral step fails', () => {
  /** Makes PostgreSQL refuse every new referral row until restored. */
  async function referralsRefused() {
    const name = `test_refuse_${randomUUID().replaceAll('-', '')}`;
    const run = (statement: string) => ctx.database.db.execute(sql.raw(statement));
    await run(`
      CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'simulated failure'; END $$`);
    await run(
      `CREATE TRIGGER ${name} BEFORE INSERT ON referrals FOR EACH ROW EXECUTE FUNCTION ${name}()`,
    );
    return async () => {
      await run(`DROP TRIGGER ${name} ON referrals`);
      await run(`DROP FUNCTION ${name}()`);
    };
  }

  it('still creates the account, says to confirm the address and e-mails the link', async () => {
    const referrerRes = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-up',
      payload: { email: uniqueEmail('referrer'), password: 'avocado-42' },
    });
    const { code } = await ctx.app.services.referrals.getMine(referrerRes.json().user.id);

    const email = uniqueEmail('invited');
    const restore = await referralsRefused();
    let res;
    try {
      res = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/auth/sign-up',
        payload: { email, password: 'avocado-42', referralCode: code },
      });
    } finally {
      await restore();
    }
    // The same answer as any sign-up: the web shows "Check your email".
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ user: { email }, emailVerificationRequired: true });
    const userId: string = res.json().user.id;
    expect(
      await ctx.database.db.select().from(referrals).where(eq(referrals.refereeId, userId)),
    ).toEqual([]);

    // The account exists and the link activates it.
    const link = new URL(await verificationLink(email));
    await ctx.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    const signedIn = await signIn(ctx.app, email, 'avocado-42');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user.id).toBe(userId);
  });
});
