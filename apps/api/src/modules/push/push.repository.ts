import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { pushDeliveries, pushSubscriptions } from './push.schema.js';

export type DeviceRow = typeof pushSubscriptions.$inferSelect;

/** A browser's subscription as it is kept: the endpoint, its two keys and the name given. */
export type Subscription = { endpoint: string; p256dh: string; auth: string; name: string };

/** A device's push service accepted a job's message at `at`. */
export type Delivered = { userId: string; jobId: string; deviceId: string; at: Date };

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

    /**
     * For each job (and its person), that person's devices whose push service has not yet
     * accepted it: one query for a batch of jobs.
     */
    async undelivered(
      jobs: { userId: string; jobId: string }[],
    ): Promise<{ jobId: string; device: DeviceRow }[]> {
      if (jobs.length === 0) return [];
      const jobsOf = new Map<string, string[]>();
      for (const { userId, jobId } of jobs)
        jobsOf.set(userId, [...(jobsOf.get(userId) ?? []), jobId]);
      const devices = await db
        .select()
        .from(pushSubscriptions)
        .where(inArray(pushSubscriptions.userId, [...jobsOf.keys()]));
      if (devices.length === 0) return [];
      const done = await db
        .select({ jobId: pushDeliveries.jobId, deviceId: pushDeliveries.subscriptionId })
        .from(pushDeliveries)
        .where(
          and(
            inArray(
              pushDeliveries.jobId,
              jobs.map((job) => job.jobId),
            ),
            inArray(
              pushDeliveries.subscriptionId,
              devices.map((device) => device.id),
            ),
          ),
        );
      const had = new Set(done.map((row) => `${row.jobId} ${row.deviceId}`));
      return devices.flatMap((device) =>
        (jobsOf.get(device.userId) ?? [])
          .filter((jobId) => !had.has(`${jobId} ${device.id}`))
          .map((jobId) => ({ jobId, device })),
      );
    },

    /**
     * Push services accepted these jobs for these devices: a retry of a job skips them. A row
     * already there (two workers sent it after a lease ran out) counts the second acceptance.
     * One statement for the lot: the devices are updated (and so held) first, and a device
     * removed while its message was on the way has nothing to remember it by.
     */
    async delivered(rows: Delivered[]): Promise<void> {
      const unique = [
        ...new Map(rows.map((row) => [`${row.jobId} ${row.deviceId}`, row])).values(),
      ];
      const first = unique[0];
      if (!first) return;
      const pairs = sql.join(
        unique.map((row) => sql`(${row.userId}, ${row.deviceId}::uuid, ${row.jobId}::uuid)`),
        sql`, `,
      );
      await db.execute(sql`
        WITH accepted (user_id, device_id, job_id) AS (VALUES ${pairs}),
        kept AS (
          UPDATE ${pushSubscriptions} SET last_delivered_at = ${first.at}::timestamptz
          FROM accepted
          WHERE ${pushSubscriptions.id} = accepted.device_id
            AND ${pushSubscriptions.userId} = accepted.user_id
          RETURNING ${pushSubscriptions.id} AS device_id)
        INSERT INTO ${pushDeliveries} (job_id, subscription_id, delivered_at)
        SELECT accepted.job_id, accepted.device_id, ${first.at}::timestamptz
        FROM accepted JOIN kept ON kept.device_id = accepted.device_id
        ON CONFLICT (job_id, subscription_id)
        DO UPDATE SET attempts = ${pushDeliveries.attempts} + 1`);
    },
  };
}

export type PushRepository = ReturnType<typeof createPushRepository>;
