import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.js';

/**
 * The SQL of admin analytics (decision 026). Every query takes a range of UTC days: `from` and
 * `to` as YYYY-MM-DD, both included. Timestamps are compared with the range's instants
 * (`from` 00:00 UTC to the day after `to`, exclusive) so the created_at indexes serve them, and
 * grouped by their UTC day. Counts come back as int (`::int`): a range holds far fewer than
 * 2^31 of anything, and node-postgres would hand bigint over as a string.
 */
export type Range = { from: string; to: string };

const instants = ({ from, to }: Range) => ({
  start: `${from}T00:00:00Z`,
  // The day after `to`, as PostgreSQL computes it, so no client clock or zone is involved.
  end: sql`((${to}::date + 1)::timestamp at time zone 'UTC')`,
});
const utcDay = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`);

export type SignUpDay = { day: string; signUps: number; onboarded: number };
export type ActiveDay = { day: string; dau: number; wau: number; mau: number };
export type CoinDay = { day: string; sold: number; spent: number };
export type CoinTotals = {
  sold: number;
  reversed: number;
  spent: number;
  granted: number;
  adjusted: number;
};
export type FeatureRow = { screen: string; actionType: string; action: string; events: number };
export type AiActionRow = {
  action: string;
  uses: number;
  coinsCharged: number;
  refunds: number;
  coinsRefunded: number;
};
export type RevenueRow = {
  plan: string;
  currency: string | null;
  status: string;
  orders: number;
  amount: string;
};

export function createAdminAnalyticsRepository(db: Db) {
  return {
    /** Accounts created per UTC day, and how many of them have completed onboarding. */
    async signUps(range: Range): Promise<SignUpDay[]> {
      const { start, end } = instants(range);
      // Complete onboarding = a non-empty summary after trimming (spec §3, isComplete()).
      return queryRows<SignUpDay>(
        db,
        sql`select ${utcDay('u.created_at')} as "day", count(*)::int as "signUps",
              count(*) filter (where btrim(o.ai_summary) <> '')::int as "onboarded"
            from "user" u left join onboarding_responses o on o.user_id = u.id
            where u.created_at >= ${start}::timestamptz and u.created_at < ${end}
            group by 1`,
      );
    },

    /**
     * DAU per day, and WAU / MAU as distinct users in the 7 / 30 days ending each day. A user
     * active on day a counts in day d's trailing window of W days when a <= d <= a + W - 1; the
     * user's active days are merged into islands (a gap of W days or more starts a new one),
     * each island covers [first, last + W - 1], and a running sum of +1 / -1 at the islands'
     * edges gives the count per day: one pass over the range's user-days, no join per day.
     */
    async activeUsers(range: Range): Promise<ActiveDay[]> {
      const { from, to } = range;
      return queryRows<ActiveDay>(
        db,
        sql`with ud as (
              select user_id, day,
                day - lag(day) over (partition by user_id order by day) as gap
              from analytics_user_days
              where day between ${from}::date - 29 and ${to}::date
            ), isl as (
              select user_id, day,
                count(*) filter (where gap is null or gap >= 7)
                  over (partition by user_id order by day) as i7,
                count(*) filter (where gap is null or gap >= 30)
                  over (partition by user_id order by day) as i30
              from ud
            ), edges as (
              select min(day) as d, 1 as w, 0 as m from isl group by user_id, i7
              union all select max(day) + 7, -1, 0 from isl group by user_id, i7
              union all select min(day), 0, 1 from isl group by user_id, i30
              union all select max(day) + 30, 0, -1 from isl group by user_id, i30
            ), per_day as (
              select d, sum(w)::int as w, sum(m)::int as m from edges group by d
            ), dau as (
              select day, count(*)::int as n from analytics_user_days
              where day between ${from}::date and ${to}::date group by day
            ), running as (
              select g.d, coalesce(dau.n, 0) as dau,
                sum(coalesce(p.w, 0)) over (order by g.d)::int as wau,
                sum(coalesce(p.m, 0)) over (order by g.d)::int as mau
              from (
                select ${from}::date - 29 + i as d
                from generate_series(0, ${to}::date - ${from}::date + 29) as i
              ) g
              left join per_day p on p.d = g.d
              left join dau on dau.day = g.d
            )
            select to_char(d, 'YYYY-MM-DD') as "day", dau, wau, mau from running
            where d >= ${from}::date order by d`,
      );
    },

    /** Distinct users active on any day of the range. */
    async distinctActive({ from, to }: Range): Promise<number> {
      const rows = await queryRows<{ n: number }>(
        db,
        sql`select count(distinct user_id)::int as n from analytics_user_days
            where day between ${from}::date and ${to}::date`,
      );
      return rows[0]?.n ?? 0;
    },

    /** Activity log entries by screen and action over the range, busiest first. */
    async features({ from, to }: Range, limit: number): Promise<FeatureRow[]> {
      return queryRows<FeatureRow>(
        db,
        sql`select screen, action_type as "actionType", action, sum(events)::int as events
            from analytics_feature_days
            where day between ${from}::date and ${to}::date
            group by screen, action_type, action
            order by events desc, screen, action_type, action
            limit ${limit}`,
      );
    },

    /** Paid AI runs and their refunds per action (the ledger reference names the action). */
    async aiActions(range: Range): Promise<AiActionRow[]> {
      const { start, end } = instants(range);
      return queryRows<AiActionRow>(
        db,
        sql`select coalesce(reference, 'unknown') as action,
              count(*) filter (where reason = 'ai_action')::int as uses,
              coalesce(-sum(amount) filter (where reason = 'ai_action'), 0)::int as "coinsCharged",
              count(*) filter (where reason = 'ai_refund')::int as refunds,
              coalesce(sum(amount) filter (where reason = 'ai_refund'), 0)::int as "coinsRefunded"
            from coin_ledger
            where reason in ('ai_action', 'ai_refund')
              and created_at >= ${start}::timestamptz and created_at < ${end}
            group by 1 order by "coinsCharged" desc, action`,
      );
    },

    /** Coins sold (payments) and spent (AI, net of refunds) per UTC day. */
    async coinDays(range: Range): Promise<CoinDay[]> {
      const { start, end } = instants(range);
      return queryRows<CoinDay>(
        db,
        sql`select ${utcDay('created_at')} as "day",
              coalesce(sum(amount) filter (where reason in ('purchase', 'rebill')), 0)::int as sold,
              coalesce(-sum(amount) filter (where reason in ('ai_action', 'ai_refund')), 0)::int
                as spent
            from coin_ledger
            where reason in ('purchase', 'rebill', 'ai_action', 'ai_refund')
              and created_at >= ${start}::timestamptz and created_at < ${end}
            group by 1`,
      );
    },

    /** Every ledger movement of the range by kind (see AnalyticsCoinsSchema). */
    async coinTotals(range: Range): Promise<CoinTotals> {
      const { start, end } = instants(range);
      const rows = await queryRows<CoinTotals>(
        db,
        sql`with by_reason as (
              select reason, sum(amount)::bigint as total from coin_ledger
              where created_at >= ${start}::timestamptz and created_at < ${end}
                and reason in ('purchase', 'rebill', 'refund_reversal', 'chargeback_reversal',
                  'ai_action', 'ai_refund', 'onboarding_bonus', 'referral_reward',
                  'admin_adjustment')
              group by reason
            )
            select
              coalesce(sum(total) filter (where reason in ('purchase', 'rebill')), 0)::int as sold,
              coalesce(-sum(total) filter (
                where reason in ('refund_reversal', 'chargeback_reversal')), 0)::int as reversed,
              coalesce(-sum(total) filter (where reason in ('ai_action', 'ai_refund')), 0)::int
                as spent,
              coalesce(sum(total) filter (
                where reason in ('onboarding_bonus', 'referral_reward')), 0)::int as granted,
              coalesce(sum(total) filter (where reason = 'admin_adjustment'), 0)::int as adjusted
            from by_reason`,
      );
      return rows[0] ?? { sold: 0, reversed: 0, spent: 0, granted: 0, adjusted: 0 };
    },

    /** Orders placed in the range per plan, currency and state, with their amounts summed. */
    async revenue(range: Range): Promise<RevenueRow[]> {
      const { start, end } = instants(range);
      return queryRows<RevenueRow>(
        db,
        sql`select plan, currency, status, count(*)::int as orders,
              coalesce(sum(amount), 0)::text as amount
            from digistore_orders
            where created_at >= ${start}::timestamptz and created_at < ${end}
            group by plan, currency, status order by plan, currency nulls last, status`,
      );
    },
  };
}

export type AdminAnalyticsRepository = ReturnType<typeof createAdminAnalyticsRepository>;
