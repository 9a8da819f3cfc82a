import { expect, expectNoSeriousA11yViolations, signUpViaApi, test } from './fixtures';

// The admin area (issue 13): the server decides, the screen shows nothing of it before.

test('a member who opens /admin is told it is not for them, and the API refuses too', async ({
  page,
}) => {
  await signUpViaApi(page);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Admin' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  const api = await page.request.get('/api/v1/admin/users');
  expect(api.status()).toBe(403);
  expect((await api.json()).error.code).toBe('FORBIDDEN');

  await page.getByRole('link', { name: 'Back to your dashboard' }).click();
  await expect(page).toHaveURL(/\/(dashboard|onboarding)/);
});
