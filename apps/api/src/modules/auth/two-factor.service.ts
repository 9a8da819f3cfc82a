import type { SecondFactorBody, TwoFactorSetup } from '@ketoflow/contracts';
import { ErrorCode } from '@ketoflow/contracts';
import { APIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { session, sessionSecondFactor, user } from '../../db/schema/index.js';
import { AppError, ConflictError } from '../../lib/errors.js';
import type { RateLimiter, RateRule } from '../../lib/rate-limiter.js';
import { call } from './auth.errors.js';
import { toAuthUser } from './auth.service.js';
import type { BetterAuth } from './better-auth.js';
import { SESSION_COOKIE_PREFIX } from './better-auth.js';
import { sessionTokenFromCookie, type SessionCache } from './session-cache.js';

/**
 * The session token a library answer set (its Set-Cookie is `token.signature`), else the one
 * it reported: confirming an enrolment replaces the session but reports the old token.
 */
function startedSessionToken(headers: Headers, reported: string | undefined): string | undefined {
  const cookies = headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .join('; ');
  const signed = sessionTokenFromCookie(cookies, SESSION_COOKIE_PREFIX);
  return signed ? (decodeURIComponent(signed).split('.')[0] ?? reported) : reported;
}

/** How often a second factor may be tried: the plugin counts sign-ins, not signed-in checks. */
export type TwoFactorLimits = { perUser: RateRule; perIp: RateRule };

export const DEFAULT_TWO_FACTOR_LIMITS: TwoFactorLimits = {
  perUser: { limit: 10, windowSeconds: 900 },
  perIp: { limit: 30, windowSeconds: 900 },
};

function wrongPassword(): AppError {
  // 400, not 401: the session is fine, only the password typed to confirm is not.
  return new AppError(ErrorCode.INVALID_CREDENTIALS, 400, 'That password is not right.');
}

async function confirmingPassword<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    const code =
      error instanceof APIError ? (error.body as { code?: string } | undefined)?.code : undefined;
    if (code === 'INVALID_PASSWORD' || code === 'CREDENTIAL_ACCOUNT_NOT_FOUND')
      throw wrongPassword();
    if (code === 'TOTP_ALREADY_ENABLED')
      throw new ConflictError('Two-factor sign-in is already on for this account.');
    throw error;
  }
}

/**
 * Two-factor sign-in through the auth library's plugin (TOTP + backup codes), called
 * in-process: none of its /api/auth paths is routed. Every session that proves the second
 * factor (a two-factor sign-in, the enrolment, an admin step-up) is recorded with the time,
 * which the admin area reads (decision 023).
 */
export function createTwoFactorService(deps: {
  auth: BetterAuth;
  db: Db;
  limiter: RateLimiter;
  limits: TwoFactorLimits;
  sessionCache?: SessionCache;
}) {
  const { auth, db, limiter, limits } = deps;

  async function recordBySessionToken(token: string | undefined): Promise<void> {
    if (!token) return;
    const rows = await db
      .select({ id: session.id, userId: session.userId })
      .from(session)
      .where(eq(session.token, token))
      .limit(1);
    const row = rows[0];
    if (row) await record(row.id, row.userId);
  }

  async function record(sessionId: string, userId: string): Promise<void> {
    const now = new Date();
    await db
      .insert(sessionSecondFactor)
      .values({ sessionId, userId, verifiedAt: now })
      .onConflictDoUpdate({ target: sessionSecondFactor.sessionId, set: { verifiedAt: now } });
  }

  /** Checks a code against the plugin (session or pending sign-in, by the cookies sent). */
  function verify(body: SecondFactorBody, headers: Headers) {
    return call(() =>
      body.method === 'backup_code'
        ? auth.api.verifyBackupCode({ body: { code: body.code }, headers, returnHeaders: true })
        : auth.api.verifyTOTP({ body: { code: body.code }, headers, returnHeaders: true }),
    );
  }

  async function status(userId: string): Promise<{ enabled: boolean }> {
    const rows = await db
      .select({ enabled: user.twoFactorEnabled })
      .from(user)
      .where(eq(user.id, userId))
      .limit(1);
    return { enabled: rows[0]?.enabled ?? false };
  }

  return {
    status,

    /** A new secret and backup codes; two-factor sign-in is on only after `confirm`. */
    async setup(userId: string, password: string, headers: Headers): Promise<TwoFactorSetup> {
      await limiter.hit(`two-factor:user:${userId}`, limits.perUser);
      const result = await confirmingPassword(() =>
        auth.api.enableTwoFactor({ body: { password, method: 'totp' }, headers }),
      );
      if (result.method !== 'totp') throw new Error('two-factor: expected a TOTP enrolment');
      return {
        totpUri: result.totpURI,
        secret: new URL(result.totpURI).searchParams.get('secret') ?? '',
        backupCodes: result.backupCodes,
      };
    },

    /** The first valid code turns it on; the library replaces the session (new cookie). */
    async confirm(userId: string, code: string, headers: Headers) {
      await limiter.hit(`two-factor:user:${userId}`, limits.perUser);
      const result = await verify({ method: 'totp', code }, headers);
      deps.sessionCache?.forgetUser(userId);
      await recordBySessionToken(startedSessionToken(result.headers, result.data.token));
      return { data: { enabled: true }, headers: result.headers };
    },

    async disable(userId: string, password: string, headers: Headers) {
      await limiter.hit(`two-factor:user:${userId}`, limits.perUser);
      const result = await confirmingPassword(() =>
        call(() => auth.api.disableTwoFactor({ body: { password }, headers, returnHeaders: true })),
      );
      await db.delete(sessionSecondFactor).where(eq(sessionSecondFactor.userId, userId));
      deps.sessionCache?.forgetUser(userId);
      return { data: { enabled: false }, headers: result.headers };
    },

    /** The second step of a sign-in: the pending sign-in's cookie plus a code start a session. */
    async completeSignIn(body: SecondFactorBody, headers: Headers, ip: string) {
      await limiter.hit(`two-factor:ip:${ip}`, limits.perIp);
      const result = await verify(body, headers);
      await recordBySessionToken(startedSessionToken(result.headers, result.data.token));
      return { data: { user: toAuthUser(result.data.user) }, headers: result.headers };
    },

    /** A signed-in session proves the second factor again (the admin area's step-up). */
    async stepUp(userId: string, sessionId: string, body: SecondFactorBody, headers: Headers) {
      await limiter.hit(`two-factor:user:${userId}`, limits.perUser);
      await verify(body, headers);
      await record(sessionId, userId);
    },

    /** Whether the user has it on, and when this session last proved it. */
    async secondFactorOf(
      userId: string,
      sessionId: string | null,
    ): Promise<{ enabled: boolean; verifiedAt: Date | null }> {
      const { enabled } = await status(userId);
      if (!enabled || !sessionId) return { enabled, verifiedAt: null };
      const rows = await db
        .select({ at: sessionSecondFactor.verifiedAt, userId: sessionSecondFactor.userId })
        .from(sessionSecondFactor)
        .where(eq(sessionSecondFactor.sessionId, sessionId))
        .limit(1);
      const row = rows[0];
      return { enabled, verifiedAt: row && row.userId === userId ? row.at : null };
    },
  };
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
