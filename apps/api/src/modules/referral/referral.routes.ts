import { endpoints } from '@ketoflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../lib/define-route.js';
import { currentUser } from '../../plugins/session.js';
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
