import type { Page } from '@playwright/test';
import { completeOnboardingViaApi, expect, signUpViaApi, test } from './fixtures';

// The water log on a phone: a glass and a bottle in one tap each, undo, and a drink logged
// offline that waits on the device, survives a reload and reaches the server once.

test.use({ viewport: { width: 390, height: 844 } });

const localDay = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

async function serverDay(page: Page): Promise<{ totalMl: number; entries: unknown[] }> {
  return (await page.request.get(`/api/v1/water?date=${localDay()}`)).json();
}

test('water: a glass and a bottle, undo, and a glass logged offline synced once', async ({
  page,
  context,
}) => {
  await signUpViaApi(page);
  await completeOnboardingViaApi(page);
  await page.goto('/dashboard');
  await expect(page.locator('#root[data-drawn]')).toHaveCount(0);
  const water = page.getByRole('region', { name: 'Water' });
  // The questionnaire's person is a woman: 80 % of the 2.7 l adequate intake, from drinks.
  await expect(water.getByText(/of 2,200 ml/)).toBeVisible();
  await expect(water.getByText('No water logged today yet.')).toBeVisible();

  await water.getByRole('button', { name: /^Glass/ }).click();
  await expect(water.getByText('250 ml', { exact: true })).toBeVisible();
  await water.getByRole('button', { name: /^Bottle/ }).click();
  await expect(water.getByText('750 ml', { exact: true })).toBeVisible();
  await expect(water.getByText(/^Last: 500 ml at /)).toBeVisible();
  await water.getByRole('button', { name: 'Undo' }).click();
  await expect(water.getByText('250 ml', { exact: true })).toBeVisible();
  await expect.poll(async () => (await serverDay(page)).totalMl).toBe(250);

  // An own target: out of bounds refused with the reason, then kept; and back to the guidance.
  await water.getByRole('button', { name: 'Change target' }).click();
  const target = water.getByLabel('Daily target (ml)');
  await target.fill('100');
  await water.getByRole('button', { name: 'Save target' }).click();
  await expect(water.getByText('Set a daily target between 500 and 6,000 ml.')).toBeVisible();
  await target.fill('2500');
  await water.getByRole('button', { name: 'Save target' }).click();
  await expect(water.getByText(/of 2,500 ml/)).toBeVisible();
  await expect(water.getByText('Your own daily target.')).toBeVisible();
  await water.getByRole('button', { name: 'Change target' }).click();
  await water.getByRole('button', { name: 'Back to the guidance' }).click();
  await expect(water.getByText(/of 2,200 ml/)).toBeVisible();

  // Offline (the service worker holds the app): the glass waits on the device.
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
      timeout: 20_000,
    })
    .toBe(true);
  await context.setOffline(true);
  await water.getByRole('button', { name: /^Glass/ }).click();
  await expect(water.getByText('500 ml', { exact: true })).toBeVisible();
  await expect(water.getByText('Waiting to sync')).toBeVisible();
  await page.reload();
  await expect(page.locator('#root[data-drawn]')).toHaveCount(0);
  await expect(water.getByText('500 ml', { exact: true })).toBeVisible();
  await expect(water.getByText('Waiting to sync')).toBeVisible();

  await context.setOffline(false);
  await expect(water.getByText('Waiting to sync')).toHaveCount(0, { timeout: 15_000 });
  const day = await serverDay(page);
  expect(day.totalMl).toBe(500);
  expect(day.entries).toHaveLength(2);

  // The diary shows the same day's water beside its totals.
  await page.goto('/my-meals');
  await expect(
    page.getByRole('region', { name: 'Water' }).getByText('500 ml', { exact: true }),
  ).toBeVisible();
});
