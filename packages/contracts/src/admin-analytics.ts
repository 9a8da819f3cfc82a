import { z } from 'zod';

/**
 * Admin analytics: what happened in the app over a range of UTC days. Every
 * definition is written down in docs/decisions/026-admin-analytics.md; the short version is on
 * each field.
 */

/** The longest range one request may ask for (a leap year, both ends included). */
export const ANALYTICS_MAX_DAYS = 366;
/** The most (screen, action) rows of feature use answered, busiest first. */
export const ANALYTICS_FEATURES_MAX = 100;

const DAY_MS = 86_400_000;
const DATE_MESSAGE = 'Use a date like 2026-01-31.';

/** Days from `from` to `to`, both included (UTC calendar days, so no daylight-saving drift). */
export function analyticsRangeDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** GET /api/v1/admin/analytics?from=YYYY-MM-DD&to=YYYY-MM-DD — UTC days, both included. */
export const AdminAnalyticsQuerySchema = z
  .object({
    from: z.iso.date({ message: DATE_MESSAGE }),
    to: z.iso.date({ message: DATE_MESSAGE }),
  })
  .superRefine(({ from, to }, ctx) => {
    const days = analyticsRangeDays(from, to);
    if (days < 1)
      ctx.addIssue({ code: 'custom', path: ['to'], message: '"to" must not be before "from".' });
    else if (days > ANALYTICS_MAX_DAYS)
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: `Choose at most ${ANALYTICS_MAX_DAYS} days (this range has ${days}).`,
      });
  });
export type AdminAnalyticsQuery = z.infer<typeof AdminAnalyticsQuerySchema>;

const count = z.number().int().min(0);
/** A coin sum; signed where a correction can make it negative. */
const coins = z.number().int();
/** A money amount as a decimal string ("1234.50"): never a float. */
const money = z.string().regex(/^-?\d+(\.\d+)?$/);

/** One UTC day of the range (every day is present, zero-filled). */
export const AnalyticsDaySchema = z.object({
  date: z.iso.date(),
  /** Accounts created this day. */
  signUps: count,
  /** Of those, accounts that have completed onboarding (by now). */
  onboarded: count,
  /** Distinct users active this day (an activity log entry or a last-active ping). */
  activeUsers: count,
  /** Distinct users active in the 7 days ending this day. */
  weeklyActiveUsers: count,
  /** Distinct users active in the 30 days ending this day. */
  monthlyActiveUsers: count,
  /** Coins credited by Digistore24 payments (purchase + rebill). */
  coinsSold: coins,
  /** Coins debited by AI actions, minus the refunds of failed ones. */
  coinsSpent: coins,
});
export type AnalyticsDay = z.infer<typeof AnalyticsDaySchema>;

export const AnalyticsSummarySchema = z.object({
  signUps: count,
  onboarded: count,
  /** onboarded / signUps, 0..1; null when nobody signed up in the range. */
  onboardingRate: z.number().min(0).max(1).nullable(),
  /** The mean of the range's daily active users (one decimal). */
  averageDailyActiveUsers: z.number().min(0),
  /** The last day's trailing 7 and 30 day counts. */
  weeklyActiveUsers: count,
  monthlyActiveUsers: count,
});

/** Feature use: activity log entries by screen and action. */
export const AnalyticsFeatureSchema = z.object({
  /** The first segment of the page route: `/dashboard`, `/my-recipes` (ids dropped). */
  screen: z.string(),
  actionType: z.string(),
  /** The feature (and its action), the button's action, the event, or the route name. */
  action: z.string(),
  events: count,
});

export const AnalyticsAiActionSchema = z.object({
  /** The priced action (the ledger reference of an ai_action debit): recipe, dream_me… */
  action: z.string(),
  /** Paid runs (ai_action debits). */
  uses: count,
  coinsCharged: count,
  /** Failed runs whose coins went back (ai_refund credits). */
  refunds: count,
  coinsRefunded: count,
  /** coinsCharged - coinsRefunded. */
  coinsSpent: coins,
});

/** Ledger movements in the range, in coins. */
export const AnalyticsCoinsSchema = z.object({
  /** purchase + rebill credits. */
  sold: coins,
  /** refund_reversal + chargeback_reversal debits (positive number). */
  reversed: coins,
  /** ai_action debits minus ai_refund credits (positive number). */
  spent: coins,
  /** onboarding_bonus + referral_reward credits. */
  granted: coins,
  /** admin_adjustment, signed (credits minus debits). */
  adjusted: coins,
});

/** Orders placed in the range (digistore_orders.created_at) for one plan and currency. */
export const AnalyticsRevenueSchema = z.object({
  /** monthly | yearly | mega | pack | unknown */
  plan: z.string(),
  /** null when Digistore24 sent none. */
  currency: z.string().nullable(),
  /** Orders still paid, and the sum of their amounts. */
  paidOrders: count,
  paidAmount: money,
  refundedOrders: count,
  refundedAmount: money,
  chargebackOrders: count,
  chargebackAmount: money,
});

export const AdminAnalyticsSchema = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  summary: AnalyticsSummarySchema,
  days: z.array(AnalyticsDaySchema),
  features: z.array(AnalyticsFeatureSchema),
  aiActions: z.array(AnalyticsAiActionSchema),
  coins: AnalyticsCoinsSchema,
  revenue: z.array(AnalyticsRevenueSchema),
});
export type AdminAnalytics = z.infer<typeof AdminAnalyticsSchema>;
export type AnalyticsFeature = z.infer<typeof AnalyticsFeatureSchema>;
export type AnalyticsAiAction = z.infer<typeof AnalyticsAiActionSchema>;
export type AnalyticsCoins = z.infer<typeof AnalyticsCoinsSchema>;
export type AnalyticsRevenue = z.infer<typeof AnalyticsRevenueSchema>;
export type AnalyticsSummary = z.infer<typeof AnalyticsSummarySchema>;
