import { useDeferredValue } from 'react';

/**
 * A query's answer as the screen should render it: undefined in the render that mounts the
 * component or in which the answer arrives, then the answer in a background render of its own.
 * Why: a query's update renders synchronously, so filling the whole dashboard at once held the
 * main thread for hundreds of milliseconds on a phone (Lighthouse's total blocking time); a
 * deferred render yields to the browser every few milliseconds, and the placeholder stays on
 * screen meanwhile (decision 025).
 */
export function useDeferredAnswer<T>(answer: T | undefined): T | undefined {
  return useDeferredValue(answer, undefined);
}
