import { ActivityEntrySchema } from '@ketoflow/contracts';
import { api, ApiError, endpointRef, isApiError } from '../../lib/api-client';
import { AUTH_STORAGE_PREFIX } from '../session/session';
import { createActivityQueue, type ActivityQueue } from './activity-queue';
import { startActivityPing } from './activity-ping';
import { createActivityThrottle } from './activity-throttle';
import { isOnline } from '../../lib/online';

// A reference, not the endpoint table: the table builds every zod schema of the API, which the
// dashboard's first render must not wait for (decision 025).
const logEndpoint = endpointRef('activity', 'log', {
  method: 'POST',
  path: '/api/v1/activity/logs',
  status: 202,
});
const pingEndpoint = endpointRef('activity', 'ping', {
  method: 'POST',
  path: '/api/v1/activity/ping',
  status: 204,
});

/**
 * What a screen logs, with the details' keys as stored; the page route,
 * timestamp and visit id are added here.
 */
export type ActivityInput =
  | { actionType: 'page_visit'; route_name?: string }
  | { actionType: 'feature_use'; feature: string; action?: string }
  | { actionType: 'user_interaction'; action: string; button_type?: string; page?: string }
  | { actionType: 'system_event'; event: string };

/** One id per browser tab's visit (sessionStorage), so one visit's entries read together. */
const VISIT_KEY = `${AUTH_STORAGE_PREFIX}activity-visit`;

let active: { queue: ActivityQueue; stop(): void } | null = null;

/** A path the contract takes: only path characters, at most 200 of them. */
export function toActivityRoute(pathname: string): string {
  const path = pathname.startsWith('/') ? pathname : `/${pathname}`;
  return path.replace(/[^A-Za-z0-9_.~\-/%]/g, '_').slice(0, 200);
}

/** `/my-recipes/3f2c…` → `my-recipes`; `/` → `home`. */
export function routeNameOf(pathname: string): string {
  const first = pathname.split('/').find(Boolean) ?? 'home';
  return first.replace(/[^A-Za-z0-9_.:-]/g, '_').slice(0, 64) || 'home';
}

function storage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return window[kind];
  } catch {
    return null;
  }
}

function visitId(): string | undefined {
  const store = storage('sessionStorage');
  try {
    const known = store?.getItem(VISIT_KEY);
    if (known) return known;
    const id = crypto.randomUUID();
    store?.setItem(VISIT_KEY, id);
    return id;
  } catch {
    return undefined;
  }
}

/** The entry and its throttle key ("the same action": type, page and what was done). */
function toEntry(input: ActivityInput, pageRoute: string, now: number) {
  const timestamp = new Date(now).toISOString();
  const sessionId = visitId();
  const base = { pageRoute, ...(sessionId ? { sessionId } : {}) };
  const { actionType, ...fields } = input;
  const what =
    input.actionType === 'page_visit'
      ? ''
      : input.actionType === 'system_event'
        ? input.event
        : input.actionType === 'feature_use'
          ? `${input.feature}:${input.action ?? ''}`
          : `${input.action}:${input.button_type ?? ''}`;
  // Checked here against the contract: one malformed entry would otherwise spoil its batch.
  const entry = ActivityEntrySchema.safeParse({
    ...base,
    actionType,
    details: { timestamp, ...fields },
  });
  return { entry: entry.success ? entry.data : null, key: `${actionType}:${pageRoute}:${what}` };
}

/** Network failures, 5xx, 408 and 429 pass; a refusal (400, 401, 403, 413) would repeat. */
function isRetryable(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return error.status === 0 || error.status >= 500 || [408, 429].includes(error.status);
}

const logFailure = (error: unknown) =>
  console.warn('Activity logging failed; it is non-fatal.', error);

/**
 * Starts logging for the signed-in person who has not opted out (one at a time: starting
 * again stops the previous run): the queue, the page-hide beacon and the last-active ping. Returns the stop function (sign-out, opt-out), which drops
 * whatever still waits. Only the app's ActivityTracker calls it.
 */
export function startActivityLogging(): () => void {
  active?.stop();
  const queue = createActivityQueue({
    send: async (entries) => {
      // Offline the request could only fail: the entries wait (a network failure is retried).
      if (!isOnline())
        throw new ApiError({ status: 0, code: 'NETWORK', message: 'Offline: logged later.' });
      await api.call(logEndpoint, { body: { entries } });
    },
    beacon: (entries) =>
      isOnline() &&
      typeof navigator.sendBeacon === 'function' &&
      // A string body goes as text/plain, which every browser beacons without a preflight.
      navigator.sendBeacon(logEndpoint.path, JSON.stringify({ entries })),
    isRetryable,
    throttle: createActivityThrottle(storage('localStorage')),
    now: () => Date.now(),
    onFailure: logFailure,
  });
  const onHide = () => {
    if (document.visibilityState === 'hidden') queue.flushOnHide();
  };
  const onPageHide = () => queue.flushOnHide();
  document.addEventListener('visibilitychange', onHide);
  window.addEventListener('pagehide', onPageHide);
  const stopPing = startActivityPing({
    // Offline there is no one to tell; the next ping after the network is back says it.
    ping: async () => {
      if (isOnline()) await api.call(pingEndpoint);
    },
    now: () => Date.now(),
    target: window,
    onFailure: logFailure,
  });
  const session = {
    queue,
    stop: () => {
      queue.clear();
      stopPing();
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', onPageHide);
      if (active === session) active = null;
    },
  };
  active = session;
  return session.stop;
}

/**
 * Logs what the signed-in person did (the activity log, decision 018), on `pathname` (the
 * current page unless given) at `at` (now unless given). Nothing happens for visitors, for
 * people who turned logging off, or before their choice is known; it never throws.
 */
export function logActivity(
  input: ActivityInput,
  pathname = window.location.pathname,
  at = Date.now(),
): void {
  if (!active) return;
  const { entry, key } = toEntry(input, toActivityRoute(pathname), at);
  if (entry) active.queue.add(entry, key);
  else console.warn('Activity entry not logged: it does not match the contract.', input);
}
