import {
  ANALYTICS_FEATURES_MAX,
  analyticsRangeDays,
  type AdminAnalytics,
  type AdminAnalyticsQuery,
  type AnalyticsAiAction,
  type AnalyticsCoins,
  type AnalyticsDay,
} from '@ketoflow/contracts';
import type {
  AdminAnalyticsRepository,
  LedgerRow,
  MaterializedKind,
  Range,
} from './admin-analytics.repository.js';
import { revenueByPlan } from './revenue.js';

const DAY_MS = 86_400_000;
/**
 * A day is materialized once it ended at least this long ago: rows are stamped by the
 * database's clock, and a transaction that began just before midnight may commit just after.
 */
const SETTLE_MS = 3_600_000;

/** Every day of the range as YYYY-MM-DD, in order (UTC, so each step is exactly one day). */
export function daysOf({ from, to }: Range): string[] {
  const start = Date.parse(`${from}T00:00:00Z`);
  return Array.from({ length: analyticsRangeDays(from, to) }, (_, i) =>
    new Date(start + i * DAY_MS).toISOString().slice(0, 10),
  );
}

/** The last day that has settled: ended at least SETTLE_MS ago. */
export function closedEndAt(now: Date): string {
  return new Date(now.getTime() - SETTLE_MS - DAY_MS).toISOString().slice(0, 10);
}

const SOLD = new Set(['purchase', 'rebill']);
const REVERSED = new Set(['refund_reversal', 'chargeback_reversal']);
// A revoked referral's reversal is negative: it takes its grant back.
const GRANTED = new Set(['onboarding_bonus', 'referral_reward', 'referral_revoked']);

/** Coin movements by kind (AnalyticsCoinsSchema) from the ledger's per-day sums. */
export function coinTotals(rows: readonly LedgerRow[]): AnalyticsCoins {
  const totals = { sold: 0, reversed: 0, spent: 0, granted: 0, adjusted: 0 };
  for (const { reason, amount } of rows) {
    if (SOLD.has(reason)) totals.sold += amount;
    else if (REVERSED.has(reason)) totals.reversed -= amount;
    else if (reason === 'ai_action' || reason === 'ai_refund') totals.spent -= amount;
    else if (GRANTED.has(reason)) totals.granted += amount;
    else if (reason === 'admin_adjustment') totals.adjusted += amount;
  }
  return totals;
}

/** Paid runs and refunds per AI action, most coins charged first. */
export function aiActions(rows: readonly LedgerRow[]): AnalyticsAiAction[] {
  const byAction = new Map<string, AnalyticsAiAction>();
  for (const row of rows) {
    if (row.reason !== 'ai_action' && row.reason !== 'ai_refund') continue;
    const entry = byAction.get(row.reference) ?? {
      action: row.reference,
      uses: 0,
      coinsCharged: 0,
      refunds: 0,
      coinsRefunded: 0,
      coinsSpent: 0,
    };
    if (row.reason === 'ai_action') {
      entry.uses += row.entries;
      entry.coinsCharged -= row.amount;
    } else {
      entry.refunds += row.entries;
      entry.coinsRefunded += row.amount;
    }
    entry.coinsSpent = entry.coinsCharged - entry.coinsRefunded;
    byAction.set(row.reference, entry);
  }
  return [...byAction.values()].sort(
    (a, b) => b.coinsCharged - a.coinsCharged || a.action.localeCompare(b.action),
  );
}

export function createAdminAnalyticsService(deps: {
  repo: AdminAnalyticsRepository;
  now?: () => Date;
}) {
  const { repo } = deps;
  const now = deps.now ?? (() => new Date());

  /** Materializes the range's settled days that are not yet (the first call over a range). */
  async function settle(kind: MaterializedKind, range: Range, closedEnd: string) {
    if (range.from > closedEnd) return;
    const to = range.to < closedEnd ? range.to : closedEnd;
    const missing = await repo.missingDays(kind, { from: range.from, to });
    if (missing.length === 0) return;
    if (kind === 'ledger') await repo.materializeLedger(missing);
    else await repo.materializeActive(missing);
  }

  /** Each part on its own too, so the benchmark can time them one by one. */
  const sections = {
    signUps: (range: Range) => repo.signUps(range),
    activeUsers: async (range: Range) => {
      const at = now();
      const closedEnd = closedEndAt(at);
      await settle('active', range, closedEnd);
      return repo.activeUsers(range, closedEnd, at.toISOString().slice(0, 10));
    },
    ledger: async (range: Range) => {
      const closedEnd = closedEndAt(now());
      await settle('ledger', range, closedEnd);
      return repo.ledger(range, closedEnd);
    },
    features: (range: Range) => repo.features(range, ANALYTICS_FEATURES_MAX),
    revenue: async (range: Range) => revenueByPlan(await repo.revenue(range)),
  };

  return {
    sections,

    /** The whole analytics page for a range of UTC days (validated by the contract). */
    async get(query: AdminAnalyticsQuery): Promise<AdminAnalytics> {
      const range = { from: query.from, to: query.to };
      const [signUps, active, ledger, features, revenue] = await Promise.all([
        sections.signUps(range),
        sections.activeUsers(range),
        sections.ledger(range),
        sections.features(range),
        sections.revenue(range),
      ]);
      const signUpsOf = new Map(signUps.map((r) => [r.day, r]));
      const activeOf = new Map(active.map((r) => [r.day, r]));
      const coinsOf = new Map<string, { sold: number; spent: number }>();
      for (const row of ledger) {
        const day = coinsOf.get(row.day) ?? { sold: 0, spent: 0 };
        if (SOLD.has(row.reason)) day.sold += row.amount;
        if (row.reason === 'ai_action' || row.reason === 'ai_refund') day.spent -= row.amount;
        coinsOf.set(row.day, day);
      }
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
      const sum = (key: 'signUps' | 'onboarded' | 'activeUsers') =>
        days.reduce((n, d) => n + d[key], 0);
      const last = days[days.length - 1];
      return {
        from: range.from,
        to: range.to,
        summary: {
          signUps: sum('signUps'),
          onboarded: sum('onboarded'),
          onboardingRate: sum('signUps') === 0 ? null : sum('onboarded') / sum('signUps'),
          averageDailyActiveUsers: Math.round((sum('activeUsers') / days.length) * 10) / 10,
          weeklyActiveUsers: last?.weeklyActiveUsers ?? 0,
          monthlyActiveUsers: last?.monthlyActiveUsers ?? 0,
        },
        days,
        features,
        aiActions: aiActions(ledger),
        coins: coinTotals(ledger),
        revenue,
      };
    },
  };
}

export type AdminAnalyticsService = ReturnType<typeof createAdminAnalyticsService>;
