import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  as,
  cookieFrom,
  createTestContext,
  signIn,
  signUp,
  type TestContext,
} from '../../test/harness.js';
import { enrolTwoFactor, freshTotpCode, totpCode } from '../../test/two-factor-harness.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});

afterAll(async () => {
  await ctx.close();
});

const secondStep = (cookie: string, payload: object) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/two-factor',
    payload,
    ...(cookie ? { headers: { cookie } } : {}),
  });

const sessionUser = async (cookie: string) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/session', headers: { cookie } })).json<{
    user: { email: string } | null;
  }>().user;

describe('setting up two-factor sign-in from the profile', () => {
  it('needs the password, shows the secret and ten backup codes, and starts only with a valid code', async () => {
    const user = await signUp(ctx.app);
    const status = () => as(ctx.app, user, { method: 'GET', url: '/api/v1/me/two-factor' });
    expect((await status()).json()).toEqual({ enabled: false });

    const wrong = await as(ctx.app, user, {
      method: 'POST',
      url: '/api/v1/me/two-factor/setup',
      payload: { password: 'not-my-password' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe('That password is not right.');

    const setup = await as(ctx.app, user, {
      method: 'POST',
      url: '/api/v1/me/two-factor/setup',
      payload: { password: user.password },
    });
    expect(setup.statusCode).toBe(200);
    const body = setup.json<{ totpUri: string; secret: string; backupCodes: string[] }>();
    expect(body.totpUri).toMatch(/^otpauth:\/\/totp\/KetoFlow:/);
    expect(body.totpUri).toContain(`secret=${body.secret}`);
    expect(body.backupCodes).toHaveLength(10);
    // Not on until the app has proved it has the secret.
    expect((await status()).json()).toEqual({ enabled: false });

    const badCode = await as(ctx.app, user, {
      method: 'POST',
      url: '/api/v1/me/two-factor/confirm',
      payload: { code: totpCode(body.secret, Date.now() - 10 * 60_000) },
    });
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().error.code).toBe('INVALID_SECOND_FACTOR');

    const confirm = await as(ctx.app, user, {
      method: 'POST',
      url: '/api/v1/me/two-factor/confirm',
      payload: { code: await freshTotpCode(body.secret) },
    });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json()).toEqual({ enabled: true });
    // The library replaced the session: the new cookie works, and the user stays signed in.
    const cookie = cookieFrom(confirm);
    expect((await sessionUser(cookie))?.email).toBe(user.email);
    expect(
      (await as(ctx.app, { cookie }, { method: 'GET', url: '/api/v1/me/two-factor' })).json(),
    ).toEqual({ enabled: true });

    const again = await as(
      ctx.app,
      { cookie },
      {
        method: 'POST',
        url: '/api/v1/me/two-factor/setup',
        payload: { password: user.password },
      },
    );
    expect(again.statusCode).toBe(409);
  });
});

describe('signing in with two-factor on', () => {
  it('the password alone starts no session; the authenticator code does', async () => {
    const user = await enrolTwoFactor(ctx.app, await signUp(ctx.app));
    const first = await signIn(ctx.app, user.email, user.password);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ twoFactorRequired: true });
    const pending = cookieFrom(first);
    expect(await sessionUser(pending)).toBeNull();

    const wrong = await secondStep(pending, { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe(
      'That code is not right. Check your authenticator app and try again.',
    );

    const right = await secondStep(pending, { code: await freshTotpCode(user.secret) });
    expect(right.statusCode).toBe(200);
    expect(right.json().user.email).toBe(user.email);
    expect((await sessionUser(cookieFrom(right)))?.email).toBe(user.email);

    // The pending sign-in is used up.
    const replay = await secondStep(pending, { code: totpCode(user.secret) });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.code).toBe('SECOND_FACTOR_EXPIRED');
  });

  it('a backup code signs in once', async () => {
    const user = await enrolTwoFactor(ctx.app, await signUp(ctx.app));
    const code = user.backupCodes[0] ?? '';
    const first = cookieFrom(await signIn(ctx.app, user.email, user.password));
    const ok = await secondStep(first, { method: 'backup_code', code });
    expect(ok.statusCode).toBe(200);

    const second = cookieFrom(await signIn(ctx.app, user.email, user.password));
    const reused = await secondStep(second, { method: 'backup_code', code });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.code).toBe('INVALID_SECOND_FACTOR');
  });

  it('without a pending sign-in the code step answers 401 and starts nothing', async () => {
    const res = await secondStep('', { code: '123456' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('SECOND_FACTOR_EXPIRED');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('five wrong codes end the pending sign-in', async () => {
    const user = await enrolTwoFactor(ctx.app, await signUp(ctx.app));
    const pending = cookieFrom(await signIn(ctx.app, user.email, user.password));
    for (let i = 0; i < 5; i++) await secondStep(pending, { code: '000000' });
    const late = await secondStep(pending, { code: totpCode(user.secret) });
    expect(late.statusCode).toBe(401);
    expect(await sessionUser(cookieFrom(late))).toBeNull();
  });

  it('turned off with the password and a current code, sign-in is one step again', async () => {
    const user = await enrolTwoFactor(ctx.app, await signUp(ctx.app));
    const off = await as(ctx.app, user, {
      method: 'POST',
      url: '/api/v1/me/two-factor/disable',
      payload: { password: user.password, code: await freshTotpCode(user.secret) },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ enabled: false });
    const res = await signIn(ctx.app, user.email, user.password);
    expect(res.json().user.email).toBe(user.email);
  });
});
