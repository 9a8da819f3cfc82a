import { createHash, randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { adminEmail, signUpVerifiedAdmin } from './admin-fixtures';
import {
  completeOnboardingViaApi,
  expect,
  expectNoSeriousA11yViolations,
  signUpViaApi,
  test,
  uniqueEmail,
} from './fixtures';

// The admin area's users (decision 023): find a buyer, see their order and ledger, credit coins.

const IPN_PASSPHRASE = 'e2e-ipn-passphrase';

/** A signed on_payment IPN for a first Monthly Pro payment (the server's e2e configuration). */
async function buyMonthlyPro(page: Page, email: string): Promise<string> {
  const orderId = `E2E${randomUUID().slice(0, 8).toUpperCase()}`;
  const fields: Record<string, string> = {
    event: 'on_payment',
    api_mode: 'test',
    order_id: orderId,
    product_id: '100001',
    product_name: 'Monthly Pro',
    email,
    transaction_id: String(Date.now()),
    transaction_type: 'payment',
    pay_method: 'test',
    amount: '20.00',
    currency: 'USD',
    billing_type: 'subscription',
    pay_sequence_no: '1',
    quantity: '1',
  };
  const keys = Object.keys(fields).sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
  const input = keys.map((k) => `${k}=${fields[k]}${IPN_PASSPHRASE}`).join('');
  const sha = createHash('sha512').update(input, 'utf8').digest('hex').toUpperCase();
  const res = await page.request.post('/api/v1/webhooks/digistore24', {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: new URLSearchParams({ ...fields, sha_sign: sha }).toString(),
  });
  expect(await res.text()).toMatch(/^OK/);
  return orderId;
}

test('an admin finds a buyer, sees the order and ledger, credits 10 coins; the buyer sees them live', async ({
  page,
  browser,
}, testInfo) => {
  // The buyer, signed in on their own device with the dashboard open.
  const buyerContext = await browser.newContext();
  const buyer = await buyerContext.newPage();
  const buyerEmail = uniqueEmail('buyer');
  await signUpViaApi(buyer, buyerEmail);
  await completeOnboardingViaApi(buyer);
  const orderId = await buyMonthlyPro(buyer, buyerEmail);
  const before = ((await (await buyer.request.get('/api/v1/wallet')).json()) as { balance: number })
    .balance;
  await buyer.goto('/dashboard');
  const pill = (coins: number) =>
    buyer.getByRole('banner').getByRole('link', { name: `${coins} FlowCoins, recharge` });
  await expect(pill(before)).toBeVisible();

  // The admin finds them among the buyers.
  await signUpVerifiedAdmin(page, adminEmail(1, testInfo));
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill(buyerEmail.slice(0, 14));
  await page.getByLabel('Buyer').click();
  await page.getByRole('option', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/buyer=yes/);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: buyerEmail }).click();

  await expect(page.getByRole('heading', { level: 1, name: buyerEmail })).toBeVisible();
  await expect(page.getByText(`${orderId} · 20.00 USD`, { exact: false })).toBeVisible();
  await expect(page.getByText('purchase', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Adjust coins' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Coins').fill('10');
  await dialog.getByLabel('Reason').fill('Goodwill after the outage');
  await dialog.getByRole('button', { name: 'Credit coins' }).click();
  await expect(page.getByText('Credited 10 coins')).toBeVisible();
  await expect(page.getByText(`${before + 10} coins`, { exact: true })).toBeVisible();

  // Live on the buyer's screen, without a reload.
  await expect(pill(before + 10)).toBeVisible();

  // The audit log shows who did it and why.
  await page.getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByText('Goodwill after the outage')).toBeVisible();
  await buyerContext.close();
});
