import {
  ACTIVITY_TIMESTAMP_MAX_AGE_MS,
  ACTIVITY_TIMESTAMP_MAX_AHEAD_MS,
  type ActivityBatchResult,
  type ActivityEntry,
  type ActivitySettings,
  type UpdateActivitySettingsBody,
} from '@ketoflow/contracts';
import type { ActivityRepository, UserActivityRow } from './activity.repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export type ActivitySettingsValues = {
  /** ACTIVITY_RETENTION_DAYS: entries older than this are deleted by the daily job. */
  retentionDays: number;
};

/**
 * Activity logging (decision 018): stores the browser's batches for the session's user, keeps the
 * last-active time, honours the person's opt-out, exports and expires what it holds.
 */
export function createActivityService(deps: {
  repo: ActivityRepository;
  settings: ActivitySettingsValues;
}) {
  const { repo, settings } = deps;
  const toSettings = (row: UserActivityRow | undefined): ActivitySettings => ({
    // No row yet: the default, logging on and never seen.
    loggingEnabled: row?.loggingEnabled ?? true,
    lastActiveAt: row?.lastActiveAt?.toISOString() ?? null,
    retentionDays: settings.retentionDays,
  });

  return {
    /**
     * The batch, already validated by the contract; nothing is stored when logging is off.
     * Entries whose timestamp lies outside the window around our clock are left out, counted.
     */
    async record(
      userId: string,
      entries: readonly ActivityEntry[],
    ): Promise<ActivityBatchResult & { outOfWindow: number }> {
      const now = Date.now();
      const inWindow = entries.filter((entry) => {
        const at = Date.parse(entry.details.timestamp);
        return (
          Number.isFinite(at) &&
          at >= now - ACTIVITY_TIMESTAMP_MAX_AGE_MS &&
          at <= now + ACTIVITY_TIMESTAMP_MAX_AHEAD_MS
        );
      });
      const stored = inWindow.length > 0 ? await repo.insertBatch(userId, inWindow) : 0;
      return { stored, outOfWindow: entries.length - inWindow.length };
    },

    ping(userId: string): Promise<void> {
      return repo.touch(userId);
    },

    async getSettings(userId: string): Promise<ActivitySettings> {
      return toSettings(await repo.findOrCreate(userId));
    },

    async updateSettings(
      userId: string,
      body: UpdateActivitySettingsBody,
    ): Promise<ActivitySettings> {
      return toSettings(await repo.setEnabled(userId, body.loggingEnabled));
    },

    policy() {
      return { retentionDays: settings.retentionDays };
    },

    /** The user's part of the data export: the choice, the last-active time and every entry. */
    async exportFor(userId: string) {
      const [row, entries] = await Promise.all([repo.find(userId), repo.list(userId)]);
      return {
        ...toSettings(row),
        entries: entries.map((e) => ({
          actionType: e.actionType,
          pageRoute: e.pageRoute,
          details: e.actionDetails,
          sessionId: e.sessionId,
          createdAt: e.createdAt.toISOString(),
        })),
      };
    },

    /** Retention: deletes entries created more than `retentionDays` before `now`. */
    deleteExpired(now: Date): Promise<number> {
      return repo.deleteCreatedBefore(new Date(now.getTime() - settings.retentionDays * DAY_MS));
    },
  };
}

export type ActivityService = ReturnType<typeof createActivityService>;
