/**
 * The rotation rules of a carousel, kept apart from React so they can be tested plainly.
 * `stopped` is the visitor's choice (a dot or the pause button) and lasts; `held` is a
 * pause while the pointer or focus is inside, which ends when they leave.
 */
export interface CarouselState {
  index: number;
  stopped: boolean;
  held: boolean;
}

export type CarouselAction =
  | { type: 'tick' }
  | { type: 'select'; index: number }
  | { type: 'toggle' }
  | { type: 'hold'; held: boolean };

export const initialCarouselState: CarouselState = { index: 0, stopped: false, held: false };

export function carouselReducer(
  count: number,
): (state: CarouselState, action: CarouselAction) => CarouselState {
  return (state, action) => {
    switch (action.type) {
      case 'tick':
        // A tick that was already scheduled when the visitor stopped the rotation does nothing.
        return state.stopped || state.held || count === 0
          ? state
          : { ...state, index: (state.index + 1) % count };
      case 'select':
        // Choosing an entry shows it and stops the rotation (spec §2).
        return { ...state, index: Math.min(Math.max(0, action.index), count - 1), stopped: true };
      case 'toggle':
        return { ...state, stopped: !state.stopped };
      case 'hold':
        return state.held === action.held ? state : { ...state, held: action.held };
    }
  };
}

/** Whether the entries change by themselves right now. */
export function isRotating(state: CarouselState, reducedMotion: boolean): boolean {
  return !state.stopped && !state.held && !reducedMotion;
}
