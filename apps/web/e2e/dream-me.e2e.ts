import type { Page } from '@playwright/test';
import sharp from 'sharp';
import {
  ANSWERS,
  completeOnboardingViaApi,
  expect,
  expectNoSeriousA11yViolations,
  signUpViaApi,
  test,
} from './fixtures';

/** A portrait-shaped JPEG of a simple figure, made here so the journey needs no fixture file. */
async function portrait(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="640">
    <rect width="480" height="640" fill="#e8e4dc"/>
    <ellipse cx="240" cy="130" rx="60" ry="75" fill="#c68c5a"/>
    <rect x="130" y="220" width="220" height="330" rx="40" fill="#2f6d8c"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

async function balance(page: Page): Promise<number> {
  const res = await page.request.get('/api/v1/wallet');
  return ((await res.json()) as { balance: number }).balance;
}

test('Dream Me with the default 1 Year timeline shows the projected weight and the image, and debits the coins', async ({
  page,
}) => {
  await signUpViaApi(page);
  await completeOnboardingViaApi(page); // grants the onboarding bonus coins
  const before = await balance(page);
  const prices = (await (await page.request.get('/api/v1/ai/prices')).json()) as {
    items: { action: string; coins: number }[];
  };
  const price = prices.items.find((p) => p.action === 'dream_me')?.coins ?? -1;
  expect(before).toBeGreaterThanOrEqual(price);

  await page.goto('/dream-me');
  await expect(page.getByRole('heading', { level: 1, name: 'Dream Me' })).toBeVisible();
  // 1 Year is the default (and marked Popular); its free estimate is shown before paying.
  const year = page.getByRole('radio', { name: /1 Year/ });
  await expect(year).toBeChecked();
  await expect(year).toContainText('Popular');
  await expect(page.getByTestId('projected-weight')).toContainText('kg');
  await expect(page.getByTestId('price-dream_me')).toHaveText(`${price} coins`);
  await expect(page.getByText('No results yet')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByTestId('dream-me-photo-input').setInputFiles({
    name: 'me.jpg',
    mimeType: 'image/jpeg',
    buffer: await portrait(),
  });
  await expect(page.getByAltText('Your chosen photo')).toBeVisible();
  await page.getByRole('button', { name: /Make my Dream Me/ }).click();

  const result = page.getByTestId('dream-me-result');
  await expect(result).toBeVisible({ timeout: 20_000 });
  await expect(result.getByRole('heading', { name: 'You in 1 Year' })).toBeVisible();
  const projected = result.getByTestId('projected-weight');
  await expect(projected).toHaveText(/^\d+(\.\d)? kg$/);
  const kg = Number((await projected.textContent())?.replace(' kg', ''));
  expect(kg).toBeLessThan(82);
  expect(kg).toBeGreaterThanOrEqual(68);
  await expect(result.getByText(/^Range /)).toBeVisible();

  // Both images loaded (naturalWidth > 0), and the illustration is labelled on the image.
  for (const img of [
    result.getByAltText('Your photo', { exact: true }),
    result.getByAltText(/^Illustration — not a prediction/),
  ]) {
    await expect(img).toBeVisible();
    await expect
      .poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
  }
  await expect(
    result.getByText('Illustration — not a prediction of how you will look', { exact: true }),
  ).toBeVisible();
  await expect(result.getByTestId('answered-by')).toHaveText(
    'Made by the built-in engine (no AI model)',
  );

  // The coins were debited once, and the header pill shows the new balance.
  expect(await balance(page)).toBe(before - price);
  await expect(
    page.getByRole('link', { name: `${before - price} FlowCoins, recharge` }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /^View the 1 Year result/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Deleting removes the result and its photo.
  await result.getByRole('button', { name: /Delete the 1 Year result/ }).click();
  await expect(page.getByText('No results yet')).toBeVisible();
});

test('Dream Me is replaced by a kind explanation after an eating-disorder history', async ({
  page,
}) => {
  await signUpViaApi(page);
  const res = await page.request.put('/api/v1/onboarding', {
    data: { ...ANSWERS, safetyFlags: ['eating_disorder_history'] },
  });
  expect(res.status()).toBe(200);
  await page.goto('/dream-me');
  const notice = page.getByTestId('dream-me-unavailable');
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Dream Me is turned off for you');
  await expect(notice).toContainText('clinician or treatment team');
  await expect(page.getByRole('button', { name: /Make my Dream Me/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});
