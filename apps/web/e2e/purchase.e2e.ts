import { createHash, randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, PASSWORD, test, uniqueEmail } from './fixtures';

// The e2e server's Digistore24 configuration (playwright.config.ts).
const IPN_PASSPHRASE = 'e2e-ipn-passphrase';
const THANK_YOU_KEY = 'e2e-thankyou-key';
const MONTHLY_PRODUCT = '100001';

/** Digistore24's sha_sign (decision 005), written out here so the journey checks the server. */
function sign(secret: string, fields: Record<string, string>): Record<string, string> {
  const keys = Object.keys(fields).sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
  let input = '';
  for (const key of keys) {
    const value = fields[key];
    if (value) input += `${key}=${value}${secret}`;
  }
  return {
    ...fields,
    sha_sign: createHash('sha512').update(input, 'utf8').digest('hex').toUpperCase(),
  };
}

/** Sends a signed on_payment IPN for a first Monthly Pro payment; returns the thank-you query. */
async function buyMonthlyPro(page: Page, email: string): Promise<string> {
  const orderId = `E2E${randomUUID().slice(0, 8).toUpperCase()}`;
  const ipn = sign(IPN_PASSPHRASE, {
    event: 'on_payment',
    api_mode: 'test',
    order_id: orderId,
    product_id: MONTHLY_PRODUCT,
    product_name: 'Monthly Pro',
    email,
    address_first_name: 'Jane',
    transaction_id: String(Date.now()),
    transaction_type: 'payment',
    pay_method: 'test',
    amount: '20.00',
    currency: 'USD',
    billing_type: 'subscription',
    pay_sequence_no: '1',
    quantity: '1',
  });
  const res = await page.request.post('/api/v1/webhooks/digistore24', {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: new URLSearchParams(ipn).toString(),
  });
  expect(res.status()).toBe(200);
  expect(await res.text()).toMatch(/^OK/);
  const link = sign(THANK_YOU_KEY, {
    order_id: orderId,
    buyer_email: email,
    product_id: MONTHLY_PRODUCT,
    product_name: 'Monthly Pro',
  });
  return new URLSearchParams(link).toString();
}

test('a buyer follows the thank-you link, sets a password and lands signed in with the coins', async ({
  page,
}) => {
  const email = uniqueEmail('buyer');
  const query = await buyMonthlyPro(page, email);

  await page.goto(`/welcome?${query}`);
  await expect(page.getByRole('heading', { name: 'Thank you for your purchase!' })).toBeVisible();
  await expect(page.getByText('Monthly Pro')).toBeVisible();
  await expect(page.getByText('270 FlowCoins')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expectNoSeriousA11yViolations(page);

  // Same validation as sign-up.
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(`${PASSWORD}x`);
  await page.getByRole('button', { name: 'Set Password' }).click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();

  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Set Password' }).click();
  // Signed in after 1.5 s; a new buyer has no onboarding yet (post-sign-in routing).
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(
    page.getByRole('banner').getByRole('link', { name: '270 FlowCoins, recharge' }),
  ).toBeVisible();

  // The link cannot set the password again: the page now offers the dashboard.
  await page.goto(`/welcome?${query}`);
  await expect(page.getByText('You’re all set')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Set Password' })).toHaveCount(0);
});

test('on /auth a buyer is told about the purchase and taken to setup mode, which needs a code', async ({
  page,
}) => {
  const email = uniqueEmail('buyer');
  await buyMonthlyPro(page, email);

  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await expect(page.getByText('Purchase Detected (270 coins)')).toBeVisible();
  // Sign-in with some password: the buyer has none yet, so setup mode opens with a welcome.
  await page.getByLabel('Password', { exact: true }).fill('not-my-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Welcome from DigiStore24!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Complete Your Setup' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');

  // Knowing the address is not enough: a code is required, and a wrong one is refused.
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Set Password' }).click();
  await expect(
    page.getByText('Enter the code we emailed you, or send yourself one first.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await expect(page.getByText(/Sent to/)).toBeVisible();
  await page.getByLabel('Code from the email').fill('00000000');
  await page.getByRole('button', { name: 'Set Password' }).click();
  await expect(page.getByText('Setup failed')).toBeVisible();
  await expect(
    page.getByText('This code is invalid or has expired. Please request a new one.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/auth\?mode=setup$/);
  await expectNoSeriousA11yViolations(page);

  // Back to sign-in.
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
});

test('an address without a purchase gets no hint', async ({ page }) => {
  await page.goto('/auth');
  const lookup = page.waitForResponse((r) => r.url().endsWith('/api/v1/purchases/lookup'));
  await page.getByLabel('Email').fill(uniqueEmail('nobody'));
  expect((await lookup).status()).toBe(200);
  await expect(page.getByText(/Purchase Detected/)).toHaveCount(0);
});
