import type { Page } from '@playwright/test';
import { ANSWERS, expect, expectNoSeriousA11yViolations, signUpViaApi, test } from './fixtures';

/** 5 ft 9 in. Onboarding stores every height in cm. */
const HEIGHT_IN = 69;
const IMPERIAL_ANSWERS = {
  ...ANSWERS,
  units: 'imperial',
  heightCm: HEIGHT_IN * 2.54,
  currentWeightKg: 95,
  goalWeightKg: 80,
};

/** BMI in imperial units: weight ÷ height² × 703 (lb, in), shown to one decimal. */
function expectedBmi(lb: number): string {
  return ((lb / (HEIGHT_IN * HEIGHT_IN)) * 703).toFixed(1);
}

async function onboardImperial(page: Page): Promise<void> {
  await signUpViaApi(page);
  const res = await page.request.put('/api/v1/onboarding', { data: IMPERIAL_ANSWERS });
  expect(res.status()).toBe(200);
}

test('imperial user with a height: log a weight in lb → BMI shown; edit; delete', async ({
  page,
}) => {
  await onboardImperial(page);
  await page.goto('/weight-tracker');
  await expect(page.getByRole('heading', { level: 1, name: 'Weight Tracker' })).toBeVisible();
  await expect(page.getByText('Your chart starts with your first weigh-in')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The unit defaults to the onboarding choice (lb) and the date to today.
  const logForm = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'Log weight' }) });
  await expect(logForm.getByRole('radio', { name: 'lb' })).toBeChecked();
  await logForm.getByLabel('Weight (lb)').fill('200');
  await logForm.getByRole('button', { name: 'Log weight' }).click();
  await expect(page.getByText('Weight logged')).toBeVisible();

  const bmiTile = page
    .locator('div')
    .filter({ has: page.getByText('BMI', { exact: true }) })
    .last();
  expect(expectedBmi(200)).toBe('29.5');
  await expect(bmiTile.getByText(expectedBmi(200), { exact: true })).toBeVisible();
  await expect(bmiTile.getByText('Overweight range')).toBeVisible();

  const history = page.getByRole('list', { name: 'Weigh-ins' });
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await expect(history.getByText('200.0 lb')).toBeVisible();
  await expect(history.getByText(`BMI ${expectedBmi(200)}`)).toBeVisible();
  // The chart replaced the empty state.
  await expect(page.getByText('Your chart starts with your first weigh-in')).toBeHidden();
  await expectNoSeriousA11yViolations(page);

  // Edit: 200 → 180 lb; BMI follows.
  await history.getByRole('button', { name: /^Edit weigh-in of / }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit weigh-in' });
  await expect(dialog.getByLabel('Weight (lb)')).toHaveValue('200');
  await dialog.getByLabel('Weight (lb)').fill('180');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(history.getByText('180.0 lb')).toBeVisible();
  await expect(bmiTile.getByText(expectedBmi(180), { exact: true })).toBeVisible();

  // A weight outside the plausible range is refused with the rule, and nothing is lost.
  await logForm.getByLabel('Weight (lb)').fill('1200');
  await logForm.getByRole('button', { name: 'Log weight' }).click();
  await expect(logForm.getByText('Weight must be between 44 and 880 lb.')).toBeVisible();
  await expect(logForm.getByLabel('Weight (lb)')).toHaveValue('1200');
  await logForm.getByLabel('Weight (lb)').fill('');

  // Delete.
  await history.getByRole('button', { name: /^Delete weigh-in of / }).click();
  await page
    .getByRole('dialog', { name: 'Delete this weigh-in?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('Your weigh-ins will be listed here.')).toBeVisible();
  await expect(bmiTile.getByText('Log a weight to see it')).toBeVisible();
});

test('a reading with glucose in mg/dL and BHB shows the GKI and its zone', async ({ page }) => {
  await onboardImperial(page);
  await page.goto('/weight-tracker?tab=ketones');
  await expect(page.getByRole('tab', { name: 'Ketones' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('No readings yet')).toBeVisible();

  const form = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'Save reading' }) });
  // Imperial users default to mg/dL.
  await expect(form.getByRole('radio', { name: 'mg/dL' })).toBeChecked();
  await form.getByLabel('Blood ketones, BHB (mmol/L)').fill('1.5');
  await form.getByLabel('Glucose (mg/dL)').fill('90');
  // GKI = (glucose mg/dL ÷ 18.016) ÷ ketones = (90 / 18.016) / 1.5 = 3.33, previewed first.
  const gki = (90 / 18.016 / 1.5).toFixed(1);
  await expect(form.getByText(`GKI ${gki}`)).toBeVisible();
  await form.getByRole('button', { name: 'Save reading' }).click();
  await expect(page.getByText('Reading saved')).toBeVisible();

  const list = page.getByRole('list', { name: 'Ketone and glucose readings' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByText(`GKI ${gki}`)).toBeVisible();
  await expect(list.getByText('Moderate ketosis (3–6)')).toBeVisible();
  await expect(list.getByText('90 mg/dL')).toBeVisible();
  await expect(page.getByText(/app conventions, not medical thresholds/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Measurements in inches (the imperial default), stored in cm and shown back in inches.
  await page.getByRole('tab', { name: 'Measurements' }).click();
  const mForm = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'Save measurements' }) });
  await mForm.getByLabel('Waist (in)').fill('34');
  await mForm.getByRole('button', { name: 'Save measurements' }).click();
  await expect(page.getByRole('list', { name: 'Measurements' }).getByText('34.0 in')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
