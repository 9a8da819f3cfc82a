import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomInt } from 'node:crypto';
import { createServer, type Socket } from 'node:net';
import {
  cookieFrom,
  createTestContext,
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

/**
 * The auth library's endpoints (as of better-auth 1.7, plus the two-factor and admin plugins'
 * paths): none may answer except the e-mail links, or a client could sign up with "123456" or
 * guess passwords around our limits.
 */
const LIBRARY_ENDPOINTS: [method: 'GET' | 'POST', path: string][] = [
  ['POST', '/sign-up/email'],
  ['POST', '/sign-in/email'],
  ['POST', '/sign-in/social'],
  ['POST', '/sign-out'],
  ['GET', '/get-session'],
  ['GET', '/session'],
  ['POST', '/update-user'],
  ['POST', '/change-password'],
  ['POST', '/set-password'],
  ['POST', '/change-email'],
  ['POST', '/delete-user'],
  ['GET', '/delete-user/callback'],
  ['GET', '/list-sessions'],
  ['POST', '/revoke-session'],
  ['POST', '/revoke-sessions'],
  ['POST', '/revoke-other-sessions'],
  ['POST', '/forget-password'],
  ['POST', '/request-password-reset'],
  ['POST', '/reset-password'],
  ['POST', '/send-verification-email'],
  ['POST', '/verify-password'],
  ['GET', '/list-accounts'],
  ['POST', '/link-social'],
  ['POST', '/unlink-account'],
  ['POST', '/refresh-token'],
  ['POST', '/get-access-token'],
  ['GET', '/account-info'],
  ['GET', '/ok'],
  ['GET', '/error'],
  ['POST', '/two-factor/enable'],
  ['POST', '/two-factor/disable'],
  ['POST', '/two-factor/verify-totp'],
  ['POST', '/two-factor/generate-backup-codes'],
  ['GET', '/admin/list-users'],
  ['POST', '/admin/set-role'],
  ['POST', '/admin/ban-user'],
  ['POST', '/admin/impersonate-user'],
];

describe('the auth library’s own endpoints under /api/auth', () => {
  it('answer 404 for everything but the e-mail links', async () => {
    const open: string[] = [];
    for (const [method, path] of LIBRARY_ENDPOINTS) {
      const res = await ctx.app.inject({
        method,
        url: `/api/auth${path}`,
        ...(method === 'POST'
          ? { payload: { email: uniqueEmail(), password: '123456', name: 'x' } }
          : {}),
      });
      if (res.statusCode !== 404 || res.headers['set-cookie'] !== undefined)
        open.push(`${method} ${path} → ${res.statusCode}`);
    }
    expect(open).toEqual([]);
  });

  it('a sign-up with a weak password through the library gets no account and no session', async () => {
    const email = uniqueEmail();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email, password: '123456', name: 'attacker' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.headers['set-cookie']).toBeUndefined();
    const users = await ctx.database.db.query.user.findMany({
      where: (t, { eq }) => eq(t.email, email),
    });
    expect(users).toEqual([]);
  });

  it('still serves the e-mail links', async () => {
    const verify = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/verify-email?token=not-a-token&callbackURL=/auth',
    });
    expect(verify.statusCode).not.toBe(404);
    expect(verify.statusCode).toBeLessThan(500);
    const reset = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/reset-password/not-a-token?callbackURL=/auth',
    });
    expect(reset.statusCode).toBe(302);
    expect(reset.headers.location).toContain('error=INVALID_TOKEN');
  });
});

describe('the auth library’s own rate limiter', () => {
  it('is on, in the database, as a second line on the links it serves', async () => {
    // An address of this run's own: on PostgreSQL every test file shares the counters.
    const ip = `10.77.${randomInt(255)}.${randomInt(255)}`;
    const codes: number[] = [];
    for (let i = 0; i < 22; i += 1) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/auth/verify-email?token=guess-${i}&callbackURL=/auth`,
        remoteAddress: ip,
      });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 20).every((code) => code !== 429)).toBe(true);
    expect(codes.slice(20)).toEqual([429, 429]);
    const rows = await ctx.database.db.query.authRateLimit.findMany({
      where: (t, { like }) => like(t.key, `${ip}%`),
    });
    expect(rows.length).toBeGreaterThan(0);
  });
});

describe('request bodies', () => {
  it('refuses a form-encoded body on a JSON route with 415', async () => {
    const email = uniqueEmail();
    const signUp = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-up',
      payload: { email, password: 'avocado-42-keto' },
    });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/wallet/debits',
      headers: {
        cookie: cookieFrom(signUp),
        'content-type': 'application/x-www-form-urlencoded',
        'idempotency-key': crypto.randomUUID(),
      },
      payload: 'action=coach_message&amount=1',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBeTypeOf('string');
    const form = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email, password: 'avocado-42-keto' }).toString(),
    });
    expect(form.statusCode).toBe(415);
    expect(form.headers['set-cookie']).toBeUndefined();
  });
});

describe('Permissions-Policy', () => {
  it('is on pages and API answers: the camera for our own pages, nothing else', async () => {
    for (const url of ['/', '/d', '/api/health']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      const policy = String(res.headers['permissions-policy']);
      expect(policy, url).toContain('camera=(self)');
      for (const feature of ['geolocation=()', 'microphone=()', 'payment=()'])
        expect(policy, url).toContain(feature);
    }
  });
});

describe('password-reset and confirmation e-mails', () => {
  it('are answered before the e-mail is sent, even when the mail server hangs', async () => {
    // A mail server that accepts connections and never speaks: a request that waited for it
    // would hang (and take longer for existing accounts than for unknown ones).
    const sockets = new Set<Socket>();
    const smtp = createServer((socket) => sockets.add(socket));
    const connected = new Promise((resolve) => smtp.once('connection', resolve));
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.address() as { port: number };
    const slow = await createTestContext({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
    try {
      const email = uniqueEmail();
      await slow.app.inject({
        method: 'POST',
        url: '/api/v1/auth/sign-up',
        payload: { email, password: 'avocado-42-keto' },
      });
      for (const [url, address] of [
        ['/api/v1/auth/forgot-password', email],
        ['/api/v1/auth/forgot-password', uniqueEmail()],
        ['/api/v1/auth/resend-verification', email],
      ] as const) {
        const res = await slow.app.inject({ method: 'POST', url, payload: { email: address } });
        expect(res.statusCode, url).toBe(202);
      }
      // The answers are in; the e-mail goes out after them.
      await connected;
      expect(sockets.size).toBeGreaterThan(0);
    } finally {
      for (const socket of sockets) socket.destroy();
      smtp.close();
      await slow.close();
    }
  });
});
