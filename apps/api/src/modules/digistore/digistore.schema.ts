import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from '../auth/auth.schema.js';

/**
 * One row per Digistore24 order (Digistore24 advises tracking status per order,
 * not per account: a buyer can hold several). Linked to the buyer's account by
 * the lower-cased, trimmed buyer e-mail.
 */
export const digistoreOrders = pgTable(
  'digistore_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: text('order_id').notNull().unique(),
    productId: text('product_id').notNull(),
    productName: text('product_name'),
    /** 'monthly' | 'yearly' | 'mega' | 'pack' | 'unknown' */
    plan: text('plan').notNull(),
    buyerEmail: text('buyer_email').notNull(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    currency: text('currency'),
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'string' }),
    /** single_payment | subscription | installment */
    billingType: text('billing_type'),
    paySequenceNo: integer('pay_sequence_no').notNull().default(0),
    /** Net coins this order has moved: credits minus reversals. */
    coinsCredited: integer('coins_credited').notNull().default(0),
    /** paid | refunded | chargeback */
    status: text('status').notNull().default('paid'),
    /** active | payment_missed | cancelled | ended — subscriptions only. */
    subscriptionStatus: text('subscription_status'),
    nextPaymentAt: text('next_payment_at'),
    apiMode: text('api_mode'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('digistore_orders_buyer_email_idx').on(t.buyerEmail),
    index('digistore_orders_user_idx').on(t.userId),
    // The admin area's order list: newest first, keyset-paged.
    index('digistore_orders_created_idx').on(t.createdAt, t.id),
  ],
);

/**
 * Every IPN call that was acted on, keyed for idempotency: `transaction_id:event`
 * for transaction events, `order_id:event:date` for the others.
 */
export const digistoreEvents = pgTable(
  'digistore_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventKey: text('event_key').notNull().unique(),
    event: text('event').notNull(),
    orderId: text('order_id'),
    transactionId: text('transaction_id'),
    /** The verified form fields, minus sha_sign. */
    payload: jsonb('payload').$type<Record<string, string>>().notNull(),
    coinsMoved: integer('coins_moved').notNull().default(0),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('digistore_events_order_idx').on(t.orderId)],
);

/**
 * Every call the IPN webhook received, acted on or not (the admin area's IPN log): whether the
 * signature held, what was done and what was answered. Unsigned calls keep only the event and
 * order id they claimed (cut short), never their fields: anyone can post junk to the webhook.
 */
export const digistoreIpnCalls = pgTable(
  'digistore_ipn_calls',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    event: text('event'),
    orderId: text('order_id'),
    transactionId: text('transaction_id'),
    signatureValid: boolean('signature_valid').notNull(),
    /** handled | duplicate | ignored | connection_test | refused | error */
    outcome: text('outcome').notNull(),
    httpStatus: integer('http_status').notNull(),
    message: text('message'),
    ipAddress: text('ip_address'),
    /** The signed fields minus sha_sign; null for unsigned calls. */
    payload: jsonb('payload').$type<Record<string, string>>(),
  },
  (t) => [
    index('digistore_ipn_calls_received_idx').on(t.receivedAt, t.id),
    index('digistore_ipn_calls_order_idx').on(t.orderId, t.receivedAt),
  ],
);
