import type { LedgerEntry, LedgerPage } from '@ketoflow/contracts';
import type { Executor } from '../../db/client.js';

/*
 * What the admin area uses of other modules (decision 023), wired in app.ts. Reads that are
 * only projections for support go through the admin's read-only repository instead.
 */

type Movement = {
  userId: string;
  amount: number;
  reason: 'admin_adjustment';
  reference?: string | null;
  idempotencyKey: string;
};
type Moved = {
  entry: LedgerEntry;
  balance: number;
  replayed: boolean;
};

/**
 * The wallet's ledger: the only way coins move (the wallet module's service fits). An admin's
 * movement runs in the transaction `tx` that also writes its audit row.
 */
export type AdminWallet = {
  creditIn(tx: Executor, m: Movement): Promise<Moved>;
  debitIn(tx: Executor, m: Movement): Promise<Moved>;
  getBalance(userId: string): Promise<number>;
  listLedger(userId: string, limit: number, cursor: string | undefined): Promise<LedgerPage>;
};

type Role = 'user' | 'admin';

/** Who holds the admin role, on the auth module's accounts (its `roles` fit). */
export type AccountRoles = {
  roleOf(userId: string): Promise<{ email: string; role: Role; emailVerified: boolean } | null>;
  /** The account's new role, or null when no account has this address. */
  setRole(email: string, role: Role): Promise<{ email: string } | null>;
  /** Whether an account has this address, and whether its owner has confirmed it. */
  accountOf(email: string): Promise<{ email: string; emailVerified: boolean } | null>;
  /** Makes the confirmed accounts of these addresses admins; answers the addresses changed. */
  grantAll(emails: readonly string[]): Promise<string[]>;
  /** Every admin, by address. */
  admins(): Promise<{ email: string; createdAt: Date }[]>;
};

/**
 * Someone else's account, as the auth module lets the admin area hold it. Reads and writes run
 * on `tx`: the admin's transaction (so they commit with its audit row), or the database.
 */
export type AdminAccounts = {
  find(
    tx: Executor,
    userId: string,
  ): Promise<{
    id: string;
    email: string;
    emailVerified: boolean;
    banned: boolean;
    banReason: string | null;
  } | null>;
  ban(tx: Executor, userId: string, reason: string): Promise<number>;
  unban(tx: Executor, userId: string): Promise<void>;
  remove(tx: Executor, userId: string): Promise<void>;
  forget(userId: string): void;
  sendConfirmation(email: string): Promise<void>;
  sendPasswordReset(email: string): Promise<void>;
};

/** Who acts, from where: the audit log's "who" and "IP". */
export type AdminActor = { id: string; email: string; ip: string | null };
