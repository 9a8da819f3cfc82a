import { randomBytes } from 'node:crypto';
import type { FormFields } from '../../lib/digistore/signature.js';

/**
 * What the webhook answers. Digistore24 counts a call as delivered only when the
 * body is `OK`; anything else is retried (3 min, then up to daily, for 10 days).
 */
export type IpnOutcome =
  | { ok: true; note: 'handled' | 'duplicate' | 'ignored' | 'connection_test' }
  | { ok: false; status: 400 | 403 | 409 | 503; message: string };

export const ok = (note: Extract<IpnOutcome, { ok: true }>['note']): IpnOutcome => ({
  ok: true,
  note,
});
export const fail = (
  status: Extract<IpnOutcome, { ok: false }>['status'],
  message: string,
): IpnOutcome => ({ ok: false, status, message });

/** Trimmed, or null when absent or blank; long values are cut to fit a display. */
export function field(fields: FormFields, key: string, max = 200): string | null {
  const value = fields[key]?.trim();
  return value ? value.slice(0, max) : null;
}

export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

export function nonNegativeInt(value: string | null, fallback: number): number {
  if (value === null || !/^\d{1,9}$/.test(value)) return fallback;
  return Number(value);
}

/** The order's amount for a NUMERIC(12,2) column: Digistore24 sends "37.00"; anything else is dropped. */
export function money(value: string | null): string | null {
  return value !== null && /^-?\d{1,10}(\.\d{1,2})?$/.test(value) ? value : null;
}

/** A better-auth style id: 32 characters of [A-Za-z0-9]. */
export function generateUserId(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  let id = '';
  // 248 = 4 × 62: rejecting bytes above it keeps the choice uniform.
  while (id.length < 32) {
    for (const byte of randomBytes(48)) {
      if (byte < 248 && id.length < 32) id += alphabet[byte % 62];
    }
  }
  return id;
}

/** The ledger's reference for a Digistore24 movement: the order and the transaction. */
export function ledgerReference(orderId: string, transactionId: string): string {
  return `digistore24:${orderId}:${transactionId}`;
}

/** Signed fields minus the signature: what the events table keeps. */
export function payloadOf(fields: FormFields): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).filter(([k]) => k !== 'sha_sign' && k !== 'SHASIGN'),
  );
}
