import type { Page } from '@playwright/test';
import {
  completeOnboardingViaApi,
  expect,
  expectNoSeriousA11yViolations,
  signUpViaApi,
  test,
  uniqueEmail,
} from './fixtures';

/** The running timer's "HH:MM:SS" as seconds. */
async function elapsedSeconds(page: Page): Promise<number> {
  const text = (await page.getByTestId('fast-elapsed').textContent()) ?? '';
  const match = /^(\d+):(\d{2}):(\d{2})$/.exec(text.trim());
  expect(match, `timer text "${text}"`).not.toBeNull();
  const [, h, m, s] = match ?? [];
  return Number(h) * 3600 + Number(m) * 60 + Number(s);
}

test('start a 16:8 fast, reload, the timer continues; move the start to 17 h ago, end it → history', async ({
  page,
}) => {
  test.slow();
  await signUpViaApi(page, uniqueEmail('fasting'));
  await completeOnboardingViaApi(page);

  await page.goto('/fasting-tracker');
  await expect(page.getByRole('heading', { level: 1, name: 'Fasting Tracker' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No finished fasts yet' })).toBeVisible();
  // 16:8 is the default choice.
  await expect(page.getByRole('radio', { name: /^16:8/ })).toBeChecked();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Start fast' }).click();
  await expect(page.getByText('You are fasting')).toBeVisible();
  await expect(page.getByText('16:8 · 16 h target')).toBeVisible();
  await expect(page.getByTestId('fast-zone')).toContainText('Anabolic');

  // The timer ticks without re-fetching…
  const first = await elapsedSeconds(page);
  await expect.poll(() => elapsedSeconds(page), { timeout: 5000 }).toBeGreaterThan(first);

  // …and after a reload it continues from the server's start time, not from zero.
  await page.waitForTimeout(2000);
  const beforeReload = await elapsedSeconds(page);
  await page.reload();
  await expect(page.getByText('You are fasting')).toBeVisible();
  expect(await elapsedSeconds(page)).toBeGreaterThanOrEqual(beforeReload);
  expect(await elapsedSeconds(page)).toBeGreaterThanOrEqual(2);

  // Forgot to start the timer last night: the fast really began 17 h ago.
  await page.getByRole('button', { name: 'Edit start time' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit your fast' });
  const seventeenHoursAgo = await page.evaluate(() => {
    const d = new Date(Date.now() - 17 * 3_600_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
  });
  await dialog.getByLabel('Start', { exact: true }).fill(seventeenHoursAgo);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  // Zone, progress and the completed state follow the new start.
  await expect(page.getByText('Target reached')).toBeVisible();
  await expect(page.getByTestId('fast-zone')).toContainText('Fat burning');
  await expect(page.getByTestId('fast-zone')).toContainText('16–24 h');
  await expect(page.getByRole('progressbar', { name: 'Fast progress' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  expect(await elapsedSeconds(page)).toBeGreaterThanOrEqual(17 * 3600 - 60);
  await expect(
    page.getByRole('list', { name: 'Fasting zones' }).locator('[aria-current="step"]'),
  ).toContainText('Fat burning');
  await expectNoSeriousA11yViolations(page);

  // End it (with a confirmation): it appears in the history as completed.
  await page.getByRole('button', { name: 'End fast' }).click();
  const confirm = page.getByRole('dialog', { name: 'End your fast?' });
  await expect(confirm).toContainText('reached your 16 h target');
  await confirm.getByRole('button', { name: 'End fast' }).click();
  await expect(page.getByRole('heading', { name: 'Start a fast' })).toBeVisible();

  const history = page.getByRole('list', { name: 'Finished fasts' });
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await expect(history.getByRole('listitem').first()).toContainText('Completed');
  await expect(history.getByRole('listitem').first()).toContainText('16:8');
  await expect(history.getByRole('listitem').first()).toContainText('17 h of 16 h');
  await expect(page.getByText('Current streak')).toBeVisible();
  await expect(page.getByText('1 of 1')).toBeVisible();

  // Still there after a reload (kept on the server).
  await page.reload();
  await expect(
    page.getByRole('list', { name: 'Finished fasts' }).getByRole('listitem'),
  ).toHaveCount(1);
});

test('a long fast asks to read the health caution first', async ({ page }) => {
  await signUpViaApi(page, uniqueEmail('fasting-caution'));
  await completeOnboardingViaApi(page);
  await page.goto('/fasting-tracker');
  await page.getByRole('radio', { name: /^36 h/ }).click();
  await expect(page.getByRole('note')).toContainText('Fasts longer than 24 hours');
  await page.getByRole('button', { name: 'Start fast' }).click();
  const dialog = page.getByRole('dialog', { name: 'Before you start' });
  await expect(dialog).toContainText('Fasts longer than 24 hours');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Not now' }).click();
  // Closed, not closing: while its exit animation runs, the old overlay takes the next click.
  await expect(dialog).toBeHidden();
  await expect(page.getByText('You are fasting')).toBeHidden();

  await page.getByRole('button', { name: 'Start fast' }).click();
  await page
    .getByRole('dialog', { name: 'Before you start' })
    .getByRole('button', { name: 'I understand, start fast' })
    .click();
  await expect(page.getByText('36 h · 36 h target')).toBeVisible();
});
