import {
  DEFAULT_REMINDER_SETTINGS,
  ReminderSettingsSchema,
  type ReminderSettings,
} from '@ketoflow/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { reminderSettings } from './reminders.schema.js';

/**
 * A kept row read back: checked by the contract's schema, so a row written by an older shape
 * (a kind added since) gets that kind's default instead of failing the person's reminders.
 */
function parse(timeZone: string | null, stored: unknown): ReminderSettings {
  const merged = {
    ...DEFAULT_REMINDER_SETTINGS,
    ...(typeof stored === 'object' && stored !== null ? stored : {}),
    timeZone,
  };
  const checked = ReminderSettingsSchema.safeParse(merged);
  return checked.success ? checked.data : { ...DEFAULT_REMINDER_SETTINGS, timeZone };
}

/** Reminder settings, one row per person (none: the defaults), always by its owner. */
export function createSettingsStore(db: Db) {
  return {
    async get(userId: string, tx: Executor = db): Promise<ReminderSettings> {
      const [row] = await tx
        .select({ timeZone: reminderSettings.timeZone, settings: reminderSettings.settings })
        .from(reminderSettings)
        .where(eq(reminderSettings.userId, userId));
      return row ? parse(row.timeZone, row.settings) : DEFAULT_REMINDER_SETTINGS;
    },

    /** Several people's settings in one query (a batch of reminders), by person. */
    async getMany(userIds: string[]): Promise<Map<string, ReminderSettings>> {
      const found = new Map<string, ReminderSettings>();
      if (userIds.length === 0) return found;
      const rows = await db
        .select({
          userId: reminderSettings.userId,
          timeZone: reminderSettings.timeZone,
          settings: reminderSettings.settings,
        })
        .from(reminderSettings)
        .where(inArray(reminderSettings.userId, [...new Set(userIds)]));
      for (const row of rows) found.set(row.userId, parse(row.timeZone, row.settings));
      return new Map(userIds.map((id) => [id, found.get(id) ?? DEFAULT_REMINDER_SETTINGS]));
    },

    async put(tx: Executor, userId: string, settings: ReminderSettings, at: Date): Promise<void> {
      const { timeZone, ...rest } = settings;
      await tx
        .insert(reminderSettings)
        .values({ userId, timeZone, settings: rest, updatedAt: at })
        .onConflictDoUpdate({
          target: reminderSettings.userId,
          set: { timeZone, settings: rest, updatedAt: at },
        });
    },
  };
}

export type SettingsStore = ReturnType<typeof createSettingsStore>;
