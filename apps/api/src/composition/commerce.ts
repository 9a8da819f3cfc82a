import { createAccountModule } from '../modules/account/index.js';
import { createActivityModule } from '../modules/activity/index.js';
import { createCommerceConfigModule } from '../modules/commerce-config/index.js';
import { createDigistoreModule } from '../modules/digistore/index.js';
import { createExportModule } from '../modules/export/index.js';
import { createPreferencesModule } from '../modules/preferences/index.js';
import { createPurchaseSetupModule } from '../modules/purchase-setup/index.js';
import type { Identity } from './identity.js';
import type { Platform } from './platform.js';

export type Commerce = ReturnType<typeof wireCommerce>;

/**
 * Sales and the person's account: the plans' configuration, Digistore24's orders, a buyer's
 * first password, the data export, preferences, the activity log and the account's own page.
 */
export function wireCommerce(
  { config, db, log, limits, mailer, limiter }: Platform,
  { wallet, audit, referrals, auth, onboarding }: Identity,
) {
  const commerce = createCommerceConfigModule({ settings: config });
  const digistore = createDigistoreModule({
    db,
    wallet: wallet.service,
    buyers: auth.buyers,
    settings: config.digistore,
    logger: log,
  });
  const purchaseSetup = createPurchaseSetupModule({
    db,
    credentials: auth.buyers,
    orders: digistore.purchases,
    wallet: wallet.service,
    mailer,
    limiter,
    limits,
    settings: config,
    audit,
  });
  const exports = createExportModule({ db, appName: config.appName });
  const preferences = createPreferencesModule({ db, logger: log });
  const activity = createActivityModule({ db, limiter, limits, logger: log, settings: config });
  const account = createAccountModule({
    auth: auth.service,
    onboarding: onboarding.service,
    wallet: wallet.service,
    orders: digistore.service,
    referrals: referrals.service,
    tracking: exports.service,
    activity: activity.service,
    appName: config.appName,
  });
  return { commerce, digistore, purchaseSetup, exports, preferences, activity, account };
}
