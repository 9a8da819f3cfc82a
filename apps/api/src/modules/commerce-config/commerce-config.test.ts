import { CommerceConfigSchema } from '@ketoflow/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createModuleTestContext,
  type ModuleTestContext,
  type Platform,
} from '../../test/module-harness.js';
import { createCommerceConfigModule } from './index.js';

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

function build({ config }: Platform) {
  return { commerce: createCommerceConfigModule({ settings: config }) };
}
let plain: ModuleTestContext<ReturnType<typeof build>>;
let configured: ModuleTestContext<ReturnType<typeof build>>;

beforeAll(async () => {
  [plain, configured] = await Promise.all([
    createModuleTestContext(build),
    createModuleTestContext(build, { env: CONFIGURED }),
  ]);
});
afterAll(async () => {
  await Promise.all([plain.close(), configured.close()]);
});

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

// What the pages' Content-Security-Policy is given (commerce-config.app.test.ts checks the header).
describe('the optional third-party scripts', () => {
  it('are the configured script URLs, or none', () => {
    expect(configured.modules.commerce.thirdPartyScriptUrls).toEqual([
      'https://www.trust-badges.example/badge.js?id=42',
      'https://pay.example.com:8443/js/provider.js',
    ]);
    expect(plain.modules.commerce.thirdPartyScriptUrls).toEqual([]);
  });
});
