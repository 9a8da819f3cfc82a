import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomInt } from 'node:crypto';
import { DEFAULT_RATE_LIMITS } from '../../lib/rate-limiter.js';
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
      signInFailuresPerAccountAndIp: { limit: 3, windowSeconds: 60 },
      signInFailuresPerAccount: { limit: 4, windowSeconds: 60 },
      signUpPerIp: { limit: 3, windowSeconds: 60 },
      signUpExistingPerIp: { limit: 2, windowSeconds: 60 },
      signUpPerEmail: { limit: 3, windowSeconds: 60 },
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

  it('blocks the address that failed for an account, never the owner elsewhere', async () => {
    const user = await signUp(ctx.app);
    for (let i = 0; i < 3; i += 1)
      expect((await signInFrom(`${net}.20`, user.email, 'wrong-guess')).statusCode).toBe(401);
    // The guessing address is blocked for this account, even with the right password…
    const blocked = await signInFrom(`${net}.20`, user.email, user.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toMatch(/^\d+$/);
    // …while the owner, from their own address, signs in.
    expect((await signInFrom(`${net}.21`, user.email, user.password)).statusCode).toBe(200);
  });

  it('failures spread over many addresses slow the account down but never lock the owner out', async () => {
    const user = await signUp(ctx.app);
    // Past the account-wide limit (4) from a botnet of addresses, one failure each.
    for (let i = 0; i < 6; i += 1)
      expect((await signInFrom(`${net}.4${i}`, user.email, 'wrong-guess')).statusCode).toBe(401);
    expect((await signInFrom(`${net}.49`, user.email, user.password)).statusCode).toBe(200);
  });

  it('a successful sign-in clears the account’s failure count', async () => {
    const user = await signUp(ctx.app);
    for (let i = 0; i < 2; i += 1) await signInFrom(`${net}.22`, user.email, 'wrong-guess');
    expect((await signInFrom(`${net}.22`, user.email, user.password)).statusCode).toBe(200);
    for (let i = 0; i < 2; i += 1)
      expect((await signInFrom(`${net}.22`, user.email, 'wrong-guess')).statusCode).toBe(401);
  });

  it('a made-up X-Forwarded-For does not escape the per-address limit (TRUST_PROXY off)', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/auth/sign-in',
        payload: { email: uniqueEmail(), password: 'whatever-1' },
        remoteAddress: `${net}.60`,
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([401, 401, 401, 401, 401, 429, 429]);
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

  it('tells one address that an e-mail is taken only a few times', async () => {
    const taken = [await signUp(ctx.app), await signUp(ctx.app), await signUp(ctx.app)];
    const codes: number[] = [];
    for (const user of taken) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/auth/sign-up',
        payload: { email: user.email, password: 'avocado-42' },
        remoteAddress: `${net}.70`,
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([409, 409, 429]);
  });

  it('limits sign-up attempts for one e-mail address from any address', async () => {
    const user = await signUp(ctx.app);
    const codes: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/auth/sign-up',
        payload: { email: user.email, password: 'avocado-42' },
        remoteAddress: `${net}.7${i + 1}`,
      });
      codes.push(res.statusCode);
    }
    // The first sign-up counted too.
    expect(codes).toEqual([409, 409, 429]);
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

describe('sign-in limits with the default numbers', () => {
  let defaults: TestContext;
  beforeAll(async () => {
    defaults = await createTestContext({ rateLimits: DEFAULT_RATE_LIMITS });
  });
  afterAll(async () => {
    await defaults.close();
  });
  const from = (ip: string, email: string, password: string) =>
    defaults.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in',
      payload: { email, password },
      remoteAddress: ip,
    });

  it('10 failures from address A leave the owner signing in from B; A is throttled', async () => {
    const user = await signUp(defaults.app);
    const a = `${net}.100`;
    for (let i = 0; i < 10; i += 1)
      expect((await from(a, user.email, 'wrong-guess')).statusCode).toBe(401);
    expect((await from(`${net}.101`, user.email, user.password)).statusCode).toBe(200);
    const codes: number[] = [];
    for (let i = 0; i < 20; i += 1)
      codes.push((await from(a, user.email, 'wrong-guess')).statusCode);
    expect(codes.every((code) => code === 429)).toBe(true);
  });

  it('30 attempts from one address across many accounts are throttled', async () => {
    const a = `${net}.102`;
    const codes: number[] = [];
    for (let i = 0; i < 31; i += 1)
      codes.push((await from(a, uniqueEmail(), 'wrong-guess')).statusCode);
    expect(codes.slice(0, 30).every((code) => code === 401)).toBe(true);
    expect(codes[30]).toBe(429);
  });
});

describe('behind a trusted proxy (TRUST_PROXY=true)', () => {
  it('counts the forwarded client address, so one client does not throttle another', async () => {
    const proxied = await createTestContext({
      env: { TRUST_PROXY: 'true' },
      rateLimits: { signInPerIp: { limit: 2, windowSeconds: 60 } },
    });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        const res = await proxied.app.inject({
          method: 'POST',
          url: '/api/v1/auth/sign-in',
          payload: { email: uniqueEmail(), password: 'whatever-1' },
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': `${net}.${110 + i}` },
        });
        codes.push(res.statusCode);
      }
      expect(codes).toEqual([401, 401, 401, 401]);
    } finally {
      await proxied.close();
    }
  });
});
