// The coin debit (POST /api/v1/wallet/debits, food_scan = 1 coin) vs the same SQL transaction
// run directly against the database, on PGlite and on PostgreSQL.
//
// The debit (WalletService.move → wallet.repository.ts `moveStatement`) is ONE statement,
// atomic on its own: a guarded UPDATE of the wallet, the INSERT of the ledger row with the new
// balance and the live-balance pg_notify, chained with data-modifying CTEs. The baselines run
// exactly that statement (the SQL text and parameters compiled from the repository's own
// builder); the product adds HTTP, JSON/zod, the session check (cached for 5 s per process,
// so mostly no query) and Drizzle.
//
//  - PGlite: baseline = the statement in a loop on an in-process, in-memory PGlite, through
//    PGlite's own `query` (an unnamed statement each time, as before decision 035);
//    product = the app on in-memory PGlite in a child process, autocannon 10 connections.
//    For information: the same statement and the wallet service on a PGlite opened as the
//    app opens it (named statements).
//  - PostgreSQL (127.0.0.1:5432, skipped when it does not answer): a temp database, migrated
//    by the app; baseline = pgbench -c 10 -j 2 with the same statement; product = the app
//    on that database (pool of 10) in a child process, autocannon 10 connections. The temp
//    database is dropped at the end.
// Every request carries a new idempotency key; only 201s count. Afterwards each wallet must
// equal its ledger sum (and the seed minus the debits), else the run fails.
// Usage: node bench/debit.mjs [--strict]   (--strict: exit 1 when a ratio is below its goal)
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import {
  DURATION,
  ROUNDS,
  STRICT,
  WARMUP,
  best,
  describeLoad,
  fmt,
  header,
  load,
  mean,
  offCleanup,
  onCleanup,
  pct,
  report,
  runMain,
  startChild,
  tempDir,
  verdict,
} from './lib/util.mjs';

const PGLITE_GOAL = 0.5;
// The PostgreSQL goal: 80 % of pgbench (raised from 40 %).
const POSTGRES_GOAL = 0.8;
const CONNECTIONS = 10;
const SEED_COINS = 10_000_000;
const PRICE = 1; // food_scan in @ketoflow/domain's price table
const ADMIN_URL = process.env.BENCH_PG_ADMIN_URL || 'postgres://postgres@127.0.0.1:5432/test';

/** The repository's debit statement as SQL text + parameters (an idempotency key per call). */
async function loadMoveStatement() {
  const { moveStatement } = await tsImport(
    '../apps/api/src/modules/wallet/index.ts',
    import.meta.url,
  );
  const { PgDialect } = await import('drizzle-orm/pg-core');
  const dialect = new PgDialect({ casing: 'snake_case' });
  return (userId, key) =>
    dialect.sqlToQuery(
      moveStatement({
        userId,
        delta: -PRICE,
        allowNegative: false,
        reason: 'ai_action',
        reference: 'food_scan',
        idempotencyKey: key,
      }),
    );
}

const SEED_SQL = [
  `INSERT INTO "user" (id, name, email) VALUES ($1, 'bench', $1 || '@example.com')`,
  `INSERT INTO wallets (user_id, balance) VALUES ($1, ${SEED_COINS})`,
  `INSERT INTO coin_ledger (user_id, amount, reason, idempotency_key, balance_after)
     VALUES ($1, ${SEED_COINS}, 'admin_adjustment', 'bench-seed', ${SEED_COINS})`,
];
const CHECK_SQL = `SELECT (SELECT balance FROM wallets WHERE user_id = $1) AS balance,
  (SELECT coalesce(sum(amount), 0) FROM coin_ledger WHERE user_id = $1) AS ledger_sum,
  (SELECT count(*) FROM coin_ledger WHERE user_id = $1 AND reason = 'ai_action') AS debits`;

function percentile(sorted, p) {
  return sorted.length === 0
    ? 0
    : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

// ---------------------------------------------------------------- PGlite direct

let directSeq = 0;

/**
 * Two in-process PGlite databases, migrated by the app: the baseline's, opened without the
 * app's named statements, so the statement runs through PGlite's own `query` as it always
 * did (decision 035); and one opened as the app opens it, for the informational steps.
 */
async function openDirectPglite() {
  const api = (file) => tsImport(`../apps/api/src/${file}`, import.meta.url);
  const { openDatabase } = await api('db/client.ts');
  const { createWalletModule } = await api('modules/wallet/index.ts');
  const statement = await loadMoveStatement();
  const open = async (namedStatements, userId) => {
    const database = await openDatabase({ kind: 'pglite', dataDir: null, namedStatements });
    const close = onCleanup(async () => {
      await database.close();
    });
    await database.migrate();
    const client = database.db.$client; // the PGlite instance behind Drizzle
    for (const sql of SEED_SQL) await client.query(sql, [userId]);
    return {
      client,
      userId,
      statement,
      database,
      close: async () => {
        offCleanup(close);
        await close();
      },
    };
  };
  const [plain, named] = await Promise.all([
    open(false, 'bench-direct'),
    open(true, 'bench-named'),
  ]);
  // The app's own service on the database as the app opens it, without HTTP.
  named.wallet = createWalletModule({ db: named.database.db }).service;
  return {
    ...plain,
    named,
    close: () => Promise.all([plain.close(), named.close()]),
  };
}

/** The debit statement in a loop for `seconds` (PGlite is one connection: no concurrency). */
async function directDebits({ client, userId, statement }, seconds) {
  const latencies = [];
  const start = performance.now();
  const end = start + seconds * 1000;
  while (performance.now() < end) {
    const key = `action:direct-${directSeq++}`;
    const t0 = performance.now();
    const { sql, params } = statement(userId, key);
    const moved = await client.query(sql, params);
    if (moved.rows.length !== 1) throw new Error('the debit did not move (insufficient balance?)');
    latencies.push(performance.now() - t0);
  }
  const elapsed = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    ok: latencies.length,
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50).toFixed(2),
    p99: percentile(latencies, 99).toFixed(2),
  };
}

let serviceSeq = 0;

/** The wallet's debit as a paid action makes it (Drizzle, the statement, pg_notify), no HTTP. */
async function serviceDebits({ wallet, userId }, seconds) {
  const start = performance.now();
  const end = start + seconds * 1000;
  let ok = 0;
  while (performance.now() < end) {
    const result = await wallet.debit({
      userId,
      amount: PRICE,
      reason: 'ai_action',
      reference: 'food_scan',
      idempotencyKey: `action:service-${serviceSeq++}`,
    });
    if (result.replayed) throw new Error('idempotency key reused');
    ok += 1;
  }
  return { ok, rps: ok / ((performance.now() - start) / 1000) };
}

// ---------------------------------------------------------------- PostgreSQL direct (pgbench)

async function probePostgres() {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 2000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
  } catch (error) {
    return { skip: `PostgreSQL at ${ADMIN_URL} does not answer (${error.message})` };
  }
  onCleanup(() => client.end());
  const pgbench = await new Promise((resolve) => {
    const child = spawn('pgbench', ['--version'], { stdio: 'ignore' });
    child.on('error', () => resolve(false));
    child.on('exit', (code) => resolve(code === 0));
  });
  if (!pgbench) return { skip: 'pgbench is not installed (Debian: postgresql-client)' };
  return { admin: client };
}

async function createTempDatabase(admin) {
  const name = `ketoflow_bench_${process.pid}_${Date.now().toString(36)}`;
  await admin.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
  onCleanup(async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`);
    console.log(`   dropped temp database ${name}`);
  });
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

/**
 * The same statement as a pgbench script: the compiled parameters are inlined as literals,
 * and the key is unique per run, client and transaction.
 */
function pgbenchScript(userId, statement) {
  const marker = 'pgbench-key-marker';
  const { sql, params } = statement(userId, marker);
  const literal = (value) =>
    value === marker
      ? `('action:pgbench-' || :key)`
      : typeof value === 'number'
        ? String(value)
        : `'${String(value).replaceAll("'", "''")}'`;
  const inlined = sql
    .replace(/\$(\d+)/g, (_, n) => literal(params[Number(n) - 1]))
    .replace(/\s+/g, ' ');
  return [
    '\\set n :n + 1',
    '\\set key :run * 1000000000000 + :client_id * 1000000000 + :n',
    `${inlined};`,
    '',
  ].join('\n');
}

let pgbenchRun = 0;

async function pgbench({ url, script }, seconds) {
  const db = new URL(url);
  const args = [
    '-n',
    ...[
      '-h',
      db.hostname,
      '-p',
      db.port || '5432',
      '-U',
      decodeURIComponent(db.username) || 'postgres',
    ],
    ...['-c', String(CONNECTIONS), '-j', '2', '-T', String(Math.max(1, Math.round(seconds)))],
    ...['-D', 'n=0', '-D', `run=${pgbenchRun++}`, '-f', script],
    db.pathname.slice(1),
  ];
  const child = spawn('pgbench', args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      ...(db.password ? { PGPASSWORD: decodeURIComponent(db.password) } : {}),
    },
  });
  const kill = onCleanup(() => child.kill('SIGKILL'));
  let out = '';
  child.stdout.on('data', (c) => (out += c));
  child.stderr.on('data', (c) => (out += c));
  const code = await new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', resolve);
  });
  offCleanup(kill);
  const number = (re) => Number(out.match(re)?.[1] ?? Number.NaN);
  const tps = number(/tps = ([\d.]+)/);
  if (code !== 0 || !Number.isFinite(tps)) throw new Error(`pgbench failed (${code}):\n${out}`);
  return {
    ok: number(/actually processed: (\d+)/),
    rps: tps,
    failed: number(/failed transactions: (\d+)/) || 0,
    latencyAvg: number(/latency average = ([\d.]+) ms/),
  };
}

// ---------------------------------------------------------------- product

let productSeq = 0;

function productDebits(app, duration) {
  return load({
    port: app.ready.port,
    path: '/api/v1/wallet/debits',
    connections: CONNECTIONS,
    duration,
    okStatus: 201,
    headers: { cookie: app.ready.cookie, 'content-type': 'application/json' },
    requests: [
      {
        method: 'POST',
        path: '/api/v1/wallet/debits',
        setupRequest: (req) => ({
          ...req,
          body: JSON.stringify({
            action: 'food_scan',
            idempotencyKey: `bench-key-${productSeq++}`,
          }),
        }),
      },
    ],
  });
}

// ---------------------------------------------------------------- checks and output

/**
 * Money must add up: balance = ledger sum = seed − debits × price, and the ledger holds
 * every counted debit (plus at most one in-flight request per connection per load run).
 */
function checkMoney(label, { balance, ledgerSum, debits }, counted, inFlightAllowance) {
  const ok =
    balance === ledgerSum &&
    balance === SEED_COINS - debits * PRICE &&
    debits >= counted &&
    debits <= counted + inFlightAllowance;
  console.log(
    `   money     ${label}: balance ${fmt(balance)} ${balance === ledgerSum ? '=' : '≠'} ledger sum ${fmt(ledgerSum)}; ` +
      `${fmt(debits)} debit rows for ${fmt(counted)} counted${inFlightAllowance ? ' (+ requests in flight at each stop)' : ''} ` +
      `${ok ? 'OK' : 'MISMATCH'}`,
  );
  return ok;
}

/** Prints the best run (see best() in lib/util.mjs) with the mean; returns its rate. */
function printLine(label, runs, unit) {
  const b = best(runs);
  const lat =
    b.p50 !== undefined
      ? `p50 ${b.p50} ms, p99 ${b.p99} ms`
      : `latency avg ${fmt(b.latencyAvg, 2)} ms`;
  console.log(
    `   ${label.padEnd(50)} ${fmt(b.rps).padStart(6)} ${unit}  best of ${runs.length} ` +
      `(mean ${fmt(mean(runs.map((r) => r.rps)))}; best run ${lat})`,
  );
  return b.rps;
}

/**
 * Warm both up, then baseline/product alternately, ROUNDS times each (default 2). `counted`
 * sums the successes of every run, warm-ups included, for the money check.
 */
async function alternate(baseline, product, describe) {
  const runs = { baseline: [], product: [], counted: { baseline: 0, product: 0 } };
  const measure = async (which, fn, seconds) => {
    const r = await fn(seconds);
    runs.counted[which] += r.ok;
    return r;
  };
  await measure('baseline', baseline, WARMUP);
  runs.warmupProduct = await measure('product', product, WARMUP);
  for (let i = 1; i <= ROUNDS; i += 1) {
    const b = await measure('baseline', baseline, DURATION);
    runs.baseline.push(b);
    console.log(`   run ${i} direct   ${describe(b)}`);
    const p = await measure('product', product, DURATION);
    runs.product.push(p);
    console.log(`   run ${i} product  ${describeLoad(p)}`);
  }
  return runs;
}

function clean(r) {
  return r.errors === 0 && r.timeouts === 0 && r.others.length === 0;
}

// ---------------------------------------------------------------- main

async function main() {
  header(
    `Coin debit: POST /api/v1/wallet/debits vs the same SQL statement, ${CONNECTIONS} connections`,
  );
  const dataDir = tempDir('debit');
  const appEnv = {
    BENCH_DATA_DIR: dataDir,
    BENCH_SEED_COINS: String(SEED_COINS),
    BENCH_LOG_LEVEL: 'silent',
  };

  const probe = await probePostgres();
  const tempDb = probe.admin ? await createTempDatabase(probe.admin) : null;

  // Start everything at once: PGlite takes seconds to boot.
  const [pgliteApp, pgApp, direct] = await Promise.all([
    startChild('bench/lib/app-server.mjs', {
      tsx: true,
      label: 'API server (PGlite)',
      env: appEnv,
    }),
    tempDb
      ? startChild('bench/lib/app-server.mjs', {
          tsx: true,
          label: 'API server (PostgreSQL)',
          env: { ...appEnv, BENCH_DATABASE_URL: tempDb.url, BENCH_POOL_SIZE: String(CONNECTIONS) },
        })
      : null,
    openDirectPglite(),
  ]);

  let failed = false;
  let below = false;

  // -------- PGlite
  console.log('-- PGlite, in memory (one connection: statements are serialised)');
  const lite = await alternate(
    (s) => directDebits(direct, s),
    (s) => productDebits(pgliteApp, s),
    (r) => `${fmt(r.rps)} tx/s   p50 ${r.p50} ms  p99 ${r.p99} ms (one statement at a time)`,
  );
  const liteBase = printLine('baseline  same statement, in-process PGlite', lite.baseline, 'tx/s ');
  const liteProd = printLine(
    'product   POST /debits, app on PGlite (201s only)',
    lite.product,
    'req/s',
  );
  // Where the product's time goes, on a database opened as the app opens it (named
  // statements): the same statement in process, then the app's wallet service, no HTTP.
  const named = direct.named;
  let namedCount = 0;
  const warmThenRun = async (fn) => {
    namedCount += (await fn(named, WARMUP)).ok;
    const r = await fn(named, DURATION);
    namedCount += r.ok;
    return r;
  };
  const namedRun = await warmThenRun(directDebits);
  const service = await warmThenRun(serviceDebits);
  const infoLine = (label, r, what) =>
    console.log(
      `   ${label.padEnd(50)} ${fmt(r.rps).padStart(6)} tx/s   one run (${what}; ` +
        `${pct(r.rps / best(lite.baseline).rps)} of direct, product ${pct(liteProd / r.rps)} of it)`,
    );
  infoLine('info      same statement, as the app runs it', namedRun, 'a named statement');
  infoLine('info      wallet.debit (a paid action), no HTTP', service, 'Drizzle + pg_notify');
  const [directState] = (await direct.client.query(CHECK_SQL, [direct.userId])).rows;
  failed ||= !checkMoney('direct', numeric(directState), lite.counted.baseline, 0);
  const [namedState] = (await named.client.query(CHECK_SQL, [named.userId])).rows;
  failed ||= !checkMoney('named + service', numeric(namedState), namedCount, 0);
  const liteState = await pgliteApp.request('check');
  failed ||= ![lite.warmupProduct, ...lite.product].every(clean);
  failed ||= !checkMoney('product', liteState, lite.counted.product, (ROUNDS + 1) * CONNECTIONS);
  const liteVerdict = verdict(liteProd / liteBase, PGLITE_GOAL);
  below ||= !liteVerdict.pass;
  console.log(`   => debit on PGlite ${liteVerdict.text}`);
  report({
    name: 'debit on PGlite',
    baseline: liteBase,
    product: liteProd,
    ratio: liteProd / liteBase,
    goal: PGLITE_GOAL,
    pass: liteVerdict.pass,
  });
  await Promise.all([pgliteApp.stop(), direct.close()]);

  // -------- PostgreSQL
  console.log('-- PostgreSQL 127.0.0.1:5432, temp database');
  if (!tempDb) {
    console.log(`   skipped: ${probe.skip}`);
    report({ name: 'debit on PostgreSQL', skipped: probe.skip });
  } else {
    const bench = new pg.Client({ connectionString: tempDb.url });
    await bench.connect();
    onCleanup(() => bench.end());
    const userId = 'bench-pgbench';
    for (const statement of SEED_SQL) await bench.query(statement, [userId]);
    const script = path.join(dataDir, 'debit.pgbench.sql');
    writeFileSync(script, pgbenchScript(userId, await loadMoveStatement()));

    const pgRuns = await alternate(
      (s) => pgbench({ url: tempDb.url, script }, s),
      (s) => productDebits(pgApp, s),
      (r) =>
        `${fmt(r.rps)} tx/s   latency avg ${r.latencyAvg} ms${r.failed ? `  (${r.failed} failed)` : ''}`,
    );
    const pgBase = printLine(
      'baseline  pgbench, same transaction (-c 10 -j 2)',
      pgRuns.baseline,
      'tx/s ',
    );
    const pgProd = printLine(
      'product   POST /debits, app on PostgreSQL (pool 10)',
      pgRuns.product,
      'req/s',
    );
    const [benchState] = (await bench.query(CHECK_SQL, [userId])).rows;
    failed ||= pgRuns.baseline.some((r) => r.failed > 0);
    failed ||= !checkMoney('pgbench', numeric(benchState), pgRuns.counted.baseline, 0);
    const pgState = await pgApp.request('check');
    failed ||= ![pgRuns.warmupProduct, ...pgRuns.product].every(clean);
    failed ||= !checkMoney('product', pgState, pgRuns.counted.product, (ROUNDS + 1) * CONNECTIONS);
    const pgVerdict = verdict(pgProd / pgBase, POSTGRES_GOAL);
    below ||= !pgVerdict.pass;
    console.log(`   => debit on PostgreSQL ${pgVerdict.text}`);
    report({
      name: 'debit on PostgreSQL',
      baseline: pgBase,
      product: pgProd,
      ratio: pgProd / pgBase,
      goal: POSTGRES_GOAL,
      pass: pgVerdict.pass,
    });
    await pgApp.stop();
  }

  if (failed)
    console.log('   ! errors, non-201 answers or a money mismatch: this run is not valid');
  return failed || (STRICT && below) ? 1 : 0;
}

function numeric(row) {
  return {
    balance: Number(row.balance),
    ledgerSum: Number(row.ledger_sum),
    debits: Number(row.debits),
  };
}

await runMain(main);
