/**
 * The last screen of the daily loop as this device showed it (decision 041): kept when the page
 * is left or hidden, and painted by `public/kept-screen.js` the moment the next visit's page is
 * parsed, before the app's scripts have run, so a repeat visit shows the person's data at once,
 * online or offline. The app's first render then replaces it. Keys are under `auth:`, so
 * signing out removes them with the rest of the person's stored keys; the painter reads these
 * names too (kept-screen.test.ts runs it against this module).
 */

import { DAILY_LOOP_SCREENS } from '@ketoflow/contracts';

/** localStorage key of a screen: this prefix and its path. */
export const KEPT_SCREEN_PREFIX = 'auth:kept-screen:';
/** The stored shape's version: the painter ignores any other. */
export const KEPT_SCREEN_VERSION = 1;
/** A screen larger than this (a very long diary) is not kept: storage is small and shared. */
const MAX_CHARS = 300_000;

export type KeptScreen = { v: number; userId: string; savedAt: number; html: string };

/** Parts of the page that belong to a moment, not to the screen: toasts and open dialogs. */
const MOMENTARY = 'section[aria-label^="Notifications"], [role="dialog"], [role="alertdialog"]';

/**
 * The screen's markup as it is now, or null when it is not worth keeping: not a daily-loop
 * screen, still the copy painted before the app ran, or not finished (no heading, a skeleton or
 * a loading status in its main area).
 */
export function captureScreen(root: HTMLElement, path: string): string | null {
  if (!(DAILY_LOOP_SCREENS as readonly string[]).includes(path) || root.hasAttribute('data-drawn'))
    return null;
  const main = root.querySelector('main');
  if (!main?.querySelector('h1') || main.querySelector('[data-slot="skeleton"]')) return null;
  const loading = [...main.querySelectorAll('[role="status"]')].some((status) =>
    /loading/i.test(status.textContent ?? ''),
  );
  if (loading) return null;
  const copy = root.cloneNode(true) as HTMLElement;
  copy.querySelectorAll(MOMENTARY).forEach((node) => node.remove());
  const html = copy.innerHTML;
  return html.length > MAX_CHARS ? null : html;
}

function keysOf(storage: Storage): string[] {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key?.startsWith(KEPT_SCREEN_PREFIX)) keys.push(key);
  }
  return keys;
}

/** Keeps the screen at `path` for `userId`; a full or blocked storage keeps nothing. */
export function keepScreen(
  storage: Storage,
  path: string,
  userId: string,
  html: string,
  now = Date.now(),
): void {
  const kept: KeptScreen = { v: KEPT_SCREEN_VERSION, userId, savedAt: now, html };
  try {
    storage.setItem(KEPT_SCREEN_PREFIX + path, JSON.stringify(kept));
  } catch {
    // Over quota or blocked: the next visit renders as it would without a kept screen.
  }
}

/**
 * Drops the kept screens of anyone but `userId` (all of them for null): a session that ended
 * without signing out (revoked, expired) must not leave its screens to the next person.
 */
export function forgetKeptScreens(storage: Storage, userId: string | null): void {
  try {
    for (const key of keysOf(storage)) {
      const kept = JSON.parse(storage.getItem(key) ?? 'null') as Partial<KeptScreen> | null;
      if (userId === null || kept?.userId !== userId) storage.removeItem(key);
    }
  } catch {
    // Blocked storage holds nothing to forget.
  }
}

/** Where the app is: the router's location, as react-router reports it. */
type Place = { pathname: string; search: string };
/** The part of the app's router this needs: its location and its changes. */
type Navigation = {
  state: { location: Place };
  subscribe: (listener: (state: { location: Place }) => void) => unknown;
};

/**
 * Keeps each screen when it is left: for another screen of the app (just before the next one
 * replaces it on the page), or with the page itself, hidden or closed (the moments a phone may
 * end it without warning); for the signed-in person `userId()` names.
 */
export function keepScreensOnLeave(
  root: HTMLElement,
  userId: () => string | null,
  navigation: Navigation,
): void {
  const save = (place: Place) => {
    const id = userId();
    if (!id || place.search !== '') return;
    const html = captureScreen(root, place.pathname);
    if (html !== null) keepScreen(window.localStorage, place.pathname, id, html);
  };
  let shown = navigation.state.location;
  // The router reports a new location before React renders its screen: the page still shows
  // the screen being left.
  navigation.subscribe(({ location }) => {
    if (location.pathname === shown.pathname && location.search === shown.search) return;
    save(shown);
    shown = location;
  });
  window.addEventListener('pagehide', () => save(shown));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') save(shown);
  });
}
