// Free-text meal parsing: "2 eggs, 3 slices of bacon and half an avocado" → foods with amounts.
//
//  1. The domain parser alone (parseFoodText: quantities, units, plurals, separators), in a loop
//     over realistic phrases: phrases/s and segments/s. For scale, a naive split on the same
//     separators (no amounts, no units) runs over the same phrases.
//  2. The parse endpoint, POST /api/v1/meals/parse, vs the same work without HTTP:
//     - baseline: the meals service's parse() called in a loop in this process on an in-memory
//       PGlite with the shipped food catalogue (parser + one trigram candidate query per
//       segment + ranking + grams and nutrients);
//     - product: the real API (buildApp) on an in-memory PGlite in a child process, signed in,
//       autocannon 10 connections cycling through the same phrases.
//     PGlite is one connection, so the baseline's single loop is already its ceiling.
// Every product answer must be a 200 with a match for most segments (checked once up front).
// Usage: node bench/food-parse.mjs [--strict]   (--strict: exit 1 when below the goal)
import { performance } from 'node:perf_hooks';
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
  report,
  runMain,
  startChild,
  tempDir,
  verdict,
} from './lib/util.mjs';
import { PHRASES } from './lib/food-queries.mjs';

const GOAL = 0.6;
const CONNECTIONS = 10;

// ---------------------------------------------------------------- parser alone

function loopFor(seconds, fn) {
  let n = 0;
  let units = 0;
  const start = performance.now();
  const end = start + seconds * 1000;
  while (performance.now() < end) {
    // A batch between clock reads: performance.now() costs more than a naive split.
    for (let i = 0; i < 50; i += 1) {
      units += fn(PHRASES[n % PHRASES.length]);
      n += 1;
    }
  }
  const elapsed = (performance.now() - start) / 1000;
  return { perSecond: n / elapsed, unitsPerSecond: units / elapsed };
}

const NAIVE = /\r?\n|;|,|\s+(?:and|&|with|plus)\s+/;

async function parserAlone() {
  const { parseFoodText } = await tsImport(
    '../packages/domain/src/food-text-parser/index.ts',
    import.meta.url,
  );
  const parse = (text) => parseFoodText(text).length;
  const naive = (text) => text.split(NAIVE).filter((s) => s.trim()).length;
  loopFor(WARMUP, parse);
  loopFor(WARMUP, naive);
  const parser = [];
  const split = [];
  for (let i = 0; i < ROUNDS; i += 1) {
    parser.push(loopFor(DURATION, parse));
    split.push(loopFor(DURATION, naive));
  }
  const p = parser.reduce((a, b) => (b.perSecond > a.perSecond ? b : a));
  const s = split.reduce((a, b) => (b.perSecond > a.perSecond ? b : a));
  console.log(
    `   parser    parseFoodText               ${fmt(p.perSecond).padStart(9)} phrases/s ` +
      `(${fmt(p.unitsPerSecond)} segments/s; ${fmt(1e6 / p.perSecond, 1)} µs a phrase)`,
  );
  console.log(
    `   for scale naive split, no amounts       ${fmt(s.perSecond).padStart(9)} phrases/s`,
  );
  return { parser: p, split: s };
}

// ---------------------------------------------------------------- service in-process (baseline)

async function openDirect(dataDir) {
  const api = (file) => tsImport(`../apps/api/src/${file}`, import.meta.url);
  const { openDatabase } = await api('db/client.ts');
  const { loadConfig } = await api('config.ts');
  const { buildApp } = await api('app.ts');
  const { createMealsModule } = await api('modules/meals/index.ts');
  const database = await openDatabase({ kind: 'pglite', dataDir: null });
  await database.migrate();
  // buildApp loads the shipped food catalogue into the database on start; the app itself
  // is not used for the baseline, only the database it prepared.
  const app = await buildApp({
    config: loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      AUTH_SECRET: 'bench-secret-that-is-long-enough-for-better-auth-0123456789',
      APP_URL: 'http://localhost:3000',
      OPENFOODFACTS_BASE_URL: 'http://127.0.0.1:9', // never the internet
    }),
    database,
    logger: false,
  });
  await app.ready();
  const close = onCleanup(async () => {
    await app.close();
    await database.close();
  });
  // The diary's own service (parse), reading foods through the app's foods service as in the app.
  const { service } = createMealsModule({
    db: database.db,
    foods: app.services.foods,
    recipes: { get: () => Promise.reject(new Error('the parse benchmark logs no recipe')) },
    targetsFor: async () => null,
  });
  return {
    service,
    close: async () => {
      offCleanup(close);
      await close();
    },
  };
}

async function directParses(service, seconds) {
  const latencies = [];
  let i = 0;
  const start = performance.now();
  const end = start + seconds * 1000;
  while (performance.now() < end) {
    const t0 = performance.now();
    await service.parse('bench-direct-user', PHRASES[i % PHRASES.length]);
    latencies.push(performance.now() - t0);
    i += 1;
  }
  const elapsed = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (p) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))];
  return {
    rps: i / elapsed,
    p50: Math.round(at(0.5) * 100) / 100,
    p99: Math.round(at(0.99) * 100) / 100,
  };
}

// ---------------------------------------------------------------- product

function productParses(app, duration) {
  return load({
    port: app.ready.port,
    path: '/api/v1/meals/parse',
    connections: CONNECTIONS,
    duration,
    headers: { cookie: app.ready.cookie, 'content-type': 'application/json' },
    requests: PHRASES.map((text) => ({
      method: 'POST',
      path: '/api/v1/meals/parse',
      body: JSON.stringify({ text }),
    })),
  });
}

/** One request per phrase before measuring: 200s, and most segments matched to a food. */
async function checkProduct(app) {
  let segments = 0;
  let matched = 0;
  for (const text of PHRASES) {
    const res = await fetch(`http://127.0.0.1:${app.ready.port}/api/v1/meals/parse`, {
      method: 'POST',
      headers: { cookie: app.ready.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ text }),
    });
    if (res.status !== 200) throw new Error(`parse of "${text}" answered ${res.status}`);
    const body = await res.json();
    segments += body.items.length;
    matched += body.items.filter((i) => i.match).length;
  }
  console.log(
    `   check     ${PHRASES.length} phrases → ${segments} segments, ${matched} matched to a food ` +
      `(${Math.round((100 * matched) / segments)} %)`,
  );
  if (matched < segments * 0.7)
    throw new Error('too few segments matched: is the catalogue seeded?');
  return { segments, matched };
}

// ---------------------------------------------------------------- main

async function main() {
  header(
    `Food parse: ${PHRASES.length} realistic phrases; parser alone, then POST /api/v1/meals/parse ` +
      `(autocannon ${CONNECTIONS} connections) vs the service in-process`,
  );
  const alone = await parserAlone();

  const dataDir = tempDir('food-parse');
  const [direct, app] = [
    await openDirect(dataDir),
    await startChild('bench/lib/app-server.mjs', {
      tsx: true,
      label: 'API server',
      env: { BENCH_DATA_DIR: dataDir, BENCH_LOG_LEVEL: 'silent', BENCH_SEED_COINS: '1' },
    }),
  ];
  const checked = await checkProduct(app);

  await directParses(direct.service, WARMUP);
  await productParses(app, WARMUP);
  const runs = { baseline: [], product: [] };
  for (let i = 0; i < ROUNDS; i += 1) {
    const b = await directParses(direct.service, DURATION);
    runs.baseline.push(b);
    console.log(`   run ${i + 1} baseline ${fmt(b.rps)} texts/s  p50 ${b.p50} ms  p99 ${b.p99} ms`);
    const p = await productParses(app, DURATION);
    runs.product.push(p);
    console.log(`   run ${i + 1} product  ${describeLoad(p)}`);
  }
  await direct.close();
  await app.stop();

  const bestBase = best(runs.baseline);
  const bestProd = best(runs.product);
  const ratio = bestProd.rps / bestBase.rps;
  const v = verdict(ratio, GOAL);
  console.log(
    `   baseline  service.parse in-process   ${fmt(bestBase.rps).padStart(7)} texts/s  best of ${ROUNDS} ` +
      `(mean ${fmt(mean(runs.baseline.map((r) => r.rps)))}; p50 ${bestBase.p50} ms, p99 ${bestBase.p99} ms)`,
  );
  console.log(
    `   product   POST /api/v1/meals/parse   ${fmt(bestProd.rps).padStart(7)} req/s    best of ${ROUNDS} ` +
      `(mean ${fmt(mean(runs.product.map((r) => r.rps)))}; p50 ${bestProd.p50} ms, p99 ${bestProd.p99} ms)`,
  );
  const perSegment = (bestProd.rps * checked.segments) / PHRASES.length;
  console.log(`   => food parse ${v.text}; about ${fmt(perSegment)} segments/s through HTTP`);

  const errors = runs.product.filter((r) => r.errors > 0 || r.timeouts > 0 || r.others.length > 0);
  if (errors.length > 0)
    console.log(`   ! ${errors.length} run(s) saw errors or non-200 answers (see above)`);
  report({
    name: 'food-parse',
    baseline: bestBase.rps,
    product: bestProd.rps,
    ratio,
    goal: GOAL,
    pass: v.pass,
    note: `parser alone ${fmt(alone.parser.perSecond)} phrases/s`,
  });
  return errors.length > 0 || (STRICT && !v.pass) ? 1 : 0;
}

await runMain(main);
