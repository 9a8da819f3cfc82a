import { completeOnboardingViaApi, expect, signUpViaApi, test, uniqueEmail } from './fixtures';

// Reminders end to end: the settings saved on the profile, push asked for in this browser, and
// a fast's goal reminder arriving in the bell live. The journeys' server delivers due reminders
// every 2 s (REMINDERS_INTERVAL_MS in playwright.config.ts) instead of every 30 s.

/** What Chromium logs when a page of a Playwright context (incognito to it) subscribes to push. */
const INCOGNITO_PUSH = /^console: Chrome currently does not support the Push API in incognito mode/;

test('a fast past its goal lands in the bell without a reload; opening it marks it read', async ({
  page,
  pageErrors,
}) => {
  await signUpViaApi(page, uniqueEmail('reminders'));
  await completeOnboardingViaApi(page);
  await page.context().grantPermissions(['notifications']);

  await page.goto('/profile');
  const reminders = page.getByRole('region', { name: 'Reminders', exact: true });
  const fastGoal = reminders.getByRole('switch', { name: 'Fast reaches its goal' });
  await expect(fastGoal).toBeVisible();
  if (!(await fastGoal.isChecked())) await fastGoal.click();
  await expect(fastGoal).toBeChecked();
  // Quiet hours (22:00–07:00 by default) would hold the reminder when the journey runs at night.
  await reminders.getByRole('switch', { name: 'Quiet hours' }).click();
  await reminders.getByRole('button', { name: 'Save reminders' }).click();
  await expect(page.getByText('Reminders saved')).toBeVisible();

  // This browser: permission granted, but headless Chromium reaches no push service.
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active !== null))
    .toBe(true);
  await reminders.getByRole('button', { name: 'Turn on reminders on this device' }).click();
  await expect(
    reminders.getByText(
      'This browser could not reach its push service. Reminders still arrive in the inbox (the bell).',
    ),
  ).toBeVisible();
  // The browser's own note of why, expected here (any other console error still fails).
  const note = pageErrors.findIndex((error) => INCOGNITO_PUSH.test(error));
  if (note >= 0) pageErrors.splice(note, 1);

  // A 16:8 fast that began 17 h ago is past its goal: its reminder is due at once.
  const startedAt = new Date(Date.now() - 17 * 3_600_000).toISOString();
  const fast = await page.request.post('/api/v1/fasts', { data: { protocol: '16:8', startedAt } });
  expect(fast.status()).toBe(201);

  const bell = page.getByRole('button', { name: 'Notifications, 1 unread' });
  await expect(bell).toBeVisible({ timeout: 20_000 });
  await bell.click();
  const notice = page.getByRole('menuitem', { name: /Fast goal reached/ });
  await expect(notice).toContainText('You reached your 16-hour goal.');
  await notice.click();

  await expect(page).toHaveURL(/\/fasting-tracker$/);
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
});

test('the weekly e-mail’s unsubscribe link opens the app’s page, which changes nothing until asked', async ({
  page,
}) => {
  await page.goto('/email/unsubscribe?token=not-a-real-token');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Stop the weekly summary e-mail?' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'This unsubscribe link is not valid. Turn the weekly e-mail off in your profile.',
  );
});
