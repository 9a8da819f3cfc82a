import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.js';
import type {
  BuyerAccounts,
  DigistoreSettings,
  IpnLogger,
  OrderWallet,
} from './digistore.ports.js';
import { createDigistoreRepository } from './digistore.repository.js';
import { createDigistoreAdmin } from './digistore.admin.js';
import { createPurchaseReader } from './digistore.purchases.js';
import { adminOrdersRoutes, digistoreWebhookRoutes, ordersRoutes } from './digistore.routes.js';
import { createDigistoreService } from './digistore.service.js';

export type { BuyerAccounts, DigistoreSettings, OrderWallet } from './digistore.ports.js';
export type { Purchase, PurchaseReader } from './digistore.purchases.js';
export type { DigistoreService } from './digistore.service.js';

/** Sales through Digistore24: the signed IPN webhook that credits coins, and the buyer's orders. */
export function createDigistoreModule(deps: {
  db: Db;
  wallet: OrderWallet;
  /** The buyer's account: a paid order finds it by address, or creates it without a password. */
  buyers: BuyerAccounts;
  settings: DigistoreSettings;
  logger: IpnLogger;
}) {
  const service = createDigistoreService({
    db: deps.db,
    repo: createDigistoreRepository(deps.db),
    buyers: deps.buyers,
    wallet: deps.wallet,
    config: deps.settings,
    logger: deps.logger,
  });
  const routes: FastifyPluginAsync = async (app) => {
    await app.register(digistoreWebhookRoutes, {
      digistoreService: service,
      prefix: '/api/v1/webhooks/digistore24',
    });
    await app.register(ordersRoutes, { digistoreService: service, prefix: '/api/v1/orders' });
  };
  /** Mounted inside the admin area, behind its guard. */
  const adminRoutes: FastifyPluginAsync = async (app) => {
    await app.register(adminOrdersRoutes, { admin: createDigistoreAdmin(deps.db, deps.buyers) });
  };
  /** The orders purchase set-up reads (by buyer address, or one by its key). */
  const purchases = createPurchaseReader(deps.db);
  return { service, purchases, routes, adminRoutes };
}
