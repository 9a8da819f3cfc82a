// A repeat visit on a phone: how soon each daily-loop screen shows its data when it was opened
// before (decisions 037 and 040: the answers kept on the device), online and offline.
//
// Builds the app when missing or stale, starts the production server (embedded database) and
// Debian's chromium at 390 px. A signed-in user with a weigh-in, a diary entry and a finished
// fast visits every screen once (the service worker installs, the device keeps the answers),
// then each screen is opened again in a new tab with the CPU slowed 4× (as Lighthouse's mobile
// emulation): online, then with the network off. The figure is the time from the navigation's
// start until the screen shows its content: its heading in <main>, and no skeleton and no
// "Loading" status left in it. Baseline, in the same run: the same screen's first visit in a
// fresh browser profile, online (nothing kept on the device). Median of 3 per screen; prints
// each against the goal (≤ 500 ms: PASS / BELOW) and the ratio to the baseline.
//
// Usage: node bench/repeat-visit.mjs [--runs=3] [--page=/weight-tracker]… [--strict]
// A benchmark, not a test: neither `npm test` nor CI runs it.
import { chromium } from 'playwright-core';
import { buildIfNeeded } from '../scripts/lib.mjs';
import { chromiumPath } from './lib/lighthouse-run.mjs';
import { signedInCookie, startProductionServer } from './lib/production-server.mjs';
import { STRICT, fmt, runMain } from './lib/util.mjs';

const argv = process.argv.slice(2);
const RUNS = Number(argv.find((a) => a.startsWith('--runs='))?.slice('--runs='.length) ?? 3);
const SCREENS = [
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
const ONLY = argv.filter((a) => a.startsWith('--page=')).map((a) => a.slice('--page='.length));
const PAGES = ONLY.length ? SCREENS.filter((p) => ONLY.includes(p)) : SCREENS;
const GOAL_MS = 500;

/**
 * Installed before any script of the page: records when <main> first holds a heading with no
 * skeleton and no loading status in it (checked once per frame).
 */
function watchForContent() {
  // Runs in the page (Playwright serialises it): the browser's globals, reached via globalThis.
  const { document, requestAnimationFrame } = globalThis;
  const ready = () => {
    const main = document.querySelector('main');
    if (!main || !main.querySelector('h1')) return false;
    if (main.querySelector('[data-slot="skeleton"]')) return false;
    return ![...main.querySelectorAll('[role="status"]')].some((s) =>
      /loading/i.test(s.textContent ?? ''),
    );
  };
  const check = () => {
    if (ready()) globalThis.__contentAt = performance.now();
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

async function contentTime(context, url) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(watchForContent);
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(() => globalThis.__contentAt !== undefined, null, {
    timeout: 60_000,
  });
  const ms = await page.evaluate(() => globalThis.__contentAt);
  await page.close();
  return ms;
}

async function seed(origin, cookie) {
  const send = (method, path, body) =>
    fetch(`${origin}${path}`, {
      method,
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(body),
    });
  const post = (path, body) => send('POST', path, body);
  // A returning user: every screen's tour was seen before.
  const tours = [
    'dashboard',
    'my-meals',
    'weight-tracker',
    'fasting-tracker',
    'my-recipes',
    'meal-plan',
    'coach',
    'ketovision',
    'metashift',
    'profile',
  ];
  await send('PUT', '/api/v1/me/preferences', {
    key: 'dismissed_tours',
    value: { ids: tours },
  });
  const date = new Date().toISOString().slice(0, 10);
  await post('/api/v1/body/weights', { weight: 81.4, units: 'metric', date });
  const search = await fetch(`${origin}/api/v1/foods/search?q=egg`, { headers: { cookie } });
  const food = (await search.json()).items[0];
  await post('/api/v1/meals', {
    method: 'food',
    date,
    mealType: 'breakfast',
    items: [{ foodId: food.id, quantity: 100, unit: 'g' }],
  });
}

async function signedInContext(browser, origin, cookie) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addCookies(
    cookie.split('; ').map((pair) => {
      const [name, ...value] = pair.split('=');
      return { name, value: value.join('='), url: origin };
    }),
  );
  return context;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

await runMain(async () => {
  await buildIfNeeded();
  const server = await startProductionServer();
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  const rows = [];
  try {
    const cookie = await signedInCookie(server.origin);
    await seed(server.origin, cookie);
    const context = await signedInContext(browser, server.origin, cookie);
    // The first visits: the service worker installs and the device keeps every answer.
    const first = await context.newPage();
    for (const path of SCREENS) {
      await first.goto(server.origin + path, { waitUntil: 'networkidle' });
    }
    await first.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await first.close();

    for (const path of PAGES) {
      const url = server.origin + path;
      const cold = [];
      const online = [];
      const offline = [];
      for (let run = 0; run < RUNS; run += 1) {
        const fresh = await signedInContext(browser, server.origin, cookie);
        cold.push(await contentTime(fresh, url));
        await fresh.close();
        online.push(await contentTime(context, url));
        await context.setOffline(true);
        offline.push(await contentTime(context, url));
        await context.setOffline(false);
      }
      rows.push({ path, cold: median(cold), online: median(online), offline: median(offline) });
    }
    await context.close();
  } finally {
    await browser.close();
    await server.stop();
  }

  console.log(`\n== Repeat visit, 390 px, CPU 4× slower: data visible after navigation start`);
  console.log(`   median of ${RUNS}; baseline = first visit with nothing kept on the device`);
  let below = 0;
  for (const r of rows) {
    const verdict = (ms) => (ms <= GOAL_MS ? 'PASS' : (below++, 'BELOW'));
    console.log(
      `   ${r.path.padEnd(17)} online ${fmt(r.online).padStart(5)} ms ${verdict(r.online)}` +
        ` · offline ${fmt(r.offline).padStart(5)} ms ${verdict(r.offline)}` +
        ` · baseline ${fmt(r.cold).padStart(5)} ms (${(r.online / r.cold).toFixed(2)}×)` +
        `  (goal ≤ ${GOAL_MS} ms)`,
    );
  }
  return STRICT && below > 0 ? 1 : 0;
});
