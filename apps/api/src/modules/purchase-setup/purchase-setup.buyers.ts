import type { BuyerCredentials, BuyerOrders } from './purchase-setup.ports.js';

/** The account a purchase created, as long as it has no password. */
export type PendingBuyer = { userId: string; coins: number };

export type OrderView = {
  orderId: string;
  buyerEmail: string;
  userId: string | null;
  plan: string;
  productName: string | null;
  coinsCredited: number;
  /** The linked account's e-mail, lower-cased (null without an account). */
  userEmail: string | null;
  hasPassword: boolean;
};

/**
 * A buyer's orders joined with their accounts: the orders come from the Digistore24 module,
 * the accounts' addresses and passwords from the auth module.
 */
export function createBuyerLookup(deps: {
  orders: BuyerOrders;
  accounts: Pick<BuyerCredentials, 'loginsOf'>;
}) {
  const { orders, accounts } = deps;
  return {
    /**
     * An account linked to an order of this buyer e-mail, whose own e-mail is the same and
     * which has no password yet; with the coins its orders credited (never below 0).
     */
    async findPendingBuyer(email: string): Promise<PendingBuyer | null> {
      const bought = await orders.byBuyerEmail(email);
      const userIds = [...new Set(bought.flatMap((o) => (o.userId ? [o.userId] : [])))];
      const logins = await accounts.loginsOf(userIds);
      const pending = logins.find((l) => l.email === email && !l.hasPassword);
      if (!pending) return null;
      const coins = bought
        .filter((o) => o.userId === pending.userId)
        .reduce((sum, o) => sum + o.coinsCredited, 0);
      return { userId: pending.userId, coins: Math.max(coins, 0) };
    },

    async findOrder(orderId: string): Promise<OrderView | null> {
      const order = await orders.find(orderId);
      if (!order) return null;
      const [login] = order.userId ? await accounts.loginsOf([order.userId]) : [];
      return {
        ...order,
        userEmail: login?.email ?? null,
        hasPassword: login?.hasPassword ?? false,
      };
    },
  };
}

export type BuyerLookup = ReturnType<typeof createBuyerLookup>;
