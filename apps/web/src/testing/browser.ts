import { onTestFinished, vi } from 'vitest';

/**
 * Browser APIs happy-dom does not have (Cache Storage, service workers) or cannot carry out
 * (a full page load), as small fakes a test installs for itself. Each is removed when the
 * test ends.
 */

/** Cache Storage holding `names`; `names()` tells what is left. */
export function installCacheStorage(initial: string[]) {
  const stored = new Set(initial);
  const storage = {
    keys: () => Promise.resolve([...stored]),
    delete: (name: string) => Promise.resolve(stored.delete(name)),
  } satisfies Pick<CacheStorage, 'keys' | 'delete'>;
  vi.stubGlobal('caches', storage);
  return { names: () => [...stored] };
}

/** `count` registered service workers; `unregistered()` counts the ones that were removed. */
export function installServiceWorkers(count: number) {
  let unregistered = 0;
  const registrations = Array.from({ length: count }, () => ({
    unregister: () => {
      unregistered += 1;
      return Promise.resolve(true);
    },
  }));
  const container = { getRegistrations: () => Promise.resolve(registrations) };
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: container });
  onTestFinished(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });
  return { unregistered: () => unregistered };
}

/**
 * Page loads (reload, assign) are recorded instead of performed: happy-dom would really
 * navigate away from the rendered app.
 */
export function recordPageLoads() {
  const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {});
  const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
  return { reload, assign };
}
