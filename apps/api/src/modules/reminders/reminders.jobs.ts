import { and, desc, eq, inArray, like, ne, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { queryRows } from '../../db/client.js';
import { reminderJobs } from './reminders.schema.js';

/** A reminder to plan: the occurrence key makes planning it again a no-op. */
export type PlannedReminder = {
  userId: string;
  kind: string;
  occurrence: string;
  dueAt: Date;
  title: string;
  body: string;
  url: string;
};

export type ClaimedJob = PlannedReminder & { id: string; attempts: number };

/** How a claimed job ended. */
export type JobEnd = {
  id: string;
  status: 'sent' | 'dropped' | 'cancelled' | 'failed';
  error?: string | undefined;
};

/** How long a worker holds a claimed job before another may take it over (it crashed). */
export const LEASE_MS = 60_000;

/**
 * The jobs table: planning (idempotent per occurrence), cancelling what is still due, and the
 * claim that hands each due job to one worker at a time across processes.
 */
export function createJobStore(db: Db) {
  async function planMany(tx: Executor, planned: PlannedReminder[]): Promise<number> {
    // One row per occurrence: a statement may not write the same row twice.
    const reminders = [
      ...new Map(planned.map((r) => [`${r.userId}\n${r.occurrence}`, r])).values(),
    ];
    if (reminders.length === 0) return 0;
    const excluded = (column: string) => sql.raw(`excluded.${column}`);
    const rows = await tx
      .insert(reminderJobs)
      .values(reminders.map((reminder) => ({ ...reminder, runAt: reminder.dueAt })))
      .onConflictDoUpdate({
        target: [reminderJobs.userId, reminderJobs.occurrence],
        set: {
          kind: excluded('kind'),
          dueAt: excluded('due_at'),
          runAt: excluded('due_at'),
          title: excluded('title'),
          body: excluded('body'),
          url: excluded('url'),
          status: 'due',
          attempts: 0,
          lockedUntil: null,
          lastError: null,
        },
        setWhere: sql`${reminderJobs.status} = 'cancelled'`,
      })
      .returning({ id: reminderJobs.id });
    return rows.length;
  }

  return {
    /**
     * Plans a reminder unless its occurrence is planned or done; one cancelled earlier (a time
     * changed and changed back) is planned again. Answers whether a row was written.
     */
    async plan(tx: Executor, reminder: PlannedReminder): Promise<boolean> {
      return (await planMany(tx, [reminder])) > 0;
    },

    /** Plans several reminders in one statement, each as `plan`; answers how many were written. */
    planMany,

    /**
     * Cancels the occurrences not yet delivered whose key starts with `prefix` (a fast ended
     * before its goal: every goal time planned for it).
     */
    async cancel(tx: Executor, userId: string, prefix: string): Promise<void> {
      const pattern = `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      await tx
        .update(reminderJobs)
        .set({ status: 'cancelled', lockedUntil: null })
        .where(
          and(
            eq(reminderJobs.userId, userId),
            like(reminderJobs.occurrence, pattern),
            eq(reminderJobs.status, 'due'),
          ),
        );
    },

    /** The person's undelivered jobs of a kind (to move them when their settings change). */
    dueOfKind(userId: string, kind: string) {
      return db
        .select({ id: reminderJobs.id, occurrence: reminderJobs.occurrence })
        .from(reminderJobs)
        .where(
          and(
            eq(reminderJobs.userId, userId),
            eq(reminderJobs.kind, kind),
            eq(reminderJobs.status, 'due'),
          ),
        );
    },

    /** When the person's latest reminder of a kind was due (cancelled ones aside). */
    async lastDue(userId: string, kind: string): Promise<Date | null> {
      const [row] = await db
        .select({ dueAt: reminderJobs.dueAt })
        .from(reminderJobs)
        .where(
          and(
            eq(reminderJobs.userId, userId),
            eq(reminderJobs.kind, kind),
            ne(reminderJobs.status, 'cancelled'),
          ),
        )
        .orderBy(desc(reminderJobs.dueAt))
        .limit(1);
      return row?.dueAt ?? null;
    },

    /** Moves an undelivered job to a new moment. */
    async reschedule(id: string, dueAt: Date): Promise<void> {
      await db
        .update(reminderJobs)
        .set({ dueAt, runAt: dueAt })
        .where(and(eq(reminderJobs.id, id), eq(reminderJobs.status, 'due')));
    },

    /**
     * Takes up to `limit` due jobs for this worker: rows another worker holds are skipped, not
     * waited for (`SKIP LOCKED`), and each taken row is leased, so a worker killed mid-send
     * leaves it to be taken again once the lease ends.
     */
    async claim(now: Date, limit: number): Promise<ClaimedJob[]> {
      const leaseEnd = new Date(now.getTime() + LEASE_MS);
      return queryRows<ClaimedJob>(
        db,
        sql`UPDATE reminder_jobs SET locked_until = ${leaseEnd}, attempts = attempts + 1
            WHERE id IN (
              SELECT id FROM reminder_jobs
              WHERE status = 'due' AND run_at <= ${now}
                AND (locked_until IS NULL OR locked_until <= ${now})
              ORDER BY run_at
              LIMIT ${limit}
              FOR UPDATE SKIP LOCKED)
            RETURNING id, user_id AS "userId", kind, occurrence, due_at AS "dueAt",
              title, body, url, attempts`,
      );
    },

    /**
     * Ends jobs this worker holds, in one statement per outcome (a batch is mostly one: sent):
     * sent, dropped (stale, or no longer needed), cancelled (the kind is off) or failed.
     */
    async finish(tx: Executor, ends: JobEnd[], at: Date): Promise<void> {
      const groups = new Map<string, { end: JobEnd; ids: string[] }>();
      for (const end of ends) {
        const key = JSON.stringify([end.status, end.error ?? null]);
        const group = groups.get(key) ?? { end, ids: [] };
        group.ids.push(end.id);
        groups.set(key, group);
      }
      for (const { end, ids } of groups.values()) {
        await tx
          .update(reminderJobs)
          .set({
            status: end.status,
            lockedUntil: null,
            sentAt: end.status === 'sent' ? at : null,
            lastError: end.error ?? null,
          })
          .where(inArray(reminderJobs.id, ids));
      }
    },

    /**
     * Holds a job until `runAt`, releasing this worker's lease: after a failed try (`error`,
     * which counts as an attempt), or for quiet hours (which do not).
     */
    async postpone(id: string, runAt: Date, error?: string): Promise<void> {
      await db
        .update(reminderJobs)
        .set(
          error
            ? { runAt, lockedUntil: null, lastError: error }
            : { runAt, lockedUntil: null, attempts: sql`${reminderJobs.attempts} - 1` },
        )
        .where(eq(reminderJobs.id, id));
    },
  };
}

export type JobStore = ReturnType<typeof createJobStore>;
