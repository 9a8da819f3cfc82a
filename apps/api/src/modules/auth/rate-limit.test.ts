import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomInt } from 'node:crypto';
import {
  cookieFrom,
  createTestContext,
  uniqueEmail,
  type TestContext,
} from '../../test/harness.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({
    rateLimits: {
      signInPerIp: { limit: 5, windowSeconds: 60 },
      signInFailuresPerAccount: { limit: 3, windowSeconds: 60 },
      signUpPerIp: { limit: 3, windowSeconds: 60 },
      emailPerIp: { limit: 10, windowSeconds: 60 },
      emailPerAccount: { limit: 2, windowSeconds: 60 },
      resetPerIp: { limit: 2, windowSeconds: 60 },
    },
  });
});
afterAll(async () => {
  await ctx.close();
});

/**
 * Signs up from an address of its own: on PostgreSQL every test file shares the
 * database, and so the counters of 127.0.0.1 that other files have used.
 */
async function signUp(app: TestContext['app']) {
  const email = uniqueEmail();
  const password = 'avocado-42-keto';
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/sign-up',
    payload: { email, password },
    remoteAddress: `10.9.${randomInt(255)}.${randomInt(255)}`,
  });
  expect(res.statusCode).toBe(201);
  return { email, password, cookie: cookieFrom(res) };
}

/** A network of this run's own, so repeated runs on one PostgreSQL database never share counters. */
const net = `172.${16 + randomInt(16)}.${randomInt(255)}`;

function signInFrom(ip: string, email: string, password: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/sign-in',
    payload: { email, password },
    remoteAddress: ip,
  });
}

describe('rate limits', () => {
  it('sign-in answers 429 with Retry-After after the per-IP burst', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 7; i += 1)
      codes.push((await signInFrom(`${net}.2`, uniqueEmail(), 'whatever-1')).statusCode);
    expect(codes).toEqual([401, 401, 401, 401, 401, 429, 429]);
    const limited = await signInFrom(`${net}.2`, uniqueEmail(), 'whatever-1');
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    expect(limited.json().error.code).toBe('RATE_LIMITED');
    // Another address is not affected.
    expect((await signInFrom(`${net}.3`, uniqueEmail(), 'whatever-1')).statusCode).toBe(401);
  });

  it('locks an account after repeated failures, from any address, even with the right password', async () => {
    const user = await signUp(ctx.app);
    for (let i = 0; i < 3; i += 1)
      expect((await signInFrom(`${net}.2${i}`, user.email, 'wrong-guess')).statusCode).toBe(401);
    const res = await signInFrom(`${net}.12`, user.email, user.password);
    expect(res.statusCode).toBe(429);
  });

  it('a successful sign-in clears the account’s failure count', async () => {
    const user = await signUp(ctx.app);
    for (let i = 0; i < 2; i += 1) await signInFrom(`${net}.22`, user.email, 'wrong-guess');
    expect((await signInFrom(`${net}.23`, user.email, user.password)).statusCode).toBe(200);
    for (let i = 0; i < 2; i += 1)
      expect((await signInFrom(`${net}.24`, user.email, 'wrong-guess')).statusCode).toBe(401);
  });

  it('limits sign-ups per IP', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/auth/sign-up',
        payload: { email: uniqueEmail(), password: 'avocado-42' },
        remoteAddress: `${net}.32`,
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([201, 201, 201, 429]);
  });

  it('limits reset e-mails per account and reset attempts per IP', async () => {
    const email = uniqueEmail();
    const asks: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/auth/forgot-password',
        payload: { email },
        remoteAddress: `${net}.5${i}`,
      });
      asks.push(res.statusCode);
    }
    expect(asks).toEqual([202, 202, 429]);
    const resets: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/auth/reset-password',
        payload: { token: 'guess', password: 'avocado-42' },
        remoteAddress: `${net}.52`,
      });
      resets.push(res.statusCode);
    }
    expect(resets).toEqual([400, 400, 429]);
  });
});
