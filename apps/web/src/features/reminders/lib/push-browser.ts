import { PUSH_DEVICE_NAME_MAX_LENGTH, type PushSubscribeBody } from '@ketoflow/contracts';
import { isIos, isStandalone } from '../../../lib/pwa';

/**
 * This browser's side of push reminders: whether it can get them, asking the person's
 * permission, and subscribing at the browser's push service with the server's key. Everything
 * here runs only after the person pressed the button, never on page load.
 */

/** Why turning reminders on in this browser did not work (each has one sentence on screen). */
export type PushProblem =
  /** No service worker, Push API or notifications in this browser. */
  | 'unsupported'
  /** The person (or the browser's settings) blocked notifications for the site. */
  | 'denied'
  /** The permission question was closed without an answer. */
  | 'dismissed'
  /** The app's service worker is not running (first visit still installing, development). */
  | 'no-worker'
  /** The browser could not reach its push service (blocked network, no Google services…). */
  | 'unreachable';

export class PushSetupError extends Error {
  constructor(readonly problem: PushProblem) {
    super(`Push setup failed: ${problem}`);
    this.name = 'PushSetupError';
  }
}

/** What this browser can do: push, push only once installed on the home screen (iOS), none. */
export type PushAvailability = 'available' | 'ios-home-screen' | 'unsupported';

export function pushAvailability(): PushAvailability {
  // iOS and iPadOS (16.4+) offer Web Push only to an app opened from the home screen.
  if (isIos() && !isStandalone()) return 'ios-home-screen';
  const supported =
    'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
  return supported ? 'available' : 'unsupported';
}

/** Notifications already blocked for this site (read only; asking waits for the button). */
export function notificationsBlocked(): boolean {
  return 'Notification' in window && Notification.permission === 'denied';
}

/** A VAPID public key (base64url, as the server gives it) as the bytes `subscribe` takes. */
export function urlBase64ToUint8Array(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = `${base64url}${'='.repeat((4 - (base64url.length % 4)) % 4)}`
    .replaceAll('-', '+')
    .replaceAll('_', '/');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

function sameBytes(a: ArrayBuffer | null, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.byteLength) return false;
  const view = new Uint8Array(a);
  return view.every((byte, i) => byte === b[i]);
}

/** The app's active service worker, or null when none becomes ready within `waitMs`. */
async function readyWorker(waitMs: number): Promise<ServiceWorkerRegistration | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), waitMs);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function problemOf(error: unknown): PushProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError') return 'denied';
  if (name === 'NotSupportedError') return 'unsupported';
  // Chromium: "AbortError: Registration failed - push service error"; others similar.
  return 'unreachable';
}

/**
 * Asks for permission (the browser's own question), then subscribes this browser with the
 * server's key and returns what the server keeps. A subscription made earlier with the same
 * key is reused; one made with another key (the server's key changed) is replaced.
 * Throws {@link PushSetupError}.
 */
export async function subscribeThisBrowser(
  vapidPublicKey: string,
  { waitForWorkerMs = 10_000 }: { waitForWorkerMs?: number } = {},
): Promise<Omit<PushSubscribeBody, 'name'>> {
  if (pushAvailability() !== 'available') throw new PushSetupError('unsupported');
  // First, while the press still counts as the person's gesture (browsers require one).
  const permission = await Notification.requestPermission();
  if (permission === 'denied') throw new PushSetupError('denied');
  if (permission !== 'granted') throw new PushSetupError('dismissed');
  const registration = await readyWorker(waitForWorkerMs);
  if (!registration) throw new PushSetupError('no-worker');
  const key = urlBase64ToUint8Array(vapidPublicKey);
  let subscription: PushSubscription;
  try {
    const existing = await registration.pushManager.getSubscription();
    if (existing && sameBytes(existing.options.applicationServerKey, key)) {
      subscription = existing;
    } else {
      await existing?.unsubscribe();
      subscription = await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: key,
      });
    }
  } catch (error) {
    throw new PushSetupError(problemOf(error));
  }
  const { endpoint, keys } = subscription.toJSON();
  const p256dh = keys?.p256dh;
  const auth = keys?.auth;
  if (!endpoint || !p256dh || !auth) throw new PushSetupError('unreachable');
  return { endpoint, keys: { p256dh, auth } };
}

const BROWSERS: readonly [RegExp, string][] = [
  [/EdgA?\/|EdgiOS\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: readonly [RegExp, string][] = [
  [/iPhone|iPod/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Macintosh|Mac OS X/, 'Mac'],
  [/Linux/, 'Linux'],
];

/** A name a person recognises their device by, "Chrome on Android", from the user agent. */
export function defaultDeviceName(userAgent: string): string {
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const name =
    browser && system ? `${browser} on ${system}` : (browser ?? system ?? 'This browser');
  return name.slice(0, PUSH_DEVICE_NAME_MAX_LENGTH);
}
