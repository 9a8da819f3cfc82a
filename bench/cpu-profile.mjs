// Where the product's CPU time goes under the benchmarks' load: starts the app child
// (lib/app-server.mjs), profiles it with V8's CPU profiler (what `node --cpu-prof` uses, but
// only while the health or the debit load runs, so start-up and migrations stay out), and
// prints the self time per package/file and the top functions.
// Usage: node bench/cpu-profile.mjs health|debit [--pg] [--keep]
//   --pg    the app on a temp PostgreSQL database (BENCH_PG_ADMIN_URL) instead of PGlite in memory
//   --keep  keep the .cpuprofile (for Chrome DevTools / speedscope) and print its path
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { printProfile } from './lib/cpu-summary.mjs';
import { DURATION, load, runMain, startChild, tempDir } from './lib/util.mjs';

const mode = process.argv[2];
const usePg = process.argv.includes('--pg');
const keep = process.argv.includes('--keep');
if (mode !== 'health' && mode !== 'debit') {
  console.error('usage: node bench/cpu-profile.mjs health|debit [--pg] [--keep]');
  process.exit(2);
}

async function main() {
  let dbName;
  const adminUrl = process.env.BENCH_PG_ADMIN_URL || 'postgres://postgres@127.0.0.1:5432/test';
  const env = { BENCH_DATA_DIR: tempDir('cpuprof'), BENCH_LOG_LEVEL: 'silent' };
  if (mode === 'debit') env.BENCH_SEED_COINS = '10000000';
  if (usePg) {
    dbName = `ketoflow_cpuprof_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${dbName}`;
    env.BENCH_DATABASE_URL = url.toString();
  }
  try {
    const app = await startChild('bench/lib/app-server.mjs', {
      tsx: true,
      label: 'API server (profiled)',
      env,
    });
    let seq = 0;
    const run = () =>
      mode === 'health'
        ? load({ port: app.ready.port, path: '/api/health', connections: 50 })
        : load({
            port: app.ready.port,
            path: '/api/v1/wallet/debits',
            connections: 10,
            okStatus: 201,
            headers: { cookie: app.ready.cookie, 'content-type': 'application/json' },
            requests: [
              {
                method: 'POST',
                path: '/api/v1/wallet/debits',
                setupRequest: (req) => ({
                  ...req,
                  body: JSON.stringify({ action: 'food_scan', idempotencyKey: `prof-${seq++}` }),
                }),
              },
            ],
          });
    await run(); // warm-up: JIT and caches, not profiled
    await app.request('profile-start');
    const result = await run();
    const { profile, cpuMicros } = await app.request('profile-stop');
    await app.stop();
    console.log(
      `${mode}${usePg ? ' (PostgreSQL)' : ' (PGlite)'}: ${result.rps.toFixed(0)} req/s over ${DURATION} s (profiled)`,
    );
    const total = profile.endTime - profile.startTime;
    // CPU per request holds up on a busy machine far better than requests per second: the
    // scheduler decides how much CPU a process gets, not how much a request needs.
    console.log(
      `CPU ${(cpuMicros / 1000).toFixed(0)} ms in ${(total / 1000).toFixed(0)} ms: ${(cpuMicros / Math.max(result.ok, 1)).toFixed(0)} µs of CPU per answered request (the profiler's own cost included)`,
    );
    console.log('');
    printProfile(profile, { indent: '' });
    if (keep) {
      const file = path.join(
        mkdtempSync(path.join(tmpdir(), 'ketoflow-cpuprof-')),
        `${mode}.cpuprofile`,
      );
      writeFileSync(file, JSON.stringify(profile));
      console.log(`\nprofile: ${file}`);
    }
  } finally {
    if (dbName) {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await admin.end();
    }
  }
}

runMain(main);
