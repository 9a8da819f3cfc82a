import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Mailer } from '../../lib/mailer.js';
import type { RateLimiter, RateLimits } from '../../lib/rate-limiter.js';
import { createBuyerLookup } from './purchase-setup.buyers.js';
import type { BuyerCredentials, BuyerOrders } from './purchase-setup.ports.js';
import { createPurchaseSetupRepository } from './purchase-setup.repository.js';
import {
  adminSetupCodeRoutes,
  purchaseSetupRoutes,
  type SetupCodeAudit,
} from './purchase-setup.routes.js';
import { createPurchaseSetupService } from './purchase-setup.service.js';

export type { BuyerCredentials, BuyerOrders } from './purchase-setup.ports.js';

/** The configuration purchase set-up reads (config.ts fits). */
export type PurchaseSetupSettings = {
  /** DIGISTORE_THANKYOU_KEY; without it no thank-you link verifies. */
  digistore: { thankYouKey: string | undefined };
  /** Keys the code hashes. */
  authSecret: string;
  appName: string;
  appUrl: string;
};

/** A buyer's first password, proven by the thank-you link or an e-mailed code (/api/v1/purchases). */
export function createPurchaseSetupModule(deps: {
  db: Db;
  /** The buyer's account: password rules, whether one is set, and the first password. */
  credentials: BuyerCredentials;
  /** The buyer's orders (the Digistore24 module's). */
  orders: BuyerOrders;
  wallet: { getBalance(userId: string): Promise<number> };
  mailer: Mailer;
  limiter: RateLimiter;
  limits: RateLimits;
  settings: PurchaseSetupSettings;
  /** The audit log for support's "send a new set-up code". */
  audit: SetupCodeAudit;
}) {
  const { db, audit, orders, settings, ...rest } = deps;
  const service = createPurchaseSetupService({
    ...rest,
    repo: createPurchaseSetupRepository(db),
    buyers: createBuyerLookup({ orders, accounts: deps.credentials }),
    thankYouKey: settings.digistore.thankYouKey,
    secret: settings.authSecret,
    appName: settings.appName,
    appUrl: settings.appUrl,
  });
  const routes: FastifyPluginAsync = async (app) => {
    await app.register(purchaseSetupRoutes, { service, prefix: '/api/v1/purchases' });
  };
  /** Mounted inside the admin area, behind its guard. */
  const adminRoutes: FastifyPluginAsync = async (app) => {
    await app.register(adminSetupCodeRoutes, { service, audit });
  };
  return { service, routes, adminRoutes };
}
