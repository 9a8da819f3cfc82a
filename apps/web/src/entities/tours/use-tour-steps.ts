import { useCallback, useEffect, useRef, useState } from 'react';

/** The step index moves forward and back with a 100 ms debounce. */
export const TOUR_STEP_DEBOUNCE_MS = 100;

/**
 * The current step of a tour of `count` steps. Moves settle 100 ms after the last press, so a
 * double click moves one step, never two (and never past the last step into Finish).
 */
export function useTourSteps(count: number): {
  index: number;
  next: () => void;
  back: () => void;
} {
  const [index, setIndex] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const move = useCallback(
    (delta: 1 | -1) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(
        () => setIndex((current) => Math.min(Math.max(current + delta, 0), count - 1)),
        TOUR_STEP_DEBOUNCE_MS,
      );
    },
    [count],
  );
  return {
    index,
    next: useCallback(() => move(1), [move]),
    back: useCallback(() => move(-1), [move]),
  };
}
