import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './test/harness.js';

let ctx: TestContext;
const dist = mkdtempSync(path.join(tmpdir(), 'ketoflow-dist-'));

beforeAll(async () => {
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><title>KetoFlow</title><div id="root"></div>',
  );
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  ctx = await createTestContext({ env: { WEB_DIST_DIR: dist } });
});
afterAll(async () => {
  await ctx.close();
});

describe('platform', () => {
  it('answers /api/health', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', version: expect.any(String) });
  });

  it('sends a real Content-Security-Policy and other security headers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBeDefined();
  });

  it('gives JSON API responses the strict API security headers', async () => {
    for (const url of ['/api/health', '/api/v1/wallet', '/api/v1/no-such-route']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy'], url).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
      expect(res.headers['x-request-id'], url).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('asks a signed-out client to sign in before it looks at the body (401, not 400)', async () => {
    for (const url of ['/api/v1/meals', '/api/v1/body/weights', '/api/v1/fasts']) {
      const res = await ctx.app.inject({ method: 'POST', url, payload: { nonsense: true } });
      expect(res.statusCode, url).toBe(401);
      expect(res.json().error.code, url).toBe('UNAUTHENTICATED');
    }
  });

  it('refuses a state-changing request from another origin', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-out',
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('FORBIDDEN');
    expect(res.headers['x-request-id']).toBeDefined();
  });

  it('gives every response a request id, and keeps a well-formed incoming one', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'trace-12345678' },
    });
    expect(res.headers['x-request-id']).toBe('trace-12345678');
    const other = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'bad id\nwith newline' },
    });
    expect(other.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('serves the SPA with history fallback for client routes, long-cached hashed assets', async () => {
    for (const url of ['/', '/dashboard', '/ref/ABCD2345', '/.', '/some/unknown/page']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root">');
    }
    const asset = await ctx.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missingAsset = await ctx.app.inject({ method: 'GET', url: '/assets/missing-zzz.js' });
    expect(missingAsset.statusCode).toBe(404);
  });

  it('answers unknown API paths with the uniform JSON error, not the SPA', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'Not found.', requestId: expect.any(String) },
    });
  });

  it('publishes OpenAPI docs at /api/docs', async () => {
    const json = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    const spec = json.json();
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining(['/api/v1/auth/sign-in', '/api/v1/wallet', '/api/v1/onboarding']),
    );
    const ui = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });
});
