import {
  completeOnboardingViaApi,
  expect,
  expectNoSeriousA11yViolations,
  interactAndWaitForApp,
  openAppSignedIn,
  signUpViaApi,
  test,
} from './fixtures';

// The e2e server's Digistore24 configuration (playwright.config.ts): one product per plan.
const PLANS = [
  { name: 'Monthly Pro', price: '$20', coins: '200 FlowCoins every month', bonus: '+70 bonus' },
  { name: 'Yearly Pro', price: '$192', coins: '2,400 FlowCoins every year', bonus: '+900 bonus' },
  { name: 'Mega Deal', price: '$600', coins: '20,000 FlowCoins', bonus: '+8,000 bonus' },
] as const;
const ORDER_FORMS = [
  'https://www.digistore24.com/product/100001',
  'https://www.digistore24.com/product/100002',
  'https://www.digistore24.com/product/100003',
];

test('signed out, /d sells the three plans with Buy Now links to their Digistore24 order forms', async ({
  page,
}) => {
  await page.goto('/d');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Keto that plans itself around you' }),
  ).toBeVisible();

  const plans = page.locator('#plans');
  for (const plan of PLANS) {
    const card = plans.getByRole('article', { name: plan.name });
    await expect(card).toContainText(plan.price);
    await expect(card).toContainText(plan.coins);
    await expect(card).toContainText(plan.bonus);
  }
  await expect(plans.getByRole('article', { name: 'Yearly Pro' })).toContainText('TRENDING');
  await expect(plans.getByRole('article', { name: 'Yearly Pro' })).toContainText(
    'About $16/month, 20% off',
  );
  await expect(plans.getByRole('article', { name: 'Mega Deal' })).toContainText('one time');

  // The order forms are in the page as served, before the app starts, and stay once it runs.
  const buy = page.getByRole('link', { name: /^Buy Now/ });
  for (const live of [false, true]) {
    if (live) await interactAndWaitForApp(page);
    await expect(page.locator('#root[data-prerendered]')).toHaveCount(live ? 0 : 1);
    await expect(buy).toHaveCount(3);
    for (const [index, href] of ORDER_FORMS.entries()) {
      const link = buy.nth(index);
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  }

  // The simplified header's button brings the plans into view.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(plans).not.toBeInViewport();
  await page.getByRole('banner').getByRole('button', { name: 'I want KetoFlow' }).click();
  await expect(plans).toBeInViewport();

  // The footer: the same prices in euro, and legal links that lead back to /d.
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('Monthly Pro €20 per month');
  await expect(footer).toContainText('Yearly Pro €192 per year');
  await expect(footer).toContainText('Mega Deal €600 one time');
  const legal = footer.getByRole('navigation', { name: 'Legal' }).getByRole('link');
  await expect(legal).toHaveCount(6);
  for (const href of await legal.evaluateAll((links) =>
    links.map((a) => a.getAttribute('href') ?? ''),
  )) {
    expect(href).toMatch(/^\/[a-z-]+\?source=d$/);
  }

  // No third-party scripts unless configured.
  await expect(page.locator('script[src^="http"]')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('a legal page opened from /d leads back to /d and shows the operator', async ({ page }) => {
  await page.goto('/d');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Refund Policy' }).click();
  await expect(page).toHaveURL(/\/refund-policy\?source=d$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Refund Policy' })).toBeVisible();
  await expect(page.getByText(/60 days of the payment/)).toBeVisible();
  await expect(page.getByRole('link', { name: /support@127\.0\.0\.1/ }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Back to KetoFlow Pro' }).click();
  await expect(page).toHaveURL(/\/d$/);
});

test('signed in, /d shows no Buy Now and points to the FlowCoins page', async ({ page }) => {
  await signUpViaApi(page);
  await openAppSignedIn(page);
  await page.goto('/d');
  await expect(page.getByRole('article', { name: 'Monthly Pro' })).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'You’re signed in — top up from FlowCoins' }).first(),
  ).toHaveAttribute('href', '/coin-recharge');
  await expect(page.getByRole('link', { name: /Buy Now/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'I want KetoFlow' })).toHaveCount(0);
});

test('/coin-recharge shows the balance, the offers and the welcome bonus in the history', async ({
  page,
}) => {
  await signUpViaApi(page);
  await completeOnboardingViaApi(page);
  await page.goto('/coin-recharge');
  await expect(page.getByRole('heading', { level: 1, name: 'FlowCoins' })).toBeVisible();

  const history = page.locator('[data-slot="card"]', {
    has: page.getByRole('heading', { name: 'History' }),
  });
  const bonus = history.getByRole('listitem').filter({ hasText: 'Welcome bonus' });
  await expect(bonus).toBeVisible();
  await expect(bonus).toContainText('+25');
  await expect(bonus).toContainText('Balance 25');

  // Plans and coin packs link to their order forms in a new tab.
  const topUp = page.getByRole('region', { name: 'Top up' });
  await expect(topUp.getByRole('link', { name: /Monthly Pro/ })).toHaveAttribute(
    'href',
    ORDER_FORMS[0],
  );
  await expect(topUp.getByRole('link', { name: /500 FlowCoins/ })).toHaveAttribute(
    'href',
    'https://www.digistore24.com/product/100010',
  );
  await expect(topUp.getByRole('link', { name: /1,200 FlowCoins/ })).toHaveAttribute(
    'target',
    '_blank',
  );
  await page.waitForLoadState('networkidle');
  await expectNoSeriousA11yViolations(page);
});
