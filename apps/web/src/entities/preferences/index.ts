export {
  dismissTour,
  skipTour,
  TOUR_PREFERENCE_KEYS,
  useLocalPreferences,
  usePreferences,
} from './use-preferences';
export { changePreference, mergeWithServer, resetPreferences } from './sync';
export { preferenceStorageKey } from './local-store';
