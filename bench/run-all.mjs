// `npm run bench`: runs every benchmark in turn (each in its own process, so each starts
// and cleans up on its own), then prints one summary table.
// Usage: node bench/run-all.mjs [--strict]   (--strict: fail when a ratio is below its goal)
// Environment: BENCH_DURATION / BENCH_WARMUP (seconds, default 5 / 2) shorten or lengthen runs;
// BENCH_PG_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/test) is where temp databases
// are created.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const BENCHES = ['health.mjs', 'debit.mjs', 'food-parse.mjs', 'food-search.mjs', 'meal-plan.mjs'];
const args = process.argv.slice(2);
const dir = mkdtempSync(path.join(os.tmpdir(), 'ketoflow-bench-summary-'));
const summaryFile = path.join(dir, 'summary.jsonl');

let current = null;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    // The benchmark cleans up (children, temp databases) on this signal, then exits.
    current?.kill(signal);
  });
}

const started = Date.now();
let exitCode = 0;
try {
  for (const bench of BENCHES) {
    const code = await new Promise((resolve, reject) => {
      current = spawn(process.execPath, [path.join(import.meta.dirname, bench), ...args], {
        stdio: 'inherit',
        env: { ...process.env, BENCH_SUMMARY_FILE: summaryFile },
      });
      current.on('error', reject);
      current.on('exit', (c, signal) => resolve(c ?? (signal ? 1 : 0)));
    });
    current = null;
    if (code !== 0) {
      console.error(`bench/${bench} exited with ${code}`);
      exitCode = 1;
    }
  }

  const entries = existsSync(summaryFile)
    ? readFileSync(summaryFile, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line))
    : [];
  const n = (v) => Math.round(v).toLocaleString('en-US');
  console.log(
    `\n== Summary (${((Date.now() - started) / 1000).toFixed(0)} s, ${os.cpus().length} cores)`,
  );
  for (const e of entries) {
    if (e.skipped) {
      console.log(`   ${e.name.padEnd(22)} skipped: ${e.skipped}`);
      continue;
    }
    console.log(
      `   ${e.name.padEnd(22)} baseline ${n(e.baseline).padStart(7)}/s  product ${n(e.product).padStart(7)}/s  ` +
        `ratio ${(e.ratio * 100).toFixed(1).padStart(5)} %  goal ≥ ${Math.round(e.goal * 100)} %  ` +
        `${e.pass ? 'PASS' : 'BELOW'}${e.note ? `  (${e.note})` : ''}`,
    );
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
process.exitCode = exitCode;
