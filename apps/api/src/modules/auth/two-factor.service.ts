import type { DisableTwoFactorBody, SecondFactorBody, TwoFactorSetup } from '@ketoflow/contracts';
import { ErrorCode } from '@ketoflow/contracts';
import { APIError } from 'better-auth/api';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { session, sessionSecondFactor, user } from './auth.schema.js';
import { AppError, ConflictError } from '../../lib/errors.js';
import type { RateLimiter, RateRule } from '../../lib/rate-limiter.js';
import { CLIENT_IP_HEADER } from '../../plugins/session.js';
import { call } from './auth.errors.js';
import { toAuthUser } from './auth.service.js';
import type { BetterAuth } from './better-auth.js';
import { SESSION_COOKIE_PREFIX } from './better-auth.js';
import { sessionTokenFromCookie, type SessionCache } from './session-cache.js';
import { createUsedSteps } from './two-factor.steps.js';

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

/**
 * How often a second factor may be tried (lib/rate-limiter.ts has the figures). Budgets belong
 * to a session and to a client address, never to the account alone: wrong codes typed in one
 * session (or by someone holding a stolen one) must not lock the owner out of theirs. A
 * pending sign-in has the library's own budgets (five codes per sign-in, and a lock on new
 * sign-ins of the account after ten wrong ones), which never touch an existing session.
 */
export type TwoFactorLimits = { failuresPerSession: RateRule; perIp: RateRule };

function wrongPassword(): AppError {
  // 400, not 401: the session is fine, only the password typed to confirm is not.
  return new AppError(ErrorCode.INVALID_CREDENTIALS, 400, 'That password is not right.');
}

function wrongCode(): AppError {
  return new AppError(
    ErrorCode.INVALID_SECOND_FACTOR,
    400,
    'That code is not right. Check your authenticator app and try again.',
  );
}

async function confirmingPassword<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    const code =
      error instanceof APIError ? (error.body as { code?: string } | undefined)?.code : undefined;
    if (code === 'INVALID_PASSWORD' || code === 'CREDENTIAL_ACCOUNT_NOT_FOUND')
      throw wrongPassword();
    // The same refusal after `call` has mapped it: a wrong password, not a signed-out session.
    if (error instanceof AppError && error.code === ErrorCode.INVALID_CREDENTIALS)
      throw wrongPassword();
    if (code === 'TOTP_ALREADY_ENABLED')
      throw new ConflictError('Two-factor sign-in is already on for this account.');
    throw error;
  }
}

/** The client address the server put on the headers it hands the library (plugins/session.ts). */
const ipOf = (headers: Headers) => headers.get(CLIENT_IP_HEADER) ?? 'unknown';

/**
 * Two-factor sign-in through the auth library's plugin (TOTP + backup codes), called
 * in-process: none of its /api/auth paths is routed. Every session that proves the second
 * factor (a two-factor sign-in, the enrolment, an admin step-up) is recorded with the time,
 * which the admin area reads (decision 023). Only the owner can change the factor (decision
 * 036): enrolment ends every other session, turning it off needs a current code, and each
 * authenticator code is accepted once.
 */
export function createTwoFactorService(deps: {
  auth: BetterAuth;
  db: Db;
  limiter: RateLimiter;
  limits: TwoFactorLimits;
  sessionCache?: SessionCache;
}) {
  const { auth, db, limiter, limits } = deps;
  const usedSteps = createUsedSteps({ auth, db });

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

  /**
   * A code checked in a signed-in session: this session's failure budget and the address's,
   * the library's check, then (for an authenticator code) its one use.
   */
  async function verifyInSession(
    userId: string,
    sessionId: string,
    body: SecondFactorBody,
    headers: Headers,
  ) {
    const sessionKey = `two-factor:session:${sessionId}`;
    await limiter.hit(`two-factor:ip:${ipOf(headers)}`, limits.perIp);
    await limiter.assertUnder(sessionKey, limits.failuresPerSession);
    try {
      const result = await verify(body, headers);
      if (body.method === 'totp' && !(await usedSteps.claim(userId, body.code))) throw wrongCode();
      await limiter.reset(sessionKey);
      return result;
    } catch (error) {
      if (error instanceof AppError && error.code === ErrorCode.INVALID_SECOND_FACTOR)
        await limiter.count(sessionKey, limits.failuresPerSession);
      throw error;
    }
  }

  /** A password typed to confirm, counted against this session's failure budget. */
  async function passwordInSession<T>(sessionId: string, fn: () => Promise<T>): Promise<T> {
    const key = `two-factor:session:${sessionId}`;
    await limiter.assertUnder(key, limits.failuresPerSession);
    try {
      return await confirmingPassword(fn);
    } catch (error) {
      if (error instanceof AppError && error.code === ErrorCode.INVALID_CREDENTIALS)
        await limiter.count(key, limits.failuresPerSession);
      throw error;
    }
  }

  /** Every session of the user but `keepToken` ends, in every process. */
  async function endOtherSessions(userId: string, keepToken: string | undefined): Promise<void> {
    await db
      .delete(session)
      .where(
        keepToken
          ? and(eq(session.userId, userId), ne(session.token, keepToken))
          : eq(session.userId, userId),
      );
    deps.sessionCache?.forgetUser(userId);
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
    async setup(
      userId: string,
      sessionId: string,
      password: string,
      headers: Headers,
    ): Promise<TwoFactorSetup> {
      await limiter.hit(`two-factor:ip:${ipOf(headers)}`, limits.perIp);
      const result = await passwordInSession(sessionId, () =>
        auth.api.enableTwoFactor({ body: { password, method: 'totp' }, headers }),
      );
      if (result.method !== 'totp') throw new Error('two-factor: expected a TOTP enrolment');
      await usedSteps.forget(userId);
      return {
        totpUri: result.totpURI,
        secret: new URL(result.totpURI).searchParams.get('secret') ?? '',
        backupCodes: result.backupCodes,
      };
    },

    /**
     * The first valid code turns it on; the library replaces the session (new cookie), and
     * every other session of the account ends: a session opened before the enrolment (perhaps
     * by whoever had the password) must not outlive it.
     */
    async confirm(userId: string, sessionId: string, code: string, headers: Headers) {
      const result = await verifyInSession(userId, sessionId, { method: 'totp', code }, headers);
      const token = startedSessionToken(result.headers, result.data.token);
      await endOtherSessions(userId, token);
      await recordBySessionToken(token);
      return { data: { enabled: true }, headers: result.headers };
    },

    /** Off only with the password and a current code (or a backup code). */
    async disable(userId: string, sessionId: string, body: DisableTwoFactorBody, headers: Headers) {
      // The password first: a typo there must not use up the code.
      await passwordInSession(sessionId, () =>
        auth.api.verifyPassword({ body: { password: body.password }, headers }),
      );
      await verifyInSession(userId, sessionId, { method: body.method, code: body.code }, headers);
      const result = await passwordInSession(sessionId, () =>
        call(() =>
          auth.api.disableTwoFactor({
            body: { password: body.password },
            headers,
            returnHeaders: true,
          }),
        ),
      );
      await db.delete(sessionSecondFactor).where(eq(sessionSecondFactor.userId, userId));
      await usedSteps.forget(userId);
      deps.sessionCache?.forgetUser(userId);
      return { data: { enabled: false }, headers: result.headers };
    },

    /**
     * The second step of a sign-in: the pending sign-in's cookie plus a code start a session.
     * An authenticator code already used (here or in a session) ends the sign-in it started.
     */
    async completeSignIn(body: SecondFactorBody, headers: Headers, ip: string) {
      await limiter.hit(`two-factor:ip:${ip}`, limits.perIp);
      const result = await verify(body, headers);
      const token = startedSessionToken(result.headers, result.data.token);
      if (body.method === 'totp' && !(await usedSteps.claim(result.data.user.id, body.code))) {
        if (token) await db.delete(session).where(eq(session.token, token));
        throw wrongCode();
      }
      await recordBySessionToken(token);
      return { data: { user: toAuthUser(result.data.user) }, headers: result.headers };
    },

    /** A signed-in session proves the second factor again (the admin area's step-up). */
    async stepUp(userId: string, sessionId: string, body: SecondFactorBody, headers: Headers) {
      await verifyInSession(userId, sessionId, body, headers);
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
