import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React renders on the server (src/prerender) and while it hydrates that markup,
 * true from the render after. Output that depends on what only the browser knows (the session,
 * stored choices) waits for it, so the first client render matches the prerendered HTML and
 * React can hydrate without a mismatch. Always true in a plain client render (createRoot).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
