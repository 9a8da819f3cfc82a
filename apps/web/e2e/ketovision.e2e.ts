import bwipjs from 'bwip-js/node';
import sharp from 'sharp';
import {
  completeOnboardingViaApi,
  expect,
  expectNoSeriousA11yViolations,
  signUpViaApi,
  test,
} from './fixtures';

/** A valid EAN-13 (check digit computed) unique to this run. */
function uniqueEan(): string {
  const body = `29${String(Date.now()).slice(-10)}`;
  const sum = [...body].reduce((acc, d, i) => acc + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/** A phone-sized "photo" of a table with the product's barcode label on it. */
async function barcodePhoto(code: string): Promise<Buffer> {
  const label = await bwipjs.toBuffer({
    bcid: 'ean13',
    text: code,
    scale: 3,
    height: 14,
    includetext: true,
    backgroundcolor: 'ffffff',
    paddingwidth: 12,
    paddingheight: 6,
  });
  return sharp({ create: { width: 1200, height: 900, channels: 3, background: '#b08a5a' } })
    .composite([{ input: label, top: 330, left: 420 }])
    .jpeg({ quality: 88 })
    .toBuffer();
}

test('scan a photo with a barcode → result with keto score → log it → it is in My Meals', async ({
  page,
}) => {
  await signUpViaApi(page);
  await completeOnboardingViaApi(page); // the onboarding bonus pays for the scan

  // Offline there is no Open Food Facts: the product is the user's own food with its barcode.
  const barcode = uniqueEan();
  const created = await page.request.post('/api/v1/foods/custom', {
    data: {
      name: 'Crunchy almond bar',
      brand: 'Keto Co',
      barcode,
      per100g: { proteinG: 20, fatG: 45, carbohydrateG: 25, fiberG: 10 },
      portions: [{ label: '1 bar', grams: 40 }],
    },
  });
  expect(created.status()).toBe(201);
  const balanceBefore = (
    (await (await page.request.get('/api/v1/wallet')).json()) as {
      balance: number;
    }
  ).balance;

  await page.goto('/ketovision');
  await expect(page.getByRole('heading', { level: 1, name: 'KetoVision' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Take photo' })).toBeVisible();
  await expect(page.getByTestId('price-food_scan').first()).toHaveText('1 coin');
  await expect(page.getByText('No scans yet')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByTestId('scan-upload-input').setInputFiles({
    name: 'bar.jpg',
    mimeType: 'image/jpeg',
    buffer: await barcodePhoto(barcode),
  });

  const result = page.getByTestId('scan-result');
  await expect(result).toBeVisible();
  await expect(result.getByRole('heading', { name: 'Crunchy almond bar (Keto Co)' })).toBeVisible();
  // One 40 g bar: (25 − 10) g × 0.4 = 6 g net carbs; with a full day's budget that is friendly.
  await expect(result.getByText('From the barcode')).toBeVisible();
  await expect(page.getByTestId('keto-score')).toHaveAccessibleName(/Keto score \d+ out of 100/);
  await expect(page.getByTestId('scan-verdict')).toHaveText('Keto-friendly');
  await expect(page.getByTestId('scan-analysis')).toContainText('This uses 6 g of your');
  await expect(result.getByTestId('answered-by')).toContainText('built-in engine');
  await expect(page.getByTestId('scan-history')).toContainText('Crunchy almond bar');
  const balanceAfter = (
    (await (await page.request.get('/api/v1/wallet')).json()) as {
      balance: number;
    }
  ).balance;
  expect(balanceAfter).toBe(balanceBefore - 1);
  await expectNoSeriousA11yViolations(page);

  await result.getByRole('button', { name: 'Log to diary' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log to diary' });
  await dialog.getByRole('radio', { name: 'Snack' }).click();
  await dialog.getByRole('button', { name: 'Log to snack' }).click();
  await expect(dialog).toBeHidden();
  await expect(result.getByRole('link', { name: 'In your diary' })).toBeVisible();

  await page.goto('/my-meals');
  await expect(page.getByText('Crunchy almond bar (Keto Co)').first()).toBeVisible();
});

test('no barcode → describe the plate with the food autocomplete → scored', async ({ page }) => {
  await signUpViaApi(page);
  await completeOnboardingViaApi(page);
  await page.goto('/ketovision');
  const plain = await sharp({
    create: { width: 800, height: 600, channels: 3, background: '#d9c7a1' },
  })
    .jpeg()
    .toBuffer();
  await page
    .getByTestId('scan-camera-input')
    .setInputFiles({ name: 'plate.jpg', mimeType: 'image/jpeg', buffer: plain });

  const describe = page.getByTestId('describe-plate');
  await expect(describe).toBeVisible();
  await expect(describe).toContainText('No barcode could be read');
  await page.getByRole('combobox', { name: 'Add a food on the plate' }).fill('egg whole');
  await page
    .getByRole('option', { name: /^Egg, whole, raw/ })
    .first()
    .click();
  await describe.getByLabel('Grams').fill('100');
  await describe.getByRole('button', { name: /Score this plate/ }).click();

  const result = page.getByTestId('scan-result');
  await expect(result).toBeVisible();
  await expect(result.getByText('From your description')).toBeVisible();
  await expect(page.getByTestId('scan-verdict')).toHaveText('Keto-friendly');
  await expectNoSeriousA11yViolations(page);
});
