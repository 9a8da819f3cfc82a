import { performance } from 'node:perf_hooks';
import fs from 'node:fs';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import { writeFdcCatalogue } from './lib/fdc-catalogue.mjs';
import { PHRASES, buildQueries } from './lib/food-queries.mjs';
const api = (file) => tsImport(`../apps/api/src/${file}`, import.meta.url);
const mode = process.argv[2];
const { openDatabase } = await api('db/client.ts');
const { readCatalogueFile, importFdcFolder, seedCatalogue } = await api('modules/foods/index.ts');
const { loadConfig } = await api('config.ts');
const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: '/work/probe/data' });
const catalogue = await readCatalogueFile(config.foods.dataFile);
const folder = '/work/probe/fdc';
const url = 'postgres://postgres@127.0.0.1:5432/ketoflow_probe';
if (mode === 'import') {
  if (!fs.existsSync(folder + '/food.csv')) { fs.mkdirSync(folder, { recursive: true }); await writeFdcCatalogue(folder, catalogue.foods, 400000); }
  const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/test' });
  await admin.connect();
  await admin.query('DROP DATABASE IF EXISTS ketoflow_probe WITH (FORCE)');
  await admin.query('CREATE DATABASE ketoflow_probe');
  await admin.end();
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
  await database.migrate();
  await seedCatalogue(database.db, catalogue);
  const t0 = performance.now();
  const s = await importFdcFolder(database.db, folder, { allDataTypes: true, log: (l) => console.log(((performance.now() - t0) / 1000).toFixed(1), l) });
  console.log('total', s.ms, 'rate', Math.round(s.selected / (s.ms / 1000)));
  await database.close();
} else if (mode === 'search') {
  const domain = await tsImport('@ketoflow/domain', import.meta.url);
  const { createFoodsRepository } = await api('modules/foods/foods.repository.ts');
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
  const repo = createFoodsRepository(database.db);
  const queries = buildQueries(catalogue.foods);
  const res = [];
  for (let pass = 0; pass < 2; pass++) for (const q of queries) {
    const words = domain.searchWords(q); if (!words.length) continue;
    const t = performance.now();
    await repo.search({ userId: 'u', words, phrase: domain.normaliseSearchText(q), limit: 20 });
    if (pass === 1) res.push([performance.now() - t, q]);
  }
  res.sort((a, b) => b[0] - a[0]);
  const lat = res.map((r) => r[0]).sort((a, b) => a - b);
  console.log('p50', lat[Math.floor(lat.length * 0.5)].toFixed(2), 'p95', lat[Math.floor(lat.length * 0.95)].toFixed(2));
  console.log(res.slice(0, 60).map(([t, q]) => `${t.toFixed(1)} ${q}`).join('\n'));
  await database.close();
}
