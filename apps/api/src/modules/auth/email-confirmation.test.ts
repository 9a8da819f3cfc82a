import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    expect(verify.headers.location).toContain('/auth?verified=1');

    const after = await signIn(ctx.app, email, 'avocado-42');
    expect(after.statusCode).toBe(200);
    expect(after.json().user.emailVerified).toBe(true);
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
    const notice = await ctx.database.db.query.outboxEmails.findFirst({
      where: (t, { and, eq }) => and(eq(t.toAddress, email), eq(t.kind, 'existing_account')),
    });
    expect(notice?.subject).toMatch(/already have/);
  });
});
