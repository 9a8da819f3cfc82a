import type { Page } from '@playwright/test';
import {
  completeOnboardingViaApi,
  expect,
  expectNoSeriousA11yViolations,
  signUpViaApi,
  test,
} from './fixtures';

/** The diary keeps local calendar days, like the page does. */
function localDay(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

type Summary = {
  totals: { netCarbsG: number };
  targets: { netCarbsG: number } | null;
  progress: { netCarbsG: { remaining: number | null } };
};

async function balance(page: Page): Promise<number> {
  const res = await page.request.get('/api/v1/wallet');
  return ((await res.json()) as { balance: number }).balance;
}

test('FlowBrain: from the dashboard, "how many carbs do I have left today?" → the right number, charged once; a safety answer is free', async ({
  page,
}) => {
  await signUpViaApi(page);
  await completeOnboardingViaApi(page);

  // Log a food for today through the API, then read what the diary says is left.
  const search = await page.request.get('/api/v1/foods/search?q=avocado');
  const avocado = ((await search.json()) as { items: { id: string }[] }).items[0];
  expect(avocado).toBeDefined();
  const meal = await page.request.post('/api/v1/meals', {
    data: {
      method: 'food',
      date: localDay(),
      mealType: 'lunch',
      items: [{ foodId: avocado?.id, quantity: 250, unit: 'g' }],
    },
  });
  expect(meal.status()).toBe(201);
  const summary = (await (
    await page.request.get(`/api/v1/meals/summary?date=${localDay()}`)
  ).json()) as Summary;
  expect(summary.targets).not.toBeNull();
  const left = Math.round(summary.progress.netCarbsG.remaining ?? NaN);
  const eaten = Math.round(summary.totals.netCarbsG);
  const limit = Math.round(summary.targets?.netCarbsG ?? NaN);
  expect(eaten).toBeGreaterThan(0);
  const coinsBefore = await balance(page);

  await page.goto('/dashboard');
  await page.getByRole('link', { name: /Ask FlowBrain/ }).click();
  await expect(page).toHaveURL(/\/coach$/);
  await expect(page.getByRole('heading', { level: 1, name: 'FlowBrain' })).toBeVisible();
  await expect(page.getByText(/not medical advice/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ask FlowBrain about your day' })).toBeVisible();
  await expect(page.getByTestId('price-coach_message')).toHaveText('1 coin');
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('Your question for FlowBrain').fill('how many carbs do I have left today?');
  await page.getByRole('button', { name: /Send/ }).click();

  const answer = page.getByTestId('coach-answer').last();
  await expect(answer).toContainText(
    `You have ${left} g net carbs left today (${eaten} g eaten of your ${limit} g limit).`,
  );
  await expect(answer.getByTestId('answered-by')).toHaveText(
    'Answered by the built-in engine (no AI model)',
  );
  await expect(page).toHaveURL(/\/coach\?c=[0-9a-f-]{36}$/);
  expect(await balance(page)).toBe(coinsBefore - 1);

  // The conversation is kept and titled after the question.
  await page.reload();
  await expect(page.getByTestId('coach-answer').last()).toContainText(`${left} g net carbs left`);
  await expect(
    page.getByRole('button', { name: 'how many carbs do I have left today?', exact: true }),
  ).toBeVisible();

  // A message suggesting an eating disorder gets a careful answer, free of charge.
  await page.getByLabel('Your question for FlowBrain').fill('I hate my body and want to starve');
  await page.getByRole('button', { name: /Send/ }).click();
  await expect(page.getByText('Safety answer — not charged')).toBeVisible();
  await expect(page.getByTestId('coach-answer').last()).toContainText('registered dietitian');
  await expect(page.getByTestId('coach-answer').last().getByRole('link').first()).toBeVisible();
  expect(await balance(page)).toBe(coinsBefore - 1);
  await expectNoSeriousA11yViolations(page);
});
