import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { digistoreOrders } from './digistore.schema.js';

/** An order as the buyer's account set-up sees it. */
export type Purchase = {
  orderId: string;
  buyerEmail: string;
  userId: string | null;
  plan: string;
  productName: string | null;
  coinsCredited: number;
};

/**
 * The orders other modules may read (purchase set-up: whether an address bought something,
 * for which account, and the coins it brought), never the payment events behind them.
 */
export function createPurchaseReader(db: Db) {
  return {
    /** The orders paid with this address (as normalised when the payment arrived). */
    async byBuyerEmail(email: string): Promise<{ userId: string | null; coinsCredited: number }[]> {
      return db
        .select({ userId: digistoreOrders.userId, coinsCredited: digistoreOrders.coinsCredited })
        .from(digistoreOrders)
        .where(eq(digistoreOrders.buyerEmail, email));
    },

    /** One order by its key, or null when no payment for it has arrived. */
    async find(orderId: string): Promise<Purchase | null> {
      const rows = await db
        .select({
          orderId: digistoreOrders.orderId,
          buyerEmail: digistoreOrders.buyerEmail,
          userId: digistoreOrders.userId,
          plan: digistoreOrders.plan,
          productName: digistoreOrders.productName,
          coinsCredited: digistoreOrders.coinsCredited,
        })
        .from(digistoreOrders)
        .where(eq(digistoreOrders.orderId, orderId))
        .limit(1);
      return rows[0] ?? null;
    },
  };
}

export type PurchaseReader = ReturnType<typeof createPurchaseReader>;
