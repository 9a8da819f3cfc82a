import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../app.js';
import { openDatabase } from '../../db/client.js';
import { user } from '../../db/schema/index.js';
import { confirmEmail, enrolTwoFactor } from '../../test/admin-harness.js';
import { createTestContext, signUp, uniqueEmail, type TestContext } from '../../test/harness.js';
import { ON_POSTGRES_PASS } from '../../test/test-env.js';

// Addresses of this run's own: on PostgreSQL every test file shares the database.
const ADMIN = uniqueEmail('admin');
const SECOND_ADMIN = uniqueEmail('admin-two');
const THIRD_ADMIN = uniqueEmail('admin-three');

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({
    env: { ADMIN_EMAILS: ` ${ADMIN.toUpperCase()}, ${SECOND_ADMIN}, ${THIRD_ADMIN}` },
  });
});
afterAll(async () => {
  await ctx.close();
});

const roleOf = async (email: string) =>
  (await ctx.database.db.select({ role: user.role }).from(user).where(eq(user.email, email)))[0]
    ?.role;

function get(url: string, cookie?: string) {
  return ctx.app.inject({ method: 'GET', url, ...(cookie ? { headers: { cookie } } : {}) });
}

describe('who is an admin', () => {
  it('an address in ADMIN_EMAILS (any letter case) is an admin once its owner confirms it; others are users', async () => {
    const admin = await signUp(ctx.app, ADMIN);
    const member = await signUp(ctx.app);
    expect(await roleOf(admin.email)).toBe('user');
    const before = await get('/api/v1/admin/access', admin.cookie);
    expect(before.statusCode).toBe(403);
    expect(before.json().error).toMatchObject({
      code: 'ADMIN_EMAIL_NOT_CONFIRMED',
      message: 'Confirm your e-mail address to open the admin area: we can send you the link.',
    });

    await confirmEmail(ctx, admin);
    const after = await get('/api/v1/admin/access', admin.cookie);
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({ role: 'admin', secondFactor: 'not_enrolled' });
    expect(await roleOf(admin.email)).toBe('admin');
    expect(await roleOf(member.email)).toBe('user');
  });

  it('whoever signs up first with an admin address gets nothing without the mailbox, even with an authenticator app', async () => {
    const squatter = await enrolTwoFactor(ctx.app, await signUp(ctx.app, THIRD_ADMIN));
    for (const url of ['/api/v1/admin/access', '/api/v1/admin/users', '/api/v1/admin/audit']) {
      const res = await get(url, squatter.cookie);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().error.code, url).toBe('ADMIN_EMAIL_NOT_CONFIRMED');
    }
    expect(await roleOf(THIRD_ADMIN)).toBe('user');
  });

  it('an admin role an older version gave an unconfirmed address opens nothing', async () => {
    const legacy = await signUp(ctx.app);
    await ctx.database.db.update(user).set({ role: 'admin' }).where(eq(user.id, legacy.id));
    const res = await get('/api/v1/admin/users', legacy.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('ADMIN_EMAIL_NOT_CONFIRMED');
  });

  it('ADMIN_EMAILS also applies at start to confirmed accounts that already exist, and only to those', async () => {
    const confirmed = await signUp(ctx.app);
    await confirmEmail(ctx, confirmed);
    const unconfirmed = await signUp(ctx.app);
    expect(await roleOf(confirmed.email)).toBe('user');
    // The server restarts with the addresses added (same database).
    const restarted = await buildApp({
      config: { ...ctx.config, adminEmails: [confirmed.email, unconfirmed.email] },
      database: ctx.database,
      logger: false,
    });
    try {
      expect(await roleOf(confirmed.email)).toBe('admin');
      expect(await roleOf(unconfirmed.email)).toBe('user');
    } finally {
      await restarted.close();
    }
  });
});

describe('every /api/v1/admin request passes the guard', () => {
  const PATHS = ['/api/v1/admin/access', '/api/v1/admin/users', '/api/v1/admin/orders?q=1'];

  it('signed out: 401', async () => {
    for (const url of PATHS) expect((await get(url)).statusCode, url).toBe(401);
  });

  it('a signed-in user who is not an admin: 403, never data', async () => {
    const member = await signUp(ctx.app);
    for (const url of PATHS) {
      const res = await get(url, member.cookie);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().error.code, url).toBe('FORBIDDEN');
    }
  });

  it('an admin learns what the area still needs; its operations wait for the second factor', async () => {
    const admin = await signUp(ctx.app, SECOND_ADMIN);
    await confirmEmail(ctx, admin);
    const access = await get('/api/v1/admin/access', admin.cookie);
    expect(access.statusCode).toBe(200);
    expect(access.json()).toEqual({
      email: SECOND_ADMIN,
      role: 'admin',
      secondFactor: 'not_enrolled',
    });
    for (const url of PATHS.slice(1)) {
      const res = await get(url, admin.cookie);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().error.code, url).toBe('ADMIN_SECOND_FACTOR_REQUIRED');
    }
  });
});

// The tool on the embedded database: the PGlite pass runs it, the PostgreSQL pass would repeat it.
describe.skipIf(ON_POSTGRES_PASS)('npm run admin', () => {
  const cli = path.resolve(import.meta.dirname, '../../cli/admin.ts');
  const run = (dataDir: string, ...args: string[]) =>
    promisify(execFile)(process.execPath, ['--import', 'tsx', cli, ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', ADMIN_EMAILS: '' },
      timeout: 120_000,
    });

  // Five runs of the tool, each loading the auth module (and its auth library) to reach the roles.
  it('grants (confirmed addresses only), lists and revokes the role in the embedded database', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ketoflow-admin-cli-'));
    try {
      // An account, as sign-up would have left it.
      const database = await openDatabase({
        kind: 'pglite',
        dataDir: path.join(dataDir, 'pglite'),
      });
      await database.migrate();
      await database.db.insert(user).values([
        { id: 'u-1', name: 'sam', email: 'sam@example.com', emailVerified: true },
        { id: 'u-2', name: 'kim', email: 'kim@example.com', emailVerified: false },
      ]);
      await database.close();

      await expect(run(dataDir, 'grant', 'kim@example.com')).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringMatching(/kim@example\.com has not confirmed its e-mail address/),
      });
      expect((await run(dataDir, 'grant', 'Sam@Example.com')).stdout).toMatch(
        /sam@example\.com is an admin/,
      );
      expect((await run(dataDir, 'list')).stdout).toMatch(/^sam@example\.com {2}\(account since/);
      expect((await run(dataDir, 'revoke', 'sam@example.com')).stdout).toMatch(
        /no longer an admin/,
      );
      await expect(run(dataDir, 'grant', 'nobody@example.com')).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringMatching(/No account has the e-mail address nobody@example\.com/),
      });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  it('explains its usage when the command is wrong', async () => {
    await expect(run(tmpdir(), 'promote', 'x@example.com')).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/usage: npm run admin -- grant <email>/),
    });
  });
});
