import { useSyncExternalStore } from 'react';
import { takeEarlyInstallPrompt } from './early-interaction';
import { afterLoad } from './after-load';

/** Chromium's install prompt event (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  readonly platforms: string[];
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
  prompt: () => Promise<void>;
}

/** localStorage key holding the dismissal time in ms. */
export const INSTALL_DISMISSED_KEY = 'pwa-install-dismissed';
/** A dismissal hides the install card for 24 h; the iOS hint appears after 3 s. */
export const INSTALL_DISMISS_MS = 24 * 60 * 60 * 1000;
export const IOS_HINT_DELAY_MS = 3000;

let deferredPrompt: BeforeInstallPromptEvent | null = null;
let installed = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/**
 * Start listening for `beforeinstallprompt` as early as possible (main.tsx): the event can
 * fire before React has mounted the install card.
 */
export function captureInstallPrompt(): void {
  // On a prerendered page the event may have come before this script: the loader kept it.
  const early = takeEarlyInstallPrompt();
  if (early) deferredPrompt = early as BeforeInstallPromptEvent;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferredPrompt = event as BeforeInstallPromptEvent;
    notify();
  });
  window.addEventListener('appinstalled', () => {
    deferredPrompt = null;
    installed = true;
    notify();
  });
}

/** Show the browser's install dialog; resolves true when the user accepted. */
export async function promptInstall(): Promise<boolean> {
  const event = deferredPrompt;
  if (!event) return false;
  // An event can prompt only once: the card hides now, whatever the user answers.
  deferredPrompt = null;
  notify();
  try {
    await event.prompt();
    const choice = await event.userChoice;
    return choice.outcome === 'accepted';
  } catch {
    // The browser withdrew the offer (already installed, or prompted elsewhere).
    return false;
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while the browser offers an install prompt we can trigger. */
export function useCanPromptInstall(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => deferredPrompt !== null && !installed,
    () => false,
  );
}

const DISPLAY_MODES = ['(display-mode: standalone)', '(display-mode: window-controls-overlay)'];

/** Running as an installed app (home-screen / standalone window). Browser only. */
export function isStandalone(): boolean {
  const nav = window.navigator as Navigator & { standalone?: boolean };
  return nav.standalone === true || DISPLAY_MODES.some((q) => window.matchMedia(q).matches);
}

/** iPhone / iPad / iPod, including iPadOS that reports itself as a Mac. Browser only. */
export function isIos(): boolean {
  const { userAgent, maxTouchPoints } = window.navigator;
  return (
    /iphone|ipad|ipod/i.test(userAgent) || (/macintosh/i.test(userAgent) && maxTouchPoints > 1)
  );
}

/**
 * A dismissal hides the card for 24 h. A timestamp from the future (the device
 * clock was moved back) does not hide it for good.
 */
export function isInstallDismissed(dismissedAt: number | null, now: number): boolean {
  if (dismissedAt === null) return false;
  const since = now - dismissedAt;
  return since >= 0 && since < INSTALL_DISMISS_MS;
}

/** What the install card shows: the browser's install button, the iOS hint, or nothing. */
export type InstallCardVariant = 'prompt' | 'ios-hint' | null;

export interface InstallCardFacts {
  pathname: string;
  standalone: boolean;
  dismissed: boolean;
  /** The browser offered installation (`beforeinstallprompt` was captured). */
  canPrompt: boolean;
  ios: boolean;
  /** 3 s have passed since the card mounted (iOS has no install event to wait for). */
  iosHintDue: boolean;
}

/**
 * When the install card shows: never in standalone mode, never on the sales
 * page /d, not within 24 h of a dismissal; "Install App" only where the browser offered it,
 * on iOS the Add to Home Screen hint after 3 s.
 */
export function installCardVariant(facts: InstallCardFacts): InstallCardVariant {
  if (facts.standalone || facts.dismissed) return null;
  if (facts.pathname.replace(/\/+$/, '') === '/d') return null;
  if (facts.canPrompt) return 'prompt';
  return facts.ios && facts.iosHintDue ? 'ios-hint' : null;
}

// The dismissal lives in localStorage; this copy covers browsers where storage is unavailable.
let dismissedInMemory: number | null = null;
const dismissalListeners = new Set<() => void>();

function readInstallDismissedAt(): number | null {
  try {
    const raw = window.localStorage.getItem(INSTALL_DISMISSED_KEY);
    const at = raw === null ? NaN : Number(raw);
    if (Number.isFinite(at)) return at;
  } catch {
    // Storage unavailable: fall back to this page view's dismissal.
  }
  return dismissedInMemory;
}

export function dismissInstall(now = Date.now()): void {
  dismissedInMemory = now;
  try {
    window.localStorage.setItem(INSTALL_DISMISSED_KEY, String(now));
  } catch {
    // Storage unavailable: the card is still hidden for this page view.
  }
  dismissalListeners.forEach((listener) => listener());
}

function subscribeDismissal(listener: () => void): () => void {
  dismissalListeners.add(listener);
  // A dismissal in another tab counts here too.
  window.addEventListener('storage', listener);
  return () => {
    dismissalListeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

function subscribeDisplayMode(listener: () => void): () => void {
  const queries = DISPLAY_MODES.map((q) => window.matchMedia(q));
  queries.forEach((query) => query.addEventListener('change', listener));
  return () => queries.forEach((query) => query.removeEventListener('change', listener));
}

const noSubscription = () => () => {};

/**
 * The browser facts behind the install card, read through `useSyncExternalStore` so the
 * server (prerendering) and the first client render agree on "hidden": the server snapshots
 * say standalone and dismissed; the real values arrive right after hydration.
 */
export function useInstallEnvironment(): { standalone: boolean; dismissed: boolean; ios: boolean } {
  const standalone = useSyncExternalStore(subscribeDisplayMode, isStandalone, () => true);
  const dismissed = useSyncExternalStore(
    subscribeDismissal,
    () => isInstallDismissed(readInstallDismissedAt(), Date.now()),
    () => true,
  );
  const ios = useSyncExternalStore(noSubscription, isIos, () => false);
  return { standalone, dismissed, ios };
}

/**
 * Register the service worker built by vite-plugin-pwa (production builds only; the virtual
 * module is a no-op in dev). Updates apply on the next load (`autoUpdate`).
 */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  // Its install precaches the whole app: after the first screen, not during it.
  await afterLoad();
  const { registerSW } = await import('virtual:pwa-register');
  registerSW({ immediate: true });
}

/**
 * "Clear Cache & Reload" on the error screen: unregister every service worker, delete every
 * Cache Storage entry, clear localStorage and sessionStorage, then reload.
 */
export async function clearAppDataAndReload(): Promise<void> {
  try {
    const registrations = (await navigator.serviceWorker?.getRegistrations()) ?? [];
    await Promise.all(registrations.map((registration) => registration.unregister()));
  } catch {
    // Keep going: the remaining steps still help.
  }
  try {
    if ('caches' in window) {
      const keys = await caches.keys();
      await Promise.all(keys.map((key) => caches.delete(key)));
    }
  } catch {
    // As above.
  }
  try {
    window.localStorage.clear();
  } catch {
    // Storage may be unavailable.
  }
  try {
    window.sessionStorage.clear();
  } catch {
    // Storage may be unavailable.
  }
  window.location.reload();
}
