// `node bench/page-profile.mjs <path>…` (after `npm run build`): where a page's main-thread time
// goes while it loads on a phone-like CPU. Starts the production server, opens each path in
// Chromium at 390 px with the CPU slowed 4× (as Lighthouse's mobile emulation), records a CPU
// profile until the network is quiet, and prints the self time per original module (through the
// build's source maps; "(program)" is the browser's own work: style, layout, parsing). A
// profiling aid for BELOW figures of bench/lighthouse.mjs, not a benchmark.
import { chromium } from 'playwright-core';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { readFileSync, existsSync } from 'node:fs';
const maps = new Map();
function mapOf(url) {
  const f = path.join(WEB_DIST, 'assets', `${url.split('/').pop()}.map`);
  if (!url.includes('/assets/') || !existsSync(f)) return null;
  if (!maps.has(f)) maps.set(f, new TraceMap(readFileSync(f, 'utf8')));
  return maps.get(f);
}
import path from 'node:path';
import { startProductionServer, signedInCookie, WEB_DIST } from './lib/production-server.mjs';
const server = await startProductionServer();
const b = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const PUBLIC = new Set(['/', '/d', '/auth']);
let cookie;
for (const p of process.argv.slice(2)) {
  const ctx = await b.newContext({ viewport: { width: 390, height: 844 } });
  // The app screens are measured signed in (the public pages, signed out, as a visitor sees them).
  if (!PUBLIC.has(p)) {
    cookie ??= await signedInCookie(server.origin);
    const c = cookie;
    const [name, ...v] = c.split(';')[0].split('=');
    await ctx.addCookies([{ name, value: v.join('='), url: server.origin }]);
  }
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(server.origin + p, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  const { profile } = await cdp.send('Profiler.stop');
  const self = new Map();
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const dt = profile.timeDeltas;
  const counts = new Map();
  profile.samples.forEach((id, i) => counts.set(id, (counts.get(id) ?? 0) + (dt[i] ?? 0)));
  for (const [id, t] of counts) {
    const n = byId.get(id);
    const f = n.callFrame;
    let key = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}`;
    const m = mapOf(f.url);
    if (m) {
      const o = originalPositionFor(m, { line: f.lineNumber + 1, column: f.columnNumber });
      if (o.source) key = `${o.source.replace(/.*node_modules\//, '')}`;
    }
    self.set(key, (self.get(key) ?? 0) + t);
  }
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  console.log(p, 'total sampled ms', Math.round(total / 1000));
  [...self]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 25)
    .forEach(([k, t]) => console.log('  ', Math.round(t / 1000), k));
  await ctx.close();
}
await b.close();
await server.stop();
process.exit(0);
