import { z } from 'zod';
import { LedgerEntrySchema } from './wallet.js';

/*
 * The admin area's users (decision 023): the list, a user's page and the actions on them.
 * Every action carries a reason, written to the audit log (admin-audit.ts).
 */

/** A reason for an admin action: required, so the audit log always says why. */
export const ADMIN_REASON_MIN = 3;
export const ADMIN_REASON_MAX = 500;
export const AdminReasonSchema = z
  .string()
  .trim()
  .min(ADMIN_REASON_MIN, `Give a reason of at least ${ADMIN_REASON_MIN} characters.`)
  .max(ADMIN_REASON_MAX, `Keep the reason under ${ADMIN_REASON_MAX} characters.`);

export const ADMIN_PAGE_MAX = 100;

const yesNo = z.enum(['yes', 'no']);
export const AdminUserSortSchema = z.enum(['created_desc', 'created_asc', 'email']);
export type AdminUserSort = z.infer<typeof AdminUserSortSchema>;

/** GET /api/v1/admin/users: search by e-mail (any part, any case) or exact id, filters, sort. */
export const ListAdminUsersQuerySchema = z
  .object({
    q: z.string().trim().max(200).optional(),
    onboarded: yesNo.optional(),
    buyer: yesNo.optional(),
    banned: yesNo.optional(),
    /** Created on or after this instant. */
    createdFrom: z.iso.datetime({ offset: true }).optional(),
    /** Created before this instant. */
    createdTo: z.iso.datetime({ offset: true }).optional(),
    sort: AdminUserSortSchema.default('created_desc'),
    limit: z.coerce.number().int().min(1).max(ADMIN_PAGE_MAX).default(25),
    /** Opaque cursor from the previous page's nextCursor (valid only with the same sort). */
    cursor: z.string().max(500).optional(),
  })
  .refine(
    (q) => !q.createdFrom || !q.createdTo || Date.parse(q.createdFrom) < Date.parse(q.createdTo),
    {
      message: 'The start of the range must come before its end.',
      path: ['createdTo'],
    },
  );
// What a client sends (limit is coerced from the query string on the server).
export type ListAdminUsersQuery = Omit<z.input<typeof ListAdminUsersQuerySchema>, 'limit'> & {
  limit?: number;
};

export const AdminUserRowSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(['user', 'admin']),
  createdAt: z.iso.datetime(),
  emailConfirmed: z.boolean(),
  onboarded: z.boolean(),
  buyer: z.boolean(),
  banned: z.boolean(),
  lastActiveAt: z.iso.datetime().nullable(),
});
export type AdminUserRow = z.infer<typeof AdminUserRowSchema>;

export const AdminUserPageSchema = z.object({
  items: z.array(AdminUserRowSchema),
  nextCursor: z.string().nullable(),
});
export type AdminUserPage = z.infer<typeof AdminUserPageSchema>;

export const AdminUserOrderSchema = z.object({
  orderId: z.string(),
  plan: z.string(),
  productName: z.string().nullable(),
  status: z.string(),
  subscriptionStatus: z.string().nullable(),
  amount: z.string().nullable(),
  currency: z.string().nullable(),
  coinsCredited: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type AdminUserOrder = z.infer<typeof AdminUserOrderSchema>;

export const AdminReferralSchema = z.object({
  id: z.string(),
  /** The other side: the referee when listed under `asReferrer`, else the referrer. */
  otherUserId: z.string(),
  otherEmail: z.string().nullable(),
  status: z.string(),
  coinsAwarded: z.number().int(),
  createdAt: z.iso.datetime(),
  awardedAt: z.iso.datetime().nullable(),
});
export type AdminReferral = z.infer<typeof AdminReferralSchema>;

export const AdminActivitySchema = z.object({
  id: z.string(),
  actionType: z.string(),
  pageRoute: z.string(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.iso.datetime(),
});
export type AdminActivity = z.infer<typeof AdminActivitySchema>;

/** An AI action's charge (or refund) as the ledger recorded it: what it cost. */
export const AdminAiActionSchema = z.object({
  id: z.string(),
  kind: z.enum(['charge', 'refund']),
  /** The paid action's reference (e.g. `recipe:…`). */
  reference: z.string().nullable(),
  coins: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type AdminAiAction = z.infer<typeof AdminAiActionSchema>;

/** GET /api/v1/admin/users/:id */
export const AdminUserDetailSchema = z.object({
  account: AdminUserRowSchema.extend({
    name: z.string(),
    banReason: z.string().nullable(),
    banExpires: z.iso.datetime().nullable(),
    sessions: z.number().int(),
  }),
  onboarding: z
    .object({
      completedAt: z.iso.datetime(),
      answers: z.record(z.string(), z.unknown()),
      targets: z.record(z.string(), z.unknown()).nullable(),
    })
    .nullable(),
  wallet: z.object({ balance: z.number().int() }),
  orders: z.array(AdminUserOrderSchema),
  referrals: z.object({
    referredBy: AdminReferralSchema.nullable(),
    asReferrer: z.array(AdminReferralSchema),
  }),
  aiActions: z.array(AdminAiActionSchema),
  recentActivity: z.array(AdminActivitySchema),
});
export type AdminUserDetail = z.infer<typeof AdminUserDetailSchema>;

export const AdminUserParamsSchema = z.object({ id: z.string().min(1).max(100) });

export const ADMIN_COIN_ADJUSTMENT_MAX = 1_000_000;

/**
 * The coins an admin moves: a JSON number holding a whole count, nothing coerced. Money must
 * not depend on how a string or a boolean happens to convert (`true` is 1, `"1e3"` is 1000).
 */
export const AdminCoinAmountSchema = z
  .number({
    error: (issue) =>
      issue.input === undefined
        ? 'Give the number of coins.'
        : 'Send the number of coins as a number, such as 10.',
  })
  .int('Whole coins only.')
  .min(1, 'At least 1 coin.')
  .max(ADMIN_COIN_ADJUSTMENT_MAX, 'At most 1,000,000 coins.');

/** POST /api/v1/admin/users/:id/coins (Idempotency-Key header: a double click moves once). */
export const AdminCoinAdjustmentBodySchema = z.object({
  direction: z.enum(['credit', 'debit']),
  amount: AdminCoinAmountSchema,
  reason: AdminReasonSchema,
});
export type AdminCoinAdjustmentBody = z.input<typeof AdminCoinAdjustmentBodySchema>;

export const AdminCoinAdjustmentResultSchema = z.object({
  entry: LedgerEntrySchema,
  balance: z.number().int(),
  /** True when this key had already moved the coins: nothing moved this time. */
  replayed: z.boolean(),
});
export type AdminCoinAdjustmentResult = z.infer<typeof AdminCoinAdjustmentResultSchema>;

/** Ban, unban, resend the confirmation e-mail, send a password reset. */
export const AdminReasonBodySchema = z.object({ reason: AdminReasonSchema });
export type AdminReasonBody = z.input<typeof AdminReasonBodySchema>;

/** DELETE /api/v1/admin/users/:id: the admin types the user's e-mail to confirm. */
export const AdminDeleteUserBodySchema = z.object({
  reason: AdminReasonSchema,
  confirmEmail: z.string().trim().min(1, 'Type the e-mail address of the account.').max(320),
});
export type AdminDeleteUserBody = z.input<typeof AdminDeleteUserBodySchema>;

export const AdminUserActionResultSchema = z.object({ ok: z.literal(true) });
