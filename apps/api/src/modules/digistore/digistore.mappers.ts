import type { OrderSummary } from '@ketoflow/contracts';
import type { OrderRow } from './digistore.repository.js';

const PLANS_SHOWN = new Set(['monthly', 'yearly', 'mega', 'pack']);
const STATUSES = new Set(['paid', 'refunded', 'chargeback']);
const SUBSCRIPTION_STATUSES = new Set(['active', 'payment_missed', 'cancelled', 'ended']);

/** An order row as its buyer sees it: unknown plans and statuses never reach the client. */
export function toOrderSummary(row: OrderRow): OrderSummary {
  return {
    id: row.id,
    orderId: row.orderId,
    plan: (PLANS_SHOWN.has(row.plan) ? row.plan : 'unknown') as OrderSummary['plan'],
    productName: row.productName,
    status: (STATUSES.has(row.status) ? row.status : 'paid') as OrderSummary['status'],
    subscriptionStatus:
      row.subscriptionStatus && SUBSCRIPTION_STATUSES.has(row.subscriptionStatus)
        ? (row.subscriptionStatus as NonNullable<OrderSummary['subscriptionStatus']>)
        : null,
    billingType: row.billingType,
    coinsCredited: row.coinsCredited,
    amount: row.amount,
    currency: row.currency,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
