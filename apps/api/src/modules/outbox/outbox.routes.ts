import { endpoints } from '@ketoflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuditPort } from '../../lib/audit-port.js';
import { defineRoute } from '../../lib/define-route.js';
import { adminActor } from '../../lib/admin-actor.js';
import type { OutboxService } from './outbox.service.js';

/** Where admin actions are recorded (the admin module's audit trail fits). */
export type OutboxAudit = AuditPort<'email.resend'>;

/** The admin area's e-mail outbox. Mounted inside the admin area, whose guard runs first. */
export const outboxRoutes: FastifyPluginAsyncZod<{
  outbox: OutboxService;
  audit: OutboxAudit;
}> = async (app, { outbox, audit }) => {
  const tags = ['admin'];
  const ep = endpoints.adminOutbox;
  defineRoute(
    app,
    ep.list,
    { schema: { tags, summary: 'Every e-mail: status, attempts, last error; the backlog' } },
    async (request) => outbox.list(request.query),
  );
  defineRoute(
    app,
    ep.get,
    { schema: { tags, summary: 'One e-mail with its body (secrets in links hidden)' } },
    async (request) => outbox.get(request.params.id),
  );
  defineRoute(
    app,
    ep.resend,
    { schema: { tags, summary: 'Sends a failed e-mail again' } },
    async (request) => {
      const admin = adminActor(request);
      const { before, after } = await outbox.resend(request.params.id);
      const facts = (e: typeof before) => ({ status: e.status, attempts: e.attempts, id: e.id });
      await audit.record({
        actorId: admin.id,
        actorEmail: admin.email,
        action: 'email.resend',
        targetUserId: null,
        targetEmail: after.to,
        reason: request.body.reason,
        before: facts(before),
        after: { ...facts(after), lastError: after.lastError },
        ip: admin.ip,
      });
      return after;
    },
  );
};
