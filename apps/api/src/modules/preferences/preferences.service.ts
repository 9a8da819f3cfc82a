import {
  DismissedIdsSchema,
  EMPTY_PREFERENCES,
  TempDismissedToursSchema,
  type PreferenceKey,
  type UpsertPreferenceBody,
  type UserPreferences,
} from '@ketoflow/contracts';
import { mergeDismissedIds, mergeTempDismissals } from '@ketoflow/domain';
import type { PreferencesRepository } from './preferences.repository.js';

type Logger = { warn(obj: object, msg: string): void };

/**
 * The user's dismissals (user_preferences). Writes merge with what is stored (ids
 * united, the latest skip per tour), so a save from a device that has not seen another
 * device's dismissal never takes it back; only a reset removes anything.
 */
export function createPreferencesService(deps: {
  repo: PreferencesRepository;
  logger: Logger;
  now?: () => number;
}) {
  const { repo, logger } = deps;
  const now = deps.now ?? Date.now;

  /** A stored value read back through its key's schema; anything else counts as empty. */
  function readStored(key: PreferenceKey, value: unknown, userId: string): UserPreferences {
    const schema = key === 'temp_dismissed_tours' ? TempDismissedToursSchema : DismissedIdsSchema;
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      logger.warn({ userId, key }, 'stored preference does not match its shape; treated as empty');
      return EMPTY_PREFERENCES;
    }
    return { ...EMPTY_PREFERENCES, [key]: parsed.data };
  }

  async function get(userId: string): Promise<UserPreferences> {
    const prefs: UserPreferences = { ...EMPTY_PREFERENCES };
    for (const { key, value } of await repo.list(userId)) {
      Object.assign(prefs, { [key]: readStored(key, value, userId)[key] });
    }
    return prefs;
  }

  return {
    get,

    async upsert(userId: string, body: UpsertPreferenceBody): Promise<UserPreferences> {
      const at = now();
      await repo.mergeInto(userId, body.key, (stored) => {
        const current =
          stored === undefined ? EMPTY_PREFERENCES : readStored(body.key, stored, userId);
        if (body.key !== 'temp_dismissed_tours')
          return mergeDismissedIds(current[body.key], body.value);
        // A skip cannot be dated in the future: that would hide a tour for longer than 3 days.
        const sent = Object.fromEntries(
          Object.entries(body.value.data).map(([id, time]) => [id, Math.min(time, at)]),
        );
        return mergeTempDismissals(current.temp_dismissed_tours, { data: sent }, at);
      });
      return get(userId);
    },

    async reset(userId: string, key?: PreferenceKey): Promise<void> {
      await repo.remove(userId, key);
    },
  };
}

export type PreferencesService = ReturnType<typeof createPreferencesService>;
