import { z } from 'zod';
import { AdminPageQuerySchema } from './admin-commerce.js';

/** `revoked`: an admin undid a fraudulent referral (its coins reversed through the ledger). */
export const ADMIN_REFERRAL_STATUSES = ['pending', 'completed', 'revoked'] as const;
export const AdminReferralStatusSchema = z.enum(ADMIN_REFERRAL_STATUSES);

export const AdminReferralItemSchema = z.object({
  id: z.string(),
  referrerId: z.string(),
  referrerEmail: z.string().nullable(),
  refereeId: z.string(),
  refereeEmail: z.string().nullable(),
  code: z.string(),
  status: AdminReferralStatusSchema,
  coinsAwarded: z.number().int(),
  createdAt: z.iso.datetime(),
  awardedAt: z.iso.datetime().nullable(),
});
export type AdminReferralItem = z.infer<typeof AdminReferralItemSchema>;

export const AdminReferralsQuerySchema = AdminPageQuerySchema.extend({
  status: AdminReferralStatusSchema.optional(),
  /** A referrer's or referee's e-mail (exact, any case) or id. */
  q: z.string().trim().max(320).optional(),
});
export type AdminReferralsQuery = z.infer<typeof AdminReferralsQuerySchema>;

export const AdminReferralOverviewSchema = z.object({
  pending: z.number().int(),
  completed: z.number().int(),
  revoked: z.number().int(),
  /** Coins paid for completed referrals (revoked ones excluded). */
  coinsAwarded: z.number().int(),
  topReferrers: z.array(
    z.object({
      userId: z.string(),
      email: z.string().nullable(),
      completed: z.number().int(),
      pending: z.number().int(),
      coinsAwarded: z.number().int(),
    }),
  ),
});

export const AdminReferralPageSchema = z.object({
  items: z.array(AdminReferralItemSchema),
  nextCursor: z.string().nullable(),
  overview: AdminReferralOverviewSchema,
});
export type AdminReferralPage = z.infer<typeof AdminReferralPageSchema>;
