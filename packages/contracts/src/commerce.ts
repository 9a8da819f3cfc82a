import { z } from 'zod';

export const PlanIdSchema = z.enum(['monthly', 'yearly', 'mega']);

export const OrderStatusSchema = z.enum(['paid', 'refunded', 'chargeback']);
export const SubscriptionStatusSchema = z.enum(['active', 'payment_missed', 'cancelled', 'ended']);

/** A purchase as the buyer sees it (coin recharge page). */
export const OrderSummarySchema = z.object({
  id: z.string(),
  orderId: z.string(),
  plan: z.enum(['monthly', 'yearly', 'mega', 'pack', 'unknown']),
  productName: z.string().nullable(),
  status: OrderStatusSchema,
  subscriptionStatus: SubscriptionStatusSchema.nullable(),
  billingType: z.string().nullable(),
  coinsCredited: z.number().int(),
  amount: z.string().nullable(),
  currency: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type OrderSummary = z.infer<typeof OrderSummarySchema>;

export const ListOrdersResponseSchema = z.object({ items: z.array(OrderSummarySchema) });
export type ListOrdersResponse = z.infer<typeof ListOrdersResponseSchema>;

/** What the sales and recharge pages need from the server's configuration (no secrets). */
export const CommerceConfigSchema = z.object({
  plans: z.array(
    z.object({
      id: PlanIdSchema,
      /** Digistore24 order form, or null when the product id is not configured. */
      orderFormUrl: z.string().url().nullable(),
    }),
  ),
  coinPacks: z.array(
    z.object({ productId: z.string(), coins: z.number().int(), orderFormUrl: z.string().url() }),
  ),
  trustBadgeScriptUrl: z.string().url().nullable(),
  paymentProviderScriptUrl: z.string().url().nullable(),
  operator: z.object({ name: z.string(), address: z.string().nullable(), email: z.string() }),
});
export type CommerceConfig = z.infer<typeof CommerceConfigSchema>;
