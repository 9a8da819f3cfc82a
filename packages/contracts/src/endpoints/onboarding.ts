import {
  CompleteOnboardingResponseSchema,
  GetOnboardingResponseSchema,
  OnboardingAnswersSchema,
} from '../onboarding.js';
import { defineEndpoint } from './define.js';

/** The onboarding questionnaire and the personal plan: /api/v1/onboarding. */
export const onboardingEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: '/api/v1/onboarding',
    status: 200,
    response: GetOnboardingResponseSchema,
    errors: [],
  }),
  complete: defineEndpoint({
    method: 'PUT',
    path: '/api/v1/onboarding',
    body: OnboardingAnswersSchema,
    status: 200,
    response: CompleteOnboardingResponseSchema,
    errors: [400],
  }),
};
