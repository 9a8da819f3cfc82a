import { hash, verify } from '@node-rs/argon2';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { account, session, user, verification } from '../../db/schema/index.js';
import type { Mailer } from '../../lib/mailer.js';

/** OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane (~11 ms here). */
// `algorithm: 2` is Algorithm.Argon2id (a const enum, not importable under verbatimModuleSyntax).
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const SESSION_COOKIE_PREFIX = 'ketoflow';

/** What accounts need from configuration. */
export type AuthSettings = {
  appName: string;
  appUrl: string;
  authSecret: string;
  trustedOrigins: string[];
  /** AUTH_CONFIRM_EMAIL: e-mail confirmation before the first sign-in. */
  authConfirmEmail: boolean;
};

export function createBetterAuth(opts: {
  config: AuthSettings;
  db: Db;
  mailer: Mailer;
  logger: FastifyBaseLogger;
}) {
  const { config, db, mailer, logger } = opts;
  return betterAuth({
    appName: config.appName,
    baseURL: config.appUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: config.trustedOrigins,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user, session, account, verification },
    }),
    // Our own DB-backed limiter guards the public routes (per IP and per account).
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    // Into our structured log instead of the console; failed sign-ins are routine, so debug level.
    logger: {
      level: 'warn',
      log: (level, message, ...args) => {
        const target = level === 'error' ? logger.error.bind(logger) : logger.debug.bind(logger);
        target({ component: 'better-auth', args }, message);
      },
    },
    advanced: {
      cookiePrefix: SESSION_COOKIE_PREFIX,
      useSecureCookies: config.appUrl.startsWith('https://'),
    },
    session: {
      // A session lasts 30 days of inactivity and is extended (cookie re-issued) once a day of use.
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      requireEmailVerification: config.authConfirmEmail,
      autoSignIn: true,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      password: {
        hash: (password) => hash(password, ARGON2_OPTIONS),
        verify: ({ hash: digest, password }) => verify(digest, password),
      },
      sendResetPassword: async ({ user: u, token }) => {
        const link = `${config.appUrl}/auth?mode=reset&token=${encodeURIComponent(token)}`;
        await mailer.send({
          to: u.email,
          kind: 'password_reset',
          subject: `Reset your ${config.appName} password`,
          text: `Someone (hopefully you) asked to reset the password of your ${config.appName} account.\n\nChoose a new password here (the link works for one hour):\n${link}\n\nIf you did not ask for this, ignore this e-mail: your password stays the same.`,
        });
      },
      onExistingUserSignUp: async ({ user: u }) => {
        // With e-mail confirmation on, sign-up does not reveal existing accounts; tell the owner instead.
        await mailer.send({
          to: u.email,
          kind: 'existing_account',
          subject: `You already have a ${config.appName} account`,
          text: `Someone tried to create a ${config.appName} account with this e-mail address, which already has one.\n\nSign in here: ${config.appUrl}/auth\nForgot your password? Use "Forgot password?" on that page.`,
        });
      },
    },
    emailVerification: {
      sendOnSignUp: config.authConfirmEmail,
      sendOnSignIn: config.authConfirmEmail,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user: u, url }) => {
        await mailer.send({
          to: u.email,
          kind: 'email_verification',
          subject: `Confirm your e-mail for ${config.appName}`,
          text: `Welcome to ${config.appName}!\n\nConfirm your e-mail address to start (the link works for 24 hours):\n${url}\n\nIf you did not sign up, ignore this e-mail.`,
        });
      },
    },
  });
}

export type BetterAuth = ReturnType<typeof createBetterAuth>;
