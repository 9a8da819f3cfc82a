import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { uploads } from './uploads.schema.js';

export type UploadRow = typeof uploads.$inferSelect;
export type NewUpload = Omit<typeof uploads.$inferInsert, 'id' | 'createdAt'>;

/** Every read and delete is filtered by the owner's user id. */
export function createUploadsRepository(db: Db) {
  return {
    async insert(tx: Executor, values: NewUpload): Promise<UploadRow> {
      const rows = await tx.insert(uploads).values(values).returning();
      const row = rows[0];
      if (!row) throw new Error('insert into uploads returned no row');
      return row;
    },

    async findOwned(userId: string, id: string): Promise<UploadRow | undefined> {
      const rows = await db
        .select()
        .from(uploads)
        .where(and(eq(uploads.id, id), eq(uploads.userId, userId)));
      return rows[0];
    },

    async deleteOwned(tx: Executor, userId: string, id: string): Promise<void> {
      await tx.delete(uploads).where(and(eq(uploads.id, id), eq(uploads.userId, userId)));
    },

    /** Every upload of the user made for one of these purposes (a feature's "delete all"). */
    async deleteByPurpose(
      tx: Executor,
      userId: string,
      purposes: readonly string[],
    ): Promise<number> {
      const rows = await tx
        .delete(uploads)
        .where(and(eq(uploads.userId, userId), inArray(uploads.purpose, [...purposes])))
        .returning({ id: uploads.id });
      return rows.length;
    },

    /** A second copy of the user's own upload (a duplicated recipe keeps its photo). */
    async copyOwned(tx: Executor, userId: string, id: string): Promise<UploadRow | undefined> {
      const rows = await tx
        .select()
        .from(uploads)
        .where(and(eq(uploads.id, id), eq(uploads.userId, userId)));
      const source = rows[0];
      if (!source) return undefined;
      const { id: _id, createdAt: _createdAt, ...rest } = source;
      const copied = await tx.insert(uploads).values(rest).returning();
      return copied[0];
    },
  };
}

export type UploadsRepository = ReturnType<typeof createUploadsRepository>;
