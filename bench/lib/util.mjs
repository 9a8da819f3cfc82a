// Shared helpers for the benchmark scripts: child processes, clean-up, autocannon and formatting.
// Plain Node (no TypeScript) so the load generator itself needs no loader.
import { fork } from 'node:child_process';
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

export const ROOT = path.resolve(import.meta.dirname, '../..');

/** Seconds per measured run and per warm-up; override for a quick smoke run. */
export const DURATION = positiveNumber(process.env.BENCH_DURATION, 5);
export const WARMUP = positiveNumber(process.env.BENCH_WARMUP, 2);
/** Measured runs per side (alternating baseline/product); more rounds smooth a busy machine. */
export const ROUNDS = Math.round(positiveNumber(process.env.BENCH_ROUNDS, 2));
export const STRICT = process.argv.includes('--strict');

function positiveNumber(value, fallback) {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

// ---------------------------------------------------------------- clean-up

const cleanups = [];
let cleaning = null;

/** Registers an (async) clean-up step; steps run newest first, once. */
export function onCleanup(fn) {
  cleanups.push(fn);
  return fn;
}

/** Forgets a clean-up step that is no longer needed (its resource is already gone). */
export function offCleanup(fn) {
  const i = cleanups.indexOf(fn);
  if (i >= 0) cleanups.splice(i, 1);
}

export function cleanup() {
  cleaning ??= (async () => {
    while (cleanups.length > 0) {
      const fn = cleanups.pop();
      try {
        await fn();
      } catch (error) {
        console.error(`clean-up step failed: ${error instanceof Error ? error.message : error}`);
      }
    }
  })();
  return cleaning;
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping and cleaning up…`);
    void cleanup().finally(() => process.exit(130));
  });
}

/** Runs `main`, always cleans up, and sets the exit code (1 on error). */
export async function runMain(main) {
  try {
    process.exitCode = (await main()) ?? 0;
  } catch (error) {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exitCode = 1;
  } finally {
    await cleanup();
  }
}

export function tempDir(prefix) {
  const dir = mkdtempSync(path.join(os.tmpdir(), `ketoflow-bench-${prefix}-`));
  onCleanup(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

// ---------------------------------------------------------------- child processes

/**
 * Forks a server script (optionally with the tsx loader) and waits for its
 * `{ type: 'ready' }` message. Its stdout/stderr are discarded unless it fails
 * to start (then stderr is shown). Returns a handle with request() over IPC and stop().
 */
export async function startChild(
  script,
  { env = {}, tsx = false, label = script, timeoutMs = 180_000 } = {},
) {
  const child = fork(path.join(ROOT, script), [], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    execArgv: tsx ? ['--import', 'tsx'] : [],
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk.toString()).slice(-8000);
  });
  let exited = false;
  const exit = new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  void exit.then(() => {
    exited = true;
  });

  const pending = new Map();
  let nextId = 1;
  child.on('message', (msg) => {
    if (msg && typeof msg.id === 'number' && pending.has(msg.id)) {
      const { resolve, reject } = pending.get(msg.id);
      pending.delete(msg.id);
      if (msg.error) reject(new Error(`${label}: ${msg.error}`));
      else resolve(msg.result);
    }
  });

  void exit.then(({ code, signal }) => {
    for (const { reject } of pending.values()) {
      reject(new Error(`${label} exited (${signal ?? code})\n${stderr}`));
    }
    pending.clear();
  });

  async function stop() {
    if (exited) return;
    // Ask nicely (closes the app and its database), then insist.
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exit;
    clearTimeout(timer);
  }
  const unregister = onCleanup(stop);

  const ready = await new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${label} did not start within ${timeoutMs} ms\n${stderr}`)),
      timeoutMs,
    );
    child.on('message', (msg) => {
      if (msg && msg.type === 'ready') {
        clearTimeout(timer);
        resolve(msg);
      }
    });
    void exit.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`${label} exited before it was ready (${signal ?? code})\n${stderr}`));
    });
  });

  return {
    pid: child.pid,
    ready,
    request(cmd, args = {}) {
      const id = nextId++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        child.send({ id, cmd, ...args });
      });
    },
    async stop() {
      offCleanup(unregister);
      await stop();
    },
  };
}

// ---------------------------------------------------------------- load

/**
 * One autocannon run against 127.0.0.1 (in this process; the server is a child).
 * `okStatus` is the status that counts as a success (others are reported).
 */
export async function load({
  port,
  path: urlPath,
  duration = DURATION,
  connections,
  okStatus = 200,
  requests,
  headers,
}) {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${urlPath}`,
    connections,
    pipelining: 1,
    duration,
    headers,
    requests,
    renderProgressBar: false,
    renderResultsTable: false,
    renderLatencyTable: false,
  });
  const ok = result.statusCodeStats[String(okStatus)]?.count ?? 0;
  const others = Object.entries(result.statusCodeStats)
    .filter(([code]) => code !== String(okStatus))
    .map(([code, { count }]) => `${code}×${count}`);
  return {
    ok,
    rps: ok / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    duration: result.duration,
    errors: result.errors,
    timeouts: result.timeouts,
    others,
  };
}

// ---------------------------------------------------------------- numbers and output

export function mean(values) {
  return values.reduce((a, b) => a + b, 0) / values.length;
}

/**
 * The fastest of several runs. On a shared machine interference only ever slows a run
 * down, so the best run is the closest to the undisturbed figure; baseline and product
 * get the same treatment, and the mean is printed next to it.
 */
export function best(runs) {
  return runs.reduce((a, b) => (b.rps > a.rps ? b : a));
}

export function fmt(n, digits = 0) {
  return n.toLocaleString('en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
}

export function pct(ratio) {
  return `${(ratio * 100).toFixed(1)} %`;
}

/** "ratio 83.1 % (goal ≥ 80 %) PASS" */
export function verdict(ratio, goal) {
  return {
    pass: ratio >= goal,
    text: `ratio ${pct(ratio)} (goal ≥ ${Math.round(goal * 100)} %) ${ratio >= goal ? 'PASS' : 'BELOW'}`,
  };
}

export function describeLoad(r) {
  const extra = [];
  if (r.others.length > 0) extra.push(`other statuses ${r.others.join(' ')}`);
  if (r.errors > 0) extra.push(`${r.errors} socket errors`);
  if (r.timeouts > 0) extra.push(`${r.timeouts} timeouts`);
  return `${fmt(r.rps)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms${extra.length ? `  (${extra.join(', ')})` : ''}`;
}

/** run-all.mjs collects one JSON line per result through this file. */
export function report(entry) {
  const file = process.env.BENCH_SUMMARY_FILE;
  if (file) appendFileSync(file, `${JSON.stringify(entry)}\n`);
}

/** `runs` replaces the "rounds × duration" part for scripts that time something else. */
export function header(
  title,
  runs = `${ROUNDS} × ${DURATION} s measured per side after a ${WARMUP} s warm-up`,
) {
  console.log(`\n== ${title}`);
  console.log(
    `   ${os.cpus().length} cores (${os.cpus()[0]?.model.trim() ?? 'unknown CPU'}), Node ${process.version}, ` +
      `${runs}, load average ${os.loadavg()[0].toFixed(2)} at start`,
  );
  if (os.loadavg()[0] > os.cpus().length * 0.75) {
    console.log(
      '   ! other processes are using the CPUs: absolute figures will be low and noisy ' +
        '(baseline and product alternate, so the ratios suffer less)',
    );
  }
}
