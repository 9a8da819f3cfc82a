import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { TOUR_IDS } from '@ketoflow/contracts';
import { expect, test as base, type Page } from '@playwright/test';

export const PASSWORD = 'avocado-Keto-42';

export const ANSWERS = {
  name: 'Maria',
  sex: 'female',
  birthYear: 1986,
  units: 'metric',
  heightCm: 165,
  currentWeightKg: 82,
  goalWeightKg: 68,
  activityLevel: 'light',
  mainGoal: 'lose_weight',
  pace: 'steady',
  dietStyle: 'omnivore',
  exclusions: [],
  allergiesNote: '',
  mealsPerDay: 3,
  fastingExperience: 'some',
  safetyFlags: [],
};

export function uniqueEmail(tag = 'e2e'): string {
  return `${tag}-${randomUUID().slice(0, 10)}@example.com`;
}

/**
 * Signs up through the API in the page's context, so the browser holds the session cookie.
 * Every screen's guided tour is already dismissed for the new user, so a journey sees its
 * screen rather than the first-visit tour over it; `{ tours: 'new' }` keeps the real first
 * visit (tours.e2e.ts).
 */
/**
 * The landing and sales pages (/, /d) start the app at a signed-out visitor's first interaction
 * (src/prerender/module-loader.ts): a pointer move is one. Then the page is the live app once
 * main.tsx has dropped #root's "prerendered" mark. (Two moves: the second always moves.)
 */
export async function interactAndWaitForApp(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
  await page.mouse.move(3, 3);
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
}

/**
 * Someone signed in through the API has not used the app in this browser yet; the app marks the
 * browser as signed in (localStorage `auth:signed-in`) once it has read the session, and the
 * landing pages then start at once. This opens an app page and waits for that mark.
 */
export async function openAppSignedIn(page: Page): Promise<void> {
  await page.goto('/profile');
  await expect
    .poll(() => page.evaluate(() => window.localStorage.getItem('auth:signed-in')))
    .toBe('1');
}

export async function signUpViaApi(
  page: Page,
  email = uniqueEmail(),
  options: { tours?: 'dismissed' | 'new' } = {},
): Promise<{ email: string; password: string }> {
  const res = await page.request.post('/api/v1/auth/sign-up', {
    data: { email, password: PASSWORD },
  });
  expect(res.status()).toBe(201);
  if (options.tours !== 'new') await dismissAllTours(page);
  return { email, password: PASSWORD };
}

/** Dismisses every screen's guided tour for the signed-in user, as "Don't show this tour again" does. */
export async function dismissAllTours(page: Page): Promise<void> {
  const res = await page.request.put('/api/v1/me/preferences', {
    data: { key: 'dismissed_tours', value: { ids: [...TOUR_IDS] } },
  });
  expect(res.status()).toBe(200);
}

export async function completeOnboardingViaApi(page: Page): Promise<void> {
  const res = await page.request.put('/api/v1/onboarding', { data: ANSWERS });
  expect(res.status()).toBe(200);
}

/** axe-core: no serious or critical WCAG A/AA violations. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // A toast fading in or out is half transparent: axe would judge its contrast mid-fade. Let
  // finite transitions end first (an endless spinner only costs the cap), no toast be on its
  // way out, and every shown toast be fully opaque (one just mounted is transparent before its
  // fade-in starts). The cap is generous: on a loaded machine a fade takes a while to finish.
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity,
          ) &&
        [...document.querySelectorAll('[data-sonner-toast]')].every(
          (toast) =>
            toast.getAttribute('data-removed') !== 'true' &&
            (toast.getAttribute('data-visible') === 'false' ||
              getComputedStyle(toast).opacity === '1'),
        ),
      null,
      { timeout: 10_000 },
    )
    .catch(() => undefined);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

/** How long a navigation may wait for the app to take over a screen drawn before it ran. */
const TAKE_OVER_MS = 30_000;

/**
 * The test's page, whose navigations (goto, reload) return once the app has taken the screen
 * over. A signed-in screen arrives drawn by the server or painted from the device (decision
 * 041) and its controls wait, disabled, until the app replaces it: a person waits for them, and
 * a journey's next step must act on the live app, not on the picture of it (a file set on a
 * drawn input would be lost with it).
 */
function waitingForTheApp(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const takenOver = () =>
    page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('data-drawn'), null, {
      timeout: TAKE_OVER_MS,
    });
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await takenOver();
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await takenOver();
    return response;
  };
  return page;
}

/** Fails the test on any uncaught page error or console error (a CSP violation, a React error…). */
export const test = base.extend<{ pageErrors: string[] }>({
  page: async ({ page }, provide) => {
    await provide(waitingForTheApp(page));
  },
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
      page.on('console', (msg) => {
        if (msg.type() !== 'error') return;
        const text = msg.text();
        // Expected API answers (401 before sign-in, 4xx of negative tests) are logged by Chromium as resource errors.
        if (/Failed to load resource: the server responded with a status of 4\d\d/.test(text))
          return;
        // A journey that takes the network away sees the browser log each request it could not
        // send (the app keeps the change and sends it later).
        if (text === 'Failed to load resource: net::ERR_INTERNET_DISCONNECTED') return;
        errors.push(`console: ${text}`);
      });
      await use(errors);
      expect(errors).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
