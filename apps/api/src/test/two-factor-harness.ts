import type { FastifyInstance } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { as, cookieFrom, signUp, uniqueEmail, type TestContext, type TestUser } from './harness.js';

/** The code an authenticator app shows for this base32 secret (RFC 6238: SHA-1, 6 digits, 30 s). */
export function totpCode(secret: string, at: number = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: at,
  });
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
    payload: { code: totpCode(secret) },
  });
  if (confirm.statusCode !== 200)
    throw new Error(`2FA confirm: ${confirm.statusCode} ${confirm.body}`);
  return { ...user, cookie: cookieFrom(confirm), secret, backupCodes };
}

/**
 * Confirms the user's address the way its owner does: asks for the link, then opens it
 * (e-mails are written after the answer, into the outbox without a mail server).
 */
export async function confirmEmail(ctx: TestContext, user: { email: string }): Promise<void> {
  const ask = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/resend-verification',
    payload: { email: user.email },
  });
  if (ask.statusCode >= 300) throw new Error(`resend: ${ask.statusCode} ${ask.body}`);
  await ctx.app.services.background.idle();
  const mail = await ctx.database.db.query.outboxEmails.findFirst({
    where: (t, { and, eq }) => and(eq(t.toAddress, user.email), eq(t.kind, 'email_verification')),
    orderBy: (t, { desc }) => desc(t.createdAt),
  });
  const link = /(https?:\/\/\S+verify-email\S+)/.exec(mail?.textBody ?? '')?.[1];
  if (!link) throw new Error(`no confirmation link for ${user.email}`);
  const url = new URL(link);
  const open = await ctx.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
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
): Promise<EnrolledUser> {
  const user = await signUp(ctx.app, email);
  await confirmEmail(ctx, user);
  // Enrolment is itself a proof of the second factor for the session it leaves.
  return enrolTwoFactor(ctx.app, user);
}
