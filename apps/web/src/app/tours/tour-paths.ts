import type { TourId } from '@ketoflow/contracts';

/**
 * Which app screen has which guided tour. Kept apart from the tours themselves, so the header
 * ("Show me around", on every page) knows where a tour exists without loading any of them.
 */
const TOUR_ID_BY_PATH: Readonly<Record<string, TourId>> = {
  '/dashboard': 'dashboard',
  '/ketovision': 'ketovision',
  '/my-recipes': 'my-recipes',
  '/my-meals': 'my-meals',
  '/weight-tracker': 'weight-tracker',
  '/fasting-tracker': 'fasting-tracker',
  '/metashift': 'metashift',
  '/meal-plan': 'meal-plan',
  '/dream-me': 'dream-me',
  '/coach': 'coach',
  '/coin-recharge': 'coin-recharge',
  '/profile': 'profile',
};

export function tourIdForPath(pathname: string): TourId | null {
  return TOUR_ID_BY_PATH[pathname.replace(/\/+$/, '') || '/'] ?? null;
}
