import {
  NOTIFICATIONS_PAGE_SIZE,
  type Notification,
  type NotificationKind,
} from '@ketoflow/contracts';
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { notifications } from './reminders.schema.js';

type Row = typeof notifications.$inferSelect;

/** A delivered reminder as the inbox keeps it. */
export type InboxNotice = Pick<Row, 'userId' | 'kind' | 'occurrence' | 'title' | 'body' | 'url'>;

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
     * Puts delivered reminders in their people's inboxes, each once per occurrence: a delivery
     * retried after a crash finds its notice there and writes nothing. Answers the unread count
     * of each person who got a new notice (people whose notices were all there already are
     * not in it). One statement for the notices and one for the counts, however many.
     */
    async add(tx: Executor, notices: InboxNotice[], at: Date): Promise<Map<string, number>> {
      if (notices.length === 0) return new Map();
      const written = await tx
        .insert(notifications)
        .values(
          notices.map(({ userId, kind, occurrence, title, body, url }) => ({
            ...{ userId, kind, occurrence, title, body, url },
            createdAt: at,
          })),
        )
        .onConflictDoNothing({ target: [notifications.userId, notifications.occurrence] })
        .returning({ userId: notifications.userId });
      const people = [...new Set(written.map((row) => row.userId))];
      if (people.length === 0) return new Map();
      const counts = await tx
        .select({ userId: notifications.userId, n: count() })
        .from(notifications)
        .where(and(inArray(notifications.userId, people), isNull(notifications.readAt)))
        .groupBy(notifications.userId);
      return new Map(counts.map((row) => [row.userId, row.n]));
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
