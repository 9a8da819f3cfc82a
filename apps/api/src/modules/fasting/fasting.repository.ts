import {
  and,
  asc,
  desc,
  eq,
  gt,
  gte,
  isNotNull,
  isNull,
  lt,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { fasts } from './fasting.schema.js';

export type FastRow = typeof fasts.$inferSelect;

/** Every query is filtered by the owner's user id: no other user's fast can be reached. */
export function createFastingRepository(db: Db) {
  return {
    async findById(userId: string, id: string): Promise<FastRow | undefined> {
      const rows = await db
        .select()
        .from(fasts)
        .where(and(eq(fasts.userId, userId), eq(fasts.id, id)));
      return rows[0];
    },

    async findRunning(userId: string): Promise<FastRow | undefined> {
      const rows = await db
        .select()
        .from(fasts)
        .where(and(eq(fasts.userId, userId), isNull(fasts.endedAt)));
      return rows[0];
    },

    /** Throws a unique violation (23505) when a fast is already running (fasts_one_active_uq). */
    async insert(
      userId: string,
      values: { protocol: string; targetHours: number; startedAt: Date; note: string | null },
    ): Promise<FastRow> {
      const rows = await db
        .insert(fasts)
        .values({ userId, ...values })
        .returning();
      const row = rows[0];
      if (!row) throw new Error('fast insert returned no row');
      return row;
    },

    async update(
      userId: string,
      id: string,
      values: Partial<Pick<FastRow, 'protocol' | 'targetHours' | 'startedAt' | 'endedAt' | 'note'>>,
    ): Promise<FastRow | undefined> {
      const rows = await db
        .update(fasts)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(fasts.userId, userId), eq(fasts.id, id)))
        .returning();
      return rows[0];
    },

    /**
     * Ends the fast unless it has ended already: one guarded statement, so two devices
     * ending it at once cannot both succeed.
     */
    async end(userId: string, id: string, endedAt: Date): Promise<FastRow | undefined> {
      const rows = await db
        .update(fasts)
        .set({ endedAt, updatedAt: new Date() })
        .where(and(eq(fasts.userId, userId), eq(fasts.id, id), isNull(fasts.endedAt)))
        .returning();
      return rows[0];
    },

    async delete(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(fasts)
        .where(and(eq(fasts.userId, userId), eq(fasts.id, id)))
        .returning({ id: fasts.id });
      return rows.length > 0;
    },

    /** Finished fasts, newest start first; `before` continues after a page's last row. */
    async listFinished(
      userId: string,
      limit: number,
      before?: { startedAt: Date; id: string },
    ): Promise<FastRow[]> {
      const conditions: SQL[] = [eq(fasts.userId, userId), isNotNull(fasts.endedAt)];
      if (before) {
        const older = or(
          lt(fasts.startedAt, before.startedAt),
          and(eq(fasts.startedAt, before.startedAt), lt(fasts.id, before.id)),
        );
        if (older) conditions.push(older);
      }
      return db
        .select()
        .from(fasts)
        .where(and(...conditions))
        .orderBy(desc(fasts.startedAt), desc(fasts.id))
        .limit(limit);
    },

    /** Fasts that ended at or after `from` and before `to`, the earliest end first. */
    async listEndedBetween(userId: string, from: Date, to: Date): Promise<FastRow[]> {
      return db
        .select()
        .from(fasts)
        .where(and(eq(fasts.userId, userId), gte(fasts.endedAt, from), lt(fasts.endedAt, to)))
        .orderBy(asc(fasts.endedAt), asc(fasts.id));
    },

    /** What the statistics need, for every finished fast. */
    async finishedForStats(
      userId: string,
    ): Promise<{ startedAt: Date; endedAt: Date; targetHours: number }[]> {
      const rows = await db
        .select({
          startedAt: fasts.startedAt,
          endedAt: fasts.endedAt,
          targetHours: fasts.targetHours,
        })
        .from(fasts)
        .where(and(eq(fasts.userId, userId), isNotNull(fasts.endedAt)));
      return rows.flatMap((r) => (r.endedAt ? [{ ...r, endedAt: r.endedAt }] : []));
    },

    /**
     * Another fast of the user that overlaps [start, end) (end null = still running), if any.
     * Back-to-back fasts (one ends when the next starts) do not overlap.
     */
    async findOverlapping(
      userId: string,
      start: Date,
      end: Date | null,
      excludeId?: string,
    ): Promise<FastRow | undefined> {
      const conditions: SQL[] = [
        eq(fasts.userId, userId),
        // The other fast ends after this one starts (or is still running)…
        or(isNull(fasts.endedAt), gt(fasts.endedAt, start)) ?? sql`true`,
      ];
      // …and starts before this one ends.
      if (end) conditions.push(lt(fasts.startedAt, end));
      if (excludeId) conditions.push(ne(fasts.id, excludeId));
      const rows = await db
        .select()
        .from(fasts)
        .where(and(...conditions))
        .orderBy(desc(fasts.startedAt))
        .limit(1);
      return rows[0];
    },
  };
}

export type FastingRepository = ReturnType<typeof createFastingRepository>;
