import { and, desc, eq } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { dreamMeResults } from './dream-me.schema.js';

export type DreamMeRow = typeof dreamMeResults.$inferSelect;
export type NewDreamMeRow = Omit<typeof dreamMeResults.$inferInsert, 'id' | 'createdAt'>;

/** History shown on the page; older results stay until the user deletes them. */
export const DREAM_ME_LIST_LIMIT = 50;

/** Every query is filtered by the owner's user id. */
export function createDreamMeRepository(db: Db) {
  return {
    async insert(tx: Executor, values: NewDreamMeRow): Promise<DreamMeRow> {
      const rows = await tx.insert(dreamMeResults).values(values).returning();
      const row = rows[0];
      if (!row) throw new Error('insert into dream_me_results returned no row');
      return row;
    },

    async findByKey(userId: string, idempotencyKey: string): Promise<DreamMeRow | undefined> {
      const rows = await db
        .select()
        .from(dreamMeResults)
        .where(
          and(eq(dreamMeResults.userId, userId), eq(dreamMeResults.idempotencyKey, idempotencyKey)),
        );
      return rows[0];
    },

    async findOwned(userId: string, id: string): Promise<DreamMeRow | undefined> {
      const rows = await db
        .select()
        .from(dreamMeResults)
        .where(and(eq(dreamMeResults.userId, userId), eq(dreamMeResults.id, id)));
      return rows[0];
    },

    list(userId: string): Promise<DreamMeRow[]> {
      return db
        .select()
        .from(dreamMeResults)
        .where(eq(dreamMeResults.userId, userId))
        .orderBy(desc(dreamMeResults.createdAt), desc(dreamMeResults.id))
        .limit(DREAM_ME_LIST_LIMIT);
    },

    async deleteOwned(tx: Executor, userId: string, id: string): Promise<DreamMeRow | undefined> {
      const rows = await tx
        .delete(dreamMeResults)
        .where(and(eq(dreamMeResults.userId, userId), eq(dreamMeResults.id, id)))
        .returning();
      return rows[0];
    },

    /** All the user's results (their photos and images are the uploads module's to delete). */
    async deleteAll(tx: Executor, userId: string): Promise<number> {
      const rows = await tx
        .delete(dreamMeResults)
        .where(eq(dreamMeResults.userId, userId))
        .returning({ id: dreamMeResults.id });
      return rows.length;
    },
  };
}

export type DreamMeRepository = ReturnType<typeof createDreamMeRepository>;
