import type { AuthUser, ChangePasswordBody, SignInBody, SignUpBody } from '@ketoflow/contracts';
import { ErrorCode } from '@ketoflow/contracts';
import { APIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { user as userTable } from '../../db/schema/index.js';
import { AppError, UnauthenticatedError } from '../../lib/errors.js';
import type { RateLimiter, RateLimits } from '../../lib/rate-limiter.js';
import type { BetterAuth } from './better-auth.js';
import { SESSION_COOKIE_PREFIX } from './better-auth.js';
import { isCommonPassword } from './common-passwords.js';
import { sessionTokenFromCookie, type SessionCache } from './session-cache.js';

export type AuthResult<T> = { data: T; headers: Headers };

/** Referral processing once the account exists (the referral module's service fits). */
export type SignUpReferrals = {
  processSignUp(code: string, refereeId: string): Promise<boolean>;
};

type AuthServiceDeps = {
  auth: BetterAuth;
  db: Db;
  limiter: RateLimiter;
  limits: RateLimits;
  confirmEmail: boolean;
  /**
   * Referral processing once the account exists (spec §7). It never throws and answers the
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

function weakPassword(): AppError {
  return new AppError(
    ErrorCode.WEAK_PASSWORD,
    400,
    'This password is too common and easy to guess. Please choose another one.',
  );
}

/** better-auth's error codes → our stable codes (contracts) and spec §8 messages. */
function mapAuthError(error: unknown): never {
  if (error instanceof APIError) {
    const code = (error.body as { code?: string } | undefined)?.code;
    switch (code) {
      case 'INVALID_EMAIL_OR_PASSWORD':
      case 'CREDENTIAL_ACCOUNT_NOT_FOUND':
      case 'INVALID_PASSWORD':
        throw new AppError(
          ErrorCode.INVALID_CREDENTIALS,
          401,
          'Invalid email or password. Please check your credentials.',
        );
      case 'EMAIL_NOT_VERIFIED':
        throw new AppError(
          ErrorCode.EMAIL_NOT_CONFIRMED,
          403,
          'Please check your email and click the confirmation link before signing in.',
        );
      case 'USER_ALREADY_EXISTS':
      case 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL':
        throw new AppError(
          ErrorCode.USER_ALREADY_EXISTS,
          409,
          'An account with this email already exists. Please sign in instead.',
        );
      case 'PASSWORD_TOO_SHORT':
      case 'PASSWORD_TOO_LONG':
        throw new AppError(
          ErrorCode.WEAK_PASSWORD,
          400,
          'Password must be at least 6 characters long.',
        );
      case 'INVALID_TOKEN':
        throw new AppError(
          ErrorCode.INVALID_TOKEN,
          400,
          'This link is invalid or has expired. Please request a new one.',
        );
      default:
        break;
    }
    if (error.statusCode === 401) throw new UnauthenticatedError();
  }
  throw error;
}

async function call<T>(
  fn: () => Promise<{ headers: Headers; response: T }>,
): Promise<AuthResult<T>> {
  try {
    const { headers, response } = await fn();
    return { data: response, headers };
  } catch (error) {
    mapAuthError(error);
  }
}

export function createAuthService(deps: AuthServiceDeps) {
  const { auth, limiter, limits } = deps;
  const cache = deps.sessionCache;

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
      await limiter.hit(`sign-up:ip:${ip}`, limits.signUpPerIp);
      if (isCommonPassword(body.password)) throw weakPassword();
      const result = await call(() =>
        auth.api.signUpEmail({
          // better-auth requires a display name; the onboarding name replaces it later.
          body: {
            email: body.email,
            password: body.password,
            name: body.email.split('@')[0] ?? 'friend',
            callbackURL: '/auth?verified=1',
          },
          headers,
          returnHeaders: true,
        }),
      );
      const user = toAuthUser(result.data.user);
      if (body.referralCode !== undefined && deps.referrals) {
        await deps.referrals.processSignUp(body.referralCode, user.id).catch(() => false);
      }
      return {
        data: { user, emailVerificationRequired: deps.confirmEmail },
        headers: result.headers,
      };
    },

    async signIn(body: SignInBody, headers: Headers, ip: string) {
      const accountKey = `sign-in:account:${body.email}`;
      await limiter.hit(`sign-in:ip:${ip}`, limits.signInPerIp);
      await limiter.assertUnder(accountKey, limits.signInFailuresPerAccount);
      try {
        const result = await call(() =>
          auth.api.signInEmail({
            body: { email: body.email, password: body.password, callbackURL: '/auth?verified=1' },
            headers,
            returnHeaders: true,
          }),
        );
        await limiter.reset(accountKey);
        return { data: { user: toAuthUser(result.data.user) }, headers: result.headers };
      } catch (error) {
        if (error instanceof AppError && error.code === ErrorCode.INVALID_CREDENTIALS) {
          await limiter.hit(accountKey, limits.signInFailuresPerAccount);
        }
        throw error;
      }
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
      // Always the same answer, whether or not the account exists.
      await call(() =>
        auth.api.requestPasswordReset({
          body: { email, redirectTo: '/auth?mode=reset' },
          returnHeaders: true,
        }),
      );
    },

    async resendVerification(email: string, ip: string) {
      await limiter.hit(`email:ip:${ip}`, limits.emailPerIp);
      await limiter.hit(`email:account:${email}`, limits.emailPerAccount);
      try {
        await auth.api.sendVerificationEmail({ body: { email, callbackURL: '/auth?verified=1' } });
      } catch (error) {
        // Unknown or already-verified addresses get the same answer as known ones.
        if (!(error instanceof APIError)) throw error;
      }
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
