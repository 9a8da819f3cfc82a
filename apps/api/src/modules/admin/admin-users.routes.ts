import { endpoints, IDEMPOTENCY_KEY_HEADER } from '@ketoflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../lib/define-route.js';
import { adminActor as actor } from '../../lib/admin-actor.js';
import type { AdminActionsService } from './admin-actions.service.js';
import type { AdminUsersService } from './admin-users.service.js';

const tags = ['admin'];

/** /api/v1/admin/users and /api/v1/admin/audit (decision 023); the admin guard runs first. */
export const adminUsersRoutes: FastifyPluginAsyncZod<{
  users: AdminUsersService;
  actions: AdminActionsService;
}> = async (app, { users, actions }) => {
  const { adminUsers, adminAudit } = endpoints;

  defineRoute(
    app,
    adminUsers.list,
    { schema: { tags, summary: 'Users: search by e-mail or id, filters, sort, keyset paging' } },
    async (request) => users.list(request.query),
  );

  defineRoute(
    app,
    adminUsers.get,
    {
      schema: {
        tags,
        summary:
          'A user: account, onboarding, balance, orders, referrals, AI actions, recent activity',
      },
    },
    async (request) => users.get(request.params.id),
  );

  defineRoute(
    app,
    adminUsers.ledger,
    { schema: { tags, summary: 'A user’s full coin ledger, newest first (paged)' } },
    async (request) => users.ledger(request.params.id, request.query.limit, request.query.cursor),
  );

  defineRoute(
    app,
    adminUsers.adjustCoins,
    {
      schema: {
        tags,
        summary:
          'Credit or debit coins (ledger reason admin_adjustment, audited); a retry with the same Idempotency-Key moves nothing',
      },
    },
    async (request, reply) => {
      const result = await actions.adjustCoins(
        actor(request),
        request.params.id,
        request.body,
        request.headers[IDEMPOTENCY_KEY_HEADER],
      );
      return reply.status(result.replayed ? 200 : 201).send(result);
    },
  );

  const ok = { ok: true } as const;
  defineRoute(
    app,
    adminUsers.ban,
    { schema: { tags, summary: 'Ban the user: every session ends at once (audited)' } },
    async (request) => {
      await actions.ban(actor(request), request.params.id, request.body.reason);
      return ok;
    },
  );
  defineRoute(
    app,
    adminUsers.unban,
    { schema: { tags, summary: 'Lift the ban (audited)' } },
    async (request) => {
      await actions.unban(actor(request), request.params.id, request.body.reason);
      return ok;
    },
  );
  defineRoute(
    app,
    adminUsers.sendConfirmation,
    { schema: { tags, summary: 'Send the e-mail confirmation again (audited)' } },
    async (request) => {
      await actions.sendConfirmation(actor(request), request.params.id, request.body.reason);
      return ok;
    },
  );
  defineRoute(
    app,
    adminUsers.sendPasswordReset,
    { schema: { tags, summary: 'Send a password-reset e-mail (audited)' } },
    async (request) => {
      await actions.sendPasswordReset(actor(request), request.params.id, request.body.reason);
      return ok;
    },
  );
  defineRoute(
    app,
    adminUsers.delete,
    {
      schema: {
        tags,
        summary: 'Delete the account; the body repeats its e-mail address (audited)',
      },
    },
    async (request, reply) => {
      await actions.deleteUser(actor(request), request.params.id, request.body);
      return reply.status(204).send(null);
    },
  );

  defineRoute(
    app,
    adminAudit.list,
    { schema: { tags, summary: 'The audit log of admin actions, newest first (keyset paging)' } },
    async (request) => {
      const { limit, cursor, ...filters } = request.query;
      return actions.listAudit(filters, limit, cursor);
    },
  );
};
