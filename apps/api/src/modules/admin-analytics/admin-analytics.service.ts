import {
  ANALYTICS_FEATURES_MAX,
  analyticsRangeDays,
  type AdminAnalytics,
  type AdminAnalyticsQuery,
  type AnalyticsAiAction,
  type AnalyticsRevenue,
  type AnalyticsDay,
} from '@ketoflow/contracts';
import type { AdminAnalyticsRepository, Range, RevenueRow } from './admin-analytics.repository.js';

/** Every day of the range as YYYY-MM-DD, in order (UTC, so each step is exactly one day). */
export function daysOf({ from, to }: Range): string[] {
  const start = Date.parse(`${from}T00:00:00Z`);
  return Array.from({ length: analyticsRangeDays(from, to) }, (_, i) =>
    new Date(start + i * 86_400_000).toISOString().slice(0, 10),
  );
}

/** Adds decimal strings exactly (cents as bigint): money never goes through a float. */
function addMoney(a: string, b: string): string {
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

export function createAdminAnalyticsService(deps: { repo: AdminAnalyticsRepository }) {
  const { repo } = deps;

  /** Each section on its own too, so the benchmark can time them one by one. */
  const sections = {
    signUps: (range: Range) => repo.signUps(range),
    activeUsers: (range: Range) => repo.activeUsers(range),
    distinctActive: (range: Range) => repo.distinctActive(range),
    features: (range: Range) => repo.features(range, ANALYTICS_FEATURES_MAX),
    aiActions: async (range: Range): Promise<AnalyticsAiAction[]> =>
      (await repo.aiActions(range)).map((row) => ({
        ...row,
        coinsSpent: row.coinsCharged - row.coinsRefunded,
      })),
    coinDays: (range: Range) => repo.coinDays(range),
    coinTotals: (range: Range) => repo.coinTotals(range),
    revenue: async (range: Range) => revenueByPlan(await repo.revenue(range)),
  };

  return {
    sections,

    /** The whole analytics page for a range of UTC days (validated by the contract). */
    async get(query: AdminAnalyticsQuery): Promise<AdminAnalytics> {
      const range = { from: query.from, to: query.to };
      const [signUps, active, distinctActive, features, aiActions, coinDays, coins, revenue] =
        await Promise.all([
          sections.signUps(range),
          sections.activeUsers(range),
          sections.distinctActive(range),
          sections.features(range),
          sections.aiActions(range),
          sections.coinDays(range),
          sections.coinTotals(range),
          sections.revenue(range),
        ]);
      const signUpsOf = new Map(signUps.map((r) => [r.day, r]));
      const activeOf = new Map(active.map((r) => [r.day, r]));
      const coinsOf = new Map(coinDays.map((r) => [r.day, r]));
      const days: AnalyticsDay[] = daysOf(range).map((date) => ({
        date,
        signUps: signUpsOf.get(date)?.signUps ?? 0,
        onboarded: signUpsOf.get(date)?.onboarded ?? 0,
        activeUsers: activeOf.get(date)?.dau ?? 0,
        weeklyActiveUsers: activeOf.get(date)?.wau ?? 0,
        monthlyActiveUsers: activeOf.get(date)?.mau ?? 0,
        coinsSold: coinsOf.get(date)?.sold ?? 0,
        coinsSpent: coinsOf.get(date)?.spent ?? 0,
      }));
      const totalSignUps = days.reduce((n, d) => n + d.signUps, 0);
      const onboarded = days.reduce((n, d) => n + d.onboarded, 0);
      const last = days[days.length - 1];
      return {
        from: range.from,
        to: range.to,
        summary: {
          signUps: totalSignUps,
          onboarded,
          onboardingRate: totalSignUps === 0 ? null : onboarded / totalSignUps,
          activeUsers: distinctActive,
          weeklyActiveUsers: last?.weeklyActiveUsers ?? 0,
          monthlyActiveUsers: last?.monthlyActiveUsers ?? 0,
        },
        days,
        features,
        aiActions,
        coins,
        revenue,
      };
    },
  };
}

export type AdminAnalyticsService = ReturnType<typeof createAdminAnalyticsService>;
