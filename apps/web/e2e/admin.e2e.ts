import { adminEmail, totpCode } from './admin-fixtures';
import { CONFIRMATION_LINK, fromMailbox } from './mailbox';
import { expect, expectNoSeriousA11yViolations, PASSWORD, signUpViaApi, test } from './fixtures';

// The admin area: the server decides, the screen shows nothing of it before.

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

test('an ADMIN_EMAILS user confirms the address, sets up an authenticator app, opens /admin, and signs in again with a code', async ({
  page,
}, testInfo) => {
  const email = adminEmail(0, testInfo);
  await signUpViaApi(page, email);
  await page.goto('/admin');
  // Admin powers follow the mailbox: first the owner confirms the address.
  await expect(
    page.getByRole('heading', { level: 1, name: 'Confirm your e-mail address' }),
  ).toBeVisible();
  const unconfirmed = await page.request.get('/api/v1/admin/users');
  expect((await unconfirmed.json()).error.code).toBe('ADMIN_EMAIL_NOT_CONFIRMED');
  await page.getByRole('button', { name: 'Send me the link' }).click();
  await expect(page.getByText(`We sent a confirmation link to ${email}.`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const link = new URL(await fromMailbox(email, CONFIRMATION_LINK));
  await page.goto(`${link.pathname}${link.search}`);
  // The link lands on the site root, which sends the owner on to their screen and says so.
  await expect(page.getByText('Your email is confirmed.')).toBeVisible();
  await expect(page).toHaveURL(/\/(dashboard|onboarding)$/);
  await page.goto('/admin');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Two-factor sign-in needed' }),
  ).toBeVisible();
  // The API refuses every operation until then.
  const early = await page.request.get('/api/v1/admin/users');
  expect((await early.json()).error.code).toBe('ADMIN_SECOND_FACTOR_REQUIRED');

  // Enrolment is offered right there (an operator may never have onboarded as a dieter).
  const card = page.getByTestId('two-factor-card');
  await card.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await card.getByLabel('Your password').fill(PASSWORD);
  await card.getByRole('button', { name: 'Continue' }).click();
  await expect(card.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  await expect(card.getByRole('list', { name: 'Backup codes' }).getByRole('listitem')).toHaveCount(
    10,
  );
  const secret = (await card.getByTestId('two-factor-secret').textContent()) ?? '';
  await card.getByLabel('Authenticator code').fill(await totpCode(secret));
  await card.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  // The confirmed enrolment opens the area at once (the card's "On" shows only until then).
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();

  // A new sign-in asks for the code after the password.
  await page.context().clearCookies();
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByLabel('Authenticator code').fill(await totpCode(secret));
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page).toHaveURL(/\/(dashboard|onboarding)/);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
});
