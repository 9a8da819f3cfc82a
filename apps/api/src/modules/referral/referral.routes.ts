import { ErrorBodySchema, MyReferralsResponseSchema } from '@ketoflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/session.js';
import type { ReferralService } from './referral.service.js';

const tags = ['referrals'];

export const referralRoutes: FastifyPluginAsyncZod<{ referralService: ReferralService }> = async (
  app,
  { referralService },
) => {
  app.addHook('onRequest', app.requireUser);

  app.get(
    '/me',
    {
      schema: {
        tags,
        summary:
          'My referral code (created on first read), share link, totals and referrals, newest first',
        response: { 200: MyReferralsResponseSchema, 401: ErrorBodySchema, 500: ErrorBodySchema },
      },
    },
    async (request) => referralService.getMine(currentUser(request).id),
  );
};
