import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  as,
  cookieFrom,
  createTestContext,
  signIn,
  signUp,
  uniqueEmail,
  type TestContext,
} from '../../test/harness.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

function errorOf(res: { json: () => unknown }) {
  return (res.json() as { error: { code: string; message: string; requestId: string } }).error;
}

describe('sign-up', () => {
  it('creates an account, signs the user in and never returns secrets', async () => {
    const email = uniqueEmail();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-up',
      payload: { email, password: 'avocado-42' },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      user: { id: expect.any(String), email, emailVerified: false, createdAt: expect.any(String) },
      emailVerificationRequired: false,
    });
    expect(res.body).not.toMatch(/argon2|password|hash/i);
    const cookie = cookieFrom(res);
    expect(cookie).toMatch(/ketoflow\.session_token=/);
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const session = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/auth/session',
      headers: { cookie },
    });
    expect(session.json()).toEqual({ user: body.user });
  });

  it('normalises the e-mail (trim, lower case)', async () => {
    const local = uniqueEmail().toUpperCase();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-up',
      payload: { email: `  ${local} `, password: 'avocado-42' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().user.email).toBe(local.toLowerCase());
  });

  it('refuses an e-mail that already has an account with USER_ALREADY_EXISTS', async () => {
    const user = await signUp(ctx.app);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-up',
      payload: { email: user.email, password: 'another-pass-1' },
    });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toMatchObject({
      code: 'USER_ALREADY_EXISTS',
      message: 'An account with this email already exists. Please sign in instead.',
    });
  });

  it('rejects a password under 6 characters with the minimum-length message', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-up',
      payload: { email: uniqueEmail(), password: 'abc' },
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Password must be at least 6 characters long.',
    });
  });

  it('rejects one of the most common passwords', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-up',
      payload: { email: uniqueEmail(), password: 'password123' },
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe('WEAK_PASSWORD');
  });

  it('rejects a malformed e-mail and a missing field', async () => {
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-up',
      payload: { email: 'not-an-email', password: 'avocado-42' },
    });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).code).toBe('VALIDATION_FAILED');
    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-up',
      payload: { email: uniqueEmail() },
    });
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing).code).toBe('VALIDATION_FAILED');
  });

  it('answers malformed JSON with a 400 error body, not a 500', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-up',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({
      code: 'VALIDATION_FAILED',
      requestId: expect.any(String),
    });
  });
});

describe('sign-in', () => {
  it('signs in with the right password', async () => {
    const user = await signUp(ctx.app);
    const res = await signIn(ctx.app, user.email, user.password);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe(user.email);
    expect(cookieFrom(res)).toMatch(/ketoflow\.session_token=/);
  });

  it('gives the same INVALID_CREDENTIALS answer for a wrong password and an unknown e-mail', async () => {
    const user = await signUp(ctx.app);
    const wrong = await signIn(ctx.app, user.email, 'wrong-password');
    const unknown = await signIn(ctx.app, uniqueEmail('nobody'), 'wrong-password');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(errorOf(res)).toMatchObject({
        code: 'INVALID_CREDENTIALS',
        message: 'Invalid email or password. Please check your credentials.',
      });
    }
  });

  it('applies no length rule on sign-in (a short password just fails as credentials)', async () => {
    const user = await signUp(ctx.app);
    const res = await signIn(ctx.app, user.email, 'abc');
    expect(res.statusCode).toBe(401);
    expect(errorOf(res).code).toBe('INVALID_CREDENTIALS');
  });
});

describe('session and sign-out', () => {
  it('returns user null without a session', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/session' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: null });
  });

  it('signing out ends every session of the user (global scope)', async () => {
    const user = await signUp(ctx.app);
    const second = cookieFrom(await signIn(ctx.app, user.email, user.password));
    const out = await as(ctx.app, user, { method: 'POST', url: '/api/v1/auth/sign-out' });
    expect(out.statusCode).toBe(204);
    for (const cookie of [user.cookie, second]) {
      const s = await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/auth/session',
        headers: { cookie },
      });
      expect(s.json()).toEqual({ user: null });
      const wallet = await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/wallet',
        headers: { cookie },
      });
      expect(wallet.statusCode).toBe(401);
      expect(errorOf(wallet).code).toBe('UNAUTHENTICATED');
    }
  });

  it('refuses a state-changing request from a foreign origin (CSRF)', async () => {
    const user = await signUp(ctx.app);
    const res = await as(ctx.app, user, {
      method: 'POST',
      url: '/api/v1/auth/sign-out',
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    const still = await as(ctx.app, user, { method: 'GET', url: '/api/v1/auth/session' });
    expect(still.json().user.email).toBe(user.email);
  });
});

describe('change password', () => {
  it('ends the other sessions, keeps this one, and the new password works', async () => {
    const user = await signUp(ctx.app);
    const other = cookieFrom(await signIn(ctx.app, user.email, user.password));
    const res = await as(ctx.app, user, {
      method: 'POST',
      url: '/api/v1/auth/change-password',
      payload: { currentPassword: user.password, newPassword: 'brand-new-pass-7' },
    });
    expect(res.statusCode).toBe(204);
    const fresh = cookieFrom(res) || user.cookie;
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/v1/auth/session',
          headers: { cookie: fresh },
        })
      ).json().user,
    ).not.toBeNull();
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/v1/auth/session',
          headers: { cookie: other },
        })
      ).json().user,
    ).toBeNull();
    expect((await signIn(ctx.app, user.email, 'brand-new-pass-7')).statusCode).toBe(200);
    expect((await signIn(ctx.app, user.email, user.password)).statusCode).toBe(401);
  });

  it('refuses a wrong current password', async () => {
    const user = await signUp(ctx.app);
    const res = await as(ctx.app, user, {
      method: 'POST',
      url: '/api/v1/auth/change-password',
      payload: { currentPassword: 'not-my-password', newPassword: 'brand-new-pass-7' },
    });
    expect(res.statusCode).toBe(401);
    expect(errorOf(res).code).toBe('INVALID_CREDENTIALS');
  });

  it('requires a session', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/change-password',
      payload: { currentPassword: 'x', newPassword: 'brand-new-pass-7' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('forgot and reset password', () => {
  async function latestMail(to: string, kind: string): Promise<string> {
    // The answer comes before the e-mail is written (same timing for unknown addresses).
    await ctx.app.services.background.idle();
    const rows = await ctx.database.db.query.outboxEmails.findMany({
      where: (t, { and, eq }) => and(eq(t.toAddress, to), eq(t.kind, kind)),
      orderBy: (t, { desc }) => desc(t.createdAt),
    });
    const mail = rows[0];
    if (!mail) throw new Error(`no ${kind} mail to ${to}`);
    return mail.textBody;
  }

  it('e-mails a reset link that sets a new password once and ends old sessions', async () => {
    const user = await signUp(ctx.app);
    const asked = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/forgot-password',
      payload: { email: user.email },
    });
    expect(asked.statusCode).toBe(202);
    const text = await latestMail(user.email, 'password_reset');
    const token = decodeURIComponent(/token=([^\s&]+)/.exec(text)?.[1] ?? '');
    expect(token).not.toBe('');
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/reset-password',
      payload: { token, password: 'after-reset-9' },
    });
    expect(reset.statusCode).toBe(204);
    expect((await signIn(ctx.app, user.email, 'after-reset-9')).statusCode).toBe(200);
    expect(
      (await as(ctx.app, user, { method: 'GET', url: '/api/v1/auth/session' })).json().user,
    ).toBeNull();
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/reset-password',
      payload: { token, password: 'second-try-9' },
    });
    expect(again.statusCode).toBe(400);
    expect(errorOf(again).code).toBe('INVALID_TOKEN');
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const email = uniqueEmail('ghost');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/forgot-password',
      payload: { email },
    });
    expect(res.statusCode).toBe(202);
    await expect(latestMail(email, 'password_reset')).rejects.toThrow(/no password_reset mail/);
  });

  it('refuses a made-up reset token', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/reset-password',
      payload: { token: 'made-up-token', password: 'after-reset-9' },
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe('INVALID_TOKEN');
  });
});
