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

export type IpnLogger = {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
};

export type IpnHandlerDeps = {
  db: Db;
  repo: DigistoreRepository;
  wallet: OrderWallet;
  config: DigistoreSettings;
  logger: IpnLogger;
};
