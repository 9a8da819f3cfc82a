import { readFileSync } from 'node:fs';
import {
  completeOnboardingViaApi,
  expect,
  expectNoSeriousA11yViolations,
  signUpViaApi,
  test,
} from './fixtures';

function localDay(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

test('the dashboard shows today’s log, the running fast, the weight trend and the Metashift phase', async ({
  page,
}) => {
  await signUpViaApi(page);
  await completeOnboardingViaApi(page);
  const search = await page.request.get('/api/v1/foods/search?q=avocado');
  const avocado = ((await search.json()) as { items: { id: string }[] }).items[0];
  expect(avocado).toBeDefined();
  const meal = await page.request.post('/api/v1/meals', {
    data: {
      method: 'food',
      date: localDay(),
      mealType: 'lunch',
      items: [{ foodId: avocado?.id, quantity: 100, unit: 'g' }],
    },
  });
  expect(meal.status()).toBe(201);
  const logged = (await meal.json()) as { macros: { fatG: number } };
  const startedAt = new Date(Date.now() - 2 * 3_600_000).toISOString();
  expect(
    (await page.request.post('/api/v1/fasts', { data: { protocol: '16:8', startedAt } })).status(),
  ).toBe(201);
  expect(
    (
      await page.request.post('/api/v1/body/weights', {
        data: { weight: 81.2, units: 'metric', date: localDay() },
      })
    ).status(),
  ).toBe(201);
  expect(
    (await page.request.post('/api/v1/metashift/activate', { data: { daysAgo: 10 } })).status(),
  ).toBe(200);

  // The page itself carries the session and the onboarding record (decision 032), and today's
  // numbers, the coin balance and the plan day the screen shows first (decision 038).
  const startRequests: string[] = [];
  const carried = [
    '/api/v1/auth/session',
    '/api/v1/onboarding',
    '/api/v1/dashboard/today',
    '/api/v1/wallet',
    '/api/v1/meal-plans/current',
  ];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (carried.includes(pathname)) startRequests.push(pathname);
  });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Today’s macros' })).toBeVisible();
  expect(startRequests).toEqual([]);
  await expect(page.getByText('1 entry logged today', { exact: false })).toBeVisible();
  // The fat figure is the food database's, as the diary API computed it.
  const fat = new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 }).format(
    logged.macros.fatG,
  );
  await expect(page.getByText(fat, { exact: true }).first()).toBeVisible();
  // The fast started two hours ago: the timer reads 2:0x:xx and keeps counting.
  const timer = page.getByText(/^2:0\d:\d\d$/);
  await expect(timer).toBeVisible();
  const first = await timer.textContent();
  await expect(timer).not.toHaveText(first ?? '');
  await expect(page.getByText('81.2', { exact: true })).toBeVisible();
  await expect(page.getByText(/Day 11 · /)).toBeVisible();
  // One day logged within the net-carb limit: a streak of one, and today's score explained.
  await expect(
    page.getByText('Today counts: logged and within your net-carb limit.'),
  ).toBeVisible();
  await expect(page.getByText(/^Within your [\d.]+ g net-carb limit; /)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Quick add goes to the diary with the meal chosen.
  await page.getByRole('link', { name: 'Describe a meal' }).click();
  await expect(page).toHaveURL(/\/my-meals\?date=\d{4}-\d{2}-\d{2}&meal=\w+&add=text/);
});

test('the profile offers the tracking data as CSV downloads', async ({ page }) => {
  await signUpViaApi(page);
  await completeOnboardingViaApi(page);
  expect(
    (
      await page.request.post('/api/v1/body/weights', {
        data: { weight: 80.4, units: 'metric', date: localDay() },
      })
    ).status(),
  ).toBe(201);
  await page.goto('/profile');
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Weights (CSV)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^ketoflow-weights-\d{4}-\d{2}-\d{2}\.csv$/);
  const body = readFileSync(await download.path(), 'utf8');
  expect(body).toContain('date,weight,units,bmi,note,logged_at');
  expect(body).toContain(`${localDay()},80.4,kg,`);
});
