import { hash, verify } from '@node-rs/argon2';
import { betterAuth } from 'better-auth';
import { admin, twoFactor as twoFactorPlugin } from 'better-auth/plugins';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { account, authRateLimit, session, twoFactor, user, verification } from './auth.schema.js';
import type { BackgroundTasks } from '../../lib/background-tasks.js';
import type { Mailer } from '../../lib/mailer.js';
import { CLIENT_IP_HEADER } from '../../plugins/session.js';

/**
 * Where the confirmation link from the e-mail lands once followed: the site root, which sends
 * the person on (signed in by the link: to their dashboard or onboarding) and says the address
 * is confirmed. An invalid or expired link comes back with an `error` parameter added.
 */
export const EMAIL_CONFIRMED_URL = '/?verified=1';

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
  /** RATE_LIMIT_ENABLED: our limiter and the library's. */
  rateLimitEnabled: boolean;
};

export function createBetterAuth(opts: {
  config: AuthSettings;
  db: Db;
  mailer: Mailer;
  /** Every e-mail is sent after the answer: its timing must not tell whether an account exists. */
  background: BackgroundTasks;
  logger: FastifyBaseLogger;
}) {
  const { config, db, logger, background } = opts;
  const mailer = {
    send: async (mail: Parameters<Mailer['send']>[0]) =>
      background.run(`email:${mail.kind}`, () => opts.mailer.send(mail)),
  };
  return betterAuth({
    appName: config.appName,
    baseURL: config.appUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: config.trustedOrigins,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user, session, account, verification, twoFactor, rateLimit: authRateLimit },
    }),
    // Our own limiter guards /api/v1/auth (per address, account and pair). The library's own,
    // stored in the database so it holds across processes, is a second line on the few of its
    // endpoints that are routed (the e-mail links); it never sees the /api/v1 calls.
    rateLimit: {
      enabled: config.rateLimitEnabled,
      storage: 'database',
      window: 60,
      max: 20,
    },
    telemetry: { enabled: false },
    // Roles and bans (decision 022). None of the plugin's endpoints is routed (only the e-mail
    // links are, auth-handler.routes.ts); the admin module calls what it needs in-process.
    // Two-factor sign-in (TOTP with backup codes) is reached only through our /api/v1 routes
    // (two-factor.routes.ts), which call the plugin in-process.
    plugins: [
      admin({ defaultRole: 'user', adminRoles: ['admin'] }),
      twoFactorPlugin({ issuer: config.appName }),
    ],
    // Into our structured log instead of the console; failed sign-ins are routine, so debug level.
    logger: {
      level: 'warn',
      log: (level, message, ...args) => {
        const target = level === 'error' ? logger.error.bind(logger) : logger.debug.bind(logger);
        target({ component: 'better-auth', args }, message);
      },
    },
    advanced: {
      // The server sets this header from request.ip (plugins/session.ts); clients cannot.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
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
