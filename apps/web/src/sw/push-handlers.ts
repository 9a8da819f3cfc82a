import type { PushMessage } from '@ketoflow/contracts';

/**
 * What the service worker does with a reminder sent by push: show it as a notification, and
 * on a tap bring the app to the reminder's screen. Written against the few parts of the worker's
 * global scope it uses (below), so it runs, and is tested, without a browser; the worker's
 * entry (push-sw.ts) hands it the real `self`. Nothing here may import app code: this file is
 * built on its own into the script the service worker imports.
 */

export interface ExtendableEventLike {
  waitUntil(work: Promise<unknown>): void;
}

export interface PushEventLike extends ExtendableEventLike {
  /** Null when the push came without a payload. */
  readonly data: { json(): unknown; text(): string } | null;
}

export interface NotificationClickEventLike extends ExtendableEventLike {
  readonly notification: { readonly data: unknown; close(): void };
}

export interface WindowClientLike {
  readonly url: string;
  readonly focused: boolean;
  focus(): Promise<unknown>;
  /** Resolves null (or rejects) when the window is not controlled by this worker. */
  navigate(url: string): Promise<unknown>;
}

/** The options given to `showNotification` (`renotify` is missing from the DOM typings). */
export interface ReminderNotificationOptions {
  body: string;
  tag?: string;
  data: { url: string };
  icon: string;
  badge: string;
  renotify: false;
}

export interface PushWorkerScope {
  readonly location: { readonly origin: string };
  readonly registration: {
    showNotification(title: string, options: ReminderNotificationOptions): Promise<void>;
  };
  readonly clients: {
    matchAll(options: {
      type: 'window';
      includeUncontrolled: boolean;
    }): Promise<readonly WindowClientLike[]>;
    openWindow(url: string): Promise<unknown>;
  };
  addEventListener<K extends keyof WorkerEventMap>(
    type: K,
    listener: (event: WorkerEventMap[K]) => void,
  ): void;
}

/** The worker events handled here, by name. */
export interface WorkerEventMap {
  push: PushEventLike;
  notificationclick: NotificationClickEventLike;
}

export const NOTIFICATION_ICON = '/icons/icon-192.png';
export const NOTIFICATION_BADGE = '/icons/badge-96.png';
/** Where a tap leads when a reminder names no screen of the app (the bell is on every one). */
export const FALLBACK_PATH = '/dashboard';

/** Shown when a push arrives without words we can read (empty, not JSON, another shape). */
export const GENERIC_NOTICE = {
  title: 'New reminder',
  body: 'Open the app to read it in the inbox (the bell).',
  url: FALLBACK_PATH,
} as const;

type Shown = Pick<PushMessage, 'title' | 'body' | 'url'> & { tag?: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The reminder a push carries ({ title, body, url, tag, kind }), or the generic notice. */
export function readPushMessage(data: PushEventLike['data']): Shown {
  let message: unknown;
  try {
    message = data?.json();
  } catch {
    return GENERIC_NOTICE;
  }
  if (!isRecord(message)) return GENERIC_NOTICE;
  const { title, body, url, tag } = message;
  if (typeof title !== 'string' || title.trim() === '') return GENERIC_NOTICE;
  return {
    title,
    body: typeof body === 'string' ? body : '',
    url: typeof url === 'string' ? url : FALLBACK_PATH,
    ...(typeof tag === 'string' && tag !== '' ? { tag } : {}),
  };
}

/**
 * A reminder's link as an absolute URL of this app: only same-origin paths outside the API;
 * anything else (another site, `javascript:`, an API address) opens the fallback screen.
 */
export function appUrl(url: unknown, origin: string): string {
  const fallback = new URL(FALLBACK_PATH, origin).href;
  if (typeof url !== 'string' || url === '') return fallback;
  let target: URL;
  try {
    target = new URL(url, origin);
  } catch {
    return fallback;
  }
  if (target.origin !== origin) return fallback;
  if (target.pathname === '/api' || target.pathname.startsWith('/api/')) return fallback;
  return target.href;
}

export function handlePush(scope: PushWorkerScope, event: PushEventLike): void {
  const message = readPushMessage(event.data);
  event.waitUntil(
    scope.registration.showNotification(message.title, {
      body: message.body,
      ...(message.tag ? { tag: message.tag } : {}),
      data: { url: appUrl(message.url, scope.location.origin) },
      icon: NOTIFICATION_ICON,
      badge: NOTIFICATION_BADGE,
      // The same reminder shown again (same tag) replaces the first quietly.
      renotify: false,
    }),
  );
}

/** Brings an open window of the app to `url`, or opens one. */
async function openApp(scope: PushWorkerScope, url: string): Promise<void> {
  const origin = scope.location.origin;
  const windows = (await scope.clients.matchAll({ type: 'window', includeUncontrolled: true }))
    .filter((client) => {
      try {
        return new URL(client.url).origin === origin;
      } catch {
        return false;
      }
    })
    // The window the person last looked at first.
    .sort((a, b) => Number(b.focused) - Number(a.focused));
  const client = windows[0];
  if (client) {
    await client.focus();
    if (client.url === url) return;
    try {
      if ((await client.navigate(url)) !== null) return;
    } catch {
      // Not controlled by this worker (yet): a new window below.
    }
  }
  await scope.clients.openWindow(url);
}

export function handleNotificationClick(
  scope: PushWorkerScope,
  event: NotificationClickEventLike,
): void {
  event.notification.close();
  const data = event.notification.data;
  const url = appUrl(isRecord(data) ? data.url : undefined, scope.location.origin);
  event.waitUntil(openApp(scope, url));
}

export function registerPushHandlers(scope: PushWorkerScope): void {
  scope.addEventListener('push', (event) => handlePush(scope, event));
  scope.addEventListener('notificationclick', (event) => handleNotificationClick(scope, event));
}
