import { chromium } from 'playwright-core';
import { startProductionServer, signedInCookie } from './lib/production-server.mjs';
const server = await startProductionServer();
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
for (const p of process.argv.slice(2)) {
  const ctx = await b.newContext({ viewport: { width: 390, height: 844 } });
  if (p === '/dashboard') { const c = await signedInCookie(server.origin); const [name, ...v] = c.split(';')[0].split('='); await ctx.addCookies([{ name, value: v.join('='), url: server.origin }]); }
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
  const byId = new Map(profile.nodes.map(n => [n.id, n]));
  const dt = profile.timeDeltas; const counts = new Map();
  profile.samples.forEach((id, i) => counts.set(id, (counts.get(id) ?? 0) + (dt[i] ?? 0)));
  for (const [id, t] of counts) { const n = byId.get(id); const f = n.callFrame; const key = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}`; self.set(key, (self.get(key) ?? 0) + t); }
  const total = [...self.values()].reduce((a,b)=>a+b,0);
  console.log(p, 'total sampled ms', Math.round(total/1000));
  [...self].sort((a,b)=>b[1]-a[1]).slice(0,25).forEach(([k,t]) => console.log('  ', Math.round(t/1000), k));
  await ctx.close();
}
await b.close(); await server.stop(); process.exit(0);
