import type { FastifyPluginAsync } from 'fastify';
import { commerceConfigRoutes } from './commerce-config.routes.js';
import { thirdPartyScriptUrls, type CommerceConfigSource } from './commerce-config.service.js';

export type { CommerceConfigSource } from './commerce-config.service.js';

/** Public commerce settings for the sales, recharge and legal pages (no secrets). */
export function createCommerceConfigModule(deps: { settings: CommerceConfigSource }) {
  const routes: FastifyPluginAsync = async (app) => {
    await app.register(commerceConfigRoutes, {
      config: deps.settings,
      prefix: '/api/v1/commerce',
    });
  };
  return { routes, thirdPartyScriptUrls: thirdPartyScriptUrls(deps.settings) };
}
