import {
  NOTIFICATIONS_PAGE_SIZE,
  type Notification,
  type NotificationKind,
} from '@ketoflow/contracts';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { notifications } from './reminders.schema.js';

type Row = typeof notifications.$inferSelect;

function toNotification(row: Row): Notification {
  return {
    id: row.id,
    kind: row.kind as NotificationKind,
    title: row.title,
    body: row.body,
    url: row.url,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}

/** The in-app inbox, every query by its owner. */
export function createInbox(db: Db) {
  async function unread(tx: Executor, userId: string): Promise<number> {
    const [row] = await tx
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    return row?.n ?? 0;
  }

  return {
    unread: (userId: string) => unread(db, userId),

    /**
     * Puts a delivered reminder in the person's inbox, once per occurrence: a delivery retried
     * after a crash finds its notice there and writes nothing. Answers the unread count, or
     * null when the notice was already there.
     */
    async add(
      tx: Executor,
      notice: Pick<Row, 'userId' | 'kind' | 'occurrence' | 'title' | 'body' | 'url'>,
      at: Date,
    ): Promise<number | null> {
      const written = await tx
        .insert(notifications)
        .values({ ...notice, createdAt: at })
        .onConflictDoNothing({ target: [notifications.userId, notifications.occurrence] })
        .returning({ id: notifications.id });
      return written.length > 0 ? unread(tx, notice.userId) : null;
    },

    async list(userId: string): Promise<{ items: Notification[]; unread: number }> {
      const rows = await db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(NOTIFICATIONS_PAGE_SIZE);
      return { items: rows.map(toNotification), unread: await unread(db, userId) };
    },

    /** Marks one notice read; false when the person has no such notice. */
    async markRead(userId: string, id: string, at: Date): Promise<boolean> {
      const [row] = await db
        .select({ readAt: notifications.readAt })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.id, id)));
      if (!row) return false;
      if (!row.readAt) {
        await db
          .update(notifications)
          .set({ readAt: at })
          .where(and(eq(notifications.userId, userId), eq(notifications.id, id)));
      }
      return true;
    },

    async markAllRead(userId: string, at: Date): Promise<void> {
      await db
        .update(notifications)
        .set({ readAt: at })
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    },
  };
}

export type Inbox = ReturnType<typeof createInbox>;
