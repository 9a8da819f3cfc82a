import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { metashift } from './metashift.schema.js';

export type MetashiftRow = typeof metashift.$inferSelect;

/** The metashift queries: select by user_id, upsert {user_id, is_active, created_at, updated_at}. */
export function createMetashiftRepository(db: Db) {
  return {
    async find(userId: string): Promise<MetashiftRow | undefined> {
      const rows = await db.select().from(metashift).where(eq(metashift.userId, userId));
      return rows[0];
    },

    /** The row is created inactive on first read; a concurrent first read is harmless. */
    async findOrCreate(userId: string): Promise<MetashiftRow> {
      const existing = await this.find(userId);
      if (existing) return existing;
      await db
        .insert(metashift)
        .values({ userId, isActive: false })
        .onConflictDoNothing({ target: metashift.userId });
      const created = await this.find(userId);
      if (!created) throw new Error('metashift row missing after insert');
      return created;
    },

    /** Sets the flag, and the start when given (created_at is the programme's day 1). */
    async upsert(
      userId: string,
      values: { isActive: boolean; createdAt?: Date },
    ): Promise<MetashiftRow> {
      const now = new Date();
      const set = {
        isActive: values.isActive,
        updatedAt: now,
        ...(values.createdAt ? { createdAt: values.createdAt } : {}),
      };
      const rows = await db
        .insert(metashift)
        .values({ userId, createdAt: values.createdAt ?? now, ...set })
        .onConflictDoUpdate({ target: metashift.userId, set })
        .returning();
      const row = rows[0];
      if (!row) throw new Error('metashift upsert returned no row');
      return row;
    },
  };
}

export type MetashiftRepository = ReturnType<typeof createMetashiftRepository>;
