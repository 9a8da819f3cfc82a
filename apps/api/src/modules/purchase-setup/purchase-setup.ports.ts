import type { Executor } from '../../db/client.js';

/*
 * What purchase set-up uses of other modules, wired in app.ts: the orders (Digistore24 module)
 * and the buyer's account (auth module). Its own table is the set-up codes.
 */

/** A buyer's orders, as the Digistore24 module lets others read them (its `purchases` fit). */
export type BuyerOrders = {
  /** The orders paid with this address: whose account they credited, and how many coins. */
  byBuyerEmail(email: string): Promise<{ userId: string | null; coinsCredited: number }[]>;
  /** One order by its key, or null before its payment has arrived. */
  find(orderId: string): Promise<{
    orderId: string;
    buyerEmail: string;
    userId: string | null;
    plan: string;
    productName: string | null;
    coinsCredited: number;
  } | null>;
};

/**
 * How a buyer's first password is checked and stored (the auth module's `buyers` fit), so the
 * account signs in like any other.
 */
export type BuyerCredentials = {
  isCommonPassword(password: string): boolean;
  hashPassword(password: string): Promise<string>;
  newAccountId(): Promise<string>;
  /** Each of these accounts that exists: its address, lower-cased, and if it has a password. */
  loginsOf(
    userIds: readonly string[],
  ): Promise<{ userId: string; email: string; hasPassword: boolean }[]>;
  /**
   * The first password, in one transaction that locks the account: never over an existing one
   * ('has-password'), only while the account still has `email` ('no-account'). `proof` runs
   * inside that transaction and answers whether it could consume the buyer's code
   * ('code-used' when not); a consumed code also confirms the address.
   */
  setFirstPassword(
    input: { userId: string; email: string; passwordHash: string; newAccountId: string },
    proof?: (tx: Executor) => Promise<boolean>,
  ): Promise<'ok' | 'has-password' | 'code-used' | 'no-account'>;
};
