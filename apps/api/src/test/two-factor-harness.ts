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
 * An admin the admin area answers: an address of the context's ADMIN_EMAILS (create the
 * context with `env: { ADMIN_EMAILS: email }`), TOTP enrolled, and a session that proved it.
 */
export async function signInVerifiedAdmin(
  ctx: TestContext,
  email: string = uniqueEmail('admin'),
): Promise<EnrolledUser> {
  const user = await signUp(ctx.app, email);
  // Enrolment is itself a proof of the second factor for the session it leaves.
  return enrolTwoFactor(ctx.app, user);
}
