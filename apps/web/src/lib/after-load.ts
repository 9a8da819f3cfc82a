import { useEffect, useState } from 'react';

let settled: Promise<void> | null = null;

/**
 * Resolves once the page has loaded and the browser has a quiet moment (at most 3 s after the
 * load event): for work that draws nothing, so it never competes with the first screen for the
 * network or the main thread (the service worker's precache, the guided tours, third-party
 * scripts).
 */
export function afterLoad(): Promise<void> {
  settled ??= new Promise<void>((resolve) => {
    const whenIdle = () => {
      if (typeof window.requestIdleCallback === 'function') {
        window.requestIdleCallback(() => resolve(), { timeout: 3000 });
      } else {
        setTimeout(resolve, 1);
      }
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
  });
  return settled;
}

/** `afterLoad()` as component state: false until then (and during hydration). */
export function useAfterLoad(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let cancelled = false;
    void afterLoad().then(() => {
      if (!cancelled) setReady(true);
    });
    return () => {
      cancelled = true;
    };
  }, []);
  return ready;
}
