import type { LedgerReason } from '@ketoflow/contracts';
import type { Db } from '../../db/client.js';
import type { DigistoreRepository } from './digistore.repository.js';

/** The Digistore24 settings the webhook needs (DIGISTORE_* in config.ts). */
export type DigistoreSettings = {
  ipnPassphrase: string | undefined;
  products: { monthly: string | undefined; yearly: string | undefined; mega: string | undefined };
  coinPacks: { productId: string; coins: number }[];
};

type Movement = {
  userId: string;
  amount: number;
  reason: LedgerReason;
  reference: string;
  idempotencyKey: string;
};

/** How orders move coins (the wallet module's service fits): credits and reversals only. */
export type OrderWallet = {
  credit(m: Movement): Promise<unknown>;
  reverse(m: Movement): Promise<{ entry: { reference: string | null }; replayed: boolean }>;
};

/** The buyer's account, found or created by address (the auth module's `buyers` fit). */
export type BuyerAccounts = {
  /** The caller passes a normalised (lower-cased) address, as accounts store it. */
  findUserIdByEmail(email: string): Promise<string | null>;
  /** A password-less account for a new buyer; an account made meanwhile for the address wins. */
  findOrCreateUser(u: { id: string; email: string; name: string }): Promise<string>;
  /** Whether these accounts have a password yet (the admin order list shows it). */
  loginsOf(userIds: readonly string[]): Promise<{ userId: string; hasPassword: boolean }[]>;
};

export type IpnLogger = {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
};

export type IpnHandlerDeps = {
  db: Db;
  repo: DigistoreRepository;
  buyers: BuyerAccounts;
  wallet: OrderWallet;
  config: DigistoreSettings;
  logger: IpnLogger;
};
