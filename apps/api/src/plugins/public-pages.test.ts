import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { COMMERCE_CONFIG_ELEMENT_ID, type CommerceConfig } from '@ketoflow/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness.js';
import { buildFixture, decoded, NAVIGATION, SCRIPT_HASH } from '../test/web-build-fixture.js';
import { withServedMarkup } from './public-pages.js';

/** The sales page as the web build writes it: its plans rendered before any setting existed. */
const BUILT_SALES_PAGE =
  '<!doctype html><html><head><title>KetoFlow Pro</title><script>theme()</script></head>' +
  '<body><div id="root" data-prerendered="/d"><h1>Plans</h1><div class="skeleton"></div></div>' +
  '<script data-entry="/assets/index-Ab12Cd34.js" data-preload="" data-defer>load()</script>' +
  '</body></html>';

/** The build's server entry: the sales page with a Buy Now link per configured order form. */
const ENTRY = `
export async function renderScreen() { return null; }
export async function renderPage(path, served) {
  if (path !== '/d') throw new Error('not a page this fixture renders');
  const links = served.commerce.plans
    .map((plan) => plan.orderFormUrl ? \`<a href="\${plan.orderFormUrl}">Buy Now</a>\` : '<p>Not open yet</p>')
    .join('');
  return { html: \`<h1>Plans</h1>\${links}\` };
}`;

const PRODUCTS = {
  DIGISTORE_PRODUCT_MONTHLY: '500001',
  DIGISTORE_PRODUCT_YEARLY: '500002',
  DIGISTORE_PRODUCT_MEGA: '500003',
  OPERATOR_NAME: 'Keto </script><b>Operator',
};

function salesBuild(entry: string | null): string {
  const dist = buildFixture({ prerendered: true, drawsScreens: true });
  writeFileSync(path.join(dist, 'prerendered/d.html'), BUILT_SALES_PAGE);
  // The page's precompressed siblings would be the build's: the server must not send them.
  for (const sibling of ['d.html.br', 'd.html.gz']) rmSync(path.join(dist, 'prerendered', sibling));
  const entryFile = path.join(dist, 'screen-render/entry-server.mjs');
  if (entry === null) rmSync(entryFile);
  else writeFileSync(entryFile, entry);
  return dist;
}

describe('the sales page as the server sends it', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ env: { WEB_DIST_DIR: salesBuild(ENTRY), ...PRODUCTS } });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('carries a Buy Now link to each configured order form, before any script runs', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/d', headers: NAVIGATION });
    expect(page.statusCode).toBe(200);
    const html = decoded(page);
    const links = [...html.matchAll(/<a href="([^"]+)">Buy Now<\/a>/g)].map((m) => m[1]);
    expect(links).toEqual([
      'https://www.digistore24.com/product/500001',
      'https://www.digistore24.com/product/500002',
      'https://www.digistore24.com/product/500003',
    ]);
    expect(html).not.toContain('skeleton');
    // The rest of the build's page is untouched: its theme script, its loader, its policy.
    expect(html).toContain('<script>theme()</script>');
    expect(html).toMatch(/<\/div><script data-entry="\/assets\/index-Ab12Cd34\.js"/);
    expect(String(page.headers['content-security-policy'])).toContain(`'${SCRIPT_HASH}'`);
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('gives the app the configuration the page shows, exactly as the API answers it', async () => {
    const html = decoded(await ctx.app.inject({ method: 'GET', url: '/d', headers: NAVIGATION }));
    const block = new RegExp(
      `<script type="application/json" id="${COMMERCE_CONFIG_ELEMENT_ID}">(.*?)</script>`,
    ).exec(html);
    const api = await ctx.app.inject({ method: 'GET', url: '/api/v1/commerce/config' });
    expect(JSON.parse(block?.[1] ?? 'null')).toEqual(api.json());
    // A setting cannot end the data block early.
    expect(html).not.toContain('Keto </script>');
  });

  it('answers the same page to every encoding a browser accepts', async () => {
    const bodies = await Promise.all(
      ['br', 'gzip', 'identity'].map(async (encoding) => {
        const page = await ctx.app.inject({
          method: 'GET',
          url: '/d',
          headers: { ...NAVIGATION, 'accept-encoding': encoding },
        });
        return decoded(page);
      }),
    );
    expect(new Set(bodies).size).toBe(1);
  });
});

describe('a sales page the server cannot complete', () => {
  it('is the build’s page when the renderer fails, and the app brings the links', async () => {
    const failing = 'export async function renderPage() { throw new Error("broken"); }';
    const ctx = await createTestContext({
      env: { WEB_DIST_DIR: salesBuild(failing), ...PRODUCTS },
    });
    try {
      const page = await ctx.app.inject({ method: 'GET', url: '/d', headers: NAVIGATION });
      expect(page.statusCode).toBe(200);
      expect(decoded(page)).toBe(BUILT_SALES_PAGE);
    } finally {
      await ctx.close();
    }
  });

  it('is the build’s page when the build has no server entry', async () => {
    const ctx = await createTestContext({ env: { WEB_DIST_DIR: salesBuild(null), ...PRODUCTS } });
    try {
      const page = await ctx.app.inject({ method: 'GET', url: '/d', headers: NAVIGATION });
      expect(decoded(page)).toBe(BUILT_SALES_PAGE);
    } finally {
      await ctx.close();
    }
  });
});

describe('putting the served markup into the build’s page', () => {
  const commerce: CommerceConfig = {
    plans: [],
    coinPacks: [],
    trustBadgeScriptUrl: null,
    paymentProviderScriptUrl: null,
    operator: { name: 'Op', address: null, email: 'op@example.com' },
  };

  it('leaves a page that is not of the build’s shape alone', () => {
    expect(withServedMarkup('<html><body><div id="root"></div></body></html>', 'x', commerce)).toBe(
      null,
    );
  });
});
