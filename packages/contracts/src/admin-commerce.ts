import { z } from 'zod';
import { OrderSummarySchema } from './commerce.js';

/** Keyset paging of the admin lists: newest first, `nextCursor` until the end. */
export const AdminPageQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});

/**
 * An order as the admin area sees it. `state` reads Digistore24's facts the way support talks:
 * `rebilled` is a paid subscription order past its first payment.
 */
export const ADMIN_ORDER_STATES = ['paid', 'rebilled', 'refunded', 'charged_back'] as const;
export const AdminOrderStateSchema = z.enum(ADMIN_ORDER_STATES);
export type AdminOrderState = z.infer<typeof AdminOrderStateSchema>;

export const AdminOrderSchema = OrderSummarySchema.extend({
  productId: z.string(),
  buyerEmail: z.string(),
  userId: z.string().nullable(),
  paySequenceNo: z.number().int(),
  nextPaymentAt: z.string().nullable(),
  state: AdminOrderStateSchema,
  /** False while the buyer has not set a password (the account was made by the purchase). */
  buyerHasPassword: z.boolean(),
});
export type AdminOrder = z.infer<typeof AdminOrderSchema>;

export const AdminOrdersQuerySchema = AdminPageQuerySchema.extend({
  /** An order id, a buyer's e-mail (or part of it) or a product id. */
  q: z.string().trim().max(200).optional(),
  state: AdminOrderStateSchema.optional(),
  plan: z.enum(['monthly', 'yearly', 'mega', 'pack', 'unknown']).optional(),
});
export type AdminOrdersQuery = z.infer<typeof AdminOrdersQuerySchema>;

export const AdminOrderPageSchema = z.object({
  items: z.array(AdminOrderSchema),
  nextCursor: z.string().nullable(),
});
export type AdminOrderPage = z.infer<typeof AdminOrderPageSchema>;

export const IPN_OUTCOMES = [
  'handled',
  'duplicate',
  'ignored',
  'connection_test',
  'refused',
  'error',
] as const;
export const IpnOutcomeSchema = z.enum(IPN_OUTCOMES);

/** One call the IPN webhook received. Unsigned calls keep no payload. */
export const AdminIpnCallSchema = z.object({
  id: z.string(),
  receivedAt: z.iso.datetime(),
  event: z.string().nullable(),
  orderId: z.string().nullable(),
  transactionId: z.string().nullable(),
  signatureValid: z.boolean(),
  outcome: IpnOutcomeSchema,
  httpStatus: z.number().int(),
  message: z.string().nullable(),
  ipAddress: z.string().nullable(),
  payload: z.record(z.string(), z.string()).nullable(),
});
export type AdminIpnCall = z.infer<typeof AdminIpnCallSchema>;

export const AdminIpnQuerySchema = AdminPageQuerySchema.extend({
  /** An order id, a transaction id or an event name. */
  q: z.string().trim().max(200).optional(),
  signature: z.enum(['valid', 'invalid']).optional(),
  outcome: IpnOutcomeSchema.optional(),
});
export type AdminIpnQuery = z.infer<typeof AdminIpnQuerySchema>;

export const AdminIpnPageSchema = z.object({
  items: z.array(AdminIpnCallSchema),
  nextCursor: z.string().nullable(),
});
export type AdminIpnPage = z.infer<typeof AdminIpnPageSchema>;

export const AdminOrderDetailSchema = z.object({
  order: AdminOrderSchema,
  /** Every IPN call about this order, newest first (at most 200). */
  calls: z.array(AdminIpnCallSchema),
});
export type AdminOrderDetail = z.infer<typeof AdminOrderDetailSchema>;

export const OrderIdParamsSchema = z.object({ orderId: z.string().min(1).max(100) });

/** A set-up code went to the buyer's address (it works for a limited time, once). */
export const SetupCodeSentSchema = z.object({ sentTo: z.string() });
