import { lazy, Suspense } from 'react';
import { StatusScreen } from '../layout/page-loading';

/**
 * The check is a chunk of its own: it brings the onboarding resource (and through it the
 * contracts' schemas), which the public pages, whose route table holds this guard, never need.
 */
const loadOnboardingCheck = () => import('./onboarding-check');
const OnboardingCheck = lazy(loadOnboardingCheck);

/** Starts loading the check early (require-auth.tsx: while the session is being read). */
export function preloadOnboardingCheck(): void {
  void loadOnboardingCheck();
}

/**
 * App screens need completed onboarding (spec §2, §5). Always nested inside RequireAuth.
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
