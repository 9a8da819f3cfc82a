import { endpoints } from '@ketoflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../lib/define-route.js';
import type { OutboxService } from './outbox.service.js';

/** The admin area's e-mail outbox. The root admin guard has already checked the caller. */
export const outboxRoutes: FastifyPluginAsyncZod<{ outbox: OutboxService }> = async (
  app,
  { outbox },
) => {
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
    async (request) => (await outbox.resend(request.params.id)).after,
  );
};
