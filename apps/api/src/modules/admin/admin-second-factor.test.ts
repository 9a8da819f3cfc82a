import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointList } from '@ketoflow/contracts';
import { eq } from 'drizzle-orm';
import { sessionSecondFactor, user } from '../../db/schema/index.js';
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
  confirmEmail,
  enrolTwoFactor,
  freshTotpCode,
  signInVerifiedAdmin,
} from '../../test/two-factor-harness.js';

// Addresses of this run's own: on PostgreSQL every test file shares the database.
const ADMINS = Array.from({ length: 4 }, (_, i) => uniqueEmail(`admin-${i}`));
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ env: { ADMIN_EMAILS: ADMINS.join(',') } });
});

afterAll(async () => {
  await ctx.close();
});

const access = async (cookie: string) =>
  (await as(ctx.app, { cookie }, { method: 'GET', url: '/api/v1/admin/access' })).json<{
    secondFactor: string;
  }>().secondFactor;

/** A request to an operation behind the guard (no such user: 404 once the guard lets it by). */
const operation = (cookie: string) =>
  as(ctx.app, { cookie }, { method: 'GET', url: '/api/v1/admin/no-such-operation' });

describe('the admin area asks for the second factor', () => {
  it('enrolling an authenticator app opens the area for this session', async () => {
    const admin = await signUp(ctx.app, ADMINS[0]);
    await confirmEmail(ctx, admin);
    expect(await access(admin.cookie)).toBe('not_enrolled');
    const enrolled = await enrolTwoFactor(ctx.app, admin);
    expect(await access(enrolled.cookie)).toBe('verified');
    expect((await operation(enrolled.cookie)).statusCode).toBe(404);
  });

  it('a two-factor sign-in opens it; a password-only session never could', async () => {
    const admin = await signInVerifiedAdmin(ctx, ADMINS[1]);
    const pending = cookieFrom(await signIn(ctx.app, admin.email, admin.password));
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/two-factor',
      headers: { cookie: pending },
      payload: { code: await freshTotpCode(admin.secret) },
    });
    const cookie = cookieFrom(res);
    expect(await access(cookie)).toBe('verified');
  });

  it('after ADMIN_SESSION_MINUTES the session must prove it again (step-up)', async () => {
    const admin = await signInVerifiedAdmin(ctx, ADMINS[2]);
    // 31 minutes pass (the default is 30).
    await ctx.database.db
      .update(sessionSecondFactor)
      .set({ verifiedAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(sessionSecondFactor.userId, admin.id));
    expect(await access(admin.cookie)).toBe('required');
    const blocked = await operation(admin.cookie);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().error.code).toBe('ADMIN_SECOND_FACTOR_REQUIRED');

    const stepUp = (code: string, method = 'totp') =>
      as(ctx.app, admin, {
        method: 'POST',
        url: '/api/v1/admin/step-up',
        payload: { code, method },
      });
    const wrong = await stepUp('000000');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('INVALID_SECOND_FACTOR');
    const right = await stepUp(await freshTotpCode(admin.secret));
    expect(right.statusCode).toBe(200);
    expect(right.json().secondFactor).toBe('verified');
    expect((await operation(admin.cookie)).statusCode).toBe(404);
  });

  it('an admin without an authenticator app cannot step up', async () => {
    const admin = await signUp(ctx.app, ADMINS[3]);
    await confirmEmail(ctx, admin);
    const res = await as(ctx.app, admin, {
      method: 'POST',
      url: '/api/v1/admin/step-up',
      payload: { code: '123456' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('ADMIN_SECOND_FACTOR_REQUIRED');
  });
});

describe('a sweep over every admin operation in the API description', () => {
  // `access` and `step-up` are how an admin reaches the second factor (tested above).
  const entry = new Set(['/api/v1/admin/access', '/api/v1/admin/step-up']);
  const operations = endpointList.filter(
    (e) => e.path.startsWith('/api/v1/admin/') && !entry.has(e.path),
  );
  const url = (path: string) => path.replace(/:[A-Za-z]+/g, 'x');

  it('refuses signed-out (401), non-admin (403) and admins without the second factor', async () => {
    // Until the admin operations exist, the unrouted paths stand for them.
    if (operations.length === 0)
      operations.push({
        method: 'GET',
        path: '/api/v1/admin/users',
      } as (typeof operations)[number]);
    const member = await signUp(ctx.app);
    const admin = await signUp(ctx.app, uniqueEmail('sweep-admin'));
    await confirmEmail(ctx, admin);
    // Made an admin after sign-up (as `npm run admin -- grant` does), with no second factor.
    await ctx.database.db.update(user).set({ role: 'admin' }).where(eq(user.id, admin.id));
    for (const e of operations) {
      const call = (cookie?: string) =>
        ctx.app.inject({
          method: e.method,
          url: url(e.path),
          ...(cookie ? { headers: { cookie } } : {}),
          ...(e.method === 'GET' ? {} : { payload: {} }),
        });
      const label = `${e.method} ${e.path}`;
      expect((await call()).statusCode, label).toBe(401);
      const asMember = await call(member.cookie);
      expect(asMember.statusCode, label).toBe(403);
      expect(asMember.json().error.code, label).toBe('FORBIDDEN');
      const asAdmin = await call(admin.cookie);
      expect(asAdmin.statusCode, label).toBe(403);
      expect(asAdmin.json().error.code, label).toBe('ADMIN_SECOND_FACTOR_REQUIRED');
    }
  });
});
