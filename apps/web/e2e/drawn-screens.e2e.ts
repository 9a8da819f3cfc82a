import type { Page } from '@playwright/test';
import { completeOnboardingViaApi, expect, signUpViaApi, test } from './fixtures';

/** The daily-loop screens the server draws from their start data (decision 041), by heading. */
const SCREENS = {
  '/dashboard': /Good (morning|afternoon|evening), Maria/,
  '/my-meals': /My Meals/,
  '/weight-tracker': /Weight Tracker/,
  '/fasting-tracker': /Fasting Tracker/,
  '/my-recipes': /My Recipes/,
  '/meal-plan': /Meal Plan/,
  '/coach': /FlowBrain/,
  '/ketovision': /KetoVision/,
  '/metashift': /Metashift/,
  '/profile': /My Profile/,
} as const;

/** Maria, onboarded, with today's weigh-in of 81.4 kg, signed in on `page`. */
async function personWithAWeighIn(page: Page): Promise<void> {
  await signUpViaApi(page);
  await completeOnboardingViaApi(page);
  // No script has set the browser's zone yet: the server reads the day in UTC.
  const weighIn = await page.request.post('/api/v1/body/weights', {
    data: { weight: 81.4, units: 'metric', date: new Date().toISOString().slice(0, 10) },
  });
  expect(weighIn.status()).toBe(201);
}

test('every daily-loop screen arrives drawn with the person’s data, before any script runs', async ({
  browser,
  page,
}) => {
  await personWithAWeighIn(page);

  // The same person in a browser that runs no script: what arrives is all they see.
  const context = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const still = await context.newPage();
  for (const [path, heading] of Object.entries(SCREENS)) {
    await still.goto(path);
    await expect(still.locator('#root[data-drawn="server"]'), path).toHaveCount(1);
    await expect(still.getByRole('heading', { level: 1 }), path).toHaveText(heading);
    await expect(still.getByText('Loading page...'), path).toHaveCount(0);
    // The header's coin balance came with the page.
    await expect(still.getByRole('link', { name: /FlowCoins, recharge/ }), path).toBeVisible();
  }
  await still.goto('/weight-tracker');
  await expect(still.getByText('81.4').first()).toBeVisible();
  // The log form's date is drawn with it: today, in the zone the server drew in (UTC here).
  await expect(still.getByLabel('Date')).toHaveValue(new Date().toISOString().slice(0, 10));
  // Its controls wait for the app: nothing typed or tapped there is lost.
  await expect(still.getByRole('button', { name: 'Log weight' })).toBeDisabled();
  await context.close();

  // Nothing in the page waits for a script before the screen shows: its loader fetches the app,
  // with the screen's own chunks, once the screen has painted.
  const navigation = { 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' };
  const html = await (await page.request.get('/weight-tracker', { headers: navigation })).text();
  expect(html).toContain('data-drawn="server"');
  expect(html).not.toContain('<script type="module"');
  expect(html).not.toContain('<link rel="modulepreload"');
  expect(html).toMatch(/<script data-entry="[^"]+" data-preload="[^"]*weight-tracker-[^"]*">/);

  // With scripts, the app takes the screen over and its controls work.
  await page.goto('/weight-tracker');
  await expect(page.locator('#root[data-drawn="server"]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Log weight' })).toBeEnabled();
  await expect(page.getByText('81.4').first()).toBeVisible();
});

test('a signed-out visitor gets the plain shell: no screen is drawn without a session', async ({
  browser,
  page,
}) => {
  await signUpViaApi(page);
  await completeOnboardingViaApi(page);
  const visitor = await browser.newContext({ javaScriptEnabled: false });
  const anonymous = await visitor.newPage();
  await anonymous.goto('/weight-tracker');
  await expect(anonymous.locator('#root[data-drawn="server"]')).toHaveCount(0);
  await expect(anonymous.getByText('Maria')).toHaveCount(0);
  await visitor.close();
});

test('a repeat visit paints the screen as last seen on this device at once, offline too; sign-out forgets it', async ({
  page,
  context,
}) => {
  await personWithAWeighIn(page);
  await page.goto('/weight-tracker');
  await expect(page.getByText('81.4').first()).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
      timeout: 20_000,
    })
    .toBe(true);
  // What #root holds the moment a screen is first drawn into it, before the app's render.
  await page.addInitScript(() => {
    const state = window as Window & { __drawn?: { kind: string; text: string } };
    new MutationObserver((_records, observer) => {
      const root = document.getElementById('root');
      const kind = root?.getAttribute('data-drawn');
      if (!root || !kind) return;
      state.__drawn = { kind, text: root.textContent ?? '' };
      observer.disconnect();
    }).observe(document, { subtree: true, childList: true, attributes: true });
  });
  // Leaving the screen for another keeps it; the network then goes.
  await page.getByRole('navigation').first().getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Maria');
  await context.setOffline(true);
  await page.goto('/weight-tracker');
  const drawn = await page.evaluate(
    () => (window as Window & { __drawn?: { kind: string; text: string } }).__drawn,
  );
  expect(drawn?.kind).toBe('device');
  expect(drawn?.text).toContain('Weight Tracker');
  expect(drawn?.text).toContain('81.4');
  // The app takes over: the same screen, working.
  await expect(page.locator('#root[data-drawn]')).toHaveCount(0);
  await expect(page.getByText('81.4').first()).toBeVisible();
  await context.setOffline(false);

  await page.goto('/profile');
  await page.getByRole('button', { name: 'Sign Out' }).first().click();
  await expect(page).toHaveURL(/\/d$/);
  const kept = await page.evaluate(() =>
    Object.keys(window.localStorage).filter((key) => key.startsWith('auth:kept-screen:')),
  );
  expect(kept).toEqual([]);
});
