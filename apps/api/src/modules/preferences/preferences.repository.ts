import type { PreferenceKey } from '@ketoflow/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { userPreferences } from './preferences.schema.js';

export type StoredPreference = { key: PreferenceKey; value: unknown };

/** user_preferences: select, upsert and delete, always by the user's id. */
export function createPreferencesRepository(db: Db) {
  return {
    async list(userId: string): Promise<StoredPreference[]> {
      const rows = await db
        .select({ key: userPreferences.preferenceKey, value: userPreferences.preferenceValue })
        .from(userPreferences)
        .where(eq(userPreferences.userId, userId));
      return rows;
    },

    /**
     * Stores `merge(stored)` under the key, reading and writing under a row lock, so two
     * devices saving at the same moment both end up in the value (no lost update).
     */
    async mergeInto(
      userId: string,
      key: PreferenceKey,
      merge: (stored: unknown) => unknown,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        const mine = and(
          eq(userPreferences.userId, userId),
          eq(userPreferences.preferenceKey, key),
        );
        const [row] = await tx
          .select({ value: userPreferences.preferenceValue })
          .from(userPreferences)
          .where(mine)
          .for('update');
        const value = merge(row?.value);
        await tx
          .insert(userPreferences)
          .values({ userId, preferenceKey: key, preferenceValue: value })
          .onConflictDoUpdate({
            target: [userPreferences.userId, userPreferences.preferenceKey],
            set: { preferenceValue: value, updatedAt: new Date() },
          });
      });
    },

    /** Reset: one key, or every key when none is given. */
    async remove(userId: string, key?: PreferenceKey): Promise<void> {
      await db
        .delete(userPreferences)
        .where(
          key
            ? and(eq(userPreferences.userId, userId), eq(userPreferences.preferenceKey, key))
            : eq(userPreferences.userId, userId),
        );
    },
  };
}

export type PreferencesRepository = ReturnType<typeof createPreferencesRepository>;
