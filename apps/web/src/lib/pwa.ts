import { useSyncExternalStore } from 'react';

/** Chromium's install prompt event (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  readonly platforms: string[];
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
  prompt: () => Promise<void>;
}

/** localStorage key holding the dismissal time in ms (spec §3). */
export const INSTALL_DISMISSED_KEY = 'pwa-install-dismissed';
/** Spec §9: a dismissal hides the install card for 24 h; the iOS hint appears after 3 s. */
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
  deferredPrompt = null;
  notify();
  await event.prompt();
  const choice = await event.userChoice;
  return choice.outcome === 'accepted';
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

/** Running as an installed app (home-screen / standalone window). */
export function isStandalone(): boolean {
  const nav = window.navigator as Navigator & { standalone?: boolean };
  return (
    nav.standalone === true ||
    window.matchMedia('(display-mode: standalone)').matches ||
    window.matchMedia('(display-mode: window-controls-overlay)').matches
  );
}

/** iPhone / iPad / iPod, including iPadOS that reports itself as a Mac. */
export function isIos(): boolean {
  const { userAgent, maxTouchPoints } = window.navigator;
  return (
    /iphone|ipad|ipod/i.test(userAgent) || (/macintosh/i.test(userAgent) && maxTouchPoints > 1)
  );
}

export function isInstallDismissed(now = Date.now()): boolean {
  try {
    const raw = window.localStorage.getItem(INSTALL_DISMISSED_KEY);
    const at = raw === null ? NaN : Number(raw);
    return Number.isFinite(at) && now - at < INSTALL_DISMISS_MS;
  } catch {
    return false;
  }
}

export function dismissInstall(now = Date.now()): void {
  try {
    window.localStorage.setItem(INSTALL_DISMISSED_KEY, String(now));
  } catch {
    // Storage unavailable: the card is still hidden for this page view.
  }
}

/**
 * Register the service worker built by vite-plugin-pwa (production builds only; the virtual
 * module is a no-op in dev). Updates apply on the next load (`autoUpdate`).
 */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
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
