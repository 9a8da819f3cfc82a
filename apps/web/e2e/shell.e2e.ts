import {
  completeOnboardingViaApi,
  expect,
  expectNoSeriousA11yViolations,
  interactAndWaitForApp,
  signUpViaApi,
  test,
  uniqueEmail,
} from './fixtures';

test('a signed-out visitor opening /dashboard is sent to /auth', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
});

test('a signed-in user without onboarding sees the setup gate on app screens', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Complete Your Setup' })).toBeVisible();
  await expect(page.getByText('Onboarding Required')).toBeVisible();
  await page.getByRole('link', { name: 'Complete Onboarding' }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
});

test('an unknown path shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/this/does/not/exist');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a wrong password shows the sign-in failed toast', async ({ page }) => {
  const { email } = await signUpViaApi(page);
  await page.context().clearCookies();
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Sign in failed')).toBeVisible();
  await expect(
    page.getByText('Invalid email or password. Please check your credentials.'),
  ).toBeVisible();
});

test('sign-up shows toasts for empty fields, mismatched and too-short passwords', async ({
  page,
}) => {
  await page.goto('/auth?mode=sign-up');
  await expect(page.getByRole('heading', { name: 'Join KetoFlow' })).toBeVisible();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Please fill in all fields.')).toBeVisible();
  await page.getByLabel('Email').fill(uniqueEmail());
  await page.getByLabel('Password', { exact: true }).fill('abcdef');
  await page.getByLabel('Confirm password').fill('abcdeg');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('abc');
  await page.getByLabel('Confirm password').fill('abc');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Password must be at least 6 characters long.')).toBeVisible();
});

test('signing out ends the session and lands on /d', async ({ page }) => {
  await signUpViaApi(page);
  await completeOnboardingViaApi(page);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Sign Out' }).first().click();
  await expect(page).toHaveURL(/\/d$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth$/);
});

test('on a 390 px phone the navigation lives in a side drawer', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { email } = await signUpViaApi(page);
  await completeOnboardingViaApi(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByText(email)).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'My Profile' })).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Documentation' })).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await drawer.getByRole('link', { name: 'Fasting' }).click();
  await expect(page).toHaveURL(/\/fasting-tracker$/);
});

test('the theme is dark by default and the toggle persists across a reload', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveClass(/dark/);
  // Clicked before the landing page's app has started: the click starts it and is replayed.
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await page.reload();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
});

test('the landing page, auth and 404 pages have no serious accessibility violations', async ({
  page,
}) => {
  for (const url of ['/', '/auth', '/auth?mode=sign-up', '/nope']) {
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    await expectNoSeriousA11yViolations(page);
  }
});

test('the app is installable: manifest with icons, and a service worker that takes control', async ({
  page,
}) => {
  await page.goto('/');
  // The landing page starts the app (which registers the service worker) at a first interaction.
  await interactAndWaitForApp(page);
  const manifestHref = (await page.locator('link[rel="manifest"]').getAttribute('href')) ?? '';
  expect(manifestHref).not.toBe('');
  const manifest = await (await page.request.get(manifestHref)).json();
  expect(manifest.name).toBe('KetoFlow');
  const sizes = manifest.icons.map(
    (i: { sizes: string; purpose?: string }) => `${i.sizes}:${i.purpose ?? 'any'}`,
  );
  expect(sizes).toEqual(expect.arrayContaining(['192x192:any', '512x512:any', '512x512:maskable']));
  await expect
    .poll(
      () =>
        page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state),
      { timeout: 20_000 },
    )
    .toBe('activated');

  // With the service worker in control, a public page still arrives prerendered (not the empty
  // shell), and a signed-out visitor's page still waits for a first interaction to start.
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/auth');
  await expect(page.locator('#root[data-prerendered="/auth"]')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
  expect(scripts).toEqual([]);
});
