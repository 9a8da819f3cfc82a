import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.js';

/**
 * The SQL of admin analytics (decision 026). Ranges are UTC days, YYYY-MM-DD, both included.
 * Most reads go to roll-ups: sign-ups and feature use are kept by triggers; the ledger and the
 * active-user counts are materialized per closed day (`materialize*`), and the days after
 * `closedEnd` (today, and yesterday until it is an hour old) are read from the sources.
 * Counts come back as int (`::int`): node-postgres would hand bigint over as a string.
 */
export type Range = { from: string; to: string };
export type MaterializedKind = 'ledger' | 'active';

export type SignUpDay = { day: string; signUps: number; onboarded: number };
export type ActiveDay = { day: string; dau: number; wau: number; mau: number };
export type LedgerRow = {
  day: string;
  reason: string;
  reference: string;
  amount: number;
  entries: number;
};
export type FeatureRow = { screen: string; actionType: string; action: string; events: number };
export type RevenueRow = {
  plan: string;
  currency: string | null;
  status: string;
  orders: number;
  amount: string;
};

/** The instant a UTC day starts. */
const startOf = (day: string) => sql`(${day}::date::timestamp at time zone 'UTC')`;
/** A list of days as one array parameter (our own YYYY-MM-DD strings, already validated). */
const dayArray = (days: readonly string[]) => sql`${`{${days.join(',')}}`}::date[]`;
/** The action of AI debits and refunds; other reasons are summed as one row per day. */
const ledgerReference = sql.raw(
  `case when reason in ('ai_action', 'ai_refund') then coalesce(reference, 'unknown') else '' end`,
);

/**
 * DAU per day of [from, to], and WAU / MAU as distinct users in the 7 / 30 days ending each
 * day. A user active on day a counts in day d's window of W days when a <= d <= a + W - 1; each
 * user's active days are merged into islands (a gap of W days or more starts a new one), each
 * island covers [first, last + W - 1], and a running sum of +1 / -1 at the islands' edges gives
 * the count per day: one pass over the user-days, no join per day.
 */
function activeUsersSql({ from, to }: Range): SQL {
  return sql`with ud as (
      select user_id, day, day - lag(day) over (partition by user_id order by day) as gap
      from analytics_user_days where day between ${from}::date - 29 and ${to}::date
    ), isl as (
      select user_id, day,
        count(*) filter (where gap is null or gap >= 7) over (partition by user_id order by day) as i7,
        count(*) filter (where gap is null or gap >= 30) over (partition by user_id order by day) as i30
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
    where d >= ${from}::date order by d`;
}

export function createAdminAnalyticsRepository(db: Db) {
  return {
    /** Closed days of [from, to] whose `kind` rows are not materialized yet. */
    async missingDays(kind: MaterializedKind, { from, to }: Range): Promise<string[]> {
      const rows = await queryRows<{ day: string }>(
        db,
        sql`select to_char(d, 'YYYY-MM-DD') as "day"
            from (select ${from}::date + i as d
                  from generate_series(0, ${to}::date - ${from}::date) as i) g
            where not exists (
              select 1 from analytics_closed_days c where c.kind = ${kind} and c.day = g.d)
            order by d`,
      );
      return rows.map((r) => r.day);
    },

    /**
     * Sums these closed days of the ledger into analytics_ledger_days and marks them, in one
     * transaction. Two admins doing it at once write the same rows; the second's are skipped.
     */
    async materializeLedger(days: readonly string[]): Promise<void> {
      const first = days[0];
      const last = days[days.length - 1];
      if (!first || !last) return;
      await db.transaction(async (tx) => {
        await tx.execute(sql`insert into analytics_ledger_days
            (day, reason, reference, amount, entries)
          select (created_at at time zone 'UTC')::date, reason, ${ledgerReference},
            sum(amount), count(*)
          from coin_ledger
          where created_at >= ${startOf(first)} and created_at < ${startOf(last)} + interval '1 day'
            and (created_at at time zone 'UTC')::date = any(${dayArray(days)})
          group by 1, 2, 3 order by 1, 2, 3
          on conflict do nothing`);
        await tx.execute(sql`insert into analytics_closed_days (kind, day)
          select 'ledger', unnest(${dayArray(days)}) on conflict do nothing`);
      });
    },

    /** Computes DAU / WAU / MAU of these closed days and stores them, marked, in one go. */
    async materializeActive(days: readonly string[]): Promise<void> {
      const first = days[0];
      const last = days[days.length - 1];
      if (!first || !last) return;
      const wanted = new Set(days);
      const rows = (
        await queryRows<ActiveDay>(db, activeUsersSql({ from: first, to: last }))
      ).filter((r) => wanted.has(r.day));
      await db.transaction(async (tx) => {
        if (rows.length > 0)
          await tx.execute(sql`insert into analytics_active_days (day, dau, wau, mau) values
            ${sql.join(
              rows.map((r) => sql`(${r.day}::date, ${r.dau}, ${r.wau}, ${r.mau})`),
              sql`, `,
            )}
            on conflict do nothing`);
        await tx.execute(sql`insert into analytics_closed_days (kind, day)
          select 'active', unnest(${dayArray(days)}) on conflict do nothing`);
      });
    },

    /** Sign-ups per UTC day and how many of those accounts completed onboarding. */
    async signUps({ from, to }: Range): Promise<SignUpDay[]> {
      return queryRows<SignUpDay>(
        db,
        sql`select to_char(day, 'YYYY-MM-DD') as "day", sign_ups as "signUps", onboarded
            from analytics_signup_days where day between ${from}::date and ${to}::date`,
      );
    },

    /**
     * DAU / WAU / MAU: materialized days up to closedEnd; the (at most two) days after it up to
     * today counted directly, three distinct counts per day over a month of user-days, which
     * is cheaper than the island pass for so few days. Days after today have not happened and
     * are left out (zeros).
     */
    async activeUsers({ from, to }: Range, closedEnd: string, today: string): Promise<ActiveDay[]> {
      const stored = await queryRows<ActiveDay>(
        db,
        sql`select to_char(day, 'YYYY-MM-DD') as "day", dau, wau, mau from analytics_active_days
            where day between ${from}::date and least(${to}::date, ${closedEnd}::date)`,
      );
      const liveFrom = from > closedEnd ? from : nextDay(closedEnd);
      const liveTo = to < today ? to : today;
      if (liveFrom > liveTo) return stored;
      const distinct = (d: SQL, days: number) =>
        sql`(select count(distinct user_id)::int from analytics_user_days
             where day between ${d} - ${days - 1}::int and ${d})`;
      const live = await queryRows<ActiveDay>(
        db,
        sql`select to_char(d, 'YYYY-MM-DD') as "day",
              (select count(*)::int from analytics_user_days u where u.day = g.d) as dau,
              ${distinct(sql`g.d`, 7)} as wau, ${distinct(sql`g.d`, 30)} as mau
            from (select ${liveFrom}::date + i as d
                  from generate_series(0, ${liveTo}::date - ${liveFrom}::date) as i) g`,
      );
      return [...stored, ...live];
    },

    /** Ledger sums per day, reason and AI action: materialized up to closedEnd, then live. */
    async ledger({ from, to }: Range, closedEnd: string): Promise<LedgerRow[]> {
      const liveFrom = from > closedEnd ? from : nextDay(closedEnd);
      return queryRows<LedgerRow>(
        db,
        sql`select to_char(day, 'YYYY-MM-DD') as "day", reason, reference,
              amount::int as amount, entries
            from analytics_ledger_days
            where day between ${from}::date and least(${to}::date, ${closedEnd}::date)
            union all
            select to_char((created_at at time zone 'UTC')::date, 'YYYY-MM-DD'), reason,
              ${ledgerReference}, sum(amount)::int, count(*)::int
            from coin_ledger
            where created_at >= ${startOf(liveFrom)}
              and created_at < ${startOf(to)} + interval '1 day'
            group by 1, 2, 3`,
      );
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

    /** Orders placed in the range per plan, currency and state, with their amounts summed. */
    async revenue({ from, to }: Range): Promise<RevenueRow[]> {
      return queryRows<RevenueRow>(
        db,
        sql`select plan, currency, status, count(*)::int as orders,
              coalesce(sum(amount), 0)::text as amount
            from digistore_orders
            where created_at >= ${startOf(from)} and created_at < ${startOf(to)} + interval '1 day'
            group by plan, currency, status order by plan, currency nulls last, status`,
      );
    },
  };
}

/** The UTC day after `day`. */
export function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

export type AdminAnalyticsRepository = ReturnType<typeof createAdminAnalyticsRepository>;
