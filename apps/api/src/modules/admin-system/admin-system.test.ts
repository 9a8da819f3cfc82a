import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestContext, uniqueEmail, type TestContext } from '../../test/harness.js';
import { signInVerifiedAdmin, type EnrolledUser } from '../../test/admin-harness.js';

const ADMIN = uniqueEmail('system-admin');
let ctx: TestContext;
let admin: EnrolledUser;
let off: Server;
const userAgents: string[] = [];

beforeAll(async () => {
  // A stand-in for Open Food Facts on loopback: nothing in the tests reaches the internet.
  off = createServer((req, res) => {
    userAgents.push(req.headers['user-agent'] ?? '');
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":1}');
  });
  await new Promise<void>((resolve) => off.listen(0, '127.0.0.1', resolve));
  const { port } = off.address() as { port: number };
  ctx = await createTestContext({
    env: {
      ADMIN_EMAILS: ADMIN,
      OPENFOODFACTS_ENABLED: 'true',
      OPENFOODFACTS_BASE_URL: `http://127.0.0.1:${port}`,
    },
  });
  admin = await signInVerifiedAdmin(ctx, ADMIN);
});

afterAll(async () => {
  await ctx.close();
  off.close();
});

describe('admin: System', () => {
  it('shows the version, the database with every migration applied, the AI engine and mail', async () => {
    const res = await as(ctx.app, admin, { method: 'GET', url: '/api/v1/admin/system' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(body.database.kind).toBe(ctx.database.kind);
    expect(body.database.migrationsApplied).toBe(body.database.migrationsKnown);
    expect(body.database.migrationsKnown).toBeGreaterThan(10);
    expect(body.ai).toMatchObject({ engine: 'builtin', host: null });
    expect(body.openFoodFacts).toMatchObject({
      enabled: true,
      host: expect.stringMatching(/^127\.0\.0\.1:/),
    });
    expect(body.mail).toMatchObject({ smtpConfigured: false });
    expect(JSON.stringify(body)).not.toMatch(/apiKey|secret/i);
  });

  it('checks the connections: the built-in engine needs none; Open Food Facts answers', async () => {
    const ai = await as(ctx.app, admin, { method: 'POST', url: '/api/v1/admin/system/test-ai' });
    expect(ai.json()).toMatchObject({ ok: true });
    const food = await as(ctx.app, admin, {
      method: 'POST',
      url: '/api/v1/admin/system/test-open-food-facts',
    });
    expect(food.json()).toMatchObject({ ok: true, message: 'It answered 200.' });
    expect(userAgents.at(-1)).toMatch(/^KetoFlow\/\d/);
  });

  it('an unreachable AI server is reported, not thrown', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as { port: number };
    closed.close();
    const other = await createTestContext({
      env: {
        ADMIN_EMAILS: uniqueEmail('system-admin-2'),
        AI_ENGINE: 'openai-compatible',
        AI_BASE_URL: `http://127.0.0.1:${port}/v1`,
        AI_MODEL: 'test-model',
      },
    });
    try {
      const email = other.config.adminEmails[0] ?? '';
      const second = await signInVerifiedAdmin(other, email);
      const res = await as(other.app, second, {
        method: 'POST',
        url: '/api/v1/admin/system/test-ai',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        ok: false,
        message: expect.stringMatching(/could not be reached/),
      });
    } finally {
      await other.close();
    }
  });
});
