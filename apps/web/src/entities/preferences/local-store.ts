import {
  DismissedIdsSchema,
  EMPTY_PREFERENCES,
  PREFERENCE_KEYS,
  TempDismissedToursSchema,
  type PreferenceKey,
  type UserPreferences,
} from '@ketoflow/contracts';
import { AUTH_STORAGE_PREFIX } from '../session/session';

/**
 * Kept in the browser: tours dismissed, popups dismissed, temporary tours dismissed.
 * This device's copy of the user's dismissals, applied at once whatever the network does. One
 * set per user, under the `auth:` prefix so sign-out removes it (the server keeps the user's
 * copy and the next sign-in merges it back).
 */
const STORAGE_NAMES: Record<PreferenceKey, string> = {
  dismissed_tours: 'tours-dismissed',
  dismissed_popups: 'popups-dismissed',
  temp_dismissed_tours: 'tours-dismissed-temporarily',
};

export function preferenceStorageKey(userId: string, key: PreferenceKey): string {
  return `${AUTH_STORAGE_PREFIX}${STORAGE_NAMES[key]}:${userId}`;
}

/** Keys changed here whose save has not reached the server yet (retried on the next change). */
function unsyncedStorageKey(userId: string): string {
  return `${AUTH_STORAGE_PREFIX}preferences-unsynced:${userId}`;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Blocked storage (privacy mode): the dismissals then last as long as the page.
    return null;
  }
}

/** Values kept in memory where storage is blocked or full, so the page still behaves. */
const memory = new Map<string, string>();

function readRaw(name: string): string | null {
  try {
    const stored = storage()?.getItem(name);
    if (stored !== null && stored !== undefined) return stored;
  } catch {
    // Fall through to the in-memory copy.
  }
  return memory.get(name) ?? null;
}

function writeRaw(name: string, value: string): void {
  try {
    const store = storage();
    if (store) {
      store.setItem(name, value);
      memory.delete(name);
      return;
    }
  } catch {
    // Full or blocked: keep it in memory for this page.
  }
  memory.set(name, value);
}

function parseJson(text: string | null): unknown {
  if (text === null) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function parseKey<K extends PreferenceKey>(key: K, text: string | null): UserPreferences[K] {
  const schema = key === 'temp_dismissed_tours' ? TempDismissedToursSchema : DismissedIdsSchema;
  const parsed = schema.safeParse(parseJson(text));
  // Anything else (edited by hand, an older shape) counts as nothing dismissed.
  return (parsed.success ? parsed.data : EMPTY_PREFERENCES[key]) as UserPreferences[K];
}

/** The last value read per user, with the stored text it came from. */
const snapshots = new Map<string, { raw: string; prefs: UserPreferences }>();
const listeners = new Set<() => void>();

/**
 * The user's dismissals on this device: the same object for as long as the stored text is the
 * same (what React's external-store hook needs), whoever changed it (this tab, another tab,
 * sign-out clearing the `auth:` keys).
 */
export function readLocalPreferences(userId: string): UserPreferences {
  const texts = PREFERENCE_KEYS.map((key) => readRaw(preferenceStorageKey(userId, key)));
  const raw = JSON.stringify(texts);
  const cached = snapshots.get(userId);
  if (cached?.raw === raw) return cached.prefs;
  const [popups = null, tours = null, temp = null] = texts;
  const prefs: UserPreferences = {
    dismissed_popups: parseKey('dismissed_popups', popups),
    dismissed_tours: parseKey('dismissed_tours', tours),
    temp_dismissed_tours: parseKey('temp_dismissed_tours', temp),
  };
  snapshots.set(userId, { raw, prefs });
  return prefs;
}

export function writeLocalPreference<K extends PreferenceKey>(
  userId: string,
  key: K,
  value: UserPreferences[K],
): void {
  writeRaw(preferenceStorageKey(userId, key), JSON.stringify(value));
  listeners.forEach((listener) => listener());
}

/** For useSyncExternalStore: changes made here, and in other tabs of this browser. */
export function subscribeToLocalPreferences(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(AUTH_STORAGE_PREFIX)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function readUnsyncedKeys(userId: string): PreferenceKey[] {
  const raw = parseJson(readRaw(unsyncedStorageKey(userId)));
  return Array.isArray(raw)
    ? PREFERENCE_KEYS.filter((key) => (raw as unknown[]).includes(key))
    : [];
}

export function markUnsynced(userId: string, key: PreferenceKey, unsynced: boolean): void {
  const keys = new Set(readUnsyncedKeys(userId));
  if (unsynced) keys.add(key);
  else keys.delete(key);
  writeRaw(unsyncedStorageKey(userId), JSON.stringify([...keys]));
}
