import type { AnalyticsRevenue } from '@ketoflow/contracts';
import type { RevenueRow } from './admin-analytics.repository.js';

/** Adds decimal strings exactly (cents as bigint): money never goes through a float. */
export function addMoney(a: string, b: string): string {
  const cents = (v: string) => {
    const [whole = '0', frac = ''] = v.replace('-', '').split('.');
    const abs = BigInt(whole) * 100n + BigInt((frac + '00').slice(0, 2));
    return v.startsWith('-') ? -abs : abs;
  };
  const sum = cents(a) + cents(b);
  const abs = sum < 0n ? -sum : sum;
  return `${sum < 0n ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/** One row per plan and currency, with paid, refunded and charged-back orders side by side. */
export function revenueByPlan(rows: readonly RevenueRow[]): AnalyticsRevenue[] {
  const byKey = new Map<string, AnalyticsRevenue>();
  for (const row of rows) {
    const key = `${row.plan}\u0000${row.currency ?? ''}`;
    const entry = byKey.get(key) ?? {
      plan: row.plan,
      currency: row.currency,
      paidOrders: 0,
      paidAmount: '0.00',
      refundedOrders: 0,
      refundedAmount: '0.00',
      chargebackOrders: 0,
      chargebackAmount: '0.00',
    };
    // Unknown states (none today) count as paid: the order exists and was not reversed.
    const state =
      row.status === 'refunded' ? 'refunded' : row.status === 'chargeback' ? 'chargeback' : 'paid';
    entry[`${state}Orders`] += row.orders;
    entry[`${state}Amount`] = addMoney(entry[`${state}Amount`], row.amount);
    byKey.set(key, entry);
  }
  return [...byKey.values()];
}
