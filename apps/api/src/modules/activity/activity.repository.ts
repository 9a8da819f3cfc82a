import type { ActivityEntry } from '@ketoflow/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.js';
import { activityLogs, userActivity } from './activity.schema.js';

export type ActivityLogRow = typeof activityLogs.$inferSelect;
export type UserActivityRow = typeof userActivity.$inferSelect;

/** Expired rows are deleted this many at a time, so the daily job never holds long locks. */
const DELETE_CHUNK = 5000;

/** activity_logs (insert a batch) and update_user_activity; every query takes the user. */
export function createActivityRepository(db: Db) {
  return {
    /**
     * Inserts the batch in one statement, unless the user has turned logging off. The CTE
     * share-locks the user's settings row, so a concurrent opt-out (which updates that row and
     * deletes the logs in one transaction) either waits for this insert and then deletes it too,
     * or commits first and this statement sees logging off and stores nothing.
     */
    async insertBatch(userId: string, entries: readonly ActivityEntry[]): Promise<number> {
      const rows = JSON.stringify(
        entries.map((e) => ({
          action_type: e.actionType,
          page_route: e.pageRoute,
          action_details: e.details,
          session_id: e.sessionId ?? null,
        })),
      );
      const result = await queryRows<{ stored: number }>(
        db,
        sql`
        WITH setting AS (
          SELECT logging_enabled FROM ${userActivity} WHERE user_id = ${userId} FOR SHARE
        ), inserted AS (
          INSERT INTO ${activityLogs} (user_id, action_type, page_route, action_details, session_id)
          SELECT ${userId}, v.action_type, v.page_route, v.action_details, v.session_id
          FROM jsonb_to_recordset(${rows}::jsonb)
            AS v(action_type text, page_route text, action_details jsonb, session_id text)
          WHERE NOT EXISTS (SELECT 1 FROM setting WHERE NOT logging_enabled)
          RETURNING 1
        )
        SELECT count(*)::int AS stored FROM inserted`,
      );
      return result[0]?.stored ?? 0;
    },

    async find(userId: string): Promise<UserActivityRow | undefined> {
      const rows = await db.select().from(userActivity).where(eq(userActivity.userId, userId));
      return rows[0];
    },

    /**
     * The user's settings row, created with the defaults (logging on) when missing. The browser
     * reads its settings before it sends a batch, so the row that batches lock exists by then.
     */
    async findOrCreate(userId: string): Promise<UserActivityRow> {
      await db.insert(userActivity).values({ userId }).onConflictDoNothing();
      const row = await this.find(userId);
      if (!row) throw new Error('user_activity row missing after insert');
      return row;
    },

    /** update_user_activity: stamps the last-active time, unless logging is off. */
    async touch(userId: string): Promise<void> {
      await db
        .insert(userActivity)
        .values({ userId, lastActiveAt: sql`now()`, updatedAt: sql`now()` })
        .onConflictDoUpdate({
          target: userActivity.userId,
          set: { lastActiveAt: sql`now()`, updatedAt: sql`now()` },
          setWhere: sql`${userActivity.loggingEnabled}`,
        });
    },

    /**
     * Turns logging on or off. Off also forgets what was kept: the last-active time and every
     * logged entry, in the same transaction as the switch.
     */
    async setEnabled(userId: string, enabled: boolean): Promise<UserActivityRow> {
      return db.transaction(async (tx) => {
        const set = {
          loggingEnabled: enabled,
          updatedAt: sql`now()`,
          ...(enabled ? {} : { lastActiveAt: null }),
        };
        const rows = await tx
          .insert(userActivity)
          .values({ userId, ...set })
          .onConflictDoUpdate({ target: userActivity.userId, set })
          .returning();
        if (!enabled) await tx.delete(activityLogs).where(eq(activityLogs.userId, userId));
        const row = rows[0];
        if (!row) throw new Error('user_activity upsert returned no row');
        return row;
      });
    },

    /** The user's entries, oldest first (the data export). */
    list(userId: string): Promise<ActivityLogRow[]> {
      return db
        .select()
        .from(activityLogs)
        .where(eq(activityLogs.userId, userId))
        .orderBy(asc(activityLogs.createdAt), asc(activityLogs.id));
    },

    /** Retention: deletes every user's entries created before `cutoff`; returns how many. */
    async deleteCreatedBefore(cutoff: Date): Promise<number> {
      let total = 0;
      for (;;) {
        const rows = await queryRows<{ deleted: number }>(
          db,
          sql`
          WITH doomed AS (
            SELECT id FROM ${activityLogs} WHERE created_at < ${cutoff.toISOString()}::timestamptz
            LIMIT ${DELETE_CHUNK}
          ), deleted AS (
            DELETE FROM ${activityLogs} WHERE id IN (SELECT id FROM doomed) RETURNING 1
          )
          SELECT count(*)::int AS deleted FROM deleted`,
        );
        const deleted = rows[0]?.deleted ?? 0;
        total += deleted;
        if (deleted < DELETE_CHUNK) return total;
      }
    },
  };
}

export type ActivityRepository = ReturnType<typeof createActivityRepository>;
