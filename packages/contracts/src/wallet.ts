import { z } from 'zod';

export const LedgerReasonSchema = z.enum([
  'onboarding_bonus',
  'purchase',
  'rebill',
  'refund_reversal',
  'chargeback_reversal',
  'referral_reward',
  'referral_revoked',
  'ai_action',
  'ai_refund',
  'admin_adjustment',
]);
export type LedgerReason = z.infer<typeof LedgerReasonSchema>;

export const WalletSchema = z.object({ balance: z.number().int() });
export type Wallet = z.infer<typeof WalletSchema>;

export const LedgerEntrySchema = z.object({
  id: z.string(),
  amount: z.number().int(),
  reason: LedgerReasonSchema,
  reference: z.string().nullable(),
  balanceAfter: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type LedgerEntry = z.infer<typeof LedgerEntrySchema>;

export const ListLedgerQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  /** Opaque cursor from a previous page's nextCursor. */
  cursor: z.string().max(200).optional(),
});
export type ListLedgerQuery = z.infer<typeof ListLedgerQuerySchema>;

export const LedgerPageSchema = z.object({
  items: z.array(LedgerEntrySchema),
  nextCursor: z.string().nullable(),
});
export type LedgerPage = z.infer<typeof LedgerPageSchema>;

/** AI actions that cost FlowCoins. Prices live in @ketoflow/domain (one table). */
export const CoinActionSchema = z.enum([
  'recipe',
  'meal_plan_7',
  'meal_plan_14',
  'meal_plan_30',
  'food_scan',
  'coach_message',
  'dream_me',
]);
export type CoinAction = z.infer<typeof CoinActionSchema>;

export const CreateDebitBodySchema = z.object({
  action: CoinActionSchema,
  /** Client-chosen per-request key: a retry with the same key never charges twice. */
  idempotencyKey: z.string().min(8).max(100),
});
export type CreateDebitBody = z.infer<typeof CreateDebitBodySchema>;

export const DebitResultSchema = z.object({
  entry: LedgerEntrySchema,
  balance: z.number().int(),
});
export type DebitResult = z.infer<typeof DebitResultSchema>;

/** Server-sent events on /api/v1/events. */
export const RealtimeEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('wallet.balance'), balance: z.number().int() }),
  z.object({ type: z.literal('onboarding.updated') }),
  /** A notice reached the inbox; `unread` is the count the bell shows. */
  z.object({ type: z.literal('notification.new'), unread: z.number().int().min(0) }),
]);
export type RealtimeEvent = z.infer<typeof RealtimeEventSchema>;
