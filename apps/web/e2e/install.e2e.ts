import { devices, type Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, interactAndWaitForApp, test } from './fixtures';

// The install card: hidden for 24 h after a dismissal, the iOS hint after 3 s. Time is
// Playwright's controlled clock; the browser's install offer is a `beforeinstallprompt`
// event dispatched the way Chromium dispatches it, with a prompt() that records its calls.

const T0 = new Date('2026-03-02T09:00:00Z');
const HOUR = 60 * 60 * 1000;
const DISMISSED_KEY = 'pwa-install-dismissed';

type InstallProbe = { installPrompts?: number };

function installCard(page: Page) {
  return page.getByRole('complementary', { name: 'Install KetoFlow' });
}

/** The app has booted: its root layout (header and install card) is on screen. */
async function appReady(page: Page): Promise<void> {
  await expect(page.getByRole('link', { name: 'KetoFlow home' })).toBeVisible();
  // A prerendered page shows its header before the app's scripts run (they start at the
  // visitor's first interaction): wait until it is the live app.
  await interactAndWaitForApp(page);
}

/** Chromium offers installation: the event the app captures and defers. */
async function offerInstall(page: Page, outcome: 'accepted' | 'dismissed' = 'accepted') {
  await page.evaluate((choice) => {
    const probe = window as Window & InstallProbe;
    probe.installPrompts = 0;
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      platforms: ['web'],
      userChoice: Promise.resolve({ outcome: choice, platform: 'web' }),
      prompt: () => {
        probe.installPrompts = (probe.installPrompts ?? 0) + 1;
        return Promise.resolve();
      },
    });
    window.dispatchEvent(event);
  }, outcome);
}

function installPrompts(page: Page): Promise<number | undefined> {
  return page.evaluate(() => (window as Window & InstallProbe).installPrompts);
}

/** Makes the page believe it runs as an installed app (display-mode: standalone). */
async function emulateStandalone(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const real = window.matchMedia.bind(window);
    window.matchMedia = (query: string) => {
      const list = real(query);
      if (/display-mode:\s*standalone/.test(query)) {
        Object.defineProperty(list, 'matches', { get: () => true });
      }
      return list;
    };
  });
}

test('where the browser offers installation, "Install App" opens its install dialog', async ({
  page,
}) => {
  await page.clock.install({ time: T0 });
  await page.goto('/');
  await appReady(page);
  // Chromium without an offer (and not iOS): no card, however long the visitor stays.
  await page.clock.fastForward(10_000);
  await expect(installCard(page)).toBeHidden();

  await offerInstall(page);
  const card = installCard(page);
  await expect(card).toBeVisible();
  await expect(card.getByRole('heading', { level: 2, name: 'Install KetoFlow' })).toBeVisible();
  await expect(card).not.toContainText('Add to Home Screen');
  await expectNoSeriousA11yViolations(page);

  await card.getByRole('button', { name: 'Install App' }).click();
  await expect.poll(() => installPrompts(page)).toBe(1);
  // The offer is used up: the card goes away whatever the visitor chose in the dialog.
  await expect(card).toBeHidden();
});

test('a dismissal hides the card for 24 hours, then it comes back', async ({ page }) => {
  await page.clock.install({ time: T0 });
  await page.goto('/');
  await appReady(page);
  await offerInstall(page);
  await installCard(page).getByRole('button', { name: 'Dismiss install prompt' }).click();
  await expect(installCard(page)).toBeHidden();
  const stored = await page.evaluate((key) => localStorage.getItem(key), DISMISSED_KEY);
  const dismissedAt = Number(stored);
  expect(dismissedAt).toBeGreaterThanOrEqual(T0.getTime());
  expect(dismissedAt).toBeLessThan(T0.getTime() + HOUR);

  // A minute short of 24 h: the browser offers again, the card stays away.
  await page.clock.setFixedTime(dismissedAt + 24 * HOUR - 60_000);
  await page.reload();
  await appReady(page);
  await offerInstall(page);
  await page.clock.runFor(1_000);
  await expect(installCard(page)).toBeHidden();

  // 24 h after the dismissal it is back.
  await page.clock.setFixedTime(dismissedAt + 24 * HOUR);
  await page.reload();
  await appReady(page);
  await offerInstall(page);
  await expect(installCard(page)).toBeVisible();
  await expect(installCard(page).getByRole('button', { name: 'Install App' })).toBeVisible();
});

test('never on the sales page /d, even when the browser offers installation', async ({ page }) => {
  await page.goto('/d');
  await appReady(page);
  await offerInstall(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(installCard(page)).toBeHidden();

  // The same offer shows on the landing page, and hides again back on /d.
  await page.getByRole('link', { name: 'KetoFlow home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(installCard(page)).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/d$/);
  await expect(installCard(page)).toBeHidden();
});

test('never when running as an installed app (display-mode: standalone)', async ({ page }) => {
  await emulateStandalone(page);
  await page.clock.install({ time: T0 });
  await page.goto('/');
  await appReady(page);
  expect(await page.evaluate(() => matchMedia('(display-mode: standalone)').matches)).toBe(true);
  await offerInstall(page);
  await page.clock.fastForward(10_000);
  await expect(installCard(page)).toBeHidden();
});

test.describe('on an iPhone (Safari: no install event)', () => {
  // Chromium with an iPhone's screen and Safari's user agent; the browser engine stays Chromium.
  const { defaultBrowserType: _engine, ...iPhone } = devices['iPhone 15'];
  test.use(iPhone);

  test('the Add to Home Screen hint appears after 3 s, without an "Install App" button', async ({
    page,
  }) => {
    await page.clock.install({ time: T0 });
    // Time stands still from here: only runFor() moves it.
    await page.clock.pauseAt(T0.getTime() + 1_000);
    await page.goto('/');
    await appReady(page);
    await page.clock.runFor(2_900);
    await expect(installCard(page)).toBeHidden();

    await page.clock.runFor(100);
    const card = installCard(page);
    await expect(card).toBeVisible();
    await expect(card).toContainText(
      'Tap Share then Add to Home Screen to open KetoFlow like an app.',
    );
    await expect(card.getByRole('button', { name: 'Install App' })).toHaveCount(0);
    // axe waits on timers of its own.
    await page.clock.resume();
    await expectNoSeriousA11yViolations(page);

    await card.getByRole('button', { name: 'Dismiss install prompt' }).click();
    await expect(card).toBeHidden();
    await page.reload();
    await appReady(page);
    await page.clock.runFor(5_000);
    await expect(installCard(page)).toBeHidden();
  });

  test('no hint once added to the home screen (navigator.standalone)', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'standalone', { get: () => true });
    });
    await page.clock.install({ time: T0 });
    await page.goto('/');
    await appReady(page);
    await page.clock.fastForward(10_000);
    await expect(installCard(page)).toBeHidden();
  });

  test('no hint on the sales page /d', async ({ page }) => {
    await page.clock.install({ time: T0 });
    await page.goto('/d');
    await appReady(page);
    await page.clock.fastForward(10_000);
    await expect(installCard(page)).toBeHidden();
    // Its 3 s are long over: on the landing page the hint is there at once.
    await page.getByRole('link', { name: 'KetoFlow home' }).click();
    await expect(installCard(page)).toContainText('Add to Home Screen');
  });
});
