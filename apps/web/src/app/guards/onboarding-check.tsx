import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { KeepFoodsForOffline } from '../../entities/food';
import { useOnboardingStatus } from '../../entities/onboarding/onboarding';
import { useSession } from '../../entities/session/session';
import { useAfterLoad } from '../../lib/after-load';
import { StatusScreen } from '../layout/page-loading';
import { OnboardingGate } from './onboarding-gate';

// Loaded only behind this guard: visitors and the landing page never download the tours.
const TourHost = lazy(() => import('../tours/tour-host'));

/**
 * The onboarding guard's check (require-onboarding.tsx loads it): "Checking your profile..."
 * while the status is unknown, the gate when incomplete, else the app screen.
 */
export default function OnboardingCheck() {
  const { user } = useSession();
  const { status, isError, refetch } = useOnboardingStatus(user?.id ?? null);
  // The tours (and their dialog and stored choices) and the food list kept for offline wait
  // until the screen has loaded.
  const afterLoad = useAfterLoad();
  if (status === 'unknown') return <StatusScreen label="Checking your profile..." />;
  if (status === 'incomplete') return <OnboardingGate lookupFailed={isError} onRetry={refetch} />;
  return (
    <>
      <Outlet />
      {afterLoad && (
        <>
          <Suspense fallback={null}>
            <TourHost />
          </Suspense>
          {/* The food list for searching offline (decision 039), once the screen is up. */}
          <KeepFoodsForOffline />
        </>
      )}
    </>
  );
}
