import {
  CompleteOnboardingResponseSchema,
  ErrorBodySchema,
  GetOnboardingResponseSchema,
  OnboardingAnswersSchema,
} from '@ketoflow/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/session.js';
import type { OnboardingService } from './onboarding.service.js';

const tags = ['onboarding'];

export const onboardingRoutes: FastifyPluginAsyncZod<{
  onboardingService: OnboardingService;
}> = async (app, { onboardingService }) => {
  app.addHook('onRequest', app.requireUser);

  app.get(
    '',
    {
      schema: {
        tags,
        summary: 'Onboarding status and answers',
        response: { 200: GetOnboardingResponseSchema },
      },
    },
    async (request) => onboardingService.get(currentUser(request).id),
  );

  app.put(
    '',
    {
      schema: {
        tags,
        summary:
          'Complete or update onboarding; computes the personal plan and grants the bonus once',
        body: OnboardingAnswersSchema,
        response: { 200: CompleteOnboardingResponseSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => onboardingService.complete(currentUser(request).id, request.body),
  );
};
