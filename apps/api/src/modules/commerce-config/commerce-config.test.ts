import { CommerceConfigSchema } from '@ketoflow/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness.js';

const CONFIGURED = {
  DIGISTORE_IPN_PASSPHRASE: 'secret-ipn-passphrase',
  DIGISTORE_THANKYOU_KEY: 'secret-thankyou-key',
  DIGISTORE_PRODUCT_MONTHLY: '100001',
  DIGISTORE_PRODUCT_YEARLY: '100002',
  // No Mega Deal product: its order form must be null.
  DIGISTORE_COIN_PACKS: '100010:500,100011:1200',
  TRUST_BADGE_SCRIPT_URL: 'https://www.trust-badges.example/badge.js?id=42',
  PAYMENT_PROVIDER_SCRIPT_URL: 'https://pay.example.com:8443/js/provider.js',
  OPERATOR_NAME: 'Keto Labs GmbH',
  OPERATOR_ADDRESS: 'Musterstraße 1, 10115 Berlin, Germany',
  OPERATOR_EMAIL: 'privacy@keto-labs.example',
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

describe('GET /api/v1/commerce/config', () => {
  it('is public and describes plans, coin packs, scripts and the operator', async () => {
    const res = await configured.app.inject({ method: 'GET', url: '/api/v1/commerce/config' });
    expect(res.statusCode).toBe(200);
    const body = CommerceConfigSchema.parse(res.json());
    expect(body).toEqual({
      plans: [
        { id: 'monthly', orderFormUrl: 'https://www.digistore24.com/product/100001' },
        { id: 'yearly', orderFormUrl: 'https://www.digistore24.com/product/100002' },
        { id: 'mega', orderFormUrl: null },
      ],
      coinPacks: [
        {
          productId: '100010',
          coins: 500,
          orderFormUrl: 'https://www.digistore24.com/product/100010',
        },
        {
          productId: '100011',
          coins: 1200,
          orderFormUrl: 'https://www.digistore24.com/product/100011',
        },
      ],
      trustBadgeScriptUrl: 'https://www.trust-badges.example/badge.js?id=42',
      paymentProviderScriptUrl: 'https://pay.example.com:8443/js/provider.js',
      operator: {
        name: 'Keto Labs GmbH',
        address: 'Musterstraße 1, 10115 Berlin, Germany',
        email: 'privacy@keto-labs.example',
      },
    });
  });

  it('never reveals the IPN passphrase or the thank-you key', async () => {
    const res = await configured.app.inject({ method: 'GET', url: '/api/v1/commerce/config' });
    expect(res.body).not.toContain('secret-ipn-passphrase');
    expect(res.body).not.toContain('secret-thankyou-key');
  });

  it('has null order forms, no packs and no scripts when nothing is configured', async () => {
    const res = await plain.app.inject({ method: 'GET', url: '/api/v1/commerce/config' });
    expect(res.statusCode).toBe(200);
    const body = CommerceConfigSchema.parse(res.json());
    expect(body.plans).toEqual([
      { id: 'monthly', orderFormUrl: null },
      { id: 'yearly', orderFormUrl: null },
      { id: 'mega', orderFormUrl: null },
    ]);
    expect(body.coinPacks).toEqual([]);
    expect(body.trustBadgeScriptUrl).toBeNull();
    expect(body.paymentProviderScriptUrl).toBeNull();
    // Operator defaults: the product name and support@ the APP_URL host, no address.
    expect(body.operator).toEqual({
      name: 'KetoFlow (operator not configured)',
      address: null,
      email: 'support@localhost',
    });
  });
});

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
