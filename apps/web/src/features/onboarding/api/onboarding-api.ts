import {
  endpoints,
  type CompleteOnboardingResponse,
  type OnboardingAnswers,
} from '@ketoflow/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import {
  applyOnboardingCompleted,
  onboardingQueryOptions,
} from '../../../entities/onboarding/onboarding';

/** PUT /api/v1/onboarding: completes (or re-answers) onboarding; the plan is recomputed. */
export function saveOnboarding(answers: OnboardingAnswers): Promise<CompleteOnboardingResponse> {
  return api.call(endpoints.onboarding.complete, { body: answers });
}

/**
 * Save the answers, then update the cache (status, response, balance) so the guard opens
 * and the header pill shows the bonus at once. `onSaved` runs first, in the same render
 * batch as the cache update, so a screen can switch views without a flash.
 */
export function useSaveOnboarding(
  userId: string,
  onSaved?: (result: CompleteOnboardingResponse) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOnboarding,
    onSuccess: async (result) => {
      onSaved?.(result);
      await applyOnboardingCompleted(queryClient, userId, result);
    },
  });
}

/** The user's onboarding record (GET /api/v1/onboarding), shared with the guards' cache. */
export function useOnboardingRecord(userId: string) {
  return useQuery(onboardingQueryOptions(userId));
}
