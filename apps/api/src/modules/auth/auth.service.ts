import type { AuthUser, ChangePasswordBody, SignInBody, SignUpBody } from '@ketoflow/contracts';
import { ErrorCode } from '@ketoflow/contracts';
import { APIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { user as userTable } from './auth.schema.js';
import type { BackgroundTasks } from '../../lib/background-tasks.js';
import { AppError } from '../../lib/errors.js';
import type { RateLimiter, RateLimits } from '../../lib/rate-limiter.js';
import { AccountSuspendedError, call, mapAuthError, weakPassword } from './auth.errors.js';
import { createSignInGuard, createSignUpGuard } from './auth.guards.js';
import type { BannedSignIn } from './banned-sign-in.js';
import type { BetterAuth } from './better-auth.js';
import { EMAIL_CONFIRMED_URL, SESSION_COOKIE_PREFIX } from './better-auth.js';
import { isCommonPassword } from './common-passwords.js';
import { sessionTokenFromCookie, type SessionCache } from './session-cache.js';

export type AuthResult<T> = { data: T; headers: Headers };

/**
 * Referral processing once the account exists (the referral module's service fits): the code
 * recorded, refused (silently: unknown, the user's own…) or failed (the sign-up says so).
 */
export type SignUpReferrals = {
  processSignUpOutcome(code: string, refereeId: string): Promise<'recorded' | 'refused' | 'failed'>;
};

type AuthServiceDeps = {
  auth: BetterAuth;
  db: Db;
  limiter: RateLimiter;
  limits: RateLimits;
  /** E-mails are sent after the answer, so its timing never tells whether an account exists. */
  background: BackgroundTasks;
  confirmEmail: boolean;
  /** A suspended account's sign-in: the wrong-password answer, and a note to its owner. */
  bannedSignIn: BannedSignIn;
  /**
   * Referral processing once the account exists. It never throws and answers the
   * same whatever the code, so the sign-up never fails or reveals anything because of it.
   */
  referrals?: SignUpReferrals;
  /** Optional: without it every signed-in request reads the session from the database. */
  sessionCache?: SessionCache;
};

type BetterAuthUser = {
  id: string;
  email: string;
  emailVerified: boolean;
  createdAt: Date | string;
};

export function toAuthUser(u: BetterAuthUser): AuthUser {
  return {
    id: u.id,
    email: u.email,
    emailVerified: u.emailVerified,
    createdAt: new Date(u.createdAt).toISOString(),
  };
}

export function createAuthService(deps: AuthServiceDeps) {
  const { auth, limiter, limits, background } = deps;
  const cache = deps.sessionCache;
  const signInGuard = createSignInGuard(limiter, limits);
  const signUpGuard = createSignUpGuard(limiter, limits);

  /** The confirmation link, e-mailed after the answer (its timing tells nothing). */
  function sendConfirmation(email: string): void {
    background.run('verification-email', async () => {
      try {
        await auth.api.sendVerificationEmail({ body: { email, callbackURL: EMAIL_CONFIRMED_URL } });
      } catch (error) {
        // Unknown or already-verified addresses: nothing to send, nothing to log.
        if (!(error instanceof APIError)) throw error;
      }
    });
  }

  return {
    async getSession(headers: Headers) {
      const token = cache
        ? sessionTokenFromCookie(headers.get('cookie'), SESSION_COOKIE_PREFIX)
        : null;
      const hit = token ? cache?.get(token) : null;
      if (hit) return { user: hit.user, sessionId: hit.sessionId, headers: new Headers() };
      const result = await call(() =>
        auth.api.getSession({ headers, returnHeaders: true }).then((r) => ({
          headers: r.headers,
          response: r.response,
        })),
      );
      const user = result.data ? toAuthUser(result.data.user) : null;
      // A response that refreshes the cookie is not cached: the next request must see it.
      if (cache && token && user && result.data && result.headers.getSetCookie().length === 0) {
        cache.set(token, {
          user,
          sessionId: result.data.session.id,
          expiresAt: new Date(result.data.session.expiresAt).getTime(),
        });
      }
      return { user, sessionId: result.data?.session.id ?? null, headers: result.headers };
    },

    async signUp(body: SignUpBody, headers: Headers, ip: string) {
      await signUpGuard.before(body.email, ip);
      if (isCommonPassword(body.password)) throw weakPassword();
      const result = await call(() =>
        auth.api.signUpEmail({
          // better-auth requires a display name; the onboarding name replaces it later.
          body: {
            email: body.email,
            password: body.password,
            name: body.email.split('@')[0] ?? 'friend',
            callbackURL: EMAIL_CONFIRMED_URL,
          },
          headers,
          returnHeaders: true,
        }),
      ).catch(async (error: unknown) => {
        if (error instanceof AppError && error.code === ErrorCode.USER_ALREADY_EXISTS)
          await signUpGuard.foundExisting(ip);
        throw error;
      });
      const user = toAuthUser(result.data.user);
      const referral =
        body.referralCode !== undefined && deps.referrals
          ? await deps.referrals
              .processSignUpOutcome(body.referralCode, user.id)
              .catch(() => 'failed' as const)
          : 'refused';
      // A failed referral leaves the account with a message to check the e-mail and confirm
      // the address: where sign-up sends no link, it is sent now, so that message holds.
      if (referral === 'failed' && !deps.confirmEmail) sendConfirmation(user.email);
      return {
        data: {
          user,
          emailVerificationRequired: deps.confirmEmail,
          ...(referral === 'failed' ? { referralFailed: true as const } : {}),
        },
        headers: result.headers,
      };
    },

    async signIn(body: SignInBody, headers: Headers, ip: string) {
      await signInGuard.before(body.email, ip);
      // A suspended account answers exactly like a wrong password and counts as a failure
      // (banned-sign-in.ts), or its answer would confirm the password.
      const refuseSuspended = async () => {
        await signInGuard.failed(body.email, ip);
        return deps.bannedSignIn.refuse(body.email);
      };
      const result = await call(() =>
        auth.api.signInEmail({
          body: { email: body.email, password: body.password, callbackURL: EMAIL_CONFIRMED_URL },
          headers,
          returnHeaders: true,
        }),
      ).catch(async (error: unknown) => {
        if (error instanceof AccountSuspendedError) throw await refuseSuspended();
        if (error instanceof AppError && error.code === ErrorCode.INVALID_CREDENTIALS)
          await signInGuard.failed(body.email, ip);
        throw error;
      });
      // With two-factor sign-in on, the library answers with a pending sign-in (a cookie)
      // instead of a session: the client asks for the code (two-factor.routes.ts). That answer
      // too says the password was right, so the ban is looked up before it is given, and a
      // suspended account's pending sign-in cookie is never sent.
      const answer = result.data as { user?: BetterAuthUser; twoFactorRedirect?: boolean };
      const signedIn = answer.twoFactorRedirect ? undefined : answer.user;
      if (!signedIn && (await deps.bannedSignIn.isSuspended(body.email)))
        throw await refuseSuspended();
      await signInGuard.succeeded(body.email, ip);
      if (!signedIn) return { data: { twoFactorRequired: true as const }, headers: result.headers };
      return { data: { user: toAuthUser(signedIn) }, headers: result.headers };
    },

    /** Global scope: every session of the user ends, then this browser's cookie is cleared. */
    async signOut(headers: Headers) {
      const current = await auth.api.getSession({ headers });
      if (current) {
        await auth.api.revokeSessions({ headers });
        // The triggers tell every process; this one forgets before it answers.
        cache?.forgetUser(current.user.id);
      }
      return call(() => auth.api.signOut({ headers, returnHeaders: true }));
    },

    async forgotPassword(email: string, ip: string) {
      await limiter.hit(`email:ip:${ip}`, limits.emailPerIp);
      await limiter.hit(`email:account:${email}`, limits.emailPerAccount);
      // Always the same answer, at the same speed, whether or not the account exists: the
      // lookup and the e-mail happen after the answer.
      background.run('password-reset-email', () =>
        auth.api.requestPasswordReset({ body: { email, redirectTo: '/auth?mode=reset' } }),
      );
    },

    async resendVerification(email: string, ip: string) {
      await limiter.hit(`email:ip:${ip}`, limits.emailPerIp);
      await limiter.hit(`email:account:${email}`, limits.emailPerAccount);
      sendConfirmation(email);
    },

    async resetPassword(token: string, password: string, ip: string) {
      await limiter.hit(`reset:ip:${ip}`, limits.resetPerIp);
      if (isCommonPassword(password)) throw weakPassword();
      await call(() =>
        auth.api.resetPassword({ body: { token, newPassword: password }, returnHeaders: true }),
      );
      // The reset ended the user's sessions; the token does not say whose, so forget all here.
      cache?.forgetAll();
    },

    /** Changing the password ends every other session; this one gets a fresh cookie. */
    async changePassword(userId: string, body: ChangePasswordBody, headers: Headers) {
      await limiter.hit(`change-password:user:${userId}`, limits.changePasswordPerUser);
      if (isCommonPassword(body.newPassword)) throw weakPassword();
      const result = await call(() =>
        auth.api.changePassword({
          body: {
            currentPassword: body.currentPassword,
            newPassword: body.newPassword,
            revokeOtherSessions: true,
          },
          headers,
          returnHeaders: true,
        }),
      );
      // The other sessions ended; the triggers tell every process, this one forgets now.
      cache?.forgetUser(userId);
      return result;
    },

    /** The checks and hasher for a password set outside sign-up (a buyer's first password). */
    credentials: {
      isCommonPassword,
      async hashPassword(password: string): Promise<string> {
        // better-auth's own hasher (argon2id, see better-auth.ts).
        return (await auth.$context).password.hash(password);
      },
      async newAccountId(): Promise<string> {
        return (await auth.$context).generateId({ model: 'account' }) || crypto.randomUUID();
      },
    },

    async verifyPassword(headers: Headers, password: string) {
      try {
        await auth.api.verifyPassword({ body: { password }, headers });
      } catch (error) {
        mapAuthError(error);
      }
    },

    async findUserById(id: string) {
      const rows = await deps.db.select().from(userTable).where(eq(userTable.id, id)).limit(1);
      return rows[0] ? toAuthUser(rows[0]) : null;
    },

    /** Deletes the user; every user-owned row goes with it (ON DELETE CASCADE). */
    async deleteUser(userId: string) {
      await deps.db.delete(userTable).where(eq(userTable.id, userId));
      cache?.forgetUser(userId);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
