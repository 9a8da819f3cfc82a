import type { FastifyPluginAsync } from 'fastify';
import { commerceConfigRoutes } from './commerce-config.routes.js';
import {
  buildCommerceConfig,
  thirdPartyScriptUrls,
  type CommerceConfigSource,
} from './commerce-config.service.js';

export type { CommerceConfigSource } from './commerce-config.service.js';

/** Public commerce settings for the sales, recharge and legal pages (no secrets). */
export function createCommerceConfigModule(deps: { settings: CommerceConfigSource }) {
  const routes: FastifyPluginAsync = async (app) => {
    await app.register(commerceConfigRoutes, {
      config: deps.settings,
      prefix: '/api/v1/commerce',
    });
  };
  return {
    routes,
    thirdPartyScriptUrls: thirdPartyScriptUrls(deps.settings),
    /** What GET /commerce/config answers: the public pages are completed with it. */
    publicConfig: buildCommerceConfig(deps.settings),
  };
}
