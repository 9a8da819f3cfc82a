import {
  completeOnboardingViaApi,
  expect,
  expectNoSeriousA11yViolations,
  signUpViaApi,
  test,
  uniqueEmail,
} from './fixtures';

test('Metashift: "started 10 days ago" → Day 11 in Adaptation, kept after a reload; deactivate', async ({
  page,
}) => {
  await signUpViaApi(page, uniqueEmail('metashift'));
  await completeOnboardingViaApi(page);

  await page.goto('/metashift');
  await expect(page.getByRole('heading', { level: 1, name: 'Metashift' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Start your programme' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Programme phases' }).getByRole('listitem'),
  ).toHaveCount(5);
  await expectNoSeriousA11yViolations(page);

  const daysAgo = page.getByLabel('I started this many days ago');
  await daysAgo.fill('0');
  await page.getByRole('button', { name: 'Set my start' }).click();
  await expect(page.getByText('Enter a whole number of days from 1 to 365.')).toBeVisible();

  await daysAgo.fill('10');
  await page.getByRole('button', { name: 'Set my start' }).click();
  await expect(page.getByText('Day 11', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Adaptation' })).toBeVisible();
  await expect(page.getByText('Day 8 of 11 in this phase')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Today’s tip' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Programme phases' }).locator('[aria-current="step"]'),
  ).toContainText('Adaptation');
  await expectNoSeriousA11yViolations(page);

  await page.reload();
  await expect(page.getByText('Day 11', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Adaptation' })).toBeVisible();

  await page.getByRole('button', { name: 'Deactivate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Deactivate Metashift?' });
  await dialog.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByRole('heading', { name: 'Start your programme' })).toBeVisible();
  // The start is kept: the programme can resume where it stands.
  await expect(page.getByText('day 11')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Start your programme' })).toBeVisible();

  await page.getByRole('button', { name: 'Resume' }).click();
  await expect(page.getByText('Day 11', { exact: true })).toBeVisible();
});
