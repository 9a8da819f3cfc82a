// The product under load: the real API (buildApp) listening on 127.0.0.1 in its own
// process, so the load generator never shares its event loop. Started by the bench
// scripts with `node --import tsx` (it imports the TypeScript sources).
//
// Environment (set by the parent):
//   BENCH_DATABASE_URL  PostgreSQL database to use; unset = PGlite in memory (migrated here)
//   BENCH_POOL_SIZE     pg pool size (default 10)
//   BENCH_LOG_LEVEL     'silent' (default: logger: false) or a pino level for the default logger
//   BENCH_INFO_APP      when '1', also build a second app on the same database with the default
//                       logger at LOG_LEVEL=info, on its own port (infoPort in the ready message)
//   BENCH_DATA_DIR      a temp folder for DATA_DIR (nothing is written there: AUTH_SECRET is set)
//   BENCH_SEED_COINS    when set, sign up one user and credit this many coins; the session
//                       cookie is sent to the parent in the ready message
//
// IPC: sends { type: 'ready', port, infoPort?, database, cookie?, userId? }; answers { id, cmd: 'check' }
// with the user's wallet balance, ledger sum and number of ai_action debits, and
// { id, cmd: 'profile-start' } / { id, cmd: 'profile-stop' } with a V8 CPU profile of the
// time in between and the CPU time used (bench/cpu-profile.mjs: the load only, not the
// start-up); exits on SIGTERM.
import { randomUUID } from 'node:crypto';
import { Session } from 'node:inspector/promises';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { openDatabase, queryRows } from '../../apps/api/src/db/client.ts';
import { sql } from 'drizzle-orm';

const url = process.env.BENCH_DATABASE_URL || undefined;
const logLevel = process.env.BENCH_LOG_LEVEL || 'silent';

const database = await openDatabase(
  url
    ? { kind: 'postgres', url, poolSize: Number(process.env.BENCH_POOL_SIZE || 10) }
    : { kind: 'pglite', dataDir: null },
);
await database.migrate();

async function makeApp(level) {
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: process.env.BENCH_DATA_DIR,
    AUTH_SECRET: 'bench-secret-that-is-long-enough-for-better-auth-0123456789',
    APP_URL: 'http://localhost:3000',
    LOG_LEVEL: level,
    // Benchmarks never reach the internet: Open Food Facts points at a closed loopback port.
    OPENFOODFACTS_BASE_URL: process.env.BENCH_OPENFOODFACTS_BASE_URL || 'http://127.0.0.1:9',
  });
  // logger: false is what the tests use; any other level keeps buildApp's default pino logger.
  const instance = await buildApp({
    config,
    database,
    ...(level === 'silent' ? { logger: false } : {}),
  });
  await instance.ready();
  return instance;
}

const app = await makeApp(logLevel);
const infoApp = process.env.BENCH_INFO_APP === '1' ? await makeApp('info') : null;

let user;
if (process.env.BENCH_SEED_COINS) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/sign-up',
    payload: {
      email: `bench-${randomUUID().slice(0, 12)}@example.com`,
      password: 'keto-Flow-bench-2026!',
    },
  });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  const raw = res.headers['set-cookie'];
  const cookie = (Array.isArray(raw) ? raw : raw ? [raw] : [])
    .map((c) => c.split(';')[0] ?? '')
    .filter((c) => c && !c.endsWith('='))
    .join('; ');
  const userId = res.json().user.id;
  await app.services.wallet.credit({
    userId,
    amount: Number(process.env.BENCH_SEED_COINS),
    reason: 'admin_adjustment',
    idempotencyKey: 'bench-seed',
  });
  user = { id: userId, cookie };
}

await app.listen({ host: '127.0.0.1', port: 0 });
const { port } = app.server.address();
if (infoApp) await infoApp.listen({ host: '127.0.0.1', port: 0 });

let closing = false;
async function shutdown(code) {
  if (closing) return;
  closing = true;
  try {
    await app.close();
    await infoApp?.close();
    await database.close();
  } finally {
    process.exit(code);
  }
}
process.on('SIGTERM', () => void shutdown(0));
process.on('SIGINT', () => void shutdown(0));
// The parent went away (crash, kill -9): do not linger.
process.on('disconnect', () => void shutdown(0));

let profiler;
let cpuAtStart;
async function profile(cmd) {
  if (cmd === 'profile-start') {
    cpuAtStart = process.cpuUsage();
    profiler = new Session();
    profiler.connect();
    await profiler.post('Profiler.enable');
    await profiler.post('Profiler.start');
    return true;
  }
  const cpu = process.cpuUsage(cpuAtStart);
  const { profile: result } = await profiler.post('Profiler.stop');
  profiler.disconnect();
  // CPU time (user + system, µs) the process used while profiled: unlike wall time, it does not
  // grow when other processes take the CPUs.
  return { profile: result, cpuMicros: cpu.user + cpu.system };
}

process.on('message', (msg) => {
  void (async () => {
    try {
      if (msg.cmd === 'profile-start' || msg.cmd === 'profile-stop') {
        process.send({ id: msg.id, result: await profile(msg.cmd) });
        return;
      }
      if (msg.cmd !== 'check') throw new Error(`unknown command ${msg.cmd}`);
      if (!user) throw new Error('no seeded user');
      const [row] = await queryRows(
        database.db,
        sql`SELECT (SELECT balance FROM wallets WHERE user_id = ${user.id}) AS balance,
                   (SELECT coalesce(sum(amount), 0) FROM coin_ledger WHERE user_id = ${user.id}) AS ledger_sum,
                   (SELECT count(*) FROM coin_ledger WHERE user_id = ${user.id} AND reason = 'ai_action') AS debits`,
      );
      process.send({
        id: msg.id,
        result: {
          balance: Number(row.balance),
          ledgerSum: Number(row.ledger_sum),
          debits: Number(row.debits),
        },
      });
    } catch (error) {
      process.send({ id: msg.id, error: error instanceof Error ? error.message : String(error) });
    }
  })();
});

process.send({
  type: 'ready',
  port,
  infoPort: infoApp?.server.address().port,
  database: database.kind,
  cookie: user?.cookie,
  userId: user?.id,
});
