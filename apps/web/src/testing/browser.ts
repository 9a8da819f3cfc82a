import { onTestFinished, vi } from 'vitest';

/**
 * Browser APIs happy-dom does not have (Cache Storage, service workers, push) or cannot carry out
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

/** A push subscription as a browser's push service hands it out. */
export function aPushSubscription(endpoint: string, applicationServerKey: ArrayBuffer | null) {
  const subscription = {
    endpoint,
    options: { applicationServerKey, userVisibleOnly: true },
    unsubscribed: false,
    toJSON: () => ({
      endpoint,
      expirationTime: null,
      // A P-256 public key (65 bytes) and a 16-byte auth secret, base64url.
      keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'AAAAAAAAAAAAAAAAAAAAAA' },
    }),
    unsubscribe: () => {
      subscription.unsubscribed = true;
      return Promise.resolve(true);
    },
  };
  return subscription;
}

export interface PushFakeOptions {
  /** What the browser's permission question answers. */
  answer?: NotificationPermission;
  /** The permission before anything is asked. */
  permission?: NotificationPermission;
  /** What the push service does with a subscribe call (default: a new subscription). */
  subscribe?: (key: ArrayBuffer | null) => Promise<ReturnType<typeof aPushSubscription>>;
  /** The endpoint of a subscription this browser already has (none by default). */
  subscribedAt?: string;
}

/**
 * Notifications, the Push API and a ready service worker, as a browser with push has them;
 * `asked()` counts the permission questions, `subscribeKeys()` the keys subscribed with.
 */
export function installPush({
  answer = 'granted',
  permission = 'default',
  subscribe = (key) => Promise.resolve(aPushSubscription('https://push.example/send/abc', key)),
  subscribedAt,
}: PushFakeOptions = {}) {
  let asked = 0;
  const keys: Uint8Array[] = [];
  let current: ReturnType<typeof aPushSubscription> | null = subscribedAt
    ? aPushSubscription(subscribedAt, null)
    : null;
  const notification = {
    permission,
    requestPermission: () => {
      asked += 1;
      notification.permission = answer;
      return Promise.resolve(answer);
    },
  };
  vi.stubGlobal('Notification', notification);
  vi.stubGlobal('PushManager', function PushManager() {});
  const pushManager = {
    getSubscription: () => Promise.resolve(current?.unsubscribed === false ? current : null),
    subscribe: async ({ applicationServerKey }: { applicationServerKey: Uint8Array }) => {
      keys.push(applicationServerKey);
      current = await subscribe(applicationServerKey.slice().buffer);
      return current;
    },
  };
  const registration = { pushManager };
  const container = {
    ready: Promise.resolve(registration),
    getRegistration: () => Promise.resolve(registration),
  };
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: container });
  onTestFinished(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });
  return { asked: () => asked, subscribeKeys: () => keys, current: () => current };
}

/** The browser's user agent string, for the rest of the test. */
export function setUserAgent(userAgent: string): void {
  Object.defineProperty(navigator, 'userAgent', { configurable: true, get: () => userAgent });
  onTestFinished(() => {
    Reflect.deleteProperty(navigator, 'userAgent');
  });
}
