import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { requestReplays } from './request-replay.schema.js';

/** What a key's first attempt left: still running, or the answer it gave. */
export type ReplayRecord =
  | { state: 'claimed' }
  | { state: 'running'; fingerprint: string }
  | { state: 'answered'; fingerprint: string; status: number; body: string | null };

/** Every query takes the user id: one person's keys never meet another's. */
export function createRequestReplayRepository(db: Db) {
  return {
    /**
     * Claims the key for a first attempt, or says what is already there. A claim left running
     * for longer than `staleBefore` belonged to a process that stopped mid-request: it is taken
     * over (one guarded update, so only one attempt can take it).
     */
    async claim(
      userId: string,
      key: string,
      fingerprint: string,
      staleBefore: Date,
    ): Promise<ReplayRecord> {
      const inserted = await db
        .insert(requestReplays)
        .values({ userId, key, fingerprint })
        .onConflictDoNothing()
        .returning({ key: requestReplays.key });
      if (inserted.length > 0) return { state: 'claimed' };
      const takenOver = await db
        .update(requestReplays)
        .set({ fingerprint, claimedAt: sql`now()` })
        .where(
          and(
            eq(requestReplays.userId, userId),
            eq(requestReplays.key, key),
            eq(requestReplays.fingerprint, fingerprint),
            isNull(requestReplays.status),
            lt(requestReplays.claimedAt, staleBefore),
          ),
        )
        .returning({ key: requestReplays.key });
      if (takenOver.length > 0) return { state: 'claimed' };
      const [row] = await db
        .select()
        .from(requestReplays)
        .where(and(eq(requestReplays.userId, userId), eq(requestReplays.key, key)));
      // Deleted between the two statements (released after a failure): the caller may try again.
      if (!row) return this.claim(userId, key, fingerprint, staleBefore);
      return row.status === null
        ? { state: 'running', fingerprint: row.fingerprint }
        : { state: 'answered', fingerprint: row.fingerprint, status: row.status, body: row.body };
    },

    /** Keeps the answer of the first attempt for its repeats. */
    async answer(userId: string, key: string, status: number, body: string | null): Promise<void> {
      await db
        .update(requestReplays)
        .set({ status, body })
        .where(and(eq(requestReplays.userId, userId), eq(requestReplays.key, key)));
    },

    /** Forgets a claim whose attempt failed on the server's side, so a repeat runs again. */
    async release(userId: string, key: string): Promise<void> {
      await db
        .delete(requestReplays)
        .where(
          and(
            eq(requestReplays.userId, userId),
            eq(requestReplays.key, key),
            isNull(requestReplays.status),
          ),
        );
    },

    /** Removes answers (and abandoned claims) older than `before`; answers how many. */
    async prune(before: Date): Promise<number> {
      const removed = await db
        .delete(requestReplays)
        .where(lt(requestReplays.claimedAt, before))
        .returning({ key: requestReplays.key });
      return removed.length;
    },
  };
}

export type RequestReplayRepository = ReturnType<typeof createRequestReplayRepository>;
