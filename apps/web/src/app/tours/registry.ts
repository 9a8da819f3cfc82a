import type { TourId } from '@ketoflow/contracts';
import type { TourDefinition } from '../../entities/tours';
// Each tour's steps live beside the feature whose `data-tour` controls they point at. They are
// imported from their own files, not the features' index, so the lazily loaded tour host does
// not pull in the screens (nor the screens the tours).
import { coachTour } from '../../features/coach/tour';
import { coinRechargeTour } from '../../features/coin-recharge/tour';
import { dashboardTour } from '../../features/dashboard/tour';
import { dreamMeTour } from '../../features/dream-me/tour';
import { fastingTour } from '../../features/fasting/tour';
import { ketovisionTour } from '../../features/ketovision/tour';
import { mealPlanTour } from '../../features/meal-plan/tour';
import { mealsTour } from '../../features/meals/tour';
import { metashiftTour } from '../../features/metashift/tour';
import { profileTour } from '../../features/profile/tour';
import { recipesTour } from '../../features/recipes/tour';
import { weightTour } from '../../features/weight/tour';
import { tourIdForPath } from './tour-paths';

/** One guided tour per app screen. */
export const TOURS: Readonly<Record<TourId, TourDefinition>> = {
  dashboard: dashboardTour,
  ketovision: ketovisionTour,
  'my-recipes': recipesTour,
  'my-meals': mealsTour,
  'weight-tracker': weightTour,
  'fasting-tracker': fastingTour,
  metashift: metashiftTour,
  'meal-plan': mealPlanTour,
  'dream-me': dreamMeTour,
  coach: coachTour,
  'coin-recharge': coinRechargeTour,
  profile: profileTour,
};

export function tourForPath(pathname: string): TourDefinition | null {
  const id = tourIdForPath(pathname);
  return id ? TOURS[id] : null;
}
