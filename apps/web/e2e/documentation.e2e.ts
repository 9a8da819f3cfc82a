import {
  completeOnboardingViaApi,
  expect,
  expectNoSeriousA11yViolations,
  signUpViaApi,
  test,
} from './fixtures';

test('on a 390 px phone: a deep link lands on its article, contents fold, search finds refunds', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/documentation#meal-plans');
  await expect(page.getByRole('heading', { level: 1, name: 'Documentation' })).toBeVisible();
  const plans = page.locator('#meal-plans');
  await expect(plans).toBeFocused();
  await expect(plans.getByRole('heading', { level: 2, name: 'Meal plans' })).toBeInViewport();
  // Readable at 390 px: nothing wider than the screen.
  const tooWide = await page.evaluate(() =>
    [...document.querySelectorAll('main *')]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
      .filter((el) => !el.closest('.overflow-x-auto'))
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}: ${el.textContent.slice(0, 60)}`),
  );
  expect(tooWide).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The contents are folded on a phone, and fold again once a link is followed.
  const contents = page.getByText('Contents', { exact: true });
  const netCarbsLink = page
    .getByRole('navigation', { name: 'Documentation contents' })
    .getByRole('link', { name: 'Net carbs' });
  await expect(netCarbsLink).toBeHidden();
  await contents.click();
  await netCarbsLink.click();
  await expect(page).toHaveURL(/\/documentation#net-carbs$/);
  await expect(page.locator('#net-carbs')).toBeFocused();
  await expect(page.locator('#net-carbs-title')).toBeInViewport();
  await expect(netCarbsLink).toBeHidden();

  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('searchbox', { name: 'Search the documentation' }).fill('refund');
  const results = page.getByRole('list', { name: 'Search results' });
  const refunds = results.getByRole('link').first();
  await expect(refunds).toHaveAttribute('href', '/documentation#buying--refunds');
  await expectNoSeriousA11yViolations(page);
  await refunds.click();
  await expect(page.getByRole('heading', { level: 3, name: 'Refunds' })).toBeInViewport();
  await expect(page.getByRole('heading', { level: 3, name: 'Refunds' })).toBeFocused();
});

test('at 1280 px signed in: every header feature has an article, prices are the live table', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpViaApi(page);
  await completeOnboardingViaApi(page);
  await page.goto('/dashboard');

  // Each link of the header's navigation row has an article that opens that screen.
  const main = page.getByRole('navigation', { name: 'Main' });
  await expect(main.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  const features = await main
    .getByRole('link')
    .evaluateAll((links) =>
      links.map((a) => ({ name: a.textContent.trim(), href: a.getAttribute('href') ?? '' })),
    );
  expect(features.map((f) => f.name)).toEqual([
    'Dashboard',
    'KetoVision',
    'My Recipes',
    'My Meals',
    'Weight',
    'Fasting',
    'Metashift',
  ]);

  await page.getByRole('banner').getByRole('link', { name: 'Documentation' }).click();
  await expect(page).toHaveURL(/\/documentation$/);
  for (const feature of [
    ...features.map((f) => f.href),
    '/meal-plan',
    '/coin-recharge',
    '/dream-me',
    '/coach',
    '/profile',
  ]) {
    await expect(
      page
        .locator('main section[id]')
        .getByRole('link', { name: /^Open / })
        .and(page.locator(`[href="${feature}"]`)),
    ).not.toHaveCount(0);
  }

  const table = (await (await page.request.get('/api/v1/ai/prices')).json()) as {
    items: { action: string; coins: number }[];
  };
  const priceTable = page.getByTestId('doc-price-table');
  for (const { action, coins } of table.items) {
    await expect(priceTable.getByTestId(`doc-price-row-${action}`)).toHaveText(
      coins === 0 ? 'nothing (free)' : `${coins} ${coins === 1 ? 'FlowCoin' : 'FlowCoins'}`,
    );
  }
  const plan7 = table.items.find((item) => item.action === 'meal_plan_7')?.coins;
  expect(plan7).toBeGreaterThan(1);
  await expect(page.locator('#meal-plans').getByTestId('doc-price-meal_plan_7')).toHaveText(
    `${String(plan7)} FlowCoins`,
  );

  // A deep link from the address bar: the article is in view beside the sticky contents.
  await page.goto('/documentation#meal-plans');
  await expect(page.locator('#meal-plans')).toBeFocused();
  await expect(page.locator('#meal-plans-title')).toBeInViewport();
  const contents = page.getByRole('navigation', { name: 'Documentation contents' });
  await expect(contents.getByRole('link', { name: 'Meal plans' })).toBeInViewport();
  await expect(contents.getByRole('link', { name: 'Meal plans' })).toHaveAttribute(
    'aria-current',
    'location',
  );
  await page.getByRole('searchbox', { name: 'Search the documentation' }).fill('net carbs');
  await expect(
    page.getByRole('list', { name: 'Search results' }).getByRole('link').first(),
  ).toHaveAttribute('href', '/documentation#net-carbs');
  await expectNoSeriousA11yViolations(page);
});
