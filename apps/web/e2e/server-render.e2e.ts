import { completeOnboardingViaApi, expect, signUpViaApi, test } from './fixtures';

/** The daily-loop screens the server draws from their start data (decision 041), by heading. */
const SCREENS = {
  '/dashboard': /Good (morning|afternoon|evening), Maria/,
  '/my-meals': /My Meals/,
  '/weight-tracker': /Weight Tracker/,
  '/fasting-tracker': /Fasting Tracker/,
  '/my-recipes': /My Recipes/,
  '/meal-plan': /Meal Plan/,
  '/coach': /FlowBrain/,
  '/ketovision': /KetoVision/,
  '/metashift': /Metashift/,
  '/profile': /My Profile/,
} as const;

test('every daily-loop screen arrives drawn with the person’s data, before any script runs', async ({
  browser,
  page,
}) => {
  await signUpViaApi(page);
  await completeOnboardingViaApi(page);
  // No script has set the browser's zone yet: the server reads the day in UTC.
  const weighIn = await page.request.post('/api/v1/body/weights', {
    data: { weight: 81.4, units: 'metric', date: new Date().toISOString().slice(0, 10) },
  });
  expect(weighIn.status()).toBe(201);

  // The same person in a browser that runs no script: what arrives is all they see.
  const context = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const still = await context.newPage();
  for (const [path, heading] of Object.entries(SCREENS)) {
    await still.goto(path);
    await expect(still.locator('#root[data-server-rendered]'), path).toHaveCount(1);
    await expect(still.getByRole('heading', { level: 1 }), path).toHaveText(heading);
    await expect(still.getByText('Loading page...'), path).toHaveCount(0);
    // The header's coin balance came with the page.
    await expect(still.getByRole('link', { name: /FlowCoins, recharge/ }), path).toBeVisible();
  }
  await still.goto('/weight-tracker');
  await expect(still.getByText('81.4').first()).toBeVisible();
  // Its controls wait for the app: nothing typed or tapped there is lost.
  await expect(still.getByRole('button', { name: 'Log weight' })).toBeDisabled();
  await context.close();

  // With scripts, the app takes the screen over and its controls work.
  await page.goto('/weight-tracker');
  await expect(page.locator('#root[data-server-rendered]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Log weight' })).toBeEnabled();
  await expect(page.getByText('81.4').first()).toBeVisible();
});

test('a signed-out visitor gets the plain shell: no screen is drawn without a session', async ({
  browser,
  page,
}) => {
  await signUpViaApi(page);
  await completeOnboardingViaApi(page);
  const visitor = await browser.newContext({ javaScriptEnabled: false });
  const anonymous = await visitor.newPage();
  await anonymous.goto('/weight-tracker');
  await expect(anonymous.locator('#root[data-server-rendered]')).toHaveCount(0);
  await expect(anonymous.getByText('Maria')).toHaveCount(0);
  await visitor.close();
});
