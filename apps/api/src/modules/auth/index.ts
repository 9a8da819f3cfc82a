import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client.js';
import type { BackgroundTasks } from '../../lib/background-tasks.js';
import type { Mailer } from '../../lib/mailer.js';
import type { RateLimiter, RateLimits } from '../../lib/rate-limiter.js';
import { createAccountControls } from './account-controls.js';
import { betterAuthHandlerRoutes } from './auth-handler.routes.js';
import { authRoutes } from './auth.routes.js';
import { createAuthService, type SignUpReferrals } from './auth.service.js';
import { createBannedSignIn } from './banned-sign-in.js';
import { createBetterAuth, type AuthSettings } from './better-auth.js';
import { createBuyerAccounts } from './buyer-accounts.repository.js';
import { createUserRoles } from './roles.repository.js';
import { createSessionCache } from './session-cache.js';
import { twoFactorRoutes } from './two-factor.routes.js';
import { createTwoFactorService } from './two-factor.service.js';

export type { AccountControls, AccountSnapshot } from './account-controls.js';
export type { AuthService, SignUpReferrals } from './auth.service.js';
export type { AuthSettings } from './better-auth.js';
export type {
  FirstPassword,
  FirstPasswordOutcome,
  PasswordProof,
} from './buyer-accounts.repository.js';
export type { UserRoles } from './roles.repository.js';
export type { TwoFactorService } from './two-factor.service.js';
export type { UserDirectory } from './user-directory.js';
/** Roles alone, for `npm run admin` (no server, so no auth module). */
export { createUserRoles } from './roles.repository.js';
export { createUserDirectory } from './user-directory.js';

/**
 * Accounts and sessions: better-auth behind our own /api/v1/auth routes (stable error codes,
 * rate limits, common-password check), with a short per-process session cache.
 */
export async function createAuthModule(deps: {
  database: Database;
  /** The configuration; `operator.email` (OPERATOR_EMAIL): whom a suspended owner writes to. */
  settings: AuthSettings & { operator: { email: string } };
  mailer: Mailer;
  logger: FastifyBaseLogger;
  limiter: RateLimiter;
  limits: RateLimits;
  /** Where e-mails are sent from after the answer. */
  background: BackgroundTasks;
  /** Referral processing once an account exists. */
  referrals: SignUpReferrals;
}) {
  const { db } = deps.database;
  const betterAuth = createBetterAuth({
    config: deps.settings,
    db,
    mailer: deps.mailer,
    background: deps.background,
    logger: deps.logger,
  });
  const sessionCache = await createSessionCache(deps.database, deps.logger);
  const service = createAuthService({
    auth: betterAuth,
    db,
    limiter: deps.limiter,
    limits: deps.limits,
    background: deps.background,
    confirmEmail: deps.settings.authConfirmEmail,
    bannedSignIn: createBannedSignIn({
      db,
      limiter: deps.limiter,
      background: deps.background,
      mailer: deps.mailer,
      appName: deps.settings.appName,
      supportEmail: deps.settings.operator.email,
    }),
    referrals: deps.referrals,
    sessionCache,
  });
  const twoFactor = createTwoFactorService({
    auth: betterAuth,
    db,
    limiter: deps.limiter,
    limits: {
      failuresPerSession: deps.limits.secondFactorFailuresPerSession,
      perIp: deps.limits.secondFactorPerIp,
    },
    sessionCache,
  });
  const routes: FastifyPluginAsync = async (app) => {
    await app.register(betterAuthHandlerRoutes, {
      auth: betterAuth,
      limiter: deps.limiter,
      perIp: deps.limits.resetPerIp,
      prefix: '/api/auth',
    });
    await app.register(authRoutes, { authService: service, prefix: '/api/v1/auth' });
    await app.register(twoFactorRoutes, { twoFactor, prefix: '/api/v1' });
  };
  // The admin area's hold on other accounts (bans, e-mails, deletion), decision 023.
  const controls = createAccountControls({ auth: betterAuth, sessionCache });
  return {
    service,
    twoFactor,
    controls,
    /** Who holds the admin role (the admin module decides who gets it). */
    roles: createUserRoles(db),
    /**
     * Accounts a purchase creates (Digistore24 payments) and their first password (purchase
     * set-up), with this module's own password rules and hasher.
     */
    buyers: { ...service.credentials, ...createBuyerAccounts(db) },
    routes,
    close: () => sessionCache.close(),
  };
}
