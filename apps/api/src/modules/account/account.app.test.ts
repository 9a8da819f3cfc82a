import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  as,
  createTestContext,
  signIn,
  signUp,
  VALID_ANSWERS,
  type TestContext,
} from '../../test/harness.js';

// The account with the real auth module: its password check, its sessions and its accounts.
// What the export holds and what deletion takes with it are the module's tests (account.test.ts).

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

describe('my account, with real accounts and sessions', () => {
  it('exports the account as auth keeps it, without password hashes or session tokens', async () => {
    const user = await signUp(ctx.app);
    const res = await as(ctx.app, user, { method: 'GET', url: '/api/v1/me/export' });
    expect(res.statusCode).toBe(200);
    expect(res.json().account).toEqual({
      id: user.id,
      email: user.email,
      emailVerified: false,
      createdAt: expect.any(String),
    });
    expect(res.body).not.toMatch(/\$argon2|session_token|"password"/);
  });

  it('deletes my account after checking my real password; I cannot sign in, the address is free', async () => {
    const user = await signUp(ctx.app);
    await as(ctx.app, user, { method: 'PUT', url: '/api/v1/onboarding', payload: VALID_ANSWERS });
    const wrong = await as(ctx.app, user, {
      method: 'DELETE',
      url: '/api/v1/me',
      payload: { password: 'nope-nope', confirm: 'DELETE' },
    });
    expect(wrong.statusCode).toBe(401);
    const res = await as(ctx.app, user, {
      method: 'DELETE',
      url: '/api/v1/me',
      payload: { password: user.password, confirm: 'DELETE' },
    });
    expect(res.statusCode).toBe(204);
    expect((await signIn(ctx.app, user.email, user.password)).statusCode).toBe(401);
    // The session ended with the account.
    expect((await as(ctx.app, user, { method: 'GET', url: '/api/v1/me/export' })).statusCode).toBe(
      401,
    );
    expect(
      await ctx.database.db.query.onboardingResponses.findFirst({
        where: (t, { eq }) => eq(t.userId, user.id),
      }),
    ).toBeUndefined();
    // The e-mail can be used again.
    expect((await signUp(ctx.app, user.email)).email).toBe(user.email);
  });
});
