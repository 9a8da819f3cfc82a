import type { FastifyPluginAsync } from 'fastify';
import type { Db, Executor } from '../../db/client.js';
import { createAdminActionsService } from './admin-actions.service.js';
import { createAdminUsersRepository } from './admin-users.repository.js';
import { adminUsersRoutes } from './admin-users.routes.js';
import { createAdminUsersService } from './admin-users.service.js';
import type { AccountRoles, AdminAccounts, AdminWallet } from './admin.ports.js';
import { adminPlacementCheck, createAdminArea } from './admin-area.js';
import { adminRoutes } from './admin.routes.js';
import { createAdminRoles, createAdminService, type SecondFactorPort } from './admin.service.js';
import { createAuditRepository, type AuditRecord } from './audit.repository.js';

export type { AccountRoles, AdminAccounts, AdminWallet } from './admin.ports.js';
export type { AuditRecord as AdminAuditRecord } from './audit.repository.js';
export type { AdminRoles, AdminService, SecondFactorPort } from './admin.service.js';

/**
 * The admin area: roles (ADMIN_EMAILS, `npm run admin`), the guard in front of
 * /api/v1/admin/* and the access check the /admin screens start from; users, the actions on
 * them and the audit log (decision 023), through the wallet's and the auth module's ports.
 */
export async function createAdminModule(deps: {
  db: Db;
  adminEmails: string[];
  secondFactors: SecondFactorPort;
  sessionMinutes: number;
  logger: { info(obj: object, msg: string): void };
  /** The ledger, through which an admin credits and debits coins. */
  wallet: AdminWallet;
  /** Bans, e-mails and deletion of someone else's account (the auth module's controls). */
  accounts: AdminAccounts;
  /** Who holds the admin role (the auth module's roles): the only place roles are stored. */
  roles: AccountRoles;
}) {
  const service = createAdminService({
    roles: deps.roles,
    adminEmails: deps.adminEmails,
    secondFactors: deps.secondFactors,
    sessionMinutes: deps.sessionMinutes,
  });
  // ADMIN_EMAILS at start: confirmed accounts become admins (the others once they confirm).
  const granted = await createAdminRoles({
    roles: deps.roles,
    adminEmails: deps.adminEmails,
  }).applyAdminEmails();
  if (granted.length > 0) deps.logger.info({ granted }, 'ADMIN_EMAILS: accounts made admins');
  const users = createAdminUsersService({
    repo: createAdminUsersRepository(deps.db),
    wallet: deps.wallet,
  });
  const audit = createAuditRepository(deps.db);
  const actions = createAdminActionsService({
    db: deps.db,
    audit,
    wallet: deps.wallet,
    accounts: deps.accounts,
  });
  /** This module's own admin routes: the access check, step-up, users and the audit log. */
  const ownRoutes: FastifyPluginAsync = async (app) => {
    await app.register(adminRoutes, { adminService: service });
    await app.register(adminUsersRoutes, { users, actions });
  };
  return {
    service,
    /**
     * The whole admin area behind one guard (admin-area.ts): this module's routes and the
     * other modules' admin routes, mounted by app.ts at ADMIN_PREFIX.
     */
    area: (others: { adminRoutes: FastifyPluginAsync }[]) =>
      createAdminArea(service, [ownRoutes, ...others.map((module) => module.adminRoutes)]),
    /** Registered at the root before any routes: refuses admin routes outside the area. */
    placementCheck: adminPlacementCheck,
  };
}

/**
 * The audit log for admin actions other modules carry out (outbox, orders, referrals). It needs
 * only the database, so app.ts can hand it to modules built before this one.
 */
export function createAuditTrail(db: Db) {
  const audit = createAuditRepository(db);
  return {
    /** On the audit log's own database, for a change that is already done. */
    record: (entry: AuditRecord) => audit.record(db, entry),
    /** On the caller's transaction `tx`: the row commits with the change it records. */
    recordIn: (tx: Executor, entry: AuditRecord) => audit.record(tx, entry),
  };
}

/** Roles only, for `npm run admin` (grant, revoke, list), on the auth module's roles. */
export function createAdminRolesFor(roles: AccountRoles, adminEmails: string[] = []) {
  return createAdminRoles({ roles, adminEmails });
}
