// Admin analytics (GET /api/v1/admin/analytics, decision 026) on PostgreSQL with a year of data:
// 100,000 users and 1,000,000 activity rows (--quick: 10,000 and 100,000), plus ledger rows and
// Digistore24 orders in realistic proportions. Goal: p95 <= 100 ms per call.
//
// A temp database `ketoflow_bench_analytics_<pid>_<time>` is created, migrated by the app
// (`database.migrate()`, so the triggers and indexes are the committed ones), seeded with
// generate_series in a few statements, VACUUM ANALYZEd (the steady state autovacuum keeps) and
// dropped at the end. Calls go through the real service (createAdminAnalyticsService over the
// real repository and a pool of 10): no HTTP, whose cost is the same for every route and is
// measured by health.mjs. Each call runs ITERATIONS times per range (7, 30, 90 and 366 days
// ending today), after one warm-up call; the whole answer (`get`, its eight queries in
// parallel on the pool) and each query on its own are reported.
// Usage: node bench/admin-analytics.mjs [--quick] [--explain] [--strict]
//   --explain: EXPLAIN (ANALYZE, BUFFERS) of every query of a 366-day call, after the timings.
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import { listCalls, seedLists } from './lib/admin-lists.mjs';
import { STRICT, fmt, header, onCleanup, runMain } from './lib/util.mjs';

const QUICK = process.argv.includes('--quick');
const EXPLAIN = process.argv.includes('--explain');
const GOAL_MS = 100;
const USERS = QUICK ? 10_000 : 100_000;
const ACTIVITY_ROWS = QUICK ? 100_000 : 1_000_000;
/** Events per visit: a visit is a few screens and actions within minutes. */
const EVENTS_PER_VISIT = 8;
const ITERATIONS = Number(process.env.BENCH_ITERATIONS) || (QUICK ? 30 : 40);
const RANGES = [7, 30, 90, 366];
const ADMIN_URL = process.env.BENCH_PG_ADMIN_URL || 'postgres://postgres@127.0.0.1:5432/test';

async function createTempDatabase() {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  onCleanup(() => admin.end());
  const name = `ketoflow_bench_analytics_${process.pid}_${Date.now().toString(36)}`;
  await admin.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
  onCleanup(async () => {
    // pg's Pool.end() resolves before its sockets have closed; a FORCE drop would then kill a
    // closing connection and the pool would throw. Wait (briefly) for them to go first.
    for (let i = 0; i < 40; i++) {
      const { rows } = await admin.query(
        'select count(*)::int as n from pg_stat_activity where datname = $1',
        [name],
      );
      if (rows[0].n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await admin.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`);
    console.log(`   dropped temp database ${name}`);
  });
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A year of data ending now; each statement's rows go through the real triggers. */
async function seed(client) {
  const step = async (label, text) => {
    const t = performance.now();
    const res = await client.query(text);
    console.log(`   ${label}: ${fmt(res.rowCount ?? 0)} rows in ${fmt(performance.now() - t)} ms`);
  };
  const ago = (days) => `now() - interval '1 hour' - random() * interval '${days} days'`;
  await step(
    'users',
    `insert into "user" (id, name, email, email_verified, created_at)
     select 'bu-' || i, 'User ' || i, 'u' || i || '@bench.test', true, ${ago(365)}
     from generate_series(1, ${USERS}) i`,
  );
  // About 70 % answer onboarding; of those a few leave before the summary (incomplete).
  await step(
    'onboarding',
    `insert into onboarding_responses (user_id, name, ai_summary, answers, plan, completed_at)
     select id, name, case when random() < 0.92 then 'Your plan' else '' end, '{}', '{}',
       created_at + interval '10 minutes'
     from "user" where id like 'bu-%' and random() < 0.7`,
  );
  const visits = Math.round(ACTIVITY_ROWS / EVENTS_PER_VISIT);
  // Visits by a random user at a random time of the year, each EVENTS_PER_VISIT events a minute
  // apart over the screens people use most.
  await step(
    'activity_logs',
    `with visit as (
       select v, 'bu-' || (1 + floor(random() * ${USERS}))::int as user_id, ${ago(365)} as at
       from generate_series(1, ${visits}) v
     ), screen(n, route, type, details) as (values
       (0, '/dashboard', 'page_visit', '{"routeName":"dashboard"}'::jsonb),
       (1, '/meals', 'feature_use', '{"feature":"log_meal","action":"add"}'),
       (2, '/meals', 'page_visit', '{"routeName":"meals"}'),
       (3, '/my-recipes/3f2c9a', 'user_interaction', '{"action":"save","buttonType":"primary"}'),
       (4, '/fasting', 'feature_use', '{"feature":"fast","action":"start"}'),
       (5, '/weight', 'page_visit', '{"routeName":"weight"}'),
       (6, '/coach', 'feature_use', '{"feature":"coach","action":"ask"}'),
       (7, '/settings', 'system_event', '{"event":"export"}')
     )
     insert into activity_logs (user_id, action_type, page_route, action_details, created_at)
     select visit.user_id, screen.type, screen.route,
       screen.details || jsonb_build_object('timestamp', visit.at), visit.at + e * interval '1 minute'
     from visit cross join generate_series(0, ${EVENTS_PER_VISIT - 1}) e
     join screen on screen.n = (e + (visit.v % 3)) % 8`,
  );
  await step(
    'user_activity',
    `insert into user_activity (user_id, last_active_at)
     select user_id, max(created_at) from activity_logs group by user_id`,
  );
  const ledger = (label, where, count, amount, reason, reference) =>
    step(
      `coin_ledger ${label}`,
      `insert into coin_ledger (user_id, amount, reason, reference, idempotency_key,
         balance_after, created_at)
       select 'bu-' || (1 + floor(random() * ${USERS}))::int, ${amount}, '${reason}', ${reference},
         '${reason}:' || i, 0, ${where}
       from generate_series(1, ${count}) i`,
    );
  const actions = `(array['recipe','meal_plan','food_scan','coach','dream_me','food_parse'])[1 + (i % 6)]`;
  const scale = USERS / 100_000;
  await step(
    'coin_ledger onboarding_bonus',
    `insert into coin_ledger (user_id, amount, reason, idempotency_key, balance_after, created_at)
     select id, 20, 'onboarding_bonus', 'bonus', 20, created_at + interval '10 minutes'
     from "user" where id like 'bu-%'`,
  );
  await ledger('purchase', ago(365), 15_000 * scale, 300, 'purchase', `'order-' || i`);
  await ledger('rebill', ago(365), 10_000 * scale, 300, 'rebill', `'order-' || i`);
  await ledger('ai_action', ago(365), 300_000 * scale, '-(1 + i % 10)', 'ai_action', actions);
  await ledger('ai_refund', ago(365), 6_000 * scale, '1 + i % 10', 'ai_refund', actions);
  await ledger('referral_reward', ago(365), 5_000 * scale, 50, 'referral_reward', 'null');
  await ledger('refund_reversal', ago(365), 700 * scale, -300, 'refund_reversal', `'order-' || i`);
  await ledger('chargeback', ago(365), 300 * scale, -300, 'chargeback_reversal', `'order-' || i`);
  await ledger('admin_adjustment', ago(365), 500 * scale, 10, 'admin_adjustment', 'null');
  await step(
    'digistore_orders',
    `insert into digistore_orders (order_id, product_id, plan, buyer_email, user_id, currency,
       amount, status, created_at)
     select 'order-' || i, 'p', (array['monthly','yearly','mega','pack'])[1 + i % 4],
       'u' || i || '@bench.test', 'bu-' || (1 + i % ${USERS}),
       case when i % 5 = 0 then 'USD' else 'EUR' end,
       (array[29.99, 199.00, 349.00, 9.50])[1 + i % 4],
       case when i % 33 = 0 then 'chargeback' when i % 14 = 0 then 'refunded' else 'paid' end,
       ${ago(365)}
     from generate_series(1, ${25_000 * scale}) i`,
  );
  await seedLists(client, USERS, step);
  const t = performance.now();
  await client.query('vacuum analyze');
  console.log(`   vacuum analyze: ${fmt(performance.now() - t)} ms`);
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function time(fn) {
  await fn(); // warm-up: plans cached, pages in memory
  const samples = [];
  for (let i = 0; i < ITERATIONS; i++) {
    const t = performance.now();
    await fn();
    samples.push(performance.now() - t);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95) };
}

/**
 * Runs each section once with every statement it sends prefixed by EXPLAIN (ANALYZE, BUFFERS),
 * printing the plans (the sections' own parsing of the rows fails; that is expected here).
 */
async function explainAll(db, service, range) {
  const { sql } = await import('drizzle-orm');
  const execute = db.execute.bind(db);
  db.execute = async (query) => {
    const result = await execute(sql`explain (analyze, buffers) ${query}`);
    console.log(result.rows.map((r) => `      ${r['QUERY PLAN']}`).join('\n'));
    return { rows: [] };
  };
  try {
    for (const [name, fn] of Object.entries(service.sections)) {
      console.log(`\n   EXPLAIN ${name} (${range.from} to ${range.to})`);
      await fn(range).catch(() => undefined);
    }
  } finally {
    db.execute = execute;
  }
}

async function main() {
  header(
    `Admin analytics on PostgreSQL: ${fmt(USERS)} users, ${fmt(ACTIVITY_ROWS)} activity rows` +
      `${QUICK ? ' (--quick)' : ''}; goal p95 <= ${GOAL_MS} ms`,
  );
  const url = await createTempDatabase();
  const api = (file) => tsImport(`../apps/api/src/${file}`, import.meta.url);
  const { openDatabase } = await api('db/client.ts');
  const { createAdminAnalyticsRepository } = await api(
    'modules/admin-analytics/admin-analytics.repository.ts',
  );
  const { createAdminAnalyticsService } = await api(
    'modules/admin-analytics/admin-analytics.service.ts',
  );
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 10 });
  onCleanup(() => database.close());
  await database.migrate();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  onCleanup(() => client.end());
  await seed(client);

  const service = createAdminAnalyticsService({
    repo: createAdminAnalyticsRepository(database.db),
  });
  const today = new Date();
  const rangeOf = (days) => ({
    from: new Date(today.getTime() - (days - 1) * 86_400_000).toISOString().slice(0, 10),
    to: today.toISOString().slice(0, 10),
  });
  const calls = [
    ['get (whole answer)', (r) => service.get(r)],
    ...Object.entries(service.sections).map(([name, fn]) => [`  ${name}`, fn]),
  ];
  let below = 0;
  console.log(`\n   ${ITERATIONS} calls each after a warm-up; times in ms`);
  console.log(
    `   ${'call'.padEnd(22)} ${'range'.padStart(6)} ${'first'.padStart(8)} ${'p50'.padStart(7)} ${'p95'.padStart(7)}`,
  );
  for (const days of RANGES) {
    const range = rangeOf(days);
    // The first call over days not seen before materializes them (decision 026): reported,
    // not part of the goal, which is about the calls admins make over and over.
    const t = performance.now();
    await service.get(range);
    const first = performance.now() - t;
    for (const [name, fn] of calls) {
      const { p50, p95 } = await time(() => fn(range));
      const ok = p95 <= GOAL_MS;
      if (!ok) below++;
      const firstText = name.startsWith('get') ? fmt(first, 1) : '';
      console.log(
        `   ${name.padEnd(22)} ${`${days} d`.padStart(6)} ${firstText.padStart(8)} ` +
          `${fmt(p50, 1).padStart(7)} ${fmt(p95, 1).padStart(7)}  ${ok ? 'PASS' : 'BELOW'}`,
      );
    }
  }
  console.log(`\n   The admin lists (25 rows a page), ${ITERATIONS} calls each; times in ms`);
  for (const [name, fn] of await listCalls(api, database.db, USERS)) {
    const { p50, p95 } = await time(fn);
    const ok = p95 <= GOAL_MS;
    if (!ok) below++;
    console.log(
      `   ${name.padEnd(30)} ${fmt(p50, 1).padStart(7)} ${fmt(p95, 1).padStart(7)}  ${ok ? 'PASS' : 'BELOW'}`,
    );
  }
  if (EXPLAIN) await explainAll(database.db, service, rangeOf(366));
  console.log(`\n   ${below === 0 ? 'PASS' : `BELOW: ${below} call(s) above ${GOAL_MS} ms p95`}`);
  return STRICT && below > 0 ? 1 : 0;
}

await runMain(main);
