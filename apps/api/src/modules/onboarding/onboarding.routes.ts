import { endpoints } from '@ketoflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineRoute } from '../../lib/define-route.js';
import { currentUser } from '../../plugins/session.js';
import type { OnboardingService } from './onboarding.service.js';

const tags = ['onboarding'];

export const onboardingRoutes: FastifyPluginAsyncZod<{
  onboardingService: OnboardingService;
}> = async (app, { onboardingService }) => {
  app.addHook('onRequest', app.requireUser);

  defineRoute(
    app,
    endpoints.onboarding.get,
    { schema: { tags, summary: 'Onboarding status and answers' } },
    async (request) => onboardingService.get(currentUser(request).id),
  );

  defineRoute(
    app,
    endpoints.onboarding.complete,
    {
      schema: {
        tags,
        summary:
          'Complete or update onboarding; computes the personal plan and grants the bonus once',
      },
    },
    async (request) => onboardingService.complete(currentUser(request).id, request.body),
  );
};
