import { and, asc, desc, eq, ne, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { pushDeliveries, pushSubscriptions } from './push.schema.js';

export type DeviceRow = typeof pushSubscriptions.$inferSelect;

/** A browser's subscription as it is kept: the endpoint, its two keys and the name given. */
export type Subscription = { endpoint: string; p256dh: string; auth: string; name: string };

/** A person keeps at most this many devices; subscribing another drops the longest unused. */
export const MAX_DEVICES = 20;

/**
 * The push module's tables. Every query is filtered by the person, so nothing reaches another
 * person's devices; only subscribing looks at an endpoint across people (a browser has one
 * subscription, and it belongs to whoever subscribed last on it).
 */
export function createPushRepository(db: Db) {
  const mine = (userId: string, id: string) =>
    and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.id, id));

  return {
    list: (userId: string) =>
      db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId))
        .orderBy(asc(pushSubscriptions.createdAt), asc(pushSubscriptions.id)),

    /**
     * Keeps a subscription for `userId`: the same endpoint again updates its keys and name and
     * stays the same device; an endpoint another person subscribed on that browser becomes a
     * new device of this person's (its history stays behind). Beyond MAX_DEVICES, the devices
     * longest without a reminder go.
     */
    async subscribe(userId: string, subscription: Subscription): Promise<DeviceRow> {
      return db.transaction(async (tx) => {
        await tx
          .delete(pushSubscriptions)
          .where(
            and(
              eq(pushSubscriptions.endpoint, subscription.endpoint),
              ne(pushSubscriptions.userId, userId),
            ),
          );
        const [row] = await tx
          .insert(pushSubscriptions)
          .values({ userId, ...subscription })
          .onConflictDoUpdate({
            target: pushSubscriptions.endpoint,
            set: { p256dh: subscription.p256dh, auth: subscription.auth, name: subscription.name },
            // Another person's row written since the delete above stays theirs: no row back.
            setWhere: eq(pushSubscriptions.userId, userId),
          })
          .returning();
        if (!row) throw new Error('the push subscription was taken over while being saved');
        const excess = await tx
          .select({ id: pushSubscriptions.id })
          .from(pushSubscriptions)
          .where(and(eq(pushSubscriptions.userId, userId), ne(pushSubscriptions.id, row.id)))
          .orderBy(
            desc(
              sql`coalesce(${pushSubscriptions.lastDeliveredAt}, ${pushSubscriptions.createdAt})`,
            ),
          )
          .offset(MAX_DEVICES - 1);
        for (const { id } of excess) await tx.delete(pushSubscriptions).where(mine(userId, id));
        return row;
      });
    },

    async rename(userId: string, id: string, name: string): Promise<DeviceRow | null> {
      const [row] = await db
        .update(pushSubscriptions)
        .set({ name })
        .where(mine(userId, id))
        .returning();
      return row ?? null;
    },

    async remove(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(pushSubscriptions)
        .where(mine(userId, id))
        .returning({ id: pushSubscriptions.id });
      return rows.length > 0;
    },

    /** The person's devices whose push service has not yet accepted this job. */
    undelivered: (userId: string, jobId: string) =>
      db
        .select()
        .from(pushSubscriptions)
        .where(
          and(
            eq(pushSubscriptions.userId, userId),
            notExists(
              db
                .select({ one: sql`1` })
                .from(pushDeliveries)
                .where(
                  and(
                    eq(pushDeliveries.jobId, jobId),
                    eq(pushDeliveries.subscriptionId, pushSubscriptions.id),
                  ),
                ),
            ),
          ),
        ),

    /**
     * The device's push service accepted the job: a retry of the job skips this device. A row
     * already there (two workers sent it after a lease ran out) counts the second acceptance.
     */
    async delivered(userId: string, jobId: string, id: string, at: Date): Promise<void> {
      await db.transaction(async (tx) => {
        const [device] = await tx
          .update(pushSubscriptions)
          .set({ lastDeliveredAt: at })
          .where(mine(userId, id))
          .returning({ id: pushSubscriptions.id });
        // Removed while its message was on the way: nothing to remember it by.
        if (!device) return;
        await tx
          .insert(pushDeliveries)
          .values({ jobId, subscriptionId: id, deliveredAt: at })
          .onConflictDoUpdate({
            target: [pushDeliveries.jobId, pushDeliveries.subscriptionId],
            set: { attempts: sql`${pushDeliveries.attempts} + 1` },
          });
      });
    },
  };
}

export type PushRepository = ReturnType<typeof createPushRepository>;
