// Food search: GET /api/v1/foods/search over 1,000 realistic queries vs the same SQL run
// directly in the database, on PGlite and on PostgreSQL.
//
// The queries (fixed seed) are what people type into a food box, built from the shipped
// catalogue: whole words ("avocado"), prefixes while typing ("avo", "chedd"), one-letter typos
// ("brocoli", "chese"), two words ("cheddar cheese", "olive oil"), and common keto searches.
//
// The search (foods.search.ts `searchStatement`) is one statement run inside a short
// transaction that sets the trigram threshold (SET LOCAL). The baselines run exactly that:
// the statement compiled from the repository's own builder with the same words, in the same
// BEGIN / SET LOCAL… / SELECT / COMMIT. The product adds HTTP, query validation, the session
// check, the text normalisation and Drizzle.
//
//  - PGlite: baseline = the transaction on an in-process, in-memory PGlite holding the shipped
//    catalogue; product = the app on in-memory PGlite in a child process.
//  - PostgreSQL (127.0.0.1:5432, skipped when it does not answer): a temp database, migrated
//    and seeded by the app; baseline = the transaction through one pg connection; product =
//    the app on that database in a child process. The temp database is dropped at the end.
// Both sides answer the 1,000 queries one after another (one connection), so the figures are
// per-query latencies: p50 and p95 are reported for each, and the ratio of the rates (1 / mean
// latency). Every product answer must be a 200; the first results must agree with the baseline.
// Usage: node bench/food-search.mjs [--strict]   (--strict: exit 1 when a ratio is below its goal)
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import {
  ROUNDS,
  STRICT,
  fmt,
  header,
  offCleanup,
  onCleanup,
  report,
  runMain,
  startChild,
  tempDir,
  verdict,
} from './lib/util.mjs';
import { QUERIES, buildQueries } from './lib/food-queries.mjs';

const WARMUP_QUERIES = 150;
const LIMIT = 20;
/** The product's rate (queries/s, one connection) as a share of the direct SQL's rate. */
const GOAL = 0.5;
const ADMIN_URL = process.env.BENCH_PG_ADMIN_URL || 'postgres://postgres@127.0.0.1:5432/test';
const USER_ID = 'bench-search-user';

const api = (file) => tsImport(`../apps/api/src/${file}`, import.meta.url);

// ---------------------------------------------------------------- queries

// ---------------------------------------------------------------- the SQL

async function loadSearch() {
  const { searchStatement, SEARCH_SETTINGS } = await api('modules/foods/foods.search.ts');
  const { searchWords, normaliseSearchText } = await tsImport('@ketoflow/domain', import.meta.url);
  const { PgDialect } = await import('drizzle-orm/pg-core');
  const dialect = new PgDialect({ casing: 'snake_case' });
  return {
    /** The SET LOCAL statements the repository runs before the search, in its transaction. */
    settings: SEARCH_SETTINGS,
    /** SQL text + parameters for a query, or null when it has no searchable word. */
    compile(q) {
      const words = searchWords(q);
      if (words.length === 0) return null;
      return dialect.sqlToQuery(
        searchStatement({ userId: USER_ID, words, phrase: normaliseSearchText(q), limit: LIMIT }),
      );
    },
  };
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

function stats(latencies) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const total = latencies.reduce((a, b) => a + b, 0);
  return {
    n: latencies.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    rps: (latencies.length / total) * 1000,
  };
}

/** Runs `one(q)` for every query in order; latencies in ms. */
async function timeAll(queries, one) {
  const latencies = [];
  const firsts = [];
  for (const q of queries) {
    const t0 = performance.now();
    const first = await one(q);
    latencies.push(performance.now() - t0);
    firsts.push(first);
  }
  return { ...stats(latencies), firsts };
}

// ---------------------------------------------------------------- baselines

/** PGlite in this process, the shipped catalogue loaded by the app's own seeding. */
async function openDirectPglite(search) {
  const { openDatabase } = await api('db/client.ts');
  const { readCatalogueFile, seedCatalogue } = await api('modules/foods/catalogue.ts');
  const { loadConfig } = await api('config.ts');
  const database = await openDatabase({ kind: 'pglite', dataDir: null });
  const close = onCleanup(() => database.close());
  await database.migrate();
  const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: tempDir('food-search') });
  const catalogue = await readCatalogueFile(config.foods.dataFile);
  await seedCatalogue(database.db, catalogue);
  const client = database.db.$client; // the PGlite instance behind Drizzle
  return {
    catalogue: catalogue.foods,
    async one(q) {
      const compiled = search.compile(q);
      if (!compiled) return null;
      return client.transaction(async (tx) => {
        for (const setting of search.settings) await tx.query(setting);
        const result = await tx.query(compiled.sql, compiled.params);
        return result.rows[0]?.id ?? null;
      });
    },
    close: async () => {
      offCleanup(close);
      await close();
    },
  };
}

/** One pg connection to the temp database (which the app migrated and seeded). */
async function openDirectPostgres(url, search) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const close = onCleanup(() => client.end());
  return {
    async one(q) {
      const compiled = search.compile(q);
      if (!compiled) return null;
      await client.query('BEGIN');
      try {
        for (const setting of search.settings) await client.query(setting);
        const result = await client.query(compiled.sql, compiled.params);
        await client.query('COMMIT');
        return result.rows[0]?.id ?? null;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      }
    },
    close: async () => {
      offCleanup(close);
      await close();
    },
  };
}

async function probePostgres() {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 2000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
  } catch (error) {
    return { skip: `PostgreSQL at ${ADMIN_URL} does not answer (${error.message})` };
  }
  onCleanup(() => client.end());
  return { admin: client };
}

async function createTempDatabase(admin) {
  const name = `ketoflow_bench_search_${process.pid}_${Date.now().toString(36)}`;
  await admin.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
  onCleanup(async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`);
    console.log(`   dropped temp database ${name}`);
  });
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

// ---------------------------------------------------------------- product

function productSearcher(app) {
  const base = `http://127.0.0.1:${app.ready.port}/api/v1/foods/search`;
  return async (q) => {
    const res = await fetch(`${base}?${new URLSearchParams({ q, limit: String(LIMIT) })}`, {
      headers: { cookie: app.ready.cookie },
    });
    if (res.status === 400 && q.trim() === '') return null;
    if (res.status !== 200)
      throw new Error(`search "${q}" answered ${res.status}: ${await res.text()}`);
    const body = await res.json();
    return body.items[0]?.id ?? null;
  };
}

// ---------------------------------------------------------------- main

function line(label, s) {
  console.log(
    `   ${label.padEnd(46)} p50 ${s.p50.toFixed(2).padStart(6)} ms  p95 ${s.p95.toFixed(2).padStart(6)} ms  ` +
      `p99 ${s.p99.toFixed(2).padStart(6)} ms  ${fmt(s.rps).padStart(5)} q/s`,
  );
}

/** Warm both, then baseline/product alternately ROUNDS times; keeps the best run of each. */
async function compare(name, queries, baseline, product) {
  await timeAll(queries.slice(0, WARMUP_QUERIES), baseline);
  await timeAll(queries.slice(0, WARMUP_QUERIES), product);
  const runs = { baseline: [], product: [] };
  for (let i = 1; i <= ROUNDS; i += 1) {
    const b = await timeAll(queries, baseline);
    runs.baseline.push(b);
    line(`run ${i} direct SQL`, b);
    const p = await timeAll(queries, product);
    runs.product.push(p);
    line(`run ${i} GET /foods/search`, p);
  }
  // On a shared machine interference only slows runs down: the best is the closest figure.
  const bestOf = (list) => list.reduce((a, b) => (b.rps > a.rps ? b : a));
  const b = bestOf(runs.baseline);
  const p = bestOf(runs.product);
  const agree = b.firsts.filter((id, i) => id === p.firsts[i]).length;
  line('baseline  same SQL, directly (best run)', b);
  line('product   GET /api/v1/foods/search (best run)', p);
  const ratio = p.rps / b.rps;
  const v = verdict(ratio, GOAL);
  console.log(
    `   first result identical for ${agree} / ${queries.length} queries; p95 ${p.p95.toFixed(2)} ms vs ${b.p95.toFixed(2)} ms ` +
      `(×${(p.p95 / b.p95).toFixed(2)})`,
  );
  console.log(`   => ${name} ${v.text}`);
  report({
    name,
    baseline: b.rps,
    product: p.rps,
    ratio,
    goal: GOAL,
    pass: v.pass,
    note: `p95 ${p.p95.toFixed(1)} vs ${b.p95.toFixed(1)} ms, p50 ${p.p50.toFixed(1)} vs ${b.p50.toFixed(1)} ms`,
  });
  return { pass: v.pass, valid: agree >= queries.length * 0.98 };
}

async function main() {
  header(`Food search: GET /api/v1/foods/search vs the same SQL, ${QUERIES} queries one at a time`);
  const dataDir = tempDir('food-search-app');
  const appEnv = { BENCH_DATA_DIR: dataDir, BENCH_SEED_COINS: '1', BENCH_LOG_LEVEL: 'silent' };
  const search = await loadSearch();
  const probe = await probePostgres();
  const tempDb = probe.admin ? await createTempDatabase(probe.admin) : null;

  const [pgliteApp, direct] = await Promise.all([
    startChild('bench/lib/app-server.mjs', {
      tsx: true,
      label: 'API server (PGlite)',
      env: appEnv,
    }),
    openDirectPglite(search),
  ]);
  const queries = buildQueries(direct.catalogue);
  const kinds = new Set(queries).size;
  console.log(
    `   ${queries.length} queries (${kinds} distinct), e.g. ${queries
      .slice(0, 8)
      .map((q) => `"${q}"`)
      .join(', ')}`,
  );

  let failed = false;
  let below = false;
  console.log('-- PGlite, in memory');
  const lite = await compare(
    'food search on PGlite',
    queries,
    direct.one,
    productSearcher(pgliteApp),
  );
  failed ||= !lite.valid;
  below ||= !lite.pass;
  await Promise.all([pgliteApp.stop(), direct.close()]);

  console.log('-- PostgreSQL 127.0.0.1:5432, temp database');
  if (!tempDb) {
    console.log(`   skipped: ${probe.skip}`);
    report({ name: 'food search on PostgreSQL', skipped: probe.skip });
  } else {
    // The app migrates the temp database and loads the catalogue into it on start.
    const pgApp = await startChild('bench/lib/app-server.mjs', {
      tsx: true,
      label: 'API server (PostgreSQL)',
      env: { ...appEnv, BENCH_DATABASE_URL: tempDb.url, BENCH_POOL_SIZE: '10' },
    });
    const directPg = await openDirectPostgres(tempDb.url, search);
    const pgResult = await compare(
      'food search on PostgreSQL',
      queries,
      directPg.one,
      productSearcher(pgApp),
    );
    failed ||= !pgResult.valid;
    below ||= !pgResult.pass;
    await Promise.all([pgApp.stop(), directPg.close()]);
  }
  if (failed)
    console.log(
      '   ! the product and the direct SQL disagree on first results: this run is not valid',
    );
  return failed || (STRICT && below) ? 1 : 0;
}

await runMain(main);
