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

const PENDING_KEY = 'pending-referral-code';

/** The same "no page or console errors" rule as the fixture's own page, for extra contexts. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    const text = msg.text();
    if (/Failed to load resource: the server responded with a status of 4\d\d/.test(text)) return;
    errors.push(`console: ${text}`);
  });
  return errors;
}

function coinPill(page: Page, coins: number) {
  return page.getByRole('banner').getByRole('link', { name: `${coins} FlowCoins, recharge` });
}

test('/ref/CODE → sign-up → onboarding: the referrer sees the completed referral and +50 coins', async ({
  page: referrer,
  browser,
  baseURL,
}) => {
  // Two browsers, a questionnaire-free onboarding and three accessibility scans.
  test.slow();
  // The referrer: an onboarded account (25 bonus coins) and its code.
  await signUpViaApi(referrer, uniqueEmail('referrer'));
  await completeOnboardingViaApi(referrer);
  const mine = await (await referrer.request.get('/api/v1/referrals/me')).json();
  const code: string = mine.code;
  expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
  expect(mine.shareUrl).toBe(`${baseURL}/ref/${code}`);

  // A friend, in a browser of their own, opens the link.
  const friendContext = await browser.newContext({ baseURL });
  const friend = await friendContext.newPage();
  const friendErrors = collectErrors(friend);
  await friend.goto(`/ref/${code}`);
  await expect(friend.getByRole('heading', { level: 1, name: "You're invited" })).toBeVisible();
  await expect(friend.getByText(code, { exact: true })).toBeVisible();
  await expect
    .poll(() => friend.evaluate((key) => localStorage.getItem(key), PENDING_KEY))
    .toBe(code);
  await expectNoSeriousA11yViolations(friend);

  await friend.getByRole('link', { name: 'Join KetoFlow' }).click();
  await expect(friend).toHaveURL(/\/auth\?mode=sign-up$/);
  await friend.getByLabel('Email').fill(uniqueEmail('friend'));
  await friend.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await friend.getByLabel('Confirm password').fill(PASSWORD);
  await friend.getByRole('button', { name: 'Create Account' }).click();
  await expect(friend).toHaveURL(/\/onboarding$/);
  // Processed with the sign-up, then removed from the browser.
  expect(await friend.evaluate((key) => localStorage.getItem(key), PENDING_KEY)).toBeNull();

  // Before the friend finishes onboarding: a pending referral, no reward yet.
  await referrer.goto('/affiliate-center');
  await expect(referrer.getByRole('heading', { level: 1, name: 'Affiliate Center' })).toBeVisible();
  const list = referrer.getByRole('list', { name: 'Referrals' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByText('Friend #1')).toBeVisible();
  await expect(list.getByText(/Pending/)).toBeVisible();
  await expect(coinPill(referrer, 25)).toBeVisible();

  // The friend completes onboarding; the open Affiliate Center updates live.
  await completeOnboardingViaApi(friend);
  await expect(coinPill(referrer, 75)).toBeVisible();
  await expect(list.getByText('Completed')).toBeVisible();
  await expect(list.getByText('+50 FlowCoins')).toBeVisible();
  const earned = referrer.getByRole('definition').filter({ hasText: /^50$/ });
  await expect(earned).toBeVisible();

  // And after a reload, from the server.
  await referrer.reload();
  await expect(list.getByText('Completed')).toBeVisible();
  await expect(coinPill(referrer, 75)).toBeVisible();
  await expectNoSeriousA11yViolations(referrer);
  // The friend got the onboarding bonus only.
  expect((await (await friend.request.get('/api/v1/wallet')).json()).balance).toBe(25);

  await friendContext.close();
  expect(friendErrors).toEqual([]);
});

test('the Affiliate Center copies the share link, and shows an empty list at first', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signUpViaApi(page);
  await page.goto('/affiliate-center');
  await expect(page.getByText('No referrals yet')).toBeVisible();
  const link = page.getByLabel('Your referral link');
  const url = await link.inputValue();
  expect(url).toMatch(new RegExp(`^${baseURL}/ref/[A-HJ-NP-Z2-9]{8}$`));
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await expectNoSeriousA11yViolations(page);
});

test('signed-out visitors of the Affiliate Center are invited to sign in', async ({ page }) => {
  await page.goto('/affiliate-center');
  await expect(
    page.getByRole('heading', { name: 'Sign in to get your referral link' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/auth$/);
});

test('a malformed referral link stores nothing and still leads to sign-up', async ({ page }) => {
  await page.goto('/ref/not-a-code');
  await expect(
    page.getByRole('heading', { name: "This invitation link doesn't look right" }),
  ).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), PENDING_KEY)).toBeNull();
  await page.getByRole('link', { name: 'Sign up without a code' }).click();
  await expect(page).toHaveURL(/\/auth\?mode=sign-up$/);
});
