import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { as, createTestContext, signUp, type TestContext } from '../../test/harness.js';

/**
 * Sessions are cached for a few seconds per process. These tests run two API instances on
 * one database, like two processes of one deployment: whatever ends a session through
 * one of them (or behind their backs, in SQL) must stop it working on the other at once.
 */
let ctx: TestContext;
let other: FastifyInstance;
beforeAll(async () => {
  ctx = await createTestContext();
  other = await buildApp({ config: ctx.config, database: ctx.database, logger: false });
  await other.ready();
});
afterAll(async () => {
  await other.close();
  await ctx.close();
});

const wallet = { method: 'GET', url: '/api/v1/wallet' } as const;

describe('session cache', () => {
  it('a global sign-out on one process ends the session on the other', async () => {
    const user = await signUp(ctx.app);
    expect((await as(other, user, wallet)).statusCode).toBe(200); // now cached there
    const out = await as(ctx.app, user, { method: 'POST', url: '/api/v1/auth/sign-out' });
    expect(out.statusCode).toBeLessThan(300);
    expect((await as(ctx.app, user, wallet)).statusCode).toBe(401);
    await expect.poll(async () => (await as(other, user, wallet)).statusCode).toBe(401);
  });

  it('a session deleted in the database stops working on every process', async () => {
    const user = await signUp(ctx.app);
    expect((await as(ctx.app, user, wallet)).statusCode).toBe(200);
    expect((await as(other, user, wallet)).statusCode).toBe(200);
    await ctx.database.db.execute(sql`DELETE FROM "session" WHERE user_id = ${user.id}`);
    await expect.poll(async () => (await as(ctx.app, user, wallet)).statusCode).toBe(401);
    await expect.poll(async () => (await as(other, user, wallet)).statusCode).toBe(401);
  });

  it('a deleted account is signed out everywhere', async () => {
    const user = await signUp(ctx.app);
    expect((await as(other, user, wallet)).statusCode).toBe(200);
    const res = await as(ctx.app, user, {
      method: 'DELETE',
      url: '/api/v1/me',
      payload: { password: user.password, confirm: 'DELETE' },
    });
    expect(res.statusCode).toBeLessThan(300);
    await expect.poll(async () => (await as(other, user, wallet)).statusCode).toBe(401);
  });

  it('changing the password ends the other sessions on every process', async () => {
    const user = await signUp(ctx.app);
    const second = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in',
      payload: { email: user.email, password: user.password },
    });
    const secondCookie = String(second.headers['set-cookie'] ?? '')
      .split(/,(?=\s*\S+=)/)
      .map((c) => c.split(';')[0])
      .join('; ');
    const asSecond = (app: FastifyInstance) =>
      app.inject({ ...wallet, headers: { cookie: secondCookie } });
    expect((await asSecond(other)).statusCode).toBe(200);
    const changed = await as(ctx.app, user, {
      method: 'POST',
      url: '/api/v1/auth/change-password',
      payload: { currentPassword: user.password, newPassword: 'a-New-keto-pass-77' },
    });
    expect(changed.statusCode).toBeLessThan(300);
    await expect.poll(async () => (await asSecond(other)).statusCode).toBe(401);
  });
});
