// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  GENERIC_NOTICE,
  NOTIFICATION_BADGE,
  NOTIFICATION_ICON,
  registerPushHandlers,
  type PushWorkerScope,
  type ReminderNotificationOptions,
  type WindowClientLike,
  type WorkerEventMap,
} from './push-handlers';

// The service worker's side of reminders: a worker global scope stood in (registration,
// clients, location, listeners), the real handlers registered on it, and push and
// notificationclick events dispatched to it as the browser does.

const ORIGIN = 'https://app.example';

/** An ExtendableEvent: the browser keeps the worker alive until `waitUntil`'s work settles. */
class ExtendableEvent {
  readonly work: Promise<unknown>[] = [];
  waitUntil(work: Promise<unknown>): void {
    this.work.push(work);
  }
}

class PushEvent extends ExtendableEvent {
  readonly type = 'push';
  readonly data: { json(): unknown; text(): string } | null;
  constructor(payload: string | null) {
    super();
    this.data =
      payload === null ? null : { json: () => JSON.parse(payload) as unknown, text: () => payload };
  }
}

class NotificationClickEvent extends ExtendableEvent {
  readonly type = 'notificationclick';
  closed = false;
  readonly notification: { data: unknown; close(): void };
  constructor(data: unknown) {
    super();
    this.notification = { data, close: () => (this.closed = true) };
  }
}

interface FakeWindow extends WindowClientLike {
  focusedByWorker: boolean;
  navigatedTo: string[];
}

/** A browser window showing `url`; records what the worker does with it. */
function aWindow(url: string, { focused = false, controlled = true } = {}): FakeWindow {
  const window: FakeWindow = {
    url,
    focused,
    focusedByWorker: false,
    navigatedTo: [],
    focus() {
      window.focusedByWorker = true;
      return Promise.resolve(window);
    },
    navigate(to: string) {
      if (!controlled) return Promise.reject(new TypeError('This client is not controlled.'));
      window.navigatedTo.push(to);
      return Promise.resolve(window);
    },
  };
  return window;
}

/**
 * A service worker's global scope: its registration, its clients and the listeners added to
 * it. `dispatch` delivers an event to them as the browser does, then waits for the work they
 * handed to `waitUntil`.
 */
function aWorker(windows: WindowClientLike[] = []) {
  const shown: { title: string; options: ReminderNotificationOptions }[] = [];
  const opened: string[] = [];
  const listeners: { [K in keyof WorkerEventMap]: ((event: WorkerEventMap[K]) => void)[] } = {
    push: [],
    notificationclick: [],
  };
  const scope: PushWorkerScope = {
    location: { origin: ORIGIN },
    registration: {
      showNotification: (title, options) => {
        shown.push({ title, options });
        return Promise.resolve();
      },
    },
    clients: {
      matchAll: () => Promise.resolve(windows),
      openWindow: (url) => {
        opened.push(url);
        return Promise.resolve(null);
      },
    },
    addEventListener: (type, listener) => {
      listeners[type].push(listener);
    },
  };
  registerPushHandlers(scope);
  const dispatch = async <E extends PushEvent | NotificationClickEvent>(event: E): Promise<E> => {
    if (event instanceof PushEvent) listeners.push.forEach((listener) => listener(event));
    else listeners.notificationclick.forEach((listener) => listener(event));
    await Promise.all(event.work);
    return event;
  };
  return { shown, opened, dispatch };
}

const reminder = {
  title: 'Fast goal reached',
  body: 'You reached your 16-hour goal. End your fast when you are ready.',
  url: '/fasting-tracker',
  tag: 'fast_goal:fast-1:2026-11-21T06:00:00.000Z',
  kind: 'fast_goal',
};

describe('push', () => {
  it('shows the reminder’s words with its tag, the app’s icons and its screen', async () => {
    const worker = aWorker();
    const event = await worker.dispatch(new PushEvent(JSON.stringify(reminder)));
    expect(event.work).toHaveLength(1);
    expect(worker.shown).toEqual([
      {
        title: 'Fast goal reached',
        options: {
          body: reminder.body,
          tag: reminder.tag,
          data: { url: `${ORIGIN}/fasting-tracker` },
          icon: NOTIFICATION_ICON,
          badge: NOTIFICATION_BADGE,
          renotify: false,
        },
      },
    ]);
  });

  it.each([
    ['no payload', null],
    ['a payload that is not JSON', 'Fast goal reached'],
    ['JSON without a title', JSON.stringify({ body: 'Hello', url: '/dashboard' })],
    ['JSON that is not an object', '42'],
  ])('shows a generic notice for %s', async (_case, payload) => {
    const worker = aWorker();
    await worker.dispatch(new PushEvent(payload));
    expect(worker.shown).toEqual([
      {
        title: GENERIC_NOTICE.title,
        options: {
          body: GENERIC_NOTICE.body,
          data: { url: `${ORIGIN}/dashboard` },
          icon: NOTIFICATION_ICON,
          badge: NOTIFICATION_BADGE,
          renotify: false,
        },
      },
    ]);
  });

  it.each([
    ['another site', 'https://elsewhere.example/phish'],
    ['a script', 'javascript:alert(1)'],
    ['the API', '/api/v1/me/export'],
  ])('never links a notification to %s', async (_case, url) => {
    const worker = aWorker();
    await worker.dispatch(new PushEvent(JSON.stringify({ ...reminder, url })));
    expect(worker.shown[0]?.options.data).toEqual({ url: `${ORIGIN}/dashboard` });
  });
});

describe('notificationclick', () => {
  it('closes the notification, focuses the app’s window and takes it to the screen', async () => {
    const other = aWindow('https://elsewhere.example/', { focused: true });
    const background = aWindow(`${ORIGIN}/dashboard`);
    const current = aWindow(`${ORIGIN}/my-meals`, { focused: true });
    const worker = aWorker([other, background, current]);
    const event = await worker.dispatch(
      new NotificationClickEvent({ url: `${ORIGIN}/fasting-tracker` }),
    );
    expect(event.closed).toBe(true);
    expect(current.focusedByWorker).toBe(true);
    expect(current.navigatedTo).toEqual([`${ORIGIN}/fasting-tracker`]);
    expect([background.focusedByWorker, other.focusedByWorker]).toEqual([false, false]);
    expect(worker.opened).toEqual([]);
  });

  it('only focuses a window already on that screen', async () => {
    const there = aWindow(`${ORIGIN}/fasting-tracker`);
    const worker = aWorker([there]);
    await worker.dispatch(new NotificationClickEvent({ url: `${ORIGIN}/fasting-tracker` }));
    expect(there.focusedByWorker).toBe(true);
    expect(there.navigatedTo).toEqual([]);
    expect(worker.opened).toEqual([]);
  });

  it('opens the app at the screen when no window of it is open', async () => {
    const worker = aWorker([aWindow('https://elsewhere.example/')]);
    const event = await worker.dispatch(
      new NotificationClickEvent({ url: `${ORIGIN}/weight-tracker` }),
    );
    expect(event.closed).toBe(true);
    expect(worker.opened).toEqual([`${ORIGIN}/weight-tracker`]);
  });

  it('opens a new window when the open one cannot be navigated by the worker', async () => {
    const uncontrolled = aWindow(`${ORIGIN}/dashboard`, { controlled: false });
    const worker = aWorker([uncontrolled]);
    await worker.dispatch(new NotificationClickEvent({ url: `${ORIGIN}/metashift` }));
    expect(worker.opened).toEqual([`${ORIGIN}/metashift`]);
  });

  it('opens only this app’s paths, whatever the notification carries', async () => {
    const worker = aWorker();
    await worker.dispatch(new NotificationClickEvent({ url: 'https://elsewhere.example/x' }));
    await worker.dispatch(new NotificationClickEvent(null));
    expect(worker.opened).toEqual([`${ORIGIN}/dashboard`, `${ORIGIN}/dashboard`]);
  });
});
