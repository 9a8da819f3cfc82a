import type { FastifyInstance } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { as, cookieFrom, signUp, uniqueEmail, type TestContext, type TestUser } from './harness.js';

/** The code an authenticator app shows for this base32 secret (RFC 6238: SHA-1, 6 digits, 30 s). */
export function totpCode(secret: string, at: number = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: at,
  });
}

const PERIOD_MS = 30_000;
const lastStep = new Map<string, number>();

/**
 * A code the server will take: each authenticator code is accepted once, and never one of an
 * earlier step, so a test that needs several codes in a row gets the next step's (which the
 * server accepts a period early), and waits for a later one only past that.
 */
export async function freshTotpCode(secret: string): Promise<string> {
  const current = Math.floor(Date.now() / PERIOD_MS);
  const step = Math.max(current, (lastStep.get(secret) ?? -1) + 1);
  if (step > current + 1)
    await new Promise((r) => setTimeout(r, (step - 1) * PERIOD_MS - Date.now() + 50));
  lastStep.set(secret, step);
  return totpCode(secret, step * PERIOD_MS);
}

export type EnrolledUser = TestUser & { secret: string; backupCodes: string[] };

/** Sets up an authenticator app from the profile and confirms it; the cookie is the new one. */
export async function enrolTwoFactor(app: FastifyInstance, user: TestUser): Promise<EnrolledUser> {
  const setup = await as(app, user, {
    method: 'POST',
    url: '/api/v1/me/two-factor/setup',
    payload: { password: user.password },
  });
  if (setup.statusCode !== 200) throw new Error(`2FA setup: ${setup.statusCode} ${setup.body}`);
  const { secret, backupCodes } = setup.json<{ secret: string; backupCodes: string[] }>();
  const confirm = await as(app, user, {
    method: 'POST',
    url: '/api/v1/me/two-factor/confirm',
    payload: { code: await freshTotpCode(secret) },
  });
  if (confirm.statusCode !== 200)
    throw new Error(`2FA confirm: ${confirm.statusCode} ${confirm.body}`);
  return { ...user, cookie: cookieFrom(confirm), secret, backupCodes };
}

async function outboxText(ctx: TestContext, email: string): Promise<string | undefined> {
  const mail = await ctx.database.db.query.outboxEmails.findFirst({
    where: (t, { and, eq }) => and(eq(t.toAddress, email), eq(t.kind, 'email_verification')),
    orderBy: (t, { desc }) => desc(t.createdAt),
  });
  return mail?.textBody;
}

let confirmations = 0;
/** A private client address, different for each confirmation of this test process. */
function nextAddress(): string {
  confirmations += 1;
  return `10.${process.pid % 256}.${Math.floor(confirmations / 256) % 256}.${confirmations % 256}`;
}

/** Where a test reads the e-mails a user got: the outbox (no mail server) or a fake server. */
export type Mailbox = (email: string) => Promise<string | undefined>;

/**
 * Confirms the user's address the way its owner does: asks for the link, then opens it
 * (e-mails are written after the answer, into the outbox without a mail server; with one,
 * pass `mailbox` to read what it received).
 */
export async function confirmEmail(
  ctx: TestContext,
  user: { email: string },
  mailbox: Mailbox = (email) => outboxText(ctx, email),
): Promise<void> {
  const ask = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/resend-verification',
    payload: { email: user.email },
  });
  if (ask.statusCode >= 300) throw new Error(`resend: ${ask.statusCode} ${ask.body}`);
  await ctx.app.services.background.idle();
  const link = /(https?:\/\/\S+verify-email\S+)/.exec((await mailbox(user.email)) ?? '')?.[1];
  if (!link) throw new Error(`no confirmation link for ${user.email}`);
  const url = new URL(link);
  // The auth library limits its own routes per client address, in the database: on PostgreSQL
  // every test file shares it, so each confirmation comes from an address of its own.
  const open = await ctx.app.inject({
    method: 'GET',
    url: `${url.pathname}${url.search}`,
    remoteAddress: nextAddress(),
  });
  if (open.statusCode !== 302) throw new Error(`confirm: ${open.statusCode} ${open.body}`);
}

/**
 * An admin the admin area answers: an address of the context's ADMIN_EMAILS (create the
 * context with `env: { ADMIN_EMAILS: email }`), confirmed by its owner, TOTP enrolled, and a
 * session that proved it.
 */
export async function signInVerifiedAdmin(
  ctx: TestContext,
  email: string = uniqueEmail('admin'),
  mailbox?: Mailbox,
): Promise<EnrolledUser> {
  const user = await signUp(ctx.app, email);
  await confirmEmail(ctx, user, mailbox);
  // Enrolment is itself a proof of the second factor for the session it leaves.
  return enrolTwoFactor(ctx.app, user);
}
