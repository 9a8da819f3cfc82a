import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import {
  expect,
  expectNoSeriousA11yViolations,
  interactAndWaitForApp,
  openAppSignedIn,
  signUpViaApi,
  test,
} from './fixtures';

/** The build the server answers from (scripts/e2e-local.mjs builds into WEB_DIST_DIR). */
const DIST = process.env.WEB_DIST_DIR ?? path.resolve(import.meta.dirname, '../dist');

/** The open pages that look the same for every visitor: prerendered at build time. */
const PUBLIC_PAGES = [
  '/',
  '/d',
  '/auth',
  '/privacy-policy',
  '/terms-conditions',
  '/disclaimer',
  '/cookie-policy',
  '/refund-policy',
  '/legal-info',
];
const HERO = 'Keto made simple, with a coach that knows you';

const cspHash = (code: string) => `sha256-${createHash('sha256').update(code).digest('base64')}`;

/** Once the page is the live app, #root loses the mark of prerendered markup (main.tsx). */
async function waitForApp(page: Page): Promise<void> {
  await interactAndWaitForApp(page);
  await expect(page.locator('#root')).not.toBeEmpty();
}

test('the public pages arrive as HTML: their content in #root, their inline script allowed by its hash', async ({
  request,
}) => {
  const manifest = JSON.parse(readFileSync(`${DIST}/prerendered/manifest.json`, 'utf8')) as {
    routes: Record<string, string>;
    scriptHashes: string[];
  };
  expect(Object.keys(manifest.routes).sort()).toEqual([...PUBLIC_PAGES].sort());

  for (const pagePath of PUBLIC_PAGES) {
    const res = await request.get(pagePath);
    expect(res.status(), pagePath).toBe(200);
    const html = await res.text();
    const root =
      /<div id="root" data-prerendered="([^"]*)">([\s\S]*)<\/div>\s*<script data-entry=/.exec(html);
    expect(root?.[1], pagePath).toBe(pagePath);
    expect(root?.[2], pagePath).toMatch(/<h1[^>]*>[^<]/);
    expect(html, pagePath).not.toContain('<noscript>');

    // Inline scripts: the theme before the first paint, the loader of the app's modules after it.
    // A data block (type="application/json") is never run and needs no hash.
    const inline = [
      ...html.matchAll(
        /<script(?![^>]*\s(?:src=|type="application\/json"))[^>]*>([\s\S]*?)<\/script>/g,
      ),
    ].map((m) => cspHash(m[1]));
    expect(inline.length, pagePath).toBe(2);
    expect(html, pagePath).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
    expect(manifest.scriptHashes, pagePath).toEqual(expect.arrayContaining(inline));
    for (const hash of inline) {
      expect(res.headers()['content-security-policy'], pagePath).toContain(`'${hash}'`);
    }
  }
  // Every other path still gets the empty app shell.
  const shell = await (await request.get('/dashboard')).text();
  expect(shell).toContain('<div id="root"></div>');
});

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('/ shows the hero, its calls to action and the legal links', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/Your AI keto companion/);
    await expect(page.getByRole('heading', { level: 1, name: HERO })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Try It Free' })).toHaveAttribute(
      'href',
      /^\/auth/,
    );
    await expect(page.getByRole('link', { name: 'Start Free Trial' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByText('needs JavaScript')).toHaveCount(0);
  });

  test('/d, /auth and a legal page have their own content and title', async ({ page }) => {
    await page.goto('/d');
    await expect(page.getByRole('heading', { level: 2, name: 'Choose your plan' })).toBeVisible();
    // The server completed the page with its configuration: a way to buy without any script.
    const buy = page.getByRole('link', { name: /^Buy Now/ });
    await expect(buy).toHaveCount(3);
    await expect(buy.first()).toHaveAttribute('href', 'https://www.digistore24.com/product/100001');
    await page.goto('/auth');
    await expect(page).toHaveTitle(/^Sign in \| /);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
    await page.goto('/legal-info');
    // The operator's contact from the server's settings, not a placeholder.
    await expect(page.getByRole('link', { name: /support@127\.0\.0\.1/ }).first()).toBeVisible();
    await page.goto('/refund-policy');
    await expect(page).toHaveTitle(/^Refund Policy \| /);
    await expect(page.getByRole('heading', { level: 1, name: 'Refund Policy' })).toBeVisible();
  });
});

test('a signed-out visitor’s /, /d and /auth load no module until the first interaction', async ({
  context,
}) => {
  for (const path of ['/', '/d', '/auth']) {
    // A page of its own per path: the previous page's late chunk requests must not count here.
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(scripts, path).toEqual([]);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // A first interaction (a pointer move) starts the app.
    await waitForApp(page);
    expect(scripts.length, path).toBeGreaterThan(0);
    await page.close();
  }
});

test('/auth takes typing and Enter before its app has started: nothing is posted natively, and the sign-in goes through once live', async ({
  page,
}) => {
  const { email, password } = await signUpViaApi(page);
  await page.context().clearCookies();
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest()) documents.push(`${request.method()} ${request.url()}`);
  });
  // The app's modules wait until the test lets them through: a slow phone's network.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });

  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByLabel('Password', { exact: true }).press('Enter');
  // Still the prerendered page, at the same address: the browser did not submit the form.
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(1);
  expect(page.url()).toMatch(/\/auth$/);

  release();
  // Once live, the app sends what was typed: the wrong password is refused, the address stays.
  await expect(page.getByText('Sign in failed')).toBeVisible();
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
  expect(documents.filter((d) => !d.startsWith('GET ') || d.includes('?'))).toEqual([]);
});

test('/ hydrates without errors, and "Try It Free" opens sign-up within the page', async ({
  page,
}) => {
  await page.goto('/');
  await waitForApp(page);
  await page.evaluate(() => {
    (window as { sameDocument?: boolean }).sameDocument = true;
  });

  await page.getByRole('link', { name: 'Try It Free' }).click();
  await expect(page).toHaveURL(/\/auth\?mode=sign-up$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Join / })).toBeVisible();
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await expectNoSeriousA11yViolations(page);
  // The fixture fails the test on any console error: a hydration mismatch is one.
});

test('a signed-in visitor gets their own header and "Go to Dashboard" once / has hydrated', async ({
  page,
}) => {
  const { email } = await signUpViaApi(page);
  await openAppSignedIn(page);
  await page.goto('/');
  const banner = page.getByRole('banner');
  await expect(banner.getByText(email)).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Login' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Go to Dashboard' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start Free Trial' })).toHaveCount(0);
});

test('a visitor who chose the light theme gets it before any module script runs', async ({
  page,
}) => {
  await page.addInitScript(() => window.localStorage.setItem('theme', 'light'));
  // No app code at all (every module is empty): only the page's inline script can apply it.
  await page.route('**/assets/*.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: '' }),
  );
  await page.goto('/d');
  await expect(page.locator('html')).toHaveClass('light');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#f8fbf8');
});
