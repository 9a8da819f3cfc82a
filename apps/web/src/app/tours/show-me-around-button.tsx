import { Compass } from 'lucide-react';
import { useLocation } from 'react-router';
import { Button } from '../../components/ui/button';
import { useOnboardingStatus } from '../../entities/onboarding/onboarding';
import { tourIdForPath } from './tour-paths';
import { startTour } from './tour-state';

/**
 * "Show me around" (header): starts the current screen's tour again, whatever was dismissed.
 * Shown on app screens that have a tour, once onboarding is complete.
 */
export function ShowMeAroundButton({ userId }: { userId: string }) {
  const { pathname } = useLocation();
  const { status } = useOnboardingStatus(userId);
  const tourId = tourIdForPath(pathname);
  if (!tourId || status !== 'complete') return null;
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label="Show me around"
      title="Show me around"
      data-activity="tour_start"
      onClick={() => startTour(tourId)}
    >
      <Compass aria-hidden="true" />
    </Button>
  );
}
