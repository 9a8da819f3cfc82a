import { isTourDismissed } from '@ketoflow/domain';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { dismissTour, skipTour, usePreferences } from '../../entities/preferences';
import { useUserId } from '../../entities/session/session';
import { findTourTarget, TourOverlay, type TourDefinition } from '../../entities/tours';
import { tourForPath } from './registry';
import { activeTour, endTour, startTour, useActiveTour } from './tour-state';

/** How long a first visit waits for the screen to show the first step's control. */
const WAIT_FOR_SCREEN_MS = 5000;
const POLL_MS = 100;

/**
 * Starts the screen's tour on a first visit: once the user's dismissals have been merged with
 * the server's (a dismissal on another device holds here), if it is neither dismissed nor
 * skipped in the last 3 days, as soon as the screen shows the control the first step is about.
 * Not when that never comes (the screen shows something else, e.g. a feature turned off for
 * the user), and not over a dialog the user already opened; "Show me around" still starts it.
 */
function useFirstVisitTour(tour: TourDefinition | null, userId: string): void {
  const { prefs, merged } = usePreferences(userId);
  useEffect(() => {
    if (!tour || !merged || activeTour() !== null) return;
    if (isTourDismissed(prefs, tour.id, Date.now())) return;
    const since = Date.now();
    const first = tour.steps[0].target;
    const timer = setInterval(() => {
      const shown = first === undefined || findTourTarget(first) !== null;
      if (!shown && Date.now() - since < WAIT_FOR_SCREEN_MS) return;
      clearInterval(timer);
      if (!shown || document.querySelector('[role="dialog"], [role="alertdialog"]')) return;
      startTour(tour.id);
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [tour, merged, prefs]);
}

/**
 * The guided tours of the app screens (mounted behind the sign-in and onboarding guards, so
 * never for visitors and never during onboarding). "Don't show this tour again" hides it for
 * good; Finish on the last step closes it as the close button (or Escape) does, skipping it
 * for 3 days, so a finished tour does not open again on the next visit either.
 */
export default function TourHost() {
  const { pathname } = useLocation();
  const userId = useUserId();
  const tour = tourForPath(pathname);
  const active = useActiveTour();
  useFirstVisitTour(tour, userId);

  // A tour belongs to its screen: leaving the screen (the browser's Back) ends it.
  useEffect(() => () => endTour(), [pathname]);

  if (!tour || active !== tour.id) return null;
  const end = (record: (userId: string, tourId: string) => Promise<void>) => () => {
    endTour();
    void record(userId, tour.id);
  };
  return (
    <TourOverlay
      key={tour.id}
      tour={tour}
      onFinish={end(skipTour)}
      onSkip={end(skipTour)}
      onDismiss={end(dismissTour)}
    />
  );
}
