/**
 * The rotation rules of a carousel, kept apart from React so they can be tested plainly.
 * `stopped` is the visitor's choice (a dot or the pause button) and lasts; `pointer` and
 * `focus` pause it while the pointer or the keyboard focus is inside, until both have left.
 */
export interface CarouselState {
  index: number;
  stopped: boolean;
  pointer: boolean;
  focus: boolean;
}

export type CarouselAction =
  | { type: 'tick' }
  | { type: 'select'; index: number }
  | { type: 'toggle' }
  | { type: 'hold'; by: 'pointer' | 'focus'; inside: boolean };

export const initialCarouselState: CarouselState = {
  index: 0,
  stopped: false,
  pointer: false,
  focus: false,
};

const held = (state: CarouselState) => state.pointer || state.focus;

export function carouselReducer(
  count: number,
): (state: CarouselState, action: CarouselAction) => CarouselState {
  return (state, action) => {
    switch (action.type) {
      case 'tick':
        // A tick that was already scheduled when the visitor stopped the rotation does nothing.
        return state.stopped || held(state) || count === 0
          ? state
          : { ...state, index: (state.index + 1) % count };
      case 'select':
        // Choosing an entry shows it and stops the rotation.
        return { ...state, index: Math.min(Math.max(0, action.index), count - 1), stopped: true };
      case 'toggle':
        return { ...state, stopped: !state.stopped };
      case 'hold':
        return state[action.by] === action.inside
          ? state
          : { ...state, [action.by]: action.inside };
    }
  };
}

/** Whether the entries change by themselves right now. */
export function isRotating(state: CarouselState, reducedMotion: boolean): boolean {
  return !state.stopped && !held(state) && !reducedMotion;
}
