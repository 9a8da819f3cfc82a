import type { RealtimeEvent } from '@ketoflow/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../db/client.js';

/** Exported for statements that notify inside their own SQL (the one-statement coin movement). */
export const REALTIME_CHANNEL = 'ketoflow_events';
const CHANNEL = REALTIME_CHANNEL;

/**
 * The one way an event leaves a process: a NOTIFY on the shared channel. Run inside a
 * transaction it is delivered only when that transaction commits, so a rolled-back change
 * never announces itself.
 */
export function notifyStatement(userId: string, event: RealtimeEvent): SQL {
  return sql`SELECT pg_notify(${CHANNEL}, ${JSON.stringify({ userId, event })})`;
}

/** Several events in one statement (a batch of delivered reminders), each as `notifyStatement`. */
export function notifyManyStatement(items: { userId: string; event: RealtimeEvent }[]): SQL {
  const payloads = items.map(({ userId, event }) => sql`(${JSON.stringify({ userId, event })})`);
  return sql`SELECT pg_notify(${CHANNEL}, payload)
    FROM (VALUES ${sql.join(payloads, sql`, `)}) AS events (payload)`;
}

type Listener = (event: RealtimeEvent) => void;

export type EventBus = {
  /** Delivered to every API process (PostgreSQL NOTIFY), then to that user's open streams. */
  publish(userId: string, event: RealtimeEvent): Promise<void>;
  /** The same, sent in the transaction `tx`: it goes out when (and only if) `tx` commits. */
  publishIn(tx: Executor, userId: string, event: RealtimeEvent): Promise<void>;
  /** Several events sent in the transaction `tx`, in one statement. */
  publishManyIn(tx: Executor, items: { userId: string; event: RealtimeEvent }[]): Promise<void>;
  subscribe(userId: string, listener: Listener): () => void;
  close(): Promise<void>;
};

export async function createEventBus(
  database: Database,
  logger: FastifyBaseLogger,
): Promise<EventBus> {
  const listeners = new Map<string, Set<Listener>>();
  const unlisten = await database.listen(CHANNEL, (payload) => {
    try {
      const { userId, event } = JSON.parse(payload) as { userId: string; event: RealtimeEvent };
      for (const listener of listeners.get(userId) ?? []) listener(event);
    } catch (error) {
      logger.warn({ err: error }, 'ignored a malformed realtime notification');
    }
  });
  const publishIn = async (tx: Executor, userId: string, event: RealtimeEvent) => {
    await tx.execute(notifyStatement(userId, event));
  };
  return {
    publish: (userId, event) => publishIn(database.db, userId, event),
    publishIn,
    async publishManyIn(tx, items) {
      if (items.length > 0) await tx.execute(notifyManyStatement(items));
    },
    subscribe(userId, listener) {
      let set = listeners.get(userId);
      if (!set) {
        set = new Set();
        listeners.set(userId, set);
      }
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(userId);
      };
    },
    async close() {
      listeners.clear();
      await unlisten();
    },
  };
}
