import type { AuthUser } from '@ketoflow/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { onboardingQueryOptions } from '../../../entities/onboarding/onboarding';
import { setSessionUser } from '../../../entities/session/session';

/** Where a signed-in user belongs: /dashboard when onboarding is complete, else /onboarding. */
export function destinationFor(status: 'complete' | 'incomplete'): '/dashboard' | '/onboarding' {
  return status === 'complete' ? '/dashboard' : '/onboarding';
}

/**
 * After sign-in: store the session, look up onboarding, then go to
 * /dashboard or /onboarding. A failed lookup counts as incomplete.
 */
export function usePostSignInNavigate(): (user: AuthUser) => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (user: AuthUser) => {
      let status: 'complete' | 'incomplete' = 'incomplete';
      try {
        status = (await queryClient.fetchQuery(onboardingQueryOptions(user.id))).status;
      } catch {
        status = 'incomplete';
      }
      setSessionUser(queryClient, user);
      await navigate(destinationFor(status), { replace: true });
    },
    [navigate, queryClient],
  );
}
