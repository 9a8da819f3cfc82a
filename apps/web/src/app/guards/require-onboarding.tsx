import { Suspense } from 'react';
import { lazyReady } from '../../lib/lazy-ready';
import { StatusScreen } from '../layout/page-loading';

/**
 * The check is a chunk of its own: it brings the onboarding resource (and through it the
 * contracts' schemas), which the public pages, whose route table holds this guard, never need.
 */
const onboardingCheck = lazyReady(() => import('./onboarding-check'));
const OnboardingCheck = onboardingCheck.Component;

/**
 * Starts loading the check early (require-auth.tsx: while the session is being read); a page
 * with start data waits for it before its first render (main.tsx).
 */
export function preloadOnboardingCheck(): Promise<void> {
  return onboardingCheck.preload();
}

/**
 * App screens need completed onboarding. Always nested inside RequireAuth.
 * "Checking your profile..." while the status is unknown (or the check loads), the gate when
 * incomplete.
 */
export function RequireOnboarding() {
  return (
    <Suspense fallback={<StatusScreen label="Checking your profile..." />}>
      <OnboardingCheck />
    </Suspense>
  );
}
