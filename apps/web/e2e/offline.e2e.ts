import type { Page } from '@playwright/test';
import { ANSWERS, expect, signUpViaApi, test } from './fixtures';

// The daily loop without a network: a screen used before opens signed in with what the device
// saved (decision 037), food is found from the list kept on the device while what only the
// server can do says so (decision 039), and a sign-out leaves nothing of the person on the device.

/** Until the service worker controls the page, an offline reload has no app to load. */
async function waitForServiceWorker(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
      timeout: 20_000,
    })
    .toBe(true);
}

/** How many entries the device keeps (IndexedDB `ketoflow-device`). */
function storedEntries(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('ketoflow-device');
        open.onerror = () => reject(new Error('cannot open the device store'));
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('entries')) return resolve(0);
          const count = db.transaction('entries').objectStore('entries').count();
          count.onsuccess = () => resolve(count.result);
          count.onerror = () => reject(new Error('cannot count'));
        };
      }),
  );
}

/** How many foods the device keeps for searching offline (IndexedDB `ketoflow-catalogue`). */
function keptCatalogueFoods(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('ketoflow-catalogue');
        // Not there yet: opening must not create it (an empty database would have no store).
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => resolve(0);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('entries')) return resolve(0);
          const read = db.transaction('entries').objectStore('entries').get('catalogue');
          read.onsuccess = () =>
            resolve(
              typeof read.result === 'string'
                ? (JSON.parse(read.result) as { foods: unknown[] }).foods.length
                : 0,
            );
          read.onerror = () => resolve(0);
        };
      }),
  );
}

test('offline, the diary finds a catalogue food despite a typo, and KetoVision needs a connection', async ({
  page,
  context,
}) => {
  await signUpViaApi(page);
  expect((await page.request.put('/api/v1/onboarding', { data: ANSWERS })).status()).toBe(200);
  await page.goto('/ketovision');
  await expect(page.getByRole('heading', { level: 1, name: 'KetoVision' })).toBeVisible();
  await expect.poll(() => keptCatalogueFoods(page), { timeout: 15_000 }).toBeGreaterThan(500);
  const nav = page.getByRole('navigation').first();
  await nav.getByRole('link', { name: 'My Meals' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Meals' })).toBeVisible();

  // The network goes while the app is open (no page load: screens already seen are in memory).
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Add food' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add food' });
  await dialog.getByRole('combobox', { name: 'Search foods' }).fill('avocdo');
  await expect(dialog.getByText(/these are the foods saved on this device/)).toBeVisible();
  await dialog
    .getByRole('option', { name: /^Avocado/ })
    .first()
    .click();
  await expect(dialog.getByLabel('Amount')).toBeVisible();
  await page.keyboard.press('Escape');

  await nav.getByRole('link', { name: 'KetoVision' }).click();
  await expect(page.getByRole('button', { name: 'Take photo' })).toBeDisabled();
  await expect(page.getByText('Needs a connection — you’re offline.')).toBeVisible();
});

test('offline, the weight tracker opens signed in with its data; signing out offline leaves nothing', async ({
  page,
  context,
}) => {
  await signUpViaApi(page);
  expect((await page.request.put('/api/v1/onboarding', { data: ANSWERS })).status()).toBe(200);
  const logged = await page.request.post('/api/v1/body/weights', {
    data: { weight: 81.4, units: 'metric', date: new Date().toISOString().slice(0, 10) },
  });
  expect(logged.status()).toBe(201);

  await page.goto('/weight-tracker');
  const history = page.getByRole('list', { name: 'Weigh-ins' });
  await expect(history.getByText('81.4 kg')).toBeVisible();
  await waitForServiceWorker(page);
  await expect.poll(() => storedEntries(page)).toBeGreaterThan(2);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Weight Tracker' })).toBeVisible();
  await expect(history.getByText('81.4 kg')).toBeVisible();
  await expect(page.getByRole('status').getByText(/You’re offline/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign In' })).toHaveCount(0);

  // Signed out while offline: the device forgets the person at once, the server once it can.
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/d$/);
  await expect.poll(() => storedEntries(page)).toBe(0);
  await page.goto('/weight-tracker');
  await expect(page.getByText('81.4 kg')).toHaveCount(0);

  await context.setOffline(false);
  await page.goto('/weight-tracker');
  await expect(page).toHaveURL(/\/auth/);
  const session = await (await page.request.get('/api/v1/auth/session')).json();
  expect(session.user).toBeNull();
});
