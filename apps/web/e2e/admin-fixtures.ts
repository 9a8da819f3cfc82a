import { expect, type Page, type TestInfo } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { signUpViaApi } from './fixtures';
import { CONFIRMATION_LINK, fromMailbox } from './mailbox';

/**
 * The journeys' admins: playwright.config.ts puts `e2e-admin-0..7@example.com` in ADMIN_EMAILS.
 * Each journey takes its own slot (0–3); a retry uses the slot's second address, because the
 * first attempt's account may already exist.
 */
export function adminEmail(slot: number, testInfo: TestInfo): string {
  return `e2e-admin-${slot * 2 + Math.min(testInfo.retry, 1)}@example.com`;
}

const PERIOD_MS = 30_000;
const lastStep = new Map<string, number>();

/**
 * A code an authenticator app shows for this base32 secret (RFC 6238 defaults) that the server
 * will take: each code is accepted once, and never one of an earlier step, so a second code
 * within 30 s is the next step's (accepted a period early), and a third waits for its step.
 */
export async function totpCode(secret: string): Promise<string> {
  const current = Math.floor(Date.now() / PERIOD_MS);
  const step = Math.max(current, (lastStep.get(secret) ?? -1) + 1);
  const wait = (step - 1) * PERIOD_MS - Date.now() + 50;
  if (step > current + 1) await new Promise((resolve) => setTimeout(resolve, wait));
  lastStep.set(secret, step);
  return new TOTP({ secret: Secret.fromBase32(secret.replace(/\s+/g, '')) }).generate({
    timestamp: step * PERIOD_MS,
  });
}

/**
 * Confirms the address as its owner does: asks for the link, then opens it from the mailbox
 * (the app signs the browser in on the way).
 */
export async function confirmEmailViaMailbox(page: Page, email: string): Promise<void> {
  const ask = await page.request.post('/api/v1/auth/resend-verification', { data: { email } });
  expect(ask.status()).toBe(202);
  const link = new URL(await fromMailbox(email, CONFIRMATION_LINK));
  // Opened as a request, not in the page: an app left running there would keep calling the API
  // with the session the enrolment below replaces, and the answer that clears that dead
  // session's cookie could land after the new one.
  const opened = await page.request.get(`${link.pathname}${link.search}`);
  expect(opened.url()).toMatch(/verified=1/);
}

/**
 * Signs an admin up through the API, confirms the address and enrols an authenticator app the
 * way the profile does (password, then the first code): the browser then holds a session the
 * admin area answers.
 */
export async function signUpVerifiedAdmin(
  page: Page,
  email: string,
): Promise<{ email: string; password: string; secret: string }> {
  const admin = await signUpViaApi(page, email);
  await confirmEmailViaMailbox(page, email);
  const setup = await page.request.post('/api/v1/me/two-factor/setup', {
    data: { password: admin.password },
  });
  expect(setup.status()).toBe(200);
  const { secret } = (await setup.json()) as { secret: string };
  const confirm = await page.request.post('/api/v1/me/two-factor/confirm', {
    data: { code: await totpCode(secret) },
  });
  expect(confirm.status()).toBe(200);
  return { ...admin, secret };
}
