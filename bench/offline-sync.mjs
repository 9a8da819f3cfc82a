// Offline logging, then the network returns: how long until 200 changes made offline are on the
// server, and that none is lost or doubled (decision 040).
//
// Builds the app when missing or stale, starts the production server (embedded database) and
// Debian's chromium. A signed-in user opens the weight tracker online (the service worker takes
// the page), goes offline and logs N weigh-ins through the form, as a person would; then the
// network comes back and the clock runs until the server lists all N. Baseline, in the same
// run: the same N weigh-ins sent one after another by the page's own fetch while online (the
// floor a queue that sends in order can reach). Prints the figure against the goal (PASS /
// BELOW), the ratio to the baseline, and lost / doubled counts.
//
// Usage: node bench/offline-sync.mjs [--writes=200] [--strict]
// A benchmark, not a test: neither `npm test` nor CI runs it.
import { chromium } from 'playwright-core';
import { buildIfNeeded } from '../scripts/lib.mjs';
import { chromiumPath } from './lib/lighthouse-run.mjs';
import { signedInCookie, startProductionServer } from './lib/production-server.mjs';
import { STRICT, fmt, runMain } from './lib/util.mjs';

const WRITES = Number(
  process.argv.find((a) => a.startsWith('--writes='))?.slice('--writes='.length) ?? 200,
);
const GOAL_MS = 10_000;

async function signedInPage(browser, origin) {
  const cookie = await signedInCookie(origin);
  // A returning user: the weight tracker's tour was seen on an earlier visit.
  await fetch(`${origin}/api/v1/me/preferences`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({
      key: 'dismissed_tours',
      value: { ids: ['dashboard', 'weight-tracker'] },
    }),
  });
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addCookies(
    cookie.split('; ').map((pair) => {
      const [name, ...value] = pair.split('=');
      return { name, value: value.join('='), url: origin };
    }),
  );
  return { context, page: await context.newPage() };
}

const weights = (page) =>
  page.evaluate(async () => (await (await fetch('/api/v1/body/weights')).json()).items);

/** The floor: N weigh-ins sent in order by the page itself, online. */
async function baseline(browser, origin) {
  const { context, page } = await signedInPage(browser, origin);
  await page.goto(`${origin}/weight-tracker`);
  const ms = await page.evaluate(async (n) => {
    const date = new Date().toISOString().slice(0, 10);
    const started = performance.now();
    for (let i = 0; i < n; i += 1) {
      const res = await fetch('/api/v1/body/weights', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
        body: JSON.stringify({ weight: 60 + i / 10, units: 'metric', date }),
      });
      if (res.status !== 201) throw new Error(`baseline write answered ${res.status}`);
    }
    return performance.now() - started;
  }, WRITES);
  await context.close();
  return ms;
}

async function offlineThenSync(browser, origin) {
  const { context, page } = await signedInPage(browser, origin);
  await page.goto(`${origin}/weight-tracker`);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
    timeout: 30_000,
  });
  await context.setOffline(true);
  const field = page.getByLabel('Weight (kg)');
  const button = page.getByRole('button', { name: 'Log weight' });
  const logged = [];
  for (let i = 0; i < WRITES; i += 1) {
    const kg = (60 + i / 10).toFixed(1);
    logged.push(Number(kg));
    await field.fill(kg);
    await button.click();
    // The form clears the field once the weigh-in is kept: the next one can be typed.
    await field.evaluate(
      (input) =>
        new Promise((resolve) => {
          const cleared = () => (input.value === '' ? resolve() : setTimeout(cleared, 5));
          cleared();
        }),
    );
  }
  const waiting = page.getByRole('list', { name: 'Weigh-ins' }).getByText('Waiting to sync');
  if ((await waiting.count()) < Math.min(WRITES, 14)) throw new Error('the writes are not waiting');

  const started = Date.now();
  await context.setOffline(false);
  let onServer = [];
  while (Date.now() - started < 120_000) {
    onServer = await weights(page);
    if (onServer.length >= WRITES) break;
    await page.waitForTimeout(50);
  }
  const ms = Date.now() - started;
  await page.waitForTimeout(1_000); // anything sent twice would show up now
  onServer = (await weights(page)).map((w) => w.weight);
  await context.close();
  const counts = new Map();
  for (const w of onServer) counts.set(w, (counts.get(w) ?? 0) + 1);
  const lost = logged.filter((w) => !counts.has(w)).length;
  const doubled = [...counts.values()].filter((c) => c > 1).length;
  return { ms, lost, doubled };
}

await runMain(async () => {
  await buildIfNeeded();
  const server = await startProductionServer();
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const floor = await baseline(browser, server.origin);
    const run = await offlineThenSync(browser, server.origin);
    const pass = run.ms <= GOAL_MS && run.lost === 0 && run.doubled === 0;
    console.log(`\n== Offline sync: ${WRITES} weigh-ins logged offline, then the network returns`);
    console.log(`   baseline (same writes sent online, in order): ${fmt(floor)} ms`);
    console.log(
      `   on the server after ${fmt(run.ms)} ms (goal ≤ ${fmt(GOAL_MS)} ms; ${(run.ms / floor).toFixed(2)}× the baseline)` +
        ` · lost ${run.lost} · doubled ${run.doubled} → ${pass ? 'PASS' : 'BELOW'}`,
    );
    return STRICT && !pass ? 1 : 0;
  } finally {
    await browser.close();
    await server.stop();
  }
});
