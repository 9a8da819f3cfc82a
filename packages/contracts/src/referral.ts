import { z } from 'zod';

/** A referral is pending until the referred user completes onboarding. */
export const ReferralStatusSchema = z.enum(['pending', 'completed']);
export type ReferralStatus = z.infer<typeof ReferralStatusSchema>;

/**
 * One referral as its referrer sees it. The referred person is another user: they are shown
 * only as "Friend #n" (n = order of joining), never by id, name or e-mail.
 */
export const ReferralSchema = z.object({
  id: z.string(),
  status: ReferralStatusSchema,
  refereeLabel: z.string(),
  coinsAwarded: z.number().int(),
  createdAt: z.iso.datetime(),
  awardedAt: z.iso.datetime().nullable(),
});
export type Referral = z.infer<typeof ReferralSchema>;

/** GET /api/v1/referrals/me — the signed-in user's code (created on first read) and stats. */
export const MyReferralsResponseSchema = z.object({
  code: z.string(),
  /** APP_URL/ref/CODE */
  shareUrl: z.string(),
  /** Completed referrals (the stored total, incremented on each completion). */
  totalReferrals: z.number().int(),
  /** Referred users who signed up but have not completed onboarding yet. */
  pendingReferrals: z.number().int(),
  /** Sum of coins_awarded over completed referrals. */
  totalCoinsEarned: z.number().int(),
  /** What the next completed referral earns. */
  rewardCoins: z.number().int(),
  /** Newest first, at most REFERRALS_LIST_LIMIT. */
  referrals: z.array(ReferralSchema),
});
export type MyReferralsResponse = z.infer<typeof MyReferralsResponseSchema>;

export const REFERRALS_LIST_LIMIT = 100;

/**
 * The pending code sent with sign-up. Never a reason to refuse a sign-up: anything that is
 * not a short string is dropped here, and the service silently refuses unknown codes.
 */
export const SignUpReferralCodeSchema = z
  .string()
  .max(32)
  .optional()
  .catch(() => undefined);
