import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  as,
  createTestContext,
  signIn,
  signUp,
  VALID_ANSWERS,
  type TestContext,
} from '../../test/harness.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

describe('my data', () => {
  it('exports everything we hold about me as a JSON download, without secrets', async () => {
    const user = await signUp(ctx.app);
    await as(ctx.app, user, { method: 'PUT', url: '/api/v1/onboarding', payload: VALID_ANSWERS });
    const res = await as(ctx.app, user, { method: 'GET', url: '/api/v1/me/export' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="ketoflow-export-\d{4}-\d{2}-\d{2}\.json"/,
    );
    const data = res.json();
    expect(data.account.email).toBe(user.email);
    expect(data.onboarding.answers.name).toBe('Maria');
    expect(data.wallet.balance).toBe(25);
    expect(data.wallet.ledger).toHaveLength(1);
    expect(data.purchases).toEqual([]);
    expect(data.referrals.code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(res.body).not.toMatch(/\$argon2|session_token|"password"/);
  });

  it('deletes my account and everything it owns after checking my password', async () => {
    const user = await signUp(ctx.app);
    await as(ctx.app, user, { method: 'PUT', url: '/api/v1/onboarding', payload: VALID_ANSWERS });
    const wrong = await as(ctx.app, user, {
      method: 'DELETE',
      url: '/api/v1/me',
      payload: { password: 'nope-nope', confirm: 'DELETE' },
    });
    expect(wrong.statusCode).toBe(401);
    const unconfirmed = await as(ctx.app, user, {
      method: 'DELETE',
      url: '/api/v1/me',
      payload: { password: user.password, confirm: 'yes' },
    });
    expect(unconfirmed.statusCode).toBe(400);
    const res = await as(ctx.app, user, {
      method: 'DELETE',
      url: '/api/v1/me',
      payload: { password: user.password, confirm: 'DELETE' },
    });
    expect(res.statusCode).toBe(204);
    expect((await signIn(ctx.app, user.email, user.password)).statusCode).toBe(401);
    expect(
      await ctx.database.db.query.onboardingResponses.findFirst({
        where: (t, { eq }) => eq(t.userId, user.id),
      }),
    ).toBeUndefined();
    expect(
      await ctx.database.db.query.coinLedger.findFirst({
        where: (t, { eq }) => eq(t.userId, user.id),
      }),
    ).toBeUndefined();
    expect(
      await ctx.database.db.query.wallets.findFirst({
        where: (t, { eq }) => eq(t.userId, user.id),
      }),
    ).toBeUndefined();
    // The e-mail can be used again.
    expect((await signUp(ctx.app, user.email)).email).toBe(user.email);
  });
});
