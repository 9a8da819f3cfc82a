import {
  dismissAllTours,
  expect,
  expectNoSeriousA11yViolations,
  PASSWORD,
  test,
  uniqueEmail,
} from './fixtures';

test('sign up → onboarding → summary → dashboard, with the bonus in the header pill', async ({
  page,
}) => {
  const email = uniqueEmail('journey');
  await page.goto('/auth?mode=sign-up');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(
    page.getByRole('banner').getByRole('link', { name: '0 FlowCoins, recharge' }),
  ).toBeVisible();
  // The dashboard's first-visit tour has its own journey (tours.e2e.ts).
  await dismissAllTours(page);

  // Step 1: about you.
  await page.getByLabel('Your first name').fill('Jonas');
  await page.getByRole('radio', { name: 'Male', exact: true }).click();
  await page.getByLabel('Birth year').fill('1980');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 2: body, in imperial units.
  await page.getByRole('radio', { name: /Imperial/ }).click();
  await page.getByLabel('Feet').fill('5');
  await page.getByLabel('Inches').fill('11');
  await page.getByLabel('Current weight').fill('231');
  await page.getByLabel('Goal weight').fill('190');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 3: goals and lifestyle.
  await page.getByRole('radio', { name: /Lose weight/ }).click();
  await page.getByRole('radio', { name: /Steady/ }).click();
  await page.getByRole('radio', { name: /Moderately active/ }).click();
  await page.getByRole('radio', { name: '3', exact: true }).click();
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 4: food.
  await page.getByRole('radio', { name: /Everything/ }).click();
  await page.getByRole('checkbox', { name: 'Shellfish' }).click();
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 5: fasting and safety — an answer is required.
  await page.getByRole('radio', { name: /Some experience/ }).click();
  await page.getByRole('checkbox', { name: 'None of these' }).click();
  await page.getByRole('button', { name: 'See my plan' }).click();

  // The summary: written text, targets, an estimated goal date and the bonus.
  await expect(page.getByText('+25 FlowCoins added')).toBeVisible();
  await expect(page.getByText(/Jonas/).first()).toBeVisible();
  await expect(page.getByText(/net carbs/i).first()).toBeVisible();
  await expect(page.getByText(/estimate/i).first()).toBeVisible();
  await expect(
    page.getByRole('banner').getByRole('link', { name: '25 FlowCoins, recharge' }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'Go to my dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Jonas');
  await expect(
    page.getByRole('banner').getByRole('link', { name: '25 FlowCoins, recharge' }),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoSeriousA11yViolations(page);

  // The answers were stored in canonical metric units: 5 ft 11 in ≈ 180.3 cm, 231 lb ≈ 104.8 kg.
  const stored = await (await page.request.get('/api/v1/onboarding')).json();
  expect(stored.response.answers.heightCm).toBeCloseTo(180.3, 0);
  expect(stored.response.answers.currentWeightKg).toBeCloseTo(104.8, 0);
  expect(stored.response.answers.units).toBe('imperial');
  expect(stored.response.answers.exclusions).toEqual(['shellfish']);
});

test('the onboarding questionnaire has no serious accessibility violations', async ({ page }) => {
  await page.request.post('/api/v1/auth/sign-up', {
    data: { email: uniqueEmail('a11y'), password: PASSWORD },
  });
  await page.goto('/onboarding');
  await expect(page.getByLabel('Your first name')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('a safety answer shows a caution straight away', async ({ page }) => {
  await page.request.post('/api/v1/auth/sign-up', {
    data: { email: uniqueEmail('safety'), password: PASSWORD },
  });
  await page.goto('/onboarding');
  await page.getByLabel('Your first name').fill('Ana');
  await page.getByRole('radio', { name: 'Female', exact: true }).click();
  await page.getByLabel('Birth year').fill('1990');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('radio', { name: /Metric/ }).click();
  await page.getByLabel('Height').fill('168');
  await page.getByLabel('Current weight').fill('70');
  await page.getByLabel('Goal weight').fill('65');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('radio', { name: /Lose weight/ }).click();
  await page.getByRole('radio', { name: /Lightly active/ }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('checkbox', { name: 'I am pregnant or breastfeeding' }).click();
  await expect(page.getByText(/clinician|doctor|midwife/i).first()).toBeVisible();
});
