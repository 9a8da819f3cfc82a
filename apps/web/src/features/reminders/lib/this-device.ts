/**
 * Which of the person's push devices is this browser. The server never sends a device's push
 * address back, so the browser keeps the pair it registered (its subscription's endpoint and
 * the device id the server gave it), per signed-in person; "This device" is the listed device
 * whose id is kept here while the browser's current subscription still has that endpoint.
 */

const KEY_PREFIX = 'push-device:';

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
