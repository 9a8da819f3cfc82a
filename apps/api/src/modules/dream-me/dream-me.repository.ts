import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { dreamMeResults, uploads } from '../../db/schema/index.js';

export type DreamMeRow = typeof dreamMeResults.$inferSelect;
export type NewDreamMeRow = Omit<typeof dreamMeResults.$inferInsert, 'id' | 'createdAt'>;

/** The upload purposes Dream Me owns: "delete all" removes every one of them. */
const DREAM_ME_PURPOSES = ['dream_me_photo', 'dream_me_image'];

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

    /** All results, then every Dream Me upload of the user (including any left without a row). */
    async deleteAll(tx: Executor, userId: string): Promise<number> {
      const rows = await tx
        .delete(dreamMeResults)
        .where(eq(dreamMeResults.userId, userId))
        .returning({ id: dreamMeResults.id });
      await tx
        .delete(uploads)
        .where(and(eq(uploads.userId, userId), inArray(uploads.purpose, DREAM_ME_PURPOSES)));
      return rows.length;
    },
  };
}

export type DreamMeRepository = ReturnType<typeof createDreamMeRepository>;
