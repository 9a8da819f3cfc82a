import { api, endpointRef } from '../../lib/api-client';
import { isOnline } from '../../lib/online';

/**
 * Which of the person's push devices is this browser. The server never sends a device's push
 * address back, so the browser keeps the pair it registered (its subscription's endpoint and
 * the device id the server gave it), per signed-in person; "This device" is the listed device
 * whose id is kept here while the browser's current subscription still has that endpoint.
 * Sign-out ends it all (`endThisBrowserPush`), so a shared phone stops getting the reminders of
 * the person who left.
 */

const KEY_PREFIX = 'push-device:';

// Sign-out runs on every page's shell: a reference keeps the endpoint table (zod) out of it.
const removeDeviceEndpoint = endpointRef('push', 'remove', {
  method: 'DELETE',
  path: '/api/v1/push/devices/:id',
  status: 204,
});

/** How long sign-out waits for the server to forget this device before it goes on. */
const REMOVE_WAIT_MS = 5000;

interface KeptDevice {
  endpoint: string;
  id: string;
}

function read(userId: string): KeptDevice | null {
  try {
    const raw = window.localStorage.getItem(`${KEY_PREFIX}${userId}`);
    const parsed: unknown = raw === null ? null : JSON.parse(raw);
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      'endpoint' in parsed &&
      'id' in parsed &&
      typeof parsed.endpoint === 'string' &&
      typeof parsed.id === 'string'
    ) {
      return { endpoint: parsed.endpoint, id: parsed.id };
    }
  } catch {
    // Storage blocked or the entry unreadable: no device is marked.
  }
  return null;
}

export function keepThisDevice(userId: string, device: KeptDevice): void {
  try {
    window.localStorage.setItem(`${KEY_PREFIX}${userId}`, JSON.stringify(device));
  } catch {
    // Storage blocked: the device works, it is just not marked as this one.
  }
}

export function forgetThisDevice(userId: string): void {
  try {
    window.localStorage.removeItem(`${KEY_PREFIX}${userId}`);
  } catch {
    // Nothing kept.
  }
}

/** The id of this browser's device, given the browser's current subscription endpoint. */
export function thisDeviceId(userId: string, endpoint: string | null): string | null {
  if (!endpoint) return null;
  const kept = read(userId);
  return kept && kept.endpoint === endpoint ? kept.id : null;
}

/** This browser's current push subscription for the app, or null (none, or no worker yet). */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return null;
  try {
    const registration = await navigator.serviceWorker.getRegistration();
    return (await registration?.pushManager.getSubscription()) ?? null;
  } catch {
    return null;
  }
}

/**
 * Sign-out, while the session still holds: the server forgets this browser's device (online
 * only; offline, the push service refuses the next reminder once the subscription below has
 * ended, and the server removes the device then), the browser ends its push subscription and
 * the device id kept for the person goes. Never throws: signing out goes on whatever happens.
 */
export async function endThisBrowserPush(userId: string): Promise<void> {
  const kept = read(userId);
  if (kept && isOnline()) {
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), REMOVE_WAIT_MS);
    try {
      await api.call(removeDeviceEndpoint, { params: { id: kept.id }, signal: abort.signal });
    } catch {
      // Already removed (404), or no answer in time: the ended subscription settles it.
    } finally {
      clearTimeout(timer);
    }
  }
  forgetThisDevice(userId);
  try {
    await (await currentSubscription())?.unsubscribe();
  } catch {
    // The push service is told when it can be; the subscription is gone for this page.
  }
}
