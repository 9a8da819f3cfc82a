export { TourOverlay, type TourOverlayProps } from './tour-overlay';
export {
  clickTourTarget,
  DEFAULT_TOUR_CHARACTER,
  tourTargetSelector,
  type TourDefinition,
  type TourStep,
} from './types';
export { findTourTarget } from './use-tour-target';
export { TOUR_STEP_DEBOUNCE_MS } from './use-tour-steps';
export { placeTourCard, TOUR_SHEET_MAX_WIDTH, type TourCardPlacement } from './placement';
