import type { FastifyPluginAsync } from 'fastify';
import { accountRoutes } from './account.routes.js';
import { createAccountService, type AccountPorts } from './account.service.js';

export type { AccountPorts } from './account.service.js';

/** The signed-in user's own account: the full data export and account deletion (/api/v1/me). */
export function createAccountModule(deps: AccountPorts & { appName: string }) {
  const service = createAccountService(deps);
  const routes: FastifyPluginAsync = async (app) => {
    await app.register(accountRoutes, {
      accountService: service,
      appName: deps.appName,
      prefix: '/api/v1/me',
    });
  };
  return { service, routes };
}
