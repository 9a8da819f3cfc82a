import { endpoints, type AdminReferralItem } from '@ketoflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminActor } from '../../lib/admin-actor.js';
import type { AuditPort } from '../../lib/audit-port.js';
import { defineRoute } from '../../lib/define-route.js';
import { currentUser } from '../../plugins/session.js';
import type { ReferralAdmin } from './referral.admin.js';
import type { ReferralService } from './referral.service.js';

const tags = ['referrals'];

export const referralRoutes: FastifyPluginAsyncZod<{ referralService: ReferralService }> = async (
  app,
  { referralService },
) => {
  app.addHook('onRequest', app.requireUser);

  defineRoute(
    app,
    endpoints.referrals.mine,
    {
      schema: {
        tags,
        summary:
          'My referral code (created on first read), share link, totals and referrals, newest first',
      },
    },
    async (request) => referralService.getMine(currentUser(request).id),
  );
};

/** Where admin actions are recorded (the admin module's audit trail fits). */
export type ReferralAudit = AuditPort<'referral.revoke'>;

/** The referral programme in the admin area; mounted inside it, behind its guard. */
export const adminReferralRoutes: FastifyPluginAsyncZod<{
  admin: ReferralAdmin;
  audit: ReferralAudit;
}> = async (app, { admin, audit }) => {
  defineRoute(
    app,
    endpoints.adminReferrals.list,
    { schema: { tags: ['admin'], summary: 'Referrals, totals and top referrers' } },
    async (request) => admin.list(request.query),
  );
  defineRoute(
    app,
    endpoints.adminReferrals.revoke,
    {
      schema: {
        tags: ['admin'],
        summary: 'Revokes a fraudulent referral; its coins go back, once',
      },
    },
    async (request) => {
      const actor = adminActor(request);
      const facts = (r: AdminReferralItem) => ({ status: r.status, coinsAwarded: r.coinsAwarded });
      return admin.revoke(request.params.id, (tx, before, after) =>
        audit.recordIn(tx, {
          actorId: actor.id,
          actorEmail: actor.email,
          action: 'referral.revoke',
          targetUserId: before.referrerId,
          targetEmail: before.referrerEmail,
          reason: request.body.reason,
          before: { ...facts(before), referralId: before.id, refereeEmail: before.refereeEmail },
          after: facts(after),
          ip: actor.ip,
        }),
      );
    },
  );
};
