import { chromium } from 'playwright-core';
import { startProductionServer, signedInCookie } from './lib/production-server.mjs';
const server = await startProductionServer();
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
for (const width of [412, 1280]) {
const ctx = await b.newContext({ viewport: { width, height: 823 } });
const c = await signedInCookie(server.origin); const [name, ...v] = c.split(';')[0].split('='); await ctx.addCookies([{ name, value: v.join('='), url: server.origin }]);
const page = await ctx.newPage();
await page.addInitScript(() => { window.__shifts = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__shifts.push({ v: e.value, t: Math.round(e.startTime), src: e.sources.map(s => (s.node?.className?.toString?.() ?? s.node?.nodeName ?? '?').slice(0,80) + ` ${JSON.stringify(s.previousRect)}->${JSON.stringify(s.currentRect)}`) }); }).observe({ type: 'layout-shift', buffered: true }); });
await page.goto(server.origin + '/dashboard', { waitUntil: 'networkidle' });
await page.waitForTimeout(1500);
const out = await page.evaluate(() => {
  const h = (sel) => [...document.querySelectorAll(sel)].map(e => Math.round(e.getBoundingClientRect().height));
  return { macros: h('[data-tour="dashboard-macros"]'), tracking: h('[data-tour="dashboard-tracking"]'), trackingKids: h('[data-tour="dashboard-tracking"] > *'), main: h('main#main > div.grid > div.grid > *'), side: h('main#main > div.grid > div.grid > div:nth-child(2) > *'), shifts: window.__shifts };
});
console.log(width, JSON.stringify(out, null, 1).slice(0, 3000));
await ctx.close();
}
await b.close(); await server.stop(); process.exit(0);
