// API processes for the scale-out and chaos scripts: the production bundle
// (apps/api/dist/server/server.mjs, what `npm start` runs) on a fixed port each, so a process
// killed with SIGKILL can be started again where its clients expect it; a PostgreSQL scratch
// database; users signed up over HTTP; coins credited through the wallet module's ledger.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import { mtime, newestMtime, run } from '../../scripts/lib.mjs';
import { freePort, WEB_DIST } from './production-server.mjs';
import { ROOT, offCleanup, onCleanup } from './util.mjs';

export { freePort };
const SERVER = path.join(ROOT, 'apps/api/dist/server/server.mjs');
export const ADMIN_URL =
  process.env.BENCH_PG_ADMIN_URL || 'postgres://postgres@127.0.0.1:5432/test';

/**
 * Builds the API bundle when it is missing or older than its sources. Only the API: these
 * scripts never load a page, and CI's journeys leave a web build made for them, which
 * `npm start`'s check would build again (a minute CI does not need to spend here).
 */
export async function ensureBuilt() {
  const sources = newestMtime([
    'apps/api/src',
    'apps/api/drizzle',
    'packages/contracts/src',
    'packages/domain/src',
    'package-lock.json',
  ]);
  if (mtime('apps/api/dist/server/server.mjs') < sources) {
    console.log('   building the API bundle…');
    await run('npm', ['run', 'build', '-w', '@ketoflow/api']);
  }
}

/**
 * One API process on `port`. `start()` spawns it and resolves when /api/health answers;
 * `kill(signal)` resolves when it has exited (with its exit code or signal). The same handle
 * starts it again after a kill. `execArgv`: Node's own options (e.g. --cpu-prof).
 */
export function apiProcess({ label, port, env, execArgv = [] }) {
  const origin = `http://127.0.0.1:${port}`;
  let child = null;
  let exit = null;
  let stderr = '';
  const handle = {
    label,
    port,
    origin,
    /** Up and answering: clients (like a balancer's health check) only pick such processes. */
    up: false,
    /** Bumped at every kill, so a client can tell "my process was killed under me". */
    generation: 0,
    get pid() {
      return child?.pid;
    },
    get stderr() {
      return stderr;
    },
    async start({ timeoutMs = 120_000 } = {}) {
      const started = performance.now();
      stderr = '';
      child = spawn(process.execPath, ['--enable-source-maps', ...execArgv, SERVER], {
        cwd: ROOT,
        env: {
          ...process.env,
          NODE_ENV: 'production',
          HOST: '127.0.0.1',
          PORT: String(port),
          APP_URL: origin,
          WEB_DIST_DIR: WEB_DIST,
          LOG_LEVEL: 'warn',
          SMTP_URL: '',
          DATABASE_URL: '',
          ...env,
        },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      child.stderr.on('data', (chunk) => {
        stderr = (stderr + chunk.toString()).slice(-8000);
      });
      const mine = child;
      exit = new Promise((resolve) =>
        mine.once('exit', (code, signal) => {
          handle.up = false;
          resolve(signal ?? code);
        }),
      );
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        if (mine.exitCode !== null || mine.signalCode !== null) {
          throw new Error(`${label} exited before it was ready (${await exit})\n${stderr}`);
        }
        try {
          const res = await fetch(`${origin}/api/health`);
          if (res.ok) break;
        } catch {
          // not listening yet
        }
        if (Date.now() > deadline) throw new Error(`${label} did not start\n${stderr}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      handle.up = true;
      return performance.now() - started;
    },
    async kill(signal = 'SIGKILL') {
      if (!child || child.exitCode !== null || child.signalCode !== null) return null;
      handle.up = false;
      handle.generation += 1;
      child.kill(signal);
      return exit;
    },
  };
  const stop = onCleanup(async () => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exit;
    clearTimeout(timer);
  });
  handle.forget = () => offCleanup(stop);
  return handle;
}

/** A temp PostgreSQL database dropped at clean-up, or { skip } when the server does not answer. */
export async function scratchDatabase(tag) {
  const admin = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 2000 });
  admin.on('error', () => undefined);
  try {
    await admin.connect();
  } catch (error) {
    return { skip: `PostgreSQL at ${ADMIN_URL} does not answer (${error.message})` };
  }
  const name = `ketoflow_${tag}_${process.pid}_${Date.now().toString(36)}`;
  await admin.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
  onCleanup(async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`);
    await admin.end();
  });
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

export function cookieOf(response) {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .filter((c) => c && !c.endsWith('='))
    .join('; ');
}

/**
 * Signs a new user up over HTTP. `forwardedFor` is the visitor's address as the balancer
 * reports it (X-Forwarded-For, read when the server runs with TRUST_PROXY).
 */
export async function signUpUser(origin, { tag = 'bench', forwardedFor } = {}) {
  const email = `${tag}-${randomUUID().slice(0, 12)}@example.com`;
  const password = 'avocado-Keto-42';
  const res = await fetch(`${origin}/api/v1/auth/sign-up`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
    },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 201) throw new Error(`sign-up answered ${res.status}: ${await res.text()}`);
  const { user } = await res.json();
  return { id: user.id, email, password, cookie: cookieOf(res) };
}

/**
 * Opens the database the way the app does (PostgreSQL URL or an embedded data folder, which
 * no server may hold at the time) with the wallet module, for crediting and checking.
 */
export async function openLedger(target) {
  const api = (file) => tsImport(`../../apps/api/src/${file}`, import.meta.url);
  const { openDatabase } = await api('db/client.ts');
  const { createWalletModule } = await api('modules/wallet/index.ts');
  const database = await openDatabase(
    target.url
      ? { kind: 'postgres', url: target.url, poolSize: 2 }
      : { kind: 'pglite', dataDir: path.join(target.dataDir, 'pglite') },
  );
  const close = onCleanup(() => database.close());
  const wallet = createWalletModule({ db: database.db }).service;
  const query = async (text, params = []) => {
    const client = database.db.$client;
    return (await client.query(text, params)).rows;
  };
  return {
    /** Credits through the ledger (a ledger row and the balance, one transaction). */
    credit: (userId, amount) =>
      wallet.credit({
        userId,
        amount,
        reason: 'admin_adjustment',
        idempotencyKey: `bench-seed-${userId}`,
      }),
    query,
    close: async () => {
      offCleanup(close);
      await database.close();
    },
  };
}
