import type { Page } from '@playwright/test';
import {
  completeOnboardingViaApi,
  expect,
  expectNoSeriousA11yViolations,
  PASSWORD,
  signUpViaApi,
  test,
  uniqueEmail,
} from './fixtures';

/** Steps of the dashboard's tour (apps/web/src/features/dashboard/tour.ts). */
const DASHBOARD_STEPS = 5;
const DAY_MS = 24 * 3_600_000;

const tourOf = (page: Page) => page.getByRole('dialog', { name: 'FlowBrain' });

/** Every app screen, each with a tour of its own. */
const SCREENS = [
  '/dashboard',
  '/ketovision',
  '/my-recipes',
  '/my-meals',
  '/weight-tracker',
  '/fasting-tracker',
  '/metashift',
  '/meal-plan',
  '/dream-me',
  '/coach',
  '/coin-recharge',
  '/profile',
];

/**
 * Visits every screen as a new user: its tour starts, and each step highlights a control that
 * is on the screen (the spotlight only appears on a real element), up to Finish.
 */
async function walkEveryTour(page: Page): Promise<void> {
  for (const path of SCREENS) {
    await page.goto(path);
    const tour = tourOf(page);
    await expect(tour, `${path} shows its tour`).toBeVisible();
    const first = await tour.getByText(/^Step 1 of \d+$/).textContent();
    const count = Number(/of (\d+)/.exec(first ?? '')?.[1]);
    expect(count, path).toBeGreaterThanOrEqual(3);
    expect(count, path).toBeLessThanOrEqual(5);
    for (let step = 1; step <= count; step += 1) {
      await expect(tour.getByText(`Step ${step} of ${count}`)).toBeVisible();
      await expect(page.getByTestId('tour-spotlight'), `${path}, step ${step}`).toBeVisible();
      await tour.getByRole('button', { name: step === count ? 'Finish' : 'Next' }).click();
    }
    await expect(tour).toHaveCount(0);
  }
}

/** A new account that has seen no tour yet (the real first visit), onboarded through the API. */
async function newOnboardedUser(page: Page): Promise<{ email: string; password: string }> {
  const account = await signUpViaApi(page, uniqueEmail('tours'), { tours: 'new' });
  await completeOnboardingViaApi(page);
  return account;
}

/**
 * Opens `path` and waits until this device has merged the user's dismissals with the server's
 * and the screen is drawn, so "no tour" is a real answer and not "not yet".
 */
async function openSettled(page: Page, path: string, visible: string): Promise<void> {
  const merged = page.waitForResponse(
    (res) => res.url().endsWith('/api/v1/me/preferences') && res.request().method() === 'GET',
  );
  await page.goto(path);
  await merged;
  await expect(page.getByText(visible, { exact: true }).first()).toBeVisible();
  // The host checks every 100 ms for the screen's first highlighted control.
  await page.waitForTimeout(600);
}

async function storedPreferences(page: Page) {
  return (await page.request.get('/api/v1/me/preferences')).json();
}

test('a new user finishing onboarding sees the dashboard tour: Back disabled first, Finish last', async ({
  page,
}) => {
  await signUpViaApi(page, uniqueEmail('tours-new'), { tours: 'new' });
  await page.goto('/onboarding');
  await page.getByLabel('Your first name').fill('Jonas');
  await page.getByRole('radio', { name: 'Male', exact: true }).click();
  await page.getByLabel('Birth year').fill('1980');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('radio', { name: /Metric/ }).click();
  await page.getByLabel('Height').fill('180');
  await page.getByLabel('Current weight').fill('95');
  await page.getByLabel('Goal weight').fill('85');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('radio', { name: /Lose weight/ }).click();
  await page.getByRole('radio', { name: /Steady/ }).click();
  await page.getByRole('radio', { name: /Moderately active/ }).click();
  await page.getByRole('radio', { name: '3', exact: true }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('radio', { name: /Everything/ }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('radio', { name: /Some experience/ }).click();
  await page.getByRole('checkbox', { name: 'None of these' }).click();
  await page.getByRole('button', { name: 'See my plan' }).click();
  await expect(page.getByText('+25 FlowCoins added')).toBeVisible();
  // Not during onboarding.
  await expect(tourOf(page)).toHaveCount(0);

  await page.getByRole('link', { name: 'Go to my dashboard' }).click();
  const tour = tourOf(page);
  await expect(tour).toBeVisible();
  await expect(tour.getByText('Your AI Keto Guide')).toBeVisible();
  await expect(tour.getByRole('heading', { name: 'Today’s macros' })).toBeVisible();
  await expect(tour.getByText(`Step 1 of ${DASHBOARD_STEPS}`)).toBeVisible();
  await expect(tour.getByText('20%')).toBeVisible();
  await expect(tour.getByRole('button', { name: 'Back' })).toBeDisabled();
  await expect(tour.getByRole('button', { name: 'Next' })).toBeFocused();
  // The step's control is highlighted: the spotlight sits on the macros card.
  const macros = page.locator('[data-tour="dashboard-macros"]');
  const spot = page.getByTestId('tour-spotlight');
  await expect(spot).toBeVisible();
  const [card, ring] = [await macros.boundingBox(), await spot.boundingBox()];
  expect(
    ring && card && Math.abs(ring.x + 6 - card.x) < 2 && Math.abs(ring.y + 6 - card.y) < 2,
  ).toBe(true);
  await expectNoSeriousA11yViolations(page);

  for (let step = 2; step <= DASHBOARD_STEPS; step += 1) {
    await tour.getByRole('button', { name: 'Next' }).click();
    await expect(tour.getByText(`Step ${step} of ${DASHBOARD_STEPS}`)).toBeVisible();
  }
  await expect(tour.getByRole('button', { name: 'Next' })).toHaveCount(0);
  await expect(tour.getByRole('button', { name: 'Finish' })).toBeVisible();
  await expect(tour.getByText('100%')).toBeVisible();
  await tour.getByRole('button', { name: 'Back' }).click();
  await expect(tour.getByText(`Step ${DASHBOARD_STEPS - 1} of ${DASHBOARD_STEPS}`)).toBeVisible();
  await tour.getByRole('button', { name: 'Next' }).click();
  await tour.getByRole('button', { name: 'Finish' }).click();
  await expect(tour).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Jonas');

  // Finish closes the tour as the close button does (a skip for 3 days); only "Don't show
  // this tour again" is for good.
  await expect
    .poll(async () => Object.keys((await storedPreferences(page)).temp_dismissed_tours.data))
    .toEqual(['dashboard']);
  expect((await storedPreferences(page)).dismissed_tours?.ids ?? []).toEqual([]);
  await openSettled(page, '/dashboard', 'Today’s macros');
  await expect(tourOf(page)).toHaveCount(0);
});

test('every app screen has a tour whose steps point at controls on that screen', async ({
  page,
}) => {
  test.slow();
  await newOnboardedUser(page);
  await walkEveryTour(page);
});

test('a double click on Next moves one step (the 100 ms debounce)', async ({ page }) => {
  await newOnboardedUser(page);
  await page.goto('/dashboard');
  const tour = tourOf(page);
  await tour.getByRole('button', { name: 'Next' }).dblclick();
  await expect(tour.getByText(`Step 2 of ${DASHBOARD_STEPS}`)).toBeVisible();
  await page.waitForTimeout(300);
  await expect(tour.getByText(`Step 2 of ${DASHBOARD_STEPS}`)).toBeVisible();
});

test('“Don’t show this tour again” holds after a reload and on another device of the same user', async ({
  page,
  browser,
  baseURL,
}) => {
  const { email, password } = await newOnboardedUser(page);
  await page.goto('/dashboard');
  const tour = tourOf(page);
  await expect(tour).toBeVisible();
  await tour.getByRole('button', { name: "Don't show this tour again" }).click();
  await expect(tour).toHaveCount(0);
  await expect
    .poll(async () => (await storedPreferences(page)).dismissed_tours.ids)
    .toEqual(['dashboard']);

  await openSettled(page, '/dashboard', 'Today’s macros');
  await expect(tourOf(page)).toHaveCount(0);

  // The laptop: a browser of its own, signed in as the same user.
  const laptop = await browser.newContext({ baseURL });
  const other = await laptop.newPage();
  const signIn = await other.request.post('/api/v1/auth/sign-in', { data: { email, password } });
  expect(signIn.status()).toBe(200);
  await openSettled(other, '/dashboard', 'Today’s macros');
  await expect(tourOf(other)).toHaveCount(0);
  // Only that tour: the weight tracker's still shows on its first visit.
  await other.goto('/weight-tracker');
  await expect(tourOf(other)).toBeVisible();
  await expect(tourOf(other).getByRole('heading', { name: 'Log your weight' })).toBeVisible();
  await laptop.close();
  expect(password).toBe(PASSWORD);
});

test('a skipped tour stays hidden for 3 days, then shows again', async ({ page }) => {
  await page.clock.install();
  await newOnboardedUser(page);
  await page.goto('/dashboard');
  const tour = tourOf(page);
  await expect(tour).toBeVisible();
  await tour.getByRole('button', { name: 'Close tour' }).click();
  await expect(tour).toHaveCount(0);
  const skippedAt = (await storedPreferences(page)).temp_dismissed_tours.data.dashboard as number;
  expect(typeof skippedAt).toBe('number');

  await page.clock.setSystemTime(skippedAt + 3 * DAY_MS - 60_000);
  await openSettled(page, '/dashboard', 'Today’s macros');
  await expect(tourOf(page)).toHaveCount(0);

  await page.clock.setSystemTime(skippedAt + 3 * DAY_MS + 60_000);
  await page.goto('/dashboard');
  await expect(tourOf(page)).toBeVisible();
  await expect(tourOf(page).getByText(`Step 1 of ${DASHBOARD_STEPS}`)).toBeVisible();
});

test('Escape skips the tour too, and focus returns to “Show me around”', async ({ page }) => {
  await signUpViaApi(page); // every tour dismissed
  await completeOnboardingViaApi(page);
  await openSettled(page, '/fasting-tracker', 'Start a fast');
  await expect(tourOf(page)).toHaveCount(0);

  const showMe = page.getByRole('button', { name: 'Show me around' });
  await showMe.click();
  const tour = tourOf(page);
  await expect(tour.getByRole('heading', { name: 'Start a fast' })).toBeVisible();
  // Focus stays inside the tour.
  for (let i = 0; i < 6; i += 1) await page.keyboard.press('Tab');
  expect(await tour.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(tour).toHaveCount(0);
  await expect(showMe).toBeFocused();
  await expect
    .poll(async () => Object.keys((await storedPreferences(page)).temp_dismissed_tours.data))
    .toEqual(['fasting-tracker']);
});

test('“Replay tours” in the profile shows the tours again', async ({ page }) => {
  await newOnboardedUser(page);
  await page.goto('/dashboard');
  await tourOf(page).getByRole('button', { name: "Don't show this tour again" }).click();
  await expect(tourOf(page)).toHaveCount(0);

  await page.goto('/profile');
  // The profile has a tour of its own on its first visit.
  await expect(tourOf(page).getByRole('heading', { name: 'Your plan and answers' })).toBeVisible();
  await tourOf(page).getByRole('button', { name: "Don't show this tour again" }).click();
  await expect
    .poll(async () => (await storedPreferences(page)).dismissed_tours.ids)
    .toEqual(['dashboard', 'profile']);

  await page.getByRole('button', { name: 'Replay tours' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(tourOf(page)).toBeVisible();
  await expect(tourOf(page).getByText(`Step 1 of ${DASHBOARD_STEPS}`)).toBeVisible();
  await expect.poll(async () => (await storedPreferences(page)).dismissed_tours.ids).toEqual([]);
});

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the tour is a bottom sheet that leaves the highlighted control visible', async ({
    page,
  }) => {
    await newOnboardedUser(page);
    await page.goto('/dashboard');
    const tour = tourOf(page);
    await expect(tour).toBeVisible();
    await expect(page.getByTestId('tour-spotlight')).toBeVisible();
    const sheet = await tour.boundingBox();
    expect(sheet && Math.round(sheet.y + sheet.height)).toBe(844);
    expect(sheet?.width).toBe(390);
    await tour.getByRole('button', { name: 'Next' }).click();
    await expect(tour.getByText(`Step 2 of ${DASHBOARD_STEPS}`)).toBeVisible();
    const target = await page.locator('[data-tour="dashboard-quick-add"]').boundingBox();
    const sheetNow = await tour.boundingBox();
    expect(target && sheetNow && target.y + target.height <= sheetNow.y).toBe(true);
    await expectNoSeriousA11yViolations(page);
  });

  test('every screen’s tour points at controls on the phone layout too', async ({ page }) => {
    test.slow();
    await newOnboardedUser(page);
    await walkEveryTour(page);
  });
});
