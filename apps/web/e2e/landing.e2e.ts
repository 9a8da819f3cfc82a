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

const DATA = path.resolve(import.meta.dirname, '../../api/data');
const SHIPPED_FOODS = (JSON.parse(readFileSync(`${DATA}/foods/foods.json`, 'utf8')) as unknown[])
  .length;
const SHIPPED_RECIPES = (
  JSON.parse(readFileSync(`${DATA}/recipes/starter-recipes.json`, 'utf8')) as {
    recipes: unknown[];
  }
).recipes.length;

/** The landing page (/): every section, in this order (each a region named by its heading). */
const SECTIONS = [
  'Keto made simple, with a coach that knows you',
  'What you can count on',
  'Less guessing, more keto',
  'Dream Me: picture where you are heading',
  'How it works',
  'See it at work',
  'Everything keto, in one place',
  'How people use it',
  'What waiting costs',
  'KetoFlow in numbers',
  'Questions you might have',
  'How FlowCoins work',
  'Ready to start your keto journey?',
] as const;

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/**
 * `/` is prerendered: every control is on screen before the app's scripts run. Before a click
 * or a clock step the page must be the live app (main.tsx then drops #root's mark).
 */
async function live(page: Page): Promise<void> {
  await interactAndWaitForApp(page);
}

/** A paused fake clock from the first script on: timers move only when the test says so. */
async function pauseClock(page: Page): Promise<void> {
  await page.clock.install({ time: new Date('2026-03-02T09:00:00Z') });
  await page.clock.pauseAt(new Date('2026-03-02T09:00:01Z'));
}

test('signed out, / shows every section in order at 390 px and 1280 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(page).toHaveTitle(/Your AI keto companion/);

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    const tops: number[] = [];
    for (const name of SECTIONS) {
      await expect(region(page, name), `${name} at ${width} px`).toBeVisible();
      tops.push((await region(page, name).boundingBox())?.y ?? -1);
    }
    expect(tops, `sections in order at ${width} px`).toEqual([...tops].sort((a, b) => a - b));
    await expectNoSeriousA11yViolations(page);
  }

  await expect(page.getByRole('link', { name: 'Try It Free' })).toHaveAttribute('href', /^\/auth/);
  await expect(
    region(page, 'Ready to start your keto journey?').getByRole('link', {
      name: 'Start Free Trial',
    }),
  ).toHaveAttribute('href', /^\/auth/);

  // Five demo widgets; three illustrative testimonials.
  await expect(region(page, 'See it at work').locator('[data-demo]')).toHaveCount(5);
  const carousel = page.getByRole('region', { name: 'Illustrative testimonials' });
  await expect(carousel.getByRole('button', { name: /^Show testimonial/ })).toHaveCount(3);
  await expect(region(page, 'How people use it')).toContainText('not reviews by real customers');

  // Statistics are facts about what ships: the food catalogue and the starter library.
  const stats = region(page, 'KetoFlow in numbers');
  const figure = (term: string) =>
    stats
      .locator('dl > div', { has: page.getByRole('term').filter({ hasText: term }) })
      .getByRole('definition')
      .first();
  await expect(figure('foods in the catalogue')).toHaveText(String(SHIPPED_FOODS));
  await expect(figure('keto recipes in the library')).toHaveText(String(SHIPPED_RECIPES));
  await expect(figure('of your calories and protein')).toHaveText('±5 %');

  // Signed out, the FlowCoins explanation shows the shipped price table.
  const prices = region(page, 'How FlowCoins work').getByRole('table');
  await expect(prices.getByRole('row', { name: '7-day meal plan' })).toContainText('5 coins');
  await expect(prices.getByRole('row', { name: 'KetoVision food scan' })).toContainText('1 coin');

  // Footer: four legal pages and the health disclaimer.
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('navigation', { name: 'Legal' }).getByRole('link')).toHaveCount(4);
  await expect(footer).toContainText('not medical advice');

  // No payment-provider script unless one is configured.
  await page.waitForLoadState('load');
  await expect(page.locator('script[src^="http"]')).toHaveCount(0);
});

test('Dream Me defaults to 1 Year, marked Popular, and its button scrolls to the call to action', async ({
  page,
}) => {
  await page.goto('/');
  await live(page);
  const dreamMe = region(page, 'Dream Me: picture where you are heading');
  await expect(dreamMe.getByRole('radio')).toHaveCount(3);
  await expect(dreamMe.getByRole('radio', { name: '1 Year Popular' })).toBeChecked();
  await expect(dreamMe.getByRole('radio', { name: '6 Months' })).not.toBeChecked();

  await dreamMe.getByRole('radio', { name: '2 Years' }).check();
  const cta = region(page, 'Ready to start your keto journey?');
  await expect(cta).not.toBeInViewport();
  await dreamMe.getByRole('button', { name: 'See yourself in 2 years' }).click();
  await expect(cta).toBeInViewport();
  await expect(cta).toBeFocused();
});

test('a click before the app has started is not lost: it is replayed once the page is live', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(1);
  const dreamMe = region(page, 'Dream Me: picture where you are heading');
  // The click itself is the first interaction: it starts the app, and waits for it.
  await dreamMe.getByRole('radio', { name: '6 Months' }).click();
  await expect(dreamMe.getByRole('radio', { name: '6 Months' })).toBeChecked();
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
  await expect(dreamMe.getByRole('button', { name: 'See yourself in 6 months' })).toBeVisible();
});

test('scrolling before the app has started: the page stays where the visitor scrolled to once it is live', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(1);
  // The wheel is a first interaction: it starts the app while the page is scrolled down.
  await page.mouse.move(200, 300);
  await page.mouse.wheel(0, 1500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
});

test('the testimonial carousel moves on every 4 s and stops when a dot is clicked', async ({
  page,
}) => {
  await pauseClock(page);
  await page.goto('/');
  await live(page);
  const carousel = page.getByRole('region', { name: 'Illustrative testimonials' });
  await carousel.scrollIntoViewIfNeeded();
  const current = carousel.locator('button[aria-current="true"]');
  const shown = (n: number) => carousel.getByRole('group', { name: `${n} of 3` });
  const slides = carousel.locator('[aria-live]');

  await expect(current).toHaveAccessibleName('Show testimonial 1 of 3');
  await expect(shown(1)).toBeVisible();
  await expect(slides).toHaveAttribute('aria-live', 'off');
  await page.clock.runFor(3_999);
  await expect(current).toHaveAccessibleName('Show testimonial 1 of 3');
  await page.clock.runFor(1);
  await expect(current).toHaveAccessibleName('Show testimonial 2 of 3');
  await expect(shown(2)).toBeVisible();
  await expect(shown(1)).toBeHidden();
  await page.clock.runFor(4_000);
  await expect(current).toHaveAccessibleName('Show testimonial 3 of 3');
  await page.clock.runFor(4_000);
  await expect(current).toHaveAccessibleName('Show testimonial 1 of 3');

  // A dot shows its entry and ends the rotation; changes are then announced.
  await carousel.getByRole('button', { name: 'Show testimonial 2 of 3' }).click();
  await expect(current).toHaveAccessibleName('Show testimonial 2 of 3');
  await expect(slides).toHaveAttribute('aria-live', 'polite');
  await page.mouse.move(0, 0);
  await page.clock.runFor(12_000);
  await expect(current).toHaveAccessibleName('Show testimonial 2 of 3');
  await expect(carousel.getByRole('button', { name: 'Start rotating testimonials' })).toBeVisible();
});

/** Each demo's step length; `steps` a round (the last one is the result), then a 3 s hold. */
const DEMOS = [
  { id: 'recipe', stepMs: 1_500, steps: 5, result: '10 min · Easy' },
  { id: 'plan', stepMs: 1_500, steps: 5, result: 'Your 7-day plan is ready' },
  { id: 'scan', stepMs: 600, steps: 6, result: 'Keto score 92 · Keto-friendly' },
  { id: 'coach', stepMs: 1_300, steps: 6, result: 'Your 14-day trend is still down 0.6 kg' },
  { id: 'fasting', stepMs: 1_000, steps: 9, result: '16:8 fast complete' },
] as const;
const HOLD_MS = 3_000;

test('each demo steps on at its own pace while on screen, then starts over with the next sample', async ({
  page,
}) => {
  await pauseClock(page);
  for (const demo of DEMOS) {
    // Through a blank page: going to the same URL again counts as a reload, which restores
    // the previous scroll position (and could start a demo before the test looks).
    await page.goto('about:blank');
    await page.goto('/');
    await live(page);
    // The router restores the tab's last scroll position on hydration: start from the top.
    await page.evaluate(() => window.scrollTo(0, 0));
    const frame = page.locator(`[data-demo="${demo.id}"] [data-running]`);
    // Off screen it waits at its first step.
    await expect(frame).toHaveAttribute('data-running', 'false');
    await frame.scrollIntoViewIfNeeded();
    await expect(frame).toHaveAttribute('data-running', 'true');
    await expect(frame).toHaveAttribute('data-step', '0');
    await page.clock.runFor(demo.stepMs - 1);
    await expect(frame).toHaveAttribute('data-step', '0');
    for (let step = 1; step < demo.steps; step += 1) {
      await page.clock.runFor(step === 1 ? 1 : demo.stepMs);
      await expect(frame, `${demo.id} step ${step}`).toHaveAttribute('data-step', String(step));
    }
    await expect(frame).toContainText(demo.result);
    await page.clock.runFor(HOLD_MS);
    await expect(frame).toHaveAttribute('data-step', '0');
    await expect(frame).toHaveAttribute('data-round', '1');
  }

  // The fasting demo's second round is the other fasting type.
  await expect(page.locator('[data-demo="fasting"]')).toContainText('of 20 h');

  // Scrolled away, the demos stop.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.locator('[data-demo="fasting"] [data-running]')).toHaveAttribute(
    'data-running',
    'false',
  );
});

test('with reduced motion the demos show their result and stand still', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  const demos = region(page, 'See it at work');
  await demos.scrollIntoViewIfNeeded();
  const scan = demos.locator('[data-demo="scan"] [data-running]');
  await expect(scan).toHaveAttribute('data-step', '5');
  await expect(scan).toHaveAttribute('data-running', 'false');
  await expect(demos.getByRole('button', { name: 'Pause demos' })).toHaveCount(0);
  await expect(
    page.getByRole('region', { name: 'Illustrative testimonials' }).getByRole('button', {
      name: 'Stop rotating testimonials',
    }),
  ).toHaveCount(0);
});

test('signed in, the hero offers Go to Dashboard and there is no Start Free Trial', async ({
  page,
}) => {
  await signUpViaApi(page);
  await openAppSignedIn(page);
  // No interaction: a signed-in visitor's page starts the app at once.
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
    'href',
    '/dashboard',
  );
  await expect(page.getByRole('link', { name: 'Try It Free' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Start Free Trial/ })).toHaveCount(0);
  // The Dream Me button still has a call to action to scroll to.
  await expect(region(page, 'Welcome back')).toBeVisible();

  // The library the statistics count is the one the app serves.
  const library = await page.request.get('/api/v1/recipes?scope=starter&limit=200');
  expect((await library.json()).items).toHaveLength(SHIPPED_RECIPES);
});

test('a configured payment-provider script loads on /, after the page has loaded', async ({
  page,
  baseURL,
}) => {
  // The e2e server has no provider configured: the journey adds one to the configuration the
  // server put into the page (same origin, so the server's CSP allows it) and serves a
  // stand-in script.
  const scriptUrl = `${baseURL}/e2e-payment-provider.js`;
  await page.route(
    (url) => url.pathname === '/',
    async (route) => {
      const response = await route.fetch();
      const block = /(<script type="application\/json" id="commerce-config">)(.*?)(<\/script>)/;
      const html = (await response.text()).replace(block, (_all, open, json, close) => {
        const config = { ...JSON.parse(json), paymentProviderScriptUrl: scriptUrl };
        return `${open}${JSON.stringify(config)}${close}`;
      });
      expect(html).toContain(scriptUrl);
      // The body is sent decoded: without the original encoding and length.
      const headers = Object.fromEntries(
        Object.entries(response.headers()).filter(
          ([name]) => !['content-encoding', 'content-length'].includes(name),
        ),
      );
      await route.fulfill({ status: response.status(), headers, body: html });
    },
  );
  await page.route(scriptUrl, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'window.__providerLoaded = true;' }),
  );
  // Note the document's state at the moment the script element is added.
  await page.addInitScript(() => {
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof HTMLScriptElement && node.src.endsWith('/e2e-payment-provider.js'))
            document.documentElement.dataset.providerAddedWhen = document.readyState;
    }).observe(document, { childList: true, subtree: true });
  });

  await page.goto('/');
  await live(page);
  await expect
    .poll(() => page.evaluate(() => (window as { __providerLoaded?: boolean }).__providerLoaded))
    .toBe(true);
  await expect(page.locator('html')).toHaveAttribute('data-provider-added-when', 'complete');
  await expect(page.locator(`script[src="${scriptUrl}"]`)).toHaveAttribute('async', '');
});
