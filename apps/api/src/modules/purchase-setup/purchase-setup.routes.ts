import { endpoints } from '@ketoflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminActor } from '../../lib/admin-actor.js';
import type { AuditPort } from '../../lib/audit-port.js';
import { defineRoute } from '../../lib/define-route.js';
import type { PurchaseSetupService } from './purchase-setup.service.js';

const tags = ['purchases'];

export type PurchaseSetupRoutesOptions = { service: PurchaseSetupService };

/** Buyer password setup, under /api/v1/purchases. Open routes. */
export const purchaseSetupRoutes: FastifyPluginAsyncZod<PurchaseSetupRoutesOptions> = async (
  app,
  opts,
) => {
  const { service } = opts;

  defineRoute(
    app,
    endpoints.purchases.lookup,
    {
      schema: {
        tags,
        summary: 'Whether an e-mail has a purchase whose account still needs a password',
      },
    },
    async (request) => service.lookup(request.body.email, request.ip),
  );

  defineRoute(
    app,
    endpoints.purchases.setupCode,
    { schema: { tags, summary: 'E-mails a one-time code proving the purchase (always 202)' } },
    async (request, reply) => {
      await service.requestCode(request.body.email, request.ip);
      return reply.status(202).send({ ok: true as const });
    },
  );

  defineRoute(
    app,
    endpoints.purchases.thankYou,
    {
      schema: {
        tags,
        summary: 'Verifies a Digistore24 thank-you link and describes the purchase (no session)',
      },
    },
    async (request) => service.thankYou(request.body.params, request.ip),
  );

  defineRoute(
    app,
    endpoints.purchases.setupPassword,
    {
      schema: {
        tags,
        summary: 'Sets the first password of a buyer account, with proof of the purchase',
      },
    },
    async (request) => service.setupPassword(request.body, request.ip),
  );
};

/** Where admin actions are recorded (the admin module's audit trail fits). */
export type SetupCodeAudit = AuditPort<'order.setup_code'>;

/** Support sends a buyer a new set-up code; mounted inside the admin area, behind its guard. */
export const adminSetupCodeRoutes: FastifyPluginAsyncZod<{
  service: PurchaseSetupService;
  audit: SetupCodeAudit;
}> = async (app, { service, audit }) => {
  defineRoute(
    app,
    endpoints.adminCommerce.sendSetupCode,
    { schema: { tags: ['admin'], summary: 'E-mails the buyer of an order a new set-up code' } },
    async (request, reply) => {
      const admin = adminActor(request);
      const { orderId } = request.params;
      const sent = await service.sendCodeForOrder(orderId);
      await audit.record({
        actorId: admin.id,
        actorEmail: admin.email,
        action: 'order.setup_code',
        targetUserId: sent.userId,
        targetEmail: sent.sentTo,
        reason: request.body.reason,
        before: null,
        after: { orderId, sentTo: sent.sentTo },
        ip: admin.ip,
      });
      return reply.status(202).send({ sentTo: sent.sentTo });
    },
  );
};
