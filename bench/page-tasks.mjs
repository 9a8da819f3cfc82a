// `node bench/page-tasks.mjs <path>…` (after `npm run build`): the main thread's long tasks while
// a page loads on a phone-like CPU, and what each one did. Starts the production server, opens
// each path in Chromium at 390 px with the CPU slowed 4× (Chromium's own throttling, as a phone
// would run it), records a performance trace for 7 s and prints every task over 30 ms from the
// document's first parse on: its start, its length and the trace events it spent most time in
// (style, layout, module evaluation, a script's function calls…), and the blocking time after
// the first contentful paint (the part of each task past 50 ms). App screens are opened signed
// in, the public pages signed out. A profiling aid for BELOW figures of bench/lighthouse.mjs
// (the CPU profile by module is bench/page-profile.mjs), not a benchmark.
import { chromium } from 'playwright-core';
import { chromiumPath } from './lib/lighthouse-run.mjs';
import { signedInCookie, startProductionServer } from './lib/production-server.mjs';

const PUBLIC = new Set(['/', '/d', '/auth']);
const LONG_US = 30_000;
const TRACE_MS = 7_000;

/** The page's renderer main thread: where its document was parsed. */
function mainThreadOf(events, path) {
  const parse = events.find(
    (e) => e.name === 'ParseHTML' && String(e.args?.beginData?.url ?? '').endsWith(path),
  );
  if (!parse) throw new Error(`no parse of ${path} in the trace`);
  return parse;
}

/** A short name for what an event was about: a script's file, a function, an event type. */
function labelOf(event) {
  const data = event.args?.data ?? {};
  const url = String(data.url ?? data.stackTrace?.[0]?.url ?? '');
  const what = url.split('/').pop() || data.functionName || data.type || '';
  return what ? `${event.name}:${String(what).slice(0, 40)}` : event.name;
}

function report(path, events) {
  const parse = mainThreadOf(events, path);
  const onMain = (e) => e.pid === parse.pid && e.tid === parse.tid;
  const slices = events.filter((e) => onMain(e) && e.ph === 'X' && typeof e.dur === 'number');
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === parse.pid);
  const at = (ts) => Math.round((ts - parse.ts) / 1000);
  const tasks = slices
    .filter((e) => e.name === 'RunTask' && e.dur > LONG_US && e.ts >= parse.ts)
    .sort((a, b) => a.ts - b.ts);
  console.log(`\n${path}: first contentful paint at ${fcp ? `${at(fcp.ts)} ms` : 'n/a'}`);
  let blocking = 0;
  for (const task of tasks) {
    if (fcp && task.ts > fcp.ts) blocking += Math.max(0, task.dur / 1000 - 50);
    const spent = new Map();
    for (const e of slices) {
      if (e === task || e.name === 'RunTask' || e.ts < task.ts || e.ts + e.dur > task.ts + task.dur)
        continue;
      spent.set(labelOf(e), (spent.get(labelOf(e)) ?? 0) + e.dur / 1000);
    }
    const top = [...spent]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([label, ms]) => `${label} ${Math.round(ms)}`)
      .join(', ');
    console.log(
      `  at ${String(at(task.ts)).padStart(5)} ms  ${String(Math.round(task.dur / 1000)).padStart(4)} ms  ${top}`,
    );
  }
  console.log(`  blocking time after the first paint: ${Math.round(blocking)} ms (at 4× CPU)`);
}

const paths = process.argv.slice(2);
if (paths.length === 0) {
  console.error('usage: node bench/page-tasks.mjs <path>…');
  process.exit(2);
}
const server = await startProductionServer();
const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  let cookie;
  for (const path of paths) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    if (!PUBLIC.has(path)) {
      cookie ??= await signedInCookie(server.origin);
      const [name, ...value] = cookie.split(';')[0].split('=');
      await context.addCookies([{ name, value: value.join('='), url: server.origin }]);
    }
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const events = [];
    cdp.on('Tracing.dataCollected', (chunk) => events.push(...chunk.value));
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', {
      categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8,loading',
      transferMode: 'ReportEvents',
    });
    await page.goto(server.origin + path, { waitUntil: 'load' });
    await page.waitForTimeout(TRACE_MS);
    await cdp.send('Tracing.end');
    await complete;
    report(path, events);
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
