import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness.js';
import {
  BUNDLE,
  HERO,
  SCRIPT_HASH,
  SECRET,
  SHELL,
  buildFixture,
  decoded,
} from '../test/web-build-fixture.js';
import { securityPlugin } from './security.js';
import { staticSpaPlugin } from './static-spa.js';

/** The policy's script-src sources. */
function scriptSources(res: { headers: Record<string, unknown> }): string[] {
  const policy = String(res.headers['content-security-policy']);
  const directive = policy.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
  return directive.trim().split(/\s+/).slice(1);
}

describe('the production server with a prerendered, precompressed build', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({
      env: { WEB_DIST_DIR: buildFixture({ prerendered: true }) },
    });
  });
  afterAll(async () => {
    await ctx.close();
  });
  const get = (url: string, acceptEncoding?: string) =>
    ctx.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('answers a hashed asset with brotli when asked, cached as immutable', async () => {
    const res = await get('/assets/index-Ab12Cd34.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(res.rawPayload.length).toBeLessThan(BUNDLE.length / 2);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(BUNDLE);
  });

  it('answers gzip to a client that accepts only gzip, and the plain file otherwise', async () => {
    const gzipped = await get('/assets/index-Ab12Cd34.js', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(gzipped.headers['content-length'])).toBe(gzipped.rawPayload.length);
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(BUNDLE);

    for (const acceptEncoding of [undefined, 'identity', 'zstd']) {
      const plain = await get('/assets/index-Ab12Cd34.js', acceptEncoding);
      expect(plain.headers['content-encoding'], acceptEncoding).toBeUndefined();
      expect(plain.headers.vary, acceptEncoding).toMatch(/accept-encoding/i);
      expect(plain.headers['content-type']).toMatch(/javascript/);
      expect(plain.headers['cache-control']).toContain('immutable');
      expect(Number(plain.headers['content-length'])).toBe(Buffer.byteLength(BUNDLE));
      expect(plain.body).toBe(BUNDLE);
    }
  });

  it('answers / with the prerendered page, its inline script allowed by hash only', async () => {
    const res = await get('/', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(decoded(res)).toContain(HERO);
    expect(scriptSources(res)).toEqual(["'self'", `'${SCRIPT_HASH}'`]);
    // The rest of the policy is the one every page gets.
    const policy = String(res.headers['content-security-policy']);
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers each prerendered route exactly, query strings allowed', async () => {
    const sales = await get('/d?ref=ABCD2345');
    expect(sales.body).toContain('The sales page');
    expect(scriptSources(sales)).toContain(`'${SCRIPT_HASH}'`);
    // Not a prerendered route: the shell, under the policy without hashes.
    for (const url of ['/d/', '/dashboard', '/d/extra', '/some/unknown/page']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(SHELL);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(scriptSources(res), url).toEqual(["'self'"]);
    }
  });

  it('keeps the service worker, the manifest and HTML fresh; other files briefly cached', async () => {
    for (const url of ['/sw.js', '/manifest.webmanifest', '/index.html']) {
      expect((await get(url)).headers['cache-control'], url).toBe('no-cache');
    }
    expect((await get('/favicon.svg')).headers['cache-control']).toBe('public, max-age=3600');
    expect((await get('/assets/missing-Zz99Yy88.js')).statusCode).toBe(404);
  });

  it('reads nothing outside the build, however the path is spelt', async () => {
    for (const url of [
      '/../secret.txt',
      '/assets/../../secret.txt',
      '/%2e%2e/secret.txt',
      '/assets/%2e%2e/%2e%2e/secret.txt',
      '/..%2fsecret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/..%5csecret.txt',
      '/prerendered/..%2f..%2f..%2fsecret.txt',
      '/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
      '/prerendered/manifest.json',
    ]) {
      const res = await get(url, 'br, gzip');
      const body = decoded(res);
      expect(body, url).not.toContain(SECRET);
      expect(body, url).not.toContain('root:');
      expect(body, url).not.toContain('scriptHashes');
      // An extension-less path is a client route: it gets the shell, nothing else.
      if (res.statusCode === 200) expect(body, url).toBe(SHELL);
      else expect([400, 403, 404], url).toContain(res.statusCode);
    }
  });
});

/** The document half of the production server: security headers and the static plugin. */
async function serveOnly(dist: string): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await app.register(securityPlugin, { trustedOrigins: [], secure: false });
  await app.register(staticSpaPlugin, { distDir: dist });
  await app.ready();
  return app;
}

describe('a build without prerendered pages', () => {
  it('answers every navigation with the shell, as before', async () => {
    const app = await serveOnly(buildFixture({ prerendered: false }));
    for (const url of ['/', '/d', '/auth', '/privacy-policy', '/dashboard?x=1']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(SHELL);
      expect(scriptSources(res), url).toEqual(["'self'"]);
    }
    await app.close();
  });

  it('refuses to start on a manifest that would weaken the policy or leave the folder', async () => {
    for (const manifest of [
      { routes: { '/': 'index.html' }, scriptHashes: ["'unsafe-inline'"] },
      { routes: { '/': 'index.html' }, scriptHashes: ['sha256-abc def'] },
      { routes: { '/': '../../secret.html' }, scriptHashes: [] },
      { routes: { '/auth': 'auth.html' }, scriptHashes: [] },
    ]) {
      const dist = buildFixture({ prerendered: true });
      writeFileSync(path.join(dist, 'prerendered', 'manifest.json'), JSON.stringify(manifest));
      await expect(serveOnly(dist), JSON.stringify(manifest)).rejects.toThrow(/manifest\.json/);
    }
  });
});
