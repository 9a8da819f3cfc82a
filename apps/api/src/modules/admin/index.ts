import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.js';
import { createAdminRepository } from './admin.repository.js';
import { adminGuard, adminRoutes } from './admin.routes.js';
import { createAdminService } from './admin.service.js';

export type { AdminService } from './admin.service.js';

/**
 * The admin area (issue 13): roles (ADMIN_EMAILS, `npm run admin`), the guard in front of
 * /api/v1/admin/* and the access check the /admin screens start from.
 */
export async function createAdminModule(deps: {
  db: Db;
  adminEmails: string[];
  logger: { info(obj: object, msg: string): void };
}) {
  const service = createAdminService({
    repo: createAdminRepository(deps.db),
    adminEmails: deps.adminEmails,
  });
  // ADMIN_EMAILS at start: accounts that exist already become admins (new ones at sign-up).
  const granted = await service.applyAdminEmails();
  if (granted.length > 0) deps.logger.info({ granted }, 'ADMIN_EMAILS: accounts made admins');
  const routes: FastifyPluginAsync = async (app) => {
    await app.register(adminGuard, { adminService: service });
    await app.register(adminRoutes, { adminService: service });
  };
  return { service, routes };
}
