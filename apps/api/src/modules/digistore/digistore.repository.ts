import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { digistoreEvents, digistoreOrders } from './digistore.schema.js';

export type OrderRow = typeof digistoreOrders.$inferSelect;
export type EventRow = typeof digistoreEvents.$inferSelect;
export type NewOrder = typeof digistoreOrders.$inferInsert;
export type NewEvent = typeof digistoreEvents.$inferInsert;

/** What a payment changes on its order, applied together with its event row. */
export type PaymentUpdate = {
  coinsDelta: number;
  paySequenceNo: number;
  userId: string | null;
  productName: string | null;
  amount: string | null;
  currency: string | null;
  billingType: string | null;
  subscriptionStatus: string | null;
  nextPaymentAt: string | null;
  apiMode: string | null;
};

/**
 * Digistore24 orders and the IPN events acted on. The webhook's queries are keyed
 * by Digistore24 ids (the caller is the provider, not a user); the one user-facing
 * query, `listByUser`, filters by the signed-in user's id.
 */
export function createDigistoreRepository(db: Db) {
  return {
    async findEvent(eventKey: string): Promise<EventRow | undefined> {
      const rows = await db
        .select()
        .from(digistoreEvents)
        .where(eq(digistoreEvents.eventKey, eventKey));
      return rows[0];
    },

    /** The recorded payments of an order, newest first. */
    async listPayments(orderKey: string): Promise<EventRow[]> {
      return db
        .select()
        .from(digistoreEvents)
        .where(and(eq(digistoreEvents.orderId, orderKey), eq(digistoreEvents.event, 'on_payment')))
        .orderBy(desc(digistoreEvents.receivedAt));
    },

    /** Inserts the event unless its key is known; true when this call inserted it. */
    async recordEvent(tx: Executor, event: NewEvent): Promise<boolean> {
      const rows = await tx
        .insert(digistoreEvents)
        .values(event)
        .onConflictDoNothing({ target: digistoreEvents.eventKey })
        .returning({ id: digistoreEvents.id });
      return rows.length > 0;
    },

    async findOrder(orderKey: string): Promise<OrderRow | undefined> {
      const rows = await db
        .select()
        .from(digistoreOrders)
        .where(eq(digistoreOrders.orderId, orderKey));
      return rows[0];
    },

    /** Creates the order row once; its money fields move only with an event row. */
    async insertOrderIfMissing(order: NewOrder): Promise<void> {
      await db
        .insert(digistoreOrders)
        .values({ ...order, coinsCredited: 0 })
        .onConflictDoNothing({ target: digistoreOrders.orderId });
    },

    async applyPayment(tx: Executor, orderKey: string, u: PaymentUpdate): Promise<void> {
      await tx
        .update(digistoreOrders)
        .set({
          coinsCredited: sql`${digistoreOrders.coinsCredited} + ${u.coinsDelta}`,
          paySequenceNo: sql`greatest(${digistoreOrders.paySequenceNo}, ${u.paySequenceNo})`,
          status: 'paid',
          userId: sql`coalesce(${digistoreOrders.userId}, ${u.userId})`,
          productName: sql`coalesce(${u.productName}, ${digistoreOrders.productName})`,
          amount: sql`coalesce(${u.amount}::numeric, ${digistoreOrders.amount})`,
          currency: sql`coalesce(${u.currency}, ${digistoreOrders.currency})`,
          billingType: sql`coalesce(${u.billingType}, ${digistoreOrders.billingType})`,
          subscriptionStatus: sql`coalesce(${u.subscriptionStatus}, ${digistoreOrders.subscriptionStatus})`,
          nextPaymentAt: sql`coalesce(${u.nextPaymentAt}, ${digistoreOrders.nextPaymentAt})`,
          apiMode: sql`coalesce(${u.apiMode}, ${digistoreOrders.apiMode})`,
          updatedAt: new Date(),
        })
        .where(eq(digistoreOrders.orderId, orderKey));
    },

    async applyReversal(
      tx: Executor,
      orderKey: string,
      u: { coinsDelta: number; status: 'refunded' | 'chargeback' },
    ): Promise<void> {
      await tx
        .update(digistoreOrders)
        .set({
          coinsCredited: sql`${digistoreOrders.coinsCredited} + ${u.coinsDelta}`,
          status: u.status,
          updatedAt: new Date(),
        })
        .where(eq(digistoreOrders.orderId, orderKey));
    },

    async setSubscriptionStatus(
      tx: Executor,
      orderKey: string,
      u: { subscriptionStatus: string; nextPaymentAt: string | null },
    ): Promise<void> {
      await tx
        .update(digistoreOrders)
        .set({
          subscriptionStatus: u.subscriptionStatus,
          nextPaymentAt: sql`coalesce(${u.nextPaymentAt}, ${digistoreOrders.nextPaymentAt})`,
          updatedAt: new Date(),
        })
        .where(eq(digistoreOrders.orderId, orderKey));
    },

    async listByUser(userId: string): Promise<OrderRow[]> {
      return db
        .select()
        .from(digistoreOrders)
        .where(eq(digistoreOrders.userId, userId))
        .orderBy(desc(digistoreOrders.createdAt));
    },
  };
}

export type DigistoreRepository = ReturnType<typeof createDigistoreRepository>;
