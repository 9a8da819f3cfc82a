// Lighthouse on the production server: `/`, `/d`, `/auth` signed out and the ten signed-in
// screens of the daily loop (`/dashboard` … `/profile`), mobile emulation with simulated throttling (Lighthouse's default config), three runs per
// page; prints the median of each figure against its goal in bench/README.md (PASS / BELOW), and the
// gzip size of the landing's JavaScript before interaction.
//
// Builds the app when missing or stale (scripts/lib.mjs), starts apps/api/dist/server/server.mjs
// on a free port with a temp DATA_DIR and a fresh embedded database (rate limits off), signs a
// user up and completes onboarding through the API for the dashboard, and launches Debian's
// chromium (CHROMIUM_PATH to override) headless, a new one for every run.
//
// Usage: node bench/lighthouse.mjs [--quick] [--strict] [--json=<file>]
//   --quick        one run per page instead of three (a fast local check; noisier)
//   --strict       exit 1 when a goal is BELOW (default: report only; figures depend on the machine)
//   --json=<file>  also write every run's figures and the medians to <file>
//   --page=<path>  only this page (repeatable), e.g. --page=/dashboard while profiling one
// BENCH_LIGHTHOUSE_RUNS overrides the number of runs per page.
// A benchmark, not a test: neither `npm test` nor CI runs it (it takes a few minutes).
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildIfNeeded } from '../scripts/lib.mjs';
import { landingJs } from './lib/landing-js.mjs';
import { chromiumPath, runLighthouse } from './lib/lighthouse-run.mjs';
import { signedInCookie, startProductionServer } from './lib/production-server.mjs';
import { STRICT, fmt, runMain } from './lib/util.mjs';

const argv = process.argv.slice(2);
const RUNS = argv.includes('--quick')
  ? 1
  : Math.max(1, Math.round(Number(process.env.BENCH_LIGHTHOUSE_RUNS) || 3));
const JSON_FILE = argv.find((a) => a.startsWith('--json='))?.slice('--json='.length);

/**
 * Goals per page: the public pages (LCP too), and every signed-in screen of the daily loop,
 * which a dieter opens several times a day on a phone (performance ≥ 95; CLS on every page).
 */
const DAILY_LOOP = [
  '/dashboard',
  '/my-meals',
  '/weight-tracker',
  '/fasting-tracker',
  '/my-recipes',
  '/meal-plan',
  '/coach',
  '/ketovision',
  '/metashift',
  '/profile',
];
const ALL_PAGES = [
  { path: '/', performance: 95, public: true },
  { path: '/d', performance: 95, public: true },
  { path: '/auth', performance: 95, public: true },
  ...DAILY_LOOP.map((path) => ({ path, performance: 95, public: false, signedIn: true })),
];
const ONLY = argv.filter((a) => a.startsWith('--page=')).map((a) => a.slice('--page='.length));
const PAGES = ONLY.length ? ALL_PAGES.filter((p) => ONLY.includes(p.path)) : ALL_PAGES;
const LCP_GOAL_MS = 2500;
const CLS_GOAL = 0.1;
const LANDING_JS_GOAL = 100_000; // bytes gzip: 100 kB (1 kB = 1,000 bytes throughout)

const median = (values) => {
  const v = values.filter((x) => typeof x === 'number').sort((a, b) => a - b);
  if (v.length === 0) return null;
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? v[mid] : (v[mid - 1] + v[mid]) / 2;
};
const kB = (bytes) => (bytes === null ? 'n/a' : `${fmt(bytes / 1000, 1)} kB`);
const sec = (ms) => (ms === null ? 'n/a' : `${(ms / 1000).toFixed(2)} s`);
const ms = (v) => (v === null ? 'n/a' : `${fmt(v)} ms`);
const cls = (v) => (v === null ? 'n/a' : v.toFixed(3));
const score = (v) => (v === null ? 'n/a' : String(Math.round(v)));

function describeRun(f) {
  return (
    `perf ${score(f.performance)}  a11y ${score(f.accessibility)}  bp ${score(f.bestPractices)}  ` +
    `seo ${score(f.seo)}  FCP ${sec(f.fcpMs)}  LCP ${sec(f.lcpMs)}  TBT ${ms(f.tbtMs)}  ` +
    `CLS ${cls(f.cls)}  ${kB(f.transferBytes)}`
  );
}

function chromiumVersion(chromePath) {
  try {
    // stderr ignored: Debian's wrapper script prints a harmless shell warning there.
    return execFileSync(chromePath, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return chromePath;
  }
}

async function main() {
  await buildIfNeeded();
  const chromePath = chromiumPath();
  console.log('\n== Lighthouse: mobile emulation, simulated throttling, production server');
  console.log(
    `   ${os.cpus().length} cores (${os.cpus()[0]?.model.trim() ?? 'unknown CPU'}), Node ${process.version}, ` +
      `${chromiumVersion(chromePath)}, ${RUNS} run${RUNS === 1 ? '' : 's'} per page, ` +
      `load average ${os.loadavg()[0].toFixed(2)} at start`,
  );
  if (os.loadavg()[0] > os.cpus().length * 0.75) {
    console.log(
      '   ! other processes are using the CPUs: simulated throttling scales what it observes, ' +
        'so the performance scores will be low and noisy',
    );
  }

  const server = await startProductionServer();
  const cookie = await signedInCookie(server.origin);
  console.log(
    `   server ${server.origin} (pid ${server.pid}), a signed-in user for the app screens`,
  );

  const runs = new Map(PAGES.map((p) => [p.path, []]));
  let lighthouseVersion = '';
  // Pages alternate within each round, so a busy spell on the machine spreads over all pages.
  for (let round = 1; round <= RUNS; round++) {
    for (const page of PAGES) {
      const started = Date.now();
      const { figures, lhr } = await runOnce(`${server.origin}${page.path}`, {
        chromePath,
        cookie: page.signedIn ? cookie : undefined,
      });
      lighthouseVersion = lhr.lighthouseVersion;
      const landed = new URL(figures.finalUrl).pathname;
      if (landed !== page.path) {
        throw new Error(`${page.path} ended on ${landed}: not the page we meant to measure`);
      }
      const js = page.path === '/' ? landingJs(lhr, server.origin) : null;
      runs.get(page.path).push({ ...figures, landingJs: js });
      console.log(
        `   ${page.path.padEnd(17)} run ${round}/${RUNS}: ${describeRun(figures)}  ` +
          `(${((Date.now() - started) / 1000).toFixed(0)} s)`,
      );
    }
  }
  await server.stop();

  const medians = summarise(runs, lighthouseVersion);
  const goals = checkGoals(medians);
  const belowCount = goals.filter((g) => !g.pass).length;
  console.log(
    `\n   ${goals.length - belowCount} of ${goals.length} goals met` +
      (belowCount > 0 && !STRICT ? ' (report only; --strict fails on BELOW)' : ''),
  );

  if (JSON_FILE) {
    const file = path.resolve(JSON_FILE);
    mkdirSync(path.dirname(file), { recursive: true });
    const pages = Object.fromEntries(
      PAGES.map((p) => [p.path, { median: medians.get(p.path), runs: runs.get(p.path) }]),
    );
    writeFileSync(
      file,
      `${JSON.stringify(
        {
          date: new Date().toISOString(),
          lighthouseVersion,
          chromium: chromiumVersion(chromePath),
          node: process.version,
          cpus: os.cpus().length,
          runsPerPage: RUNS,
          pages,
          goals,
        },
        null,
        2,
      )}\n`,
    );
    console.log(`   written to ${file}`);
  }
  return STRICT && belowCount > 0 ? 1 : 0;
}

/**
 * One run; a run Lighthouse itself could not record (NO_NAVSTART and the like, its trace lost
 * on a busy machine) is run again once, in a new Chromium. A page's own failure is not retried.
 */
async function runOnce(url, options) {
  try {
    return await runLighthouse(url, options);
  } catch (error) {
    if (!String(error).includes('Lighthouse failed on')) throw error;
    console.log(`   ${String(error).split('\n')[0]}; running it again`);
    return runLighthouse(url, options);
  }
}

/** Per page, the median of each figure over its runs (each figure on its own). Prints the table. */
function summarise(runs, lighthouseVersion) {
  const keys = [
    'performance',
    'accessibility',
    'bestPractices',
    'seo',
    'fcpMs',
    'lcpMs',
    'tbtMs',
    'cls',
    'transferBytes',
  ];
  const medians = new Map();
  console.log(`\n== Median of ${RUNS} (Lighthouse ${lighthouseVersion})`);
  console.log(
    `   ${'page'.padEnd(17)} ${'perf'.padStart(4)} ${'a11y'.padStart(4)} ${'bp'.padStart(4)} ` +
      `${'seo'.padStart(4)} ${'FCP'.padStart(7)} ${'LCP'.padStart(7)} ${'TBT'.padStart(9)} ` +
      `${'CLS'.padStart(6)} ${'transferred'.padStart(11)}`,
  );
  for (const [page, list] of runs) {
    const m = Object.fromEntries(keys.map((k) => [k, median(list.map((r) => r[k]))]));
    medians.set(page, m);
    console.log(
      `   ${page.padEnd(17)} ${score(m.performance).padStart(4)} ${score(m.accessibility).padStart(4)} ` +
        `${score(m.bestPractices).padStart(4)} ${score(m.seo).padStart(4)} ${sec(m.fcpMs).padStart(7)} ` +
        `${sec(m.lcpMs).padStart(7)} ${ms(m.tbtMs).padStart(9)} ${cls(m.cls).padStart(6)} ` +
        `${kB(m.transferBytes).padStart(11)}`,
    );
    const failed = [...new Set(list.flatMap((r) => r.failedAudits))];
    for (const audit of failed) console.log(`     loses points: ${audit}`);
    const warnings = [...new Set(list.flatMap((r) => r.warnings))];
    for (const w of warnings) console.log(`     Lighthouse warns: ${w.replace(/\s+/g, ' ')}`);
  }

  // The landing's JavaScript: the run whose total is the median (the same files each run).
  if (!runs.has('/')) return medians;
  const landing = runs
    .get('/')
    .map((r) => r.landingJs)
    .sort((a, b) => a.gzip - b.gzip)[Math.floor((RUNS - 1) / 2)];
  medians.get('/').landingJs = landing;
  console.log(
    `\n== Landing JavaScript before interaction (${landing.files.length} files loaded by /)`,
  );
  console.log(
    `   gzip -9 ${kB(landing.gzip)}, raw ${kB(landing.raw)}, transferred ${kB(landing.transfer)}`,
  );
  console.log('   biggest:');
  for (const f of landing.files.slice(0, 3)) {
    console.log(
      `     ${f.url}  gzip ${kB(f.gzip)}  raw ${kB(f.raw)}${f.fromDist ? '' : '  (not in dist: transferred bytes)'}`,
    );
  }
  if (landing.workers.length > 0) {
    console.log(
      `   not counted (worker scripts): ${landing.workers.map((w) => `${w.url} ${kB(w.transfer)}`).join(', ')}`,
    );
  }
  return medians;
}

/** One line per goal: the median figure, the goal, PASS or BELOW. */
function checkGoals(medians) {
  console.log('\n== Goals');
  const goals = [];
  const check = (label, value, pass, goalText, shown) => {
    const ok = value !== null && pass(value);
    goals.push({ label, value, goal: goalText, pass: ok });
    console.log(
      `   ${label.padEnd(34)} ${shown(value).padStart(9)}  (goal ${goalText}) ${ok ? 'PASS' : 'BELOW'}`,
    );
  };
  for (const page of PAGES) {
    const m = medians.get(page.path);
    check(
      `${page.path} performance`,
      m.performance,
      (v) => v >= page.performance,
      `≥ ${page.performance}`,
      score,
    );
    check(`${page.path} accessibility`, m.accessibility, (v) => v >= 100, '100', score);
    check(`${page.path} best practices`, m.bestPractices, (v) => v >= 100, '100', score);
    if (page.public) check(`${page.path} LCP`, m.lcpMs, (v) => v <= LCP_GOAL_MS, '≤ 2.5 s', sec);
    check(`${page.path} CLS`, m.cls, (v) => v <= CLS_GOAL, '≤ 0.1', cls);
  }
  if (!medians.get('/')?.landingJs) return goals;
  check(
    'landing JavaScript (gzip)',
    medians.get('/').landingJs.gzip,
    (v) => v <= LANDING_JS_GOAL,
    '≤ 100 kB',
    kB,
  );
  return goals;
}

await runMain(main);
