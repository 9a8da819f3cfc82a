import { createAdminModule, createAuditTrail } from '../modules/admin/index.js';
import { createAiModule } from '../modules/ai/index.js';
import { createAuthModule, createUserDirectory } from '../modules/auth/index.js';
import { createOnboardingModule } from '../modules/onboarding/index.js';
import { createProfileModule } from '../modules/profile/index.js';
import { createReferralModule } from '../modules/referral/index.js';
import { createWalletModule } from '../modules/wallet/index.js';
import type { Platform } from './platform.js';

export type Identity = Awaited<ReturnType<typeof wireIdentity>>;

/**
 * People and money: the wallet's ledger first (everything that pays or is paid goes through
 * it), the AI engine's paid actions, referrals, accounts and sessions, the admin area's roles,
 * and the profile onboarding fills in.
 */
export async function wireIdentity(platform: Platform) {
  const { app, config, database, db, log, limits, mailer, limiter, background } = platform;
  const people = wirePeople(platform);
  const { wallet, referrals } = people;
  const auth = await createAuthModule({
    database,
    settings: config,
    mailer,
    logger: log,
    limiter,
    limits,
    background,
    referrals: referrals.service,
  });
  app.addHook('onClose', async () => auth.close());
  const admin = await createAdminModule({
    db,
    adminEmails: config.adminEmails,
    secondFactors: auth.twoFactor,
    sessionMinutes: config.adminSessionMinutes,
    logger: log,
    wallet: wallet.service,
    accounts: auth.controls,
    roles: auth.roles,
  });
  return { ...people, auth, admin };
}

/**
 * Everything about a person but their account: the money (wireMoney), referrals, the profile
 * and the onboarding that fills it in. Also what a module test of these builds.
 */
export function wirePeople(platform: Platform) {
  const { config, db, log, events } = platform;
  const { wallet, ai } = wireMoney(platform);
  const audit = createAuditTrail(db);
  const referrals = createReferralModule({
    db,
    audit,
    people: createUserDirectory(),
    wallet: wallet.service,
    logger: log,
    appUrl: config.appUrl,
    rewardCoins: config.referralRewardCoins,
  });
  const profile = createProfileModule({ db });
  const onboarding = createOnboardingModule({
    profiles: profile.store,
    wallet: wallet.service,
    referrals: referrals.service,
    events,
    engine: ai.engine,
    logger: log,
    appName: config.appName,
    bonusCoins: config.onboardingBonusCoins,
  });
  return { wallet, ai, audit, referrals, profile, onboarding };
}

/**
 * The wallet's ledger and the AI engine's paid actions, which pay through it. Also what a
 * module test builds when its module spends or grants coins.
 */
export function wireMoney({ config, db, log }: Platform) {
  const wallet = createWalletModule({ db });
  const ai = createAiModule({
    settings: config.ai,
    prices: config.ai.coinPrices,
    wallet: wallet.service,
    logger: log,
  });
  return { wallet, ai };
}
