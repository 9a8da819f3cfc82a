// The food catalogue at full-download size (decision 028): 400,000 foods built from
// realistic names (the shipped curated foods combined with preparations, brands and sizes;
// bench/lib/fdc-catalogue.mjs), loaded through the real FDC importer, on PostgreSQL (a temp
// database on 127.0.0.1, dropped at the end) and on PGlite (in memory). Prints, each against
// its goal (PASS / BELOW):
//  - import rate: importFdcFolder on the written download (reading, building, writing), foods/s;
//  - search: the repository's search (the statement GET /foods/search runs, in its
//    transaction) over the 1,000 realistic queries of food-search.mjs, one at a time, p50/p95;
//  - free-text parse per text: the domain parser + the one candidate statement for all of
//    the text's segments + ranking, over the 40 phrases of food-parse.mjs, p50;
//  - barcode lookup of a cached code: the two reads a cached scan makes (the user's own food
//    with that code, then the cached lookup with its food), p95.
// Not part of `npm run bench` (it takes several minutes) and never run in CI.
// Usage: node bench/food-scale.mjs [--strict]   BENCH_SCALE_FOODS=100000 for a smaller run.
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import { writeFdcCatalogue } from './lib/fdc-catalogue.mjs';
import { PHRASES, buildQueries } from './lib/food-queries.mjs';
import { STRICT, fmt, header, onCleanup, report, runMain, tempDir } from './lib/util.mjs';

const TOTAL = Number(process.env.BENCH_SCALE_FOODS) || 400_000;
const ADMIN_URL = process.env.BENCH_PG_ADMIN_URL || 'postgres://postgres@127.0.0.1:5432/test';
const USER_ID = 'bench-scale-user';
const BARCODE = '5000112637922';
const GOALS = {
  importRate: 20_000,
  searchP95: { postgres: 30, pglite: 60 },
  parseP50: 10,
  barcodeP95: 5,
};

const api = (file) => tsImport(`../apps/api/src/${file}`, import.meta.url);

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function time(inputs, one) {
  const latencies = [];
  for (const input of inputs) {
    const t0 = performance.now();
    await one(input);
    latencies.push(performance.now() - t0);
  }
  const sorted = latencies.sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
}

function figure(label, value, unit, goal, pass) {
  console.log(
    `   ${label.padEnd(34)} ${value.padStart(9)} ${unit.padEnd(8)} goal ${goal.padEnd(14)} ${pass ? 'PASS' : 'BELOW'}`,
  );
  return pass;
}

async function measure(kind, database, folder, catalogue) {
  const { importFdcFolder, seedCatalogue } = await api('modules/foods/index.ts');
  const { createFoodsRepository } = await api('modules/foods/foods.repository.ts');
  const { createFoodCandidatesRepository } = await api(
    'modules/foods/food-candidates.repository.ts',
  );
  const domain = await tsImport('@ketoflow/domain', import.meta.url);
  const db = database.db;
  await database.migrate();
  await seedCatalogue(db, catalogue);

  let lastLine = '';
  const summary = await importFdcFolder(db, folder, {
    allDataTypes: true,
    log: (line) => {
      if (line !== lastLine) process.stdout.write(`\r   import: ${line.padEnd(60)}`);
      lastLine = line;
    },
  });
  process.stdout.write('\n');
  const rate = summary.selected / (summary.ms / 1000);
  const results = [];
  const importLabel = `import (${fmt(summary.selected)} foods, ${(summary.ms / 1000).toFixed(1)} s)`;
  // The goal is PostgreSQL's (where a full download goes); PGlite's rate is for information.
  if (kind === 'postgres')
    results.push(
      figure(
        importLabel,
        fmt(rate),
        'foods/s',
        `≥ ${fmt(GOALS.importRate)}`,
        rate >= GOALS.importRate,
      ),
    );
  else
    console.log(`   ${importLabel.padEnd(34)} ${fmt(rate).padStart(9)} foods/s  (for information)`);

  const repo = createFoodsRepository(db);
  const queries = buildQueries(catalogue.foods);
  const search = (q) => {
    const words = domain.searchWords(q);
    if (words.length === 0) return null;
    return repo.search({
      userId: USER_ID,
      words,
      phrase: domain.normaliseSearchText(q),
      limit: 20,
    });
  };
  await time(queries.slice(0, 150), search);
  const s = await time(queries, search);
  const searchGoal = GOALS.searchP95[kind];
  console.log(`   search p50 ${s.p50.toFixed(2)} ms over ${queries.length} queries`);
  results.push(
    figure('search p95', s.p95.toFixed(2), 'ms', `≤ ${searchGoal} ms`, s.p95 <= searchGoal),
  );

  const candidates = createFoodCandidatesRepository(db);
  const parse = async (text) => {
    const segments = domain.parseFoodText(text);
    const phrases = segments.map((x) => domain.normaliseSearchText(x.foodPhrase));
    const found = await candidates.searchCandidates(USER_ID, phrases);
    return segments.map((x, i) =>
      domain.rankFoodMatches(phrases[i] ?? '', found[i] ?? [], { unit: x.unit }),
    );
  };
  await time(PHRASES, parse);
  const p = await time([...PHRASES, ...PHRASES, ...PHRASES], parse);
  console.log(`   free-text parse p95 ${p.p95.toFixed(2)} ms per text`);
  results.push(
    figure(
      'free-text parse p50 per text',
      p.p50.toFixed(2),
      'ms',
      `≤ ${GOALS.parseP50} ms`,
      p.p50 <= GOALS.parseP50,
    ),
  );

  // A cached product: its catalogue row and the lookup, as a first scan leaves them.
  await db.$client.query(
    `INSERT INTO foods (id, source, source_label, barcode, name, brand, category, search_text,
       energy_kcal, protein_g, fat_g, carbohydrate_g)
     VALUES ('off-${BARCODE}', 'open_food_facts', 'Open Food Facts', '${BARCODE}', 'Butter',
       'Kerrygold', 'dairy', 'butter |  | kerrygold | ', 717, 0.9, 81, 0.1)`,
  );
  await db.$client.query(
    `INSERT INTO barcode_lookups (barcode, status, food_id) VALUES ('${BARCODE}', 'found', 'off-${BARCODE}')`,
  );
  const lookup = async () => {
    const own = await repo.findCustomByBarcode(USER_ID, BARCODE);
    return own ?? (await repo.findLookup(BARCODE));
  };
  const runs = Array.from({ length: 1000 }, () => null);
  await time(runs.slice(0, 100), lookup);
  const b = await time(runs, lookup);
  // For reference: the cheapest statement there is, one round trip. On a machine busy with
  // other work this floor alone can be milliseconds, which every figure above includes.
  const floor = await time(runs, () => db.$client.query('SELECT 1'));
  console.log(
    `   for reference: SELECT 1 round trip p50 ${floor.p50.toFixed(2)} ms, p95 ${floor.p95.toFixed(2)} ms`,
  );
  results.push(
    figure(
      'barcode lookup p95 (cached code)',
      b.p95.toFixed(2),
      'ms',
      `≤ ${GOALS.barcodeP95} ms`,
      b.p95 <= GOALS.barcodeP95,
    ),
  );
  report({
    name: `food scale on ${kind}`,
    note: `import ${fmt(rate)} foods/s, search p50/p95 ${s.p50.toFixed(1)}/${s.p95.toFixed(1)} ms, parse p50 ${p.p50.toFixed(1)} ms, barcode p95 ${b.p95.toFixed(2)} ms`,
    pass: results.every(Boolean),
  });
  return results.every(Boolean);
}

async function main() {
  header(`Food catalogue at scale: ${fmt(TOTAL)} foods on PostgreSQL and PGlite`);
  const { openDatabase } = await api('db/client.ts');
  const { readCatalogueFile } = await api('modules/foods/index.ts');
  const { loadConfig } = await api('config.ts');
  const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: tempDir('food-scale-data') });
  const catalogue = await readCatalogueFile(config.foods.dataFile);
  const folder = tempDir('food-scale-fdc');
  const t0 = performance.now();
  const written = await writeFdcCatalogue(folder, catalogue.foods, TOTAL);
  console.log(
    `   FDC download written in ${((performance.now() - t0) / 1000).toFixed(1)} s: ` +
      `${fmt(catalogue.foods.length)} curated (seeded) + ${fmt(written.generic)} generic + ` +
      `${fmt(written.branded)} branded foods`,
  );
  let pass = true;

  console.log('-- PostgreSQL 127.0.0.1:5432, temp database');
  const admin = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 2000 });
  admin.on('error', () => undefined);
  let adminUp = true;
  try {
    await admin.connect();
    onCleanup(() => admin.end());
  } catch (error) {
    adminUp = false;
    console.log(`   skipped: PostgreSQL at ${ADMIN_URL} does not answer (${error.message})`);
  }
  if (adminUp) {
    const name = `ketoflow_bench_scale_${process.pid}_${Date.now().toString(36)}`;
    await admin.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
    onCleanup(async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`);
      console.log(`   dropped temp database ${name}`);
    });
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 2 });
    try {
      pass = (await measure('postgres', database, folder, catalogue)) && pass;
    } finally {
      await database.close();
    }
  }

  if (!process.argv.includes('--postgres-only')) {
    console.log('-- PGlite, in memory');
    const database = await openDatabase({ kind: 'pglite', dataDir: null });
    try {
      pass = (await measure('pglite', database, folder, catalogue)) && pass;
    } finally {
      await database.close();
    }
  }
  return STRICT && !pass ? 1 : 0;
}

await runMain(main);
