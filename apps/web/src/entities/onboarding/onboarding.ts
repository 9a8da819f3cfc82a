import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type {
  CompleteOnboardingResponse,
  GetOnboardingResponse,
  OnboardingStatus,
} from '@ketoflow/contracts';
import { api, endpointRef } from '../../lib/api-client';
import { bodyKeys, onboardingKeys, walletKeys } from '../query-keys';
import { invalidateDiary } from '../diary/diary-api';

/**
 * Onboarding state is shared by the guards (app), the post-sign-in redirect (auth) and the
 * onboarding feature, so it lives in the shared layer rather than in a feature folder.
 */
/** Onboarding status is cached per user for 5 minutes. */
export const ONBOARDING_STALE_TIME_MS = 5 * 60 * 1000;

// A reference, not the endpoint table: the table builds every zod schema of the API, which the
// dashboard's first render must not wait for (decision 025).
const getEndpoint = endpointRef('onboarding', 'get', {
  method: 'GET',
  path: '/api/v1/onboarding',
  status: 200,
});

export function fetchOnboarding(): Promise<GetOnboardingResponse> {
  return api.call(getEndpoint);
}

export function onboardingQueryOptions(userId: string) {
  return queryOptions({
    queryKey: onboardingKeys.detail(userId),
    queryFn: fetchOnboarding,
    staleTime: ONBOARDING_STALE_TIME_MS,
  });
}

export interface OnboardingStatusState {
  /** 'unknown' while the first request is in flight. */
  status: OnboardingStatus | 'unknown';
  /** The lookup failed; the status then counts as incomplete (or keeps the previous value). */
  isError: boolean;
  refetch: () => void;
}

/** Onboarding status of `userId` (pass null when signed out: nothing is fetched). */
export function useOnboardingStatus(userId: string | null): OnboardingStatusState {
  const query = useQuery({
    ...onboardingQueryOptions(userId ?? ''),
    enabled: userId !== null,
    select: (data) => data.status,
  });
  let status: OnboardingStatusState['status'] = 'unknown';
  if (query.data) status = query.data;
  else if (query.isError) status = 'incomplete';
  return {
    status,
    isError: query.isError,
    refetch: () => {
      void query.refetch();
    },
  };
}

/**
 * Call after PUT /api/v1/onboarding succeeds: marks the user complete (so the gate opens at
 * once), stores the new balance and re-checks with the server in the background.
 */
export async function applyOnboardingCompleted(
  queryClient: QueryClient,
  userId: string,
  result: CompleteOnboardingResponse,
): Promise<void> {
  queryClient.setQueryData<GetOnboardingResponse>(onboardingKeys.detail(userId), {
    status: 'complete',
    response: result.response,
  });
  queryClient.setQueryData(walletKeys.balance(userId), { balance: result.balance });
  await queryClient.invalidateQueries({ queryKey: onboardingKeys.all });
  // New answers change what other screens derive from them: BMI needs the height, the
  // weight summary uses the units and goal, the diary and dashboard compare with the targets.
  void queryClient.invalidateQueries({ queryKey: bodyKeys.all });
  void invalidateDiary(queryClient);
}
