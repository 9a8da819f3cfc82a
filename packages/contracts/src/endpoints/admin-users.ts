import { PaidRequestHeadersSchema } from '../ai.js';
import { AdminAuditPageSchema, ListAdminAuditQuerySchema } from '../admin-audit.js';
import {
  AdminCoinAdjustmentBodySchema,
  AdminCoinAdjustmentResultSchema,
  AdminDeleteUserBodySchema,
  AdminReasonBodySchema,
  AdminUserActionResultSchema,
  AdminUserDetailSchema,
  AdminUserPageSchema,
  AdminUserParamsSchema,
  ListAdminUsersQuerySchema,
} from '../admin-users.js';
import { LedgerPageSchema, ListLedgerQuerySchema } from '../wallet.js';
import { defineEndpoint } from './define.js';

// Every /api/v1/admin/* request passes the admin guard first (401 / 403 / 403
// ADMIN_SECOND_FACTOR_REQUIRED), so each endpoint declares those statuses.
const guarded = [400, 401, 403] as const;
const onUser = [400, 401, 403, 404] as const;

// The account actions: a reason in, `{ ok: true }` out.
const onAccount = {
  method: 'POST',
  params: AdminUserParamsSchema,
  body: AdminReasonBodySchema,
  status: 200,
  response: AdminUserActionResultSchema,
} as const;

/** The admin area's users (decision 023). */
export const adminUsersEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/v1/admin/users',
    query: ListAdminUsersQuerySchema,
    status: 200,
    response: AdminUserPageSchema,
    errors: guarded,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/v1/admin/users/:id',
    params: AdminUserParamsSchema,
    status: 200,
    response: AdminUserDetailSchema,
    errors: onUser,
  }),
  ledger: defineEndpoint({
    method: 'GET',
    path: '/api/v1/admin/users/:id/ledger',
    params: AdminUserParamsSchema,
    query: ListLedgerQuerySchema,
    status: 200,
    response: LedgerPageSchema,
    errors: onUser,
  }),
  adjustCoins: defineEndpoint({
    method: 'POST',
    path: '/api/v1/admin/users/:id/coins',
    params: AdminUserParamsSchema,
    headers: PaidRequestHeadersSchema,
    body: AdminCoinAdjustmentBodySchema,
    status: 201,
    replayStatus: 200,
    response: AdminCoinAdjustmentResultSchema,
    errors: [400, 401, 402, 403, 404, 409],
  }),
  ban: defineEndpoint({ ...onAccount, path: '/api/v1/admin/users/:id/ban', errors: onUser }),
  unban: defineEndpoint({ ...onAccount, path: '/api/v1/admin/users/:id/unban', errors: onUser }),
  sendConfirmation: defineEndpoint({
    ...onAccount,
    path: '/api/v1/admin/users/:id/confirmation-email',
    errors: [400, 401, 403, 404, 409],
  }),
  sendPasswordReset: defineEndpoint({
    ...onAccount,
    path: '/api/v1/admin/users/:id/password-reset-email',
    errors: onUser,
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/api/v1/admin/users/:id',
    params: AdminUserParamsSchema,
    body: AdminDeleteUserBodySchema,
    status: 204,
    errors: onUser,
  }),
};

/** The append-only audit log of admin actions (decision 023). */
export const adminAuditEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/v1/admin/audit',
    query: ListAdminAuditQuerySchema,
    status: 200,
    response: AdminAuditPageSchema,
    errors: guarded,
  }),
};
