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
import {
  enrolTwoFactor,
  freshTotpCode,
  signInVerifiedAdmin,
  totpCode,
  type EnrolledUser,
} from '../../test/two-factor-harness.js';

// The second factor belongs to whoever holds the authenticator: a password and an old session
// are not enough to change it, a code works once, and wrong codes in one session never lock
// the owner out of another.

const ADMINS = [uniqueEmail('owner-a'), uniqueEmail('owner-b'), uniqueEmail('owner-c')];
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({
    env: { ADMIN_EMAILS: ADMINS.join(',') },
    rateLimits: { secondFactorFailuresPerSession: { limit: 5, windowSeconds: 900 } },
  });
});
afterAll(async () => {
  await ctx.close();
});

const sessionUser = async (cookie: string) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/session', headers: { cookie } })).json<{
    user: { email: string } | null;
  }>().user;

const twoFactorOn = async (cookie: string) =>
  (await as(ctx.app, { cookie }, { method: 'GET', url: '/api/v1/me/two-factor' })).json<{
    enabled: boolean;
  }>().enabled;

/** A new two-factor sign-in with `code`: its answer and the session cookie it set, if any. */
async function signInWithCode(user: EnrolledUser, code: string, method = 'totp') {
  const pending = cookieFrom(await signIn(ctx.app, user.email, user.password));
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/two-factor',
    headers: { cookie: pending },
    payload: { code, method },
  });
  return { res, cookie: cookieFrom(res) };
}

const stepUp = (cookie: string, code: string) =>
  as(ctx.app, { cookie }, { method: 'POST', url: '/api/v1/admin/step-up', payload: { code } });

describe('enrolment', () => {
  it('ends every other session of the account', async () => {
    const user = await signUp(ctx.app);
    const other = cookieFrom(await signIn(ctx.app, user.email, user.password));
    expect((await sessionUser(other))?.email).toBe(user.email);

    const enrolled = await enrolTwoFactor(ctx.app, user);
    expect(await sessionUser(other)).toBeNull();
    expect((await sessionUser(enrolled.cookie))?.email).toBe(user.email);
  });
});

describe('turning it off or replacing it', () => {
  it('needs a current code: the password and a session alone change nothing', async () => {
    const owner = await enrolTwoFactor(ctx.app, await signUp(ctx.app));
    const disable = (payload: object) =>
      as(ctx.app, owner, { method: 'POST', url: '/api/v1/me/two-factor/disable', payload });

    const passwordOnly = await disable({ password: owner.password });
    expect(passwordOnly.statusCode).toBe(400);
    expect(passwordOnly.json().error.code).toBe('VALIDATION_FAILED');
    const wrongCode = await disable({ password: owner.password, code: '000000' });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json().error.code).toBe('INVALID_SECOND_FACTOR');
    const wrongPassword = await disable({
      password: 'not-the-password',
      method: 'backup_code',
      code: owner.backupCodes[0],
    });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().error.code).toBe('INVALID_CREDENTIALS');
    // A new enrolment would replace the authenticator: refused while one is on.
    const replace = await as(ctx.app, owner, {
      method: 'POST',
      url: '/api/v1/me/two-factor/setup',
      payload: { password: owner.password },
    });
    expect(replace.statusCode).toBe(409);
    expect(await twoFactorOn(owner.cookie)).toBe(true);

    // The owner's authenticator still signs in.
    const { res } = await signInWithCode(owner, await freshTotpCode(owner.secret));
    expect(res.statusCode).toBe(200);
  });

  it('a backup code turns it off as a current code does', async () => {
    const owner = await enrolTwoFactor(ctx.app, await signUp(ctx.app));
    const off = await as(ctx.app, owner, {
      method: 'POST',
      url: '/api/v1/me/two-factor/disable',
      payload: { password: owner.password, method: 'backup_code', code: owner.backupCodes[0] },
    });
    expect(off.statusCode).toBe(200);
    expect(await twoFactorOn(cookieFrom(off) || owner.cookie)).toBe(false);
  });
});

describe('an authenticator code works once', () => {
  it('a code that signed in is refused for a second sign-in, and starts no session', async () => {
    const user = await enrolTwoFactor(ctx.app, await signUp(ctx.app));
    const code = await freshTotpCode(user.secret);
    const first = await signInWithCode(user, code);
    expect(first.res.statusCode).toBe(200);

    const replay = await signInWithCode(user, code);
    expect(replay.res.statusCode).toBe(400);
    expect(replay.res.json().error.code).toBe('INVALID_SECOND_FACTOR');
    expect(replay.cookie).toBe('');
  });

  it('a code of an earlier step is refused once a later one was used', async () => {
    const user = await enrolTwoFactor(ctx.app, await signUp(ctx.app));
    const later = await freshTotpCode(user.secret);
    expect((await signInWithCode(user, later)).res.statusCode).toBe(200);
    const earlier = totpCode(user.secret, Date.now() - 30_000);
    const res = await signInWithCode(user, earlier);
    expect(res.res.statusCode).toBe(400);
    expect(res.cookie).toBe('');
  });

  it('a code used to sign in is refused for the admin step-up, in another session', async () => {
    const admin = await signInVerifiedAdmin(ctx, ADMINS[0]);
    const code = await freshTotpCode(admin.secret);
    expect((await signInWithCode(admin, code)).res.statusCode).toBe(200);
    const reused = await stepUp(admin.cookie, code);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.code).toBe('INVALID_SECOND_FACTOR');
  });

  it('two sessions racing with one code: exactly one step-up passes', async () => {
    const admin = await signInVerifiedAdmin(ctx, ADMINS[1]);
    const second = await signInWithCode(admin, admin.backupCodes[0] ?? '', 'backup_code');
    const code = await freshTotpCode(admin.secret);
    const answers = await Promise.all([stepUp(admin.cookie, code), stepUp(second.cookie, code)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
  });
});

describe('failure budgets', () => {
  it("one session's wrong codes never lock the owner out of their own session", async () => {
    const admin = await signInVerifiedAdmin(ctx, ADMINS[2]);
    const intruder = await signInWithCode(admin, admin.backupCodes[0] ?? '', 'backup_code');
    for (let i = 0; i < 5; i += 1) {
      expect((await stepUp(intruder.cookie, '000000')).statusCode).toBe(400);
    }
    const locked = await stepUp(intruder.cookie, '000000');
    expect(locked.statusCode).toBe(429);

    const owner = await stepUp(admin.cookie, await freshTotpCode(admin.secret));
    expect(owner.statusCode).toBe(200);
    expect(owner.json().secondFactor).toBe('verified');
  });
});
