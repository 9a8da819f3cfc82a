import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Mailer } from '../../lib/mailer.js';
import type { RateLimiter, RateLimits } from '../../lib/rate-limiter.js';
import { createPurchaseSetupRepository } from './purchase-setup.repository.js';
import {
  adminSetupCodeRoutes,
  purchaseSetupRoutes,
  type SetupCodeAudit,
} from './purchase-setup.routes.js';
import { createPurchaseSetupService, type BuyerCredentials } from './purchase-setup.service.js';

export type { BuyerCredentials } from './purchase-setup.service.js';

/** A buyer's first password, proven by the thank-you link or an e-mailed code (/api/v1/purchases). */
export function createPurchaseSetupModule(deps: {
  db: Db;
  credentials: BuyerCredentials;
  wallet: { getBalance(userId: string): Promise<number> };
  mailer: Mailer;
  limiter: RateLimiter;
  limits: RateLimits;
  /** DIGISTORE_THANKYOU_KEY; without it no thank-you link verifies. */
  thankYouKey: string | undefined;
  /** Keys the code hashes. */
  secret: string;
  appName: string;
  appUrl: string;
  /** The audit log for support's "send a new set-up code". */
  audit: SetupCodeAudit;
}) {
  const { db, audit, ...rest } = deps;
  const service = createPurchaseSetupService({
    ...rest,
    repo: createPurchaseSetupRepository(db),
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
