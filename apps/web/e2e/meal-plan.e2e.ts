import type { Page } from '@playwright/test';
import {
  completeOnboardingViaApi,
  expect,
  expectNoSeriousA11yViolations,
  signUpViaApi,
  test,
} from './fixtures';

async function balance(page: Page): Promise<number> {
  const res = await page.request.get('/api/v1/wallet');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { balance: number }).balance;
}

test('generate a 7-day plan → coins debited → Day 1 pill → log a planned meal → in My Meals', async ({
  page,
}) => {
  // Solving runs on a shared 2-core machine next to other suites: allow for a slow plan.
  test.setTimeout(120_000);
  await signUpViaApi(page);
  await completeOnboardingViaApi(page);
  const before = await balance(page);

  await page.goto('/meal-plan');
  await expect(page.getByRole('heading', { level: 1, name: 'Meal Plan' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No current plan' })).toBeVisible();
  const header = page.getByRole('banner').first();
  await expect(header.getByRole('link', { name: `${before} FlowCoins, recharge` })).toBeVisible();
  await expect(header.getByRole('link', { name: /^Meal plan, day/ })).toHaveCount(0);

  const generate = page.getByRole('button', { name: /Generate 7-day plan/ });
  await expect(generate.getByTestId('price-meal_plan_7')).toHaveText('5 coins');
  await expectNoSeriousA11yViolations(page);
  await generate.click();

  const plan = page.getByTestId('meal-plan');
  await expect(plan).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('Your 7-day plan is ready')).toBeVisible();
  await expect(plan.getByText('Planned by the built-in engine (no AI model)')).toBeVisible();
  await expect(plan.getByText('Day 1 of 7')).toBeVisible();
  await expect(plan.getByRole('tab', { name: /^Day \d, / })).toHaveCount(7);

  // The price left the wallet, and the header shows it and the plan day.
  expect(await balance(page)).toBe(before - 5);
  await expect(
    header.getByRole('link', { name: `${before - 5} FlowCoins, recharge` }),
  ).toBeVisible();
  // The pill reads "Day 1" on a wide screen and "D1" on a phone (both are in the markup: what
  // is visible is what counts).
  const pill = header.getByRole('link', { name: 'Meal plan, day 1' });
  const size = page.viewportSize();
  for (const [width, shown, hidden] of [
    [1280, 'Day 1', 'D1'],
    [390, 'D1', 'Day 1'],
  ] as const) {
    await page.setViewportSize({ width, height: 844 });
    await expect(pill.getByText(shown, { exact: true })).toBeVisible();
    await expect(pill.getByText(hidden, { exact: true })).toBeHidden();
  }
  if (size) await page.setViewportSize(size);
  await expectNoSeriousA11yViolations(page);

  // One tap logs the first meal of Day 1 (today) to the diary.
  const meals = plan.getByTestId('planned-meal');
  await expect(meals).toHaveCount(3);
  const title = (
    (await meals.first().getByRole('heading', { level: 4 }).textContent()) ?? ''
  ).trim();
  expect(title).not.toBe('');
  await meals
    .first()
    .getByRole('button', { name: `Log ${title}` })
    .click();
  await expect(page.getByText('Added to your diary')).toBeVisible();
  await expect(meals.first().getByRole('button', { name: `Log ${title} again` })).toHaveText(
    'Logged',
  );

  // Swapping another meal is free: the balance stays where it was.
  const other = (
    (await meals.nth(1).getByRole('heading', { level: 4 }).textContent()) ?? ''
  ).trim();
  await meals
    .nth(1)
    .getByRole('button', { name: `Swap ${other}` })
    .click();
  await expect(page.getByText('Meal swapped')).toBeVisible();
  await expect(meals).toHaveCount(3);
  expect(await balance(page)).toBe(before - 5);

  // The shopping list for the whole plan is one tab away.
  await plan.getByRole('tab', { name: 'Shopping list' }).click();
  await expect(page.getByTestId('shopping-list')).toBeVisible();
  await expect(page.getByTestId('shopping-list').getByRole('listitem').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto('/my-meals');
  await expect(page.getByRole('heading', { level: 1, name: 'My Meals' })).toBeVisible();
  await expect(page.getByText(title, { exact: true }).first()).toBeVisible();
});
