import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness.js';

// The whole app: the policy is set by the app's security hooks on its pages, from the scripts
// the commerce settings name (the module's own answers: commerce-config.test.ts).

/** The two optional scripts (their other commerce settings play no part in the policy). */
const CONFIGURED = {
  TRUST_BADGE_SCRIPT_URL: 'https://www.trust-badges.example/badge.js?id=42',
  PAYMENT_PROVIDER_SCRIPT_URL: 'https://pay.example.com:8443/js/provider.js',
};

let plain: TestContext;
let configured: TestContext;

beforeAll(async () => {
  [plain, configured] = await Promise.all([
    createTestContext(),
    createTestContext({ env: CONFIGURED }),
  ]);
});
afterAll(async () => {
  await Promise.all([plain.close(), configured.close()]);
});

function cspDirectives(header: unknown): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of String(header).split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

// The pages' policy, read on a page that is never prerendered: a prerendered page's answer adds
// the hashes of its inline scripts (tested in plugins/static-spa.test.ts) when a build exists.
describe('Content-Security-Policy and the optional third-party scripts', () => {
  it('allows only its own origin when no script URL is configured', async () => {
    const res = await plain.app.inject({ method: 'GET', url: '/dashboard' });
    const csp = cspDirectives(res.headers['content-security-policy']);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.has('frame-src')).toBe(false);
    expect(csp.get('default-src')).toEqual(["'self'"]);
  });

  it('adds exactly the origins of the configured scripts', async () => {
    const res = await configured.app.inject({ method: 'GET', url: '/dashboard' });
    const csp = cspDirectives(res.headers['content-security-policy']);
    const origins = ['https://www.trust-badges.example', 'https://pay.example.com:8443'];
    expect(csp.get('script-src')).toEqual(["'self'", ...origins]);
    expect(csp.get('connect-src')).toEqual(["'self'", ...origins]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', ...origins]);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'", ...origins]);
    expect(csp.get('frame-src')).toEqual(["'self'", ...origins]);
    // Everything else is untouched: no inline scripts, no framing of the app, no plugins.
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(String(res.headers['content-security-policy'])).not.toContain('unsafe-eval');
  });
});
