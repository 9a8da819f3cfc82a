import { AUTH_STORAGE_PREFIX } from '../session/session';

/** The same action is logged at most once per 5 s. */
export const ACTIVITY_THROTTLE_MS = 5000;

/**
 * Per-action throttle keys, kept in the browser so two tabs (or a reload) do not
 * log the same action twice within 5 s. One localStorage entry maps each action's key to when
 * it was last logged; keys older than 5 s are pruned on every write, so it never grows. It
 * sits under the `auth:` prefix: sign-out removes it with the rest of the person's keys.
 */
export const ACTIVITY_THROTTLE_KEY = `${AUTH_STORAGE_PREFIX}activity-throttle`;

export type ActivityThrottle = {
  /** True (and the action is stamped) when `key` was not logged within the last 5 s. */
  allow(key: string, now: number): boolean;
};

function readMap(storage: Storage): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(ACTIVITY_THROTTLE_KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((e): e is [string, number] => typeof e[1] === 'number'),
    );
  } catch {
    return {};
  }
}

/** The browser-stored throttle; without storage (privacy mode) it keeps the map in memory. */
export function createActivityThrottle(storage: Storage | null): ActivityThrottle {
  let memory: Record<string, number> = {};
  return {
    allow(key, now) {
      const map = storage ? readMap(storage) : memory;
      const last = map[key];
      // A time in the future (the clock was set back) does not block the action for good.
      if (last !== undefined && now - last < ACTIVITY_THROTTLE_MS && last <= now) return false;
      const kept: Record<string, number> = { [key]: now };
      for (const [k, t] of Object.entries(map)) {
        if (k !== key && now - t < ACTIVITY_THROTTLE_MS && t <= now) kept[k] = t;
      }
      memory = kept;
      if (storage) {
        try {
          storage.setItem(ACTIVITY_THROTTLE_KEY, JSON.stringify(kept));
        } catch {
          // Storage full or blocked: the in-memory map still throttles this tab.
          storage = null;
        }
      }
      return true;
    },
  };
}
