import { matchRoutes, type RouteObject } from 'react-router';
import { replayEarlyClick } from '../lib/early-interaction';

/** The attribute the prerender puts on #root: the path its markup was rendered for. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * True when #root holds markup prerendered for exactly this URL, which React can then hydrate.
 * A query string may change what the page shows (`/auth?mode=sign-up`), so such a visit renders
 * afresh over the prerendered markup instead.
 */
export function canHydrate(container: HTMLElement, location: Location): boolean {
  return (
    container.getAttribute(PRERENDERED_ATTRIBUTE) === location.pathname && location.search === ''
  );
}

/**
 * Load the lazy route modules the URL matches and make them part of the route objects, as
 * react-router's "lazy routes and hydration" asks: the router then renders the page at once
 * instead of its HydrateFallback, so the first client render matches the prerendered HTML.
 */
export async function resolveLazyRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, { ...resolved, lazy: undefined });
    }),
  );
}

/**
 * A hydrated page is the live app now: #root loses its "prerendered" mark (CSS and browser
 * journeys can tell static markup from a page that answers clicks), and a button clicked
 * before is clicked again.
 */
export function markLive(container: HTMLElement): void {
  container.removeAttribute(PRERENDERED_ATTRIBUTE);
  replayEarlyClick();
}

/**
 * The attribute on #root while it holds a signed-in screen drawn before the app ran (decision
 * 041): `server` (rendered for this request) or `device` (the screen as last seen here).
 */
export const DRAWN_ATTRIBUTE = 'data-drawn';

/**
 * A drawn screen stays on screen until the app's first render replaces it; then #root loses
 * its mark, so the look of its waiting controls ends with them.
 */
export function releaseDrawnScreen(container: HTMLElement): void {
  if (!container.hasAttribute(DRAWN_ATTRIBUTE)) return;
  const drawn = [...container.childNodes];
  const replaced = new MutationObserver(() => {
    if (drawn.some((node) => node.isConnected)) return;
    container.removeAttribute(DRAWN_ATTRIBUTE);
    replaced.disconnect();
  });
  replaced.observe(container, { childList: true });
}
