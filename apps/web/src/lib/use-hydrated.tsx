import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useState,
  type ReactNode,
} from 'react';

const HydratedContext = createContext(true);

/**
 * Around the app. On a server (src/prerender) and while the browser hydrates that markup,
 * `prerendered` pages render as they were prerendered; once hydrated, the real state follows
 * in one transition, which React renders in slices rather than one long task, and then
 * `onHydrated` runs. Without `prerendered` (a page the browser renders itself) the real state
 * is there from the start.
 */
export function HydrationBoundary({
  prerendered,
  onHydrated,
  children,
}: {
  prerendered: boolean;
  onHydrated?: () => void;
  children: ReactNode;
}) {
  const [hydrated, setHydrated] = useState(!prerendered);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
    else if (prerendered) onHydrated?.();
  }, [hydrated, prerendered, onHydrated]);
  return <HydratedContext value={hydrated}>{children}</HydratedContext>;
}

/**
 * False while React renders a prerendered page on the server and while it hydrates that
 * markup, true from then on. Output that depends on what only the browser knows (the session,
 * stored choices) waits for it, so the first client render matches the prerendered HTML and
 * React can hydrate without a mismatch.
 */
export function useHydrated(): boolean {
  return useContext(HydratedContext);
}
