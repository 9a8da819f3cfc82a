import {
  EMPTY_PREFERENCES,
  PREFERENCE_KEYS,
  type PreferenceKey,
  type UserPreferences,
} from '@ketoflow/contracts';
import { mergePreferences } from '@ketoflow/domain';
import { api, endpointRef, isApiError } from '../../lib/api-client';
import {
  markUnsynced,
  readLocalPreferences,
  readUnsyncedKeys,
  writeLocalPreference,
} from './local-store';

// A reference, not the endpoint table: the table builds every zod schema of the API, which the
// dashboard's first render must not wait for (decision 025).
const getEndpoint = endpointRef('preferences', 'get', {
  method: 'GET',
  path: '/api/v1/me/preferences',
  status: 200,
});
const upsertEndpoint = endpointRef('preferences', 'upsert', {
  method: 'PUT',
  path: '/api/v1/me/preferences',
  status: 200,
});
const resetAllEndpoint = endpointRef('preferences', 'resetAll', {
  method: 'DELETE',
  path: '/api/v1/me/preferences',
  status: 204,
});
const resetEndpoint = endpointRef('preferences', 'reset', {
  method: 'DELETE',
  path: '/api/v1/me/preferences/:key',
  status: 204,
});

/**
 * A failed save is logged, never shown; this device's copy still applies, and the key
 * is sent again with the next change (or merged in at the next sign-in).
 */
function warn(message: string, error: unknown): void {
  // Signed out meanwhile (sign-out, an expired session): nothing went wrong with the save.
  if (isApiError(error, 'UNAUTHENTICATED')) return;
  console.warn(`Preferences: ${message}`, error);
}

/** Takes in what the server answered: the union of both copies (nothing local is lost). */
function adopt(userId: string, server: UserPreferences): UserPreferences {
  const merged = mergePreferences(readLocalPreferences(userId), server, Date.now());
  for (const key of PREFERENCE_KEYS) writeLocalPreference(userId, key, merged[key]);
  return merged;
}

/** Whether this device holds something for `key` the server does not have yet. */
function aheadOfServer(local: UserPreferences, server: UserPreferences, key: PreferenceKey) {
  const now = Date.now();
  const withLocal = mergePreferences(server, local, now)[key];
  const serverOnly = mergePreferences(server, EMPTY_PREFERENCES, now)[key];
  return JSON.stringify(withLocal) !== JSON.stringify(serverOnly);
}

async function push(userId: string, key: PreferenceKey): Promise<void> {
  const local = readLocalPreferences(userId);
  const body =
    key === 'temp_dismissed_tours'
      ? { key, value: local.temp_dismissed_tours }
      : { key, value: local[key] };
  try {
    const server = await api.call(upsertEndpoint, { body });
    markUnsynced(userId, key, false);
    adopt(userId, server);
  } catch (error) {
    markUnsynced(userId, key, true);
    warn(`saving ${key} failed; kept on this device and sent again with the next change.`, error);
  }
}

/**
 * Records a change: applied to this device's copy at once, then saved in the background with
 * every key an earlier failed save left behind. Resolves when the saves have settled; it never
 * rejects.
 */
export async function changePreference<K extends PreferenceKey>(
  userId: string,
  key: K,
  update: (current: UserPreferences[K]) => UserPreferences[K],
): Promise<void> {
  writeLocalPreference(userId, key, update(readLocalPreferences(userId)[key]));
  markUnsynced(userId, key, true);
  await Promise.all(readUnsyncedKeys(userId).map((k) => push(userId, k)));
}

/**
 * At sign-in (the first app screen of a session): the server's dismissals and this device's
 * are merged, so a dismissal on the phone holds on the laptop; what only this device had is
 * sent up. If the server cannot be reached, this device's copy is used as it is.
 */
export async function mergeWithServer(userId: string): Promise<UserPreferences> {
  let server: UserPreferences;
  try {
    server = await api.call(getEndpoint);
  } catch (error) {
    warn('reading the saved dismissals failed; using this device’s copy.', error);
    return readLocalPreferences(userId);
  }
  const local = readLocalPreferences(userId);
  const behind = PREFERENCE_KEYS.filter(
    (key) => aheadOfServer(local, server, key) || readUnsyncedKeys(userId).includes(key),
  );
  const merged = adopt(userId, server);
  void Promise.all(behind.map((key) => push(userId, key)));
  return merged;
}

/**
 * Reset (profile): the given keys are emptied here and on the server. Unlike a dismissal this
 * waits for the server, since a reset that did not reach it would come back at the next
 * sign-in; the caller tells the user when it fails.
 */
export async function resetPreferences(
  userId: string,
  keys: readonly PreferenceKey[] = PREFERENCE_KEYS,
): Promise<void> {
  if (keys.length === PREFERENCE_KEYS.length) await api.call(resetAllEndpoint);
  else await Promise.all(keys.map((key) => api.call(resetEndpoint, { params: { key } })));
  for (const key of keys) {
    writeLocalPreference(userId, key, EMPTY_PREFERENCES[key]);
    markUnsynced(userId, key, false);
  }
}
