import type { Page } from '@playwright/test';
import { completeOnboardingViaApi, expect, signUpViaApi, test } from './fixtures';

// Logging without a network (decision 040): what is logged offline shows at once, marked, stays
// through a reload, reaches the server exactly once when the network returns, and a change
// the server refuses is shown with its reason.

const today = () => new Date().toISOString().slice(0, 10);

async function waitForServiceWorker(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
      timeout: 20_000,
    })
    .toBe(true);
}

test('a weight and a food logged offline wait on the device, survive a reload and sync once', async ({
  page,
  context,
}) => {
  await signUpViaApi(page);
  await completeOnboardingViaApi(page);
  await page.goto('/weight-tracker');
  await expect(page.getByText('Your weigh-ins will be listed here.')).toBeVisible();
  await waitForServiceWorker(page);

  // The food is found while online; the connection drops before it is added.
  await page.goto('/my-meals?meal=snack');
  const dialog = page.getByRole('dialog', { name: 'Add food' });
  await dialog.getByRole('combobox', { name: 'Search foods' }).fill('avocado');
  await dialog
    .getByRole('option', { name: /^Avocado/ })
    .first()
    .click();
  await context.setOffline(true);
  await dialog.getByRole('button', { name: /^Add to Snack/ }).click();
  const snack = page.getByTestId('meal-section-snack');
  await expect(snack.getByText(/^Avocado/)).toBeVisible();
  await expect(snack.getByText('Waiting to sync')).toBeVisible();

  // A weight, offline.
  await page.getByRole('link', { name: 'Weight', exact: true }).first().click();
  await page.getByLabel('Weight (kg)').fill('79.3');
  await page.getByRole('button', { name: 'Log weight' }).click();
  const history = page.getByRole('list', { name: 'Weigh-ins' });
  await expect(history.getByText('79.3 kg')).toBeVisible();
  await expect(history.getByText('Waiting to sync')).toBeVisible();
  await expect(page.getByRole('status').getByText(/2 changes waiting/)).toBeVisible();

  // The app restarts offline: both are still there, still waiting. (The screen as last seen
  // is painted first, decision 041: what follows is asked of the app once it has taken over.)
  // What the app's first render shows, at the moment it replaces the painted screen: the
  // queued weight is in it from the first frame, not a moment later.
  await page.addInitScript(() => {
    new MutationObserver((records, observer) => {
      const root = records.find((r) => r.target instanceof HTMLElement && r.target.id === 'root');
      if (!root || (root.target as HTMLElement).hasAttribute('data-drawn')) return;
      observer.disconnect();
      const text = (root.target as HTMLElement).textContent ?? '';
      (window as { firstRender?: string }).firstRender = text;
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-drawn'] });
  });
  await page.reload();
  await expect(page.locator('#root[data-drawn]')).toHaveCount(0);
  const firstRender = await page.evaluate(() => (window as { firstRender?: string }).firstRender);
  expect(firstRender).toContain('79.3 kg');
  expect(firstRender).toContain('Waiting to sync');
  await expect(history.getByText('79.3 kg')).toBeVisible();
  await expect(history.getByText('Waiting to sync')).toBeVisible();

  // The network returns: each reaches the server once, and the marks go.
  await context.setOffline(false);
  await expect(history.getByText('Waiting to sync')).toHaveCount(0, { timeout: 15_000 });
  const weights = await (await page.request.get('/api/v1/body/weights')).json();
  expect(weights.items.map((w: { weight: number }) => w.weight)).toEqual([79.3]);
  const meals = await (await page.request.get(`/api/v1/meals?date=${today()}`)).json();
  expect(meals.items).toHaveLength(1);
  expect(meals.items[0].title).toMatch(/^Avocado/);
});

test('an offline edit the server refuses on sync is shown with its reason, and can be discarded', async ({
  page,
  context,
}) => {
  await signUpViaApi(page);
  await completeOnboardingViaApi(page);
  const logged = await page.request.post('/api/v1/body/weights', {
    data: { weight: 82, units: 'metric', date: today() },
  });
  const { id } = await logged.json();
  await page.goto('/weight-tracker');
  const history = page.getByRole('list', { name: 'Weigh-ins' });
  await expect(history.getByText('82.0 kg')).toBeVisible();
  // A device that used the app before: its service worker holds the app's code.
  await waitForServiceWorker(page);

  await context.setOffline(true);
  await history.getByRole('button', { name: /^Edit weigh-in/ }).click();
  const edit = page.getByRole('dialog', { name: 'Edit weigh-in' });
  await edit.getByLabel('Weight (kg)').fill('81.5');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(history.getByText('81.5 kg')).toBeVisible();

  // Meanwhile another device deleted it (the request context is not the offline page).
  expect((await page.request.delete(`/api/v1/body/weights/${id}`)).status()).toBe(204);
  await context.setOffline(false);
  const problems = page.getByRole('alert', { name: 'Changes not saved' });
  await expect(problems.getByText(/doesn’t exist \(or was deleted\)/)).toBeVisible({
    timeout: 15_000,
  });
  await problems.getByRole('button', { name: 'Discard' }).click();
  await expect(problems).toHaveCount(0);
  await expect(page.getByText('Your weigh-ins will be listed here.')).toBeVisible();
});
