import { runLighthouse, chromiumPath } from './lib/lighthouse-run.mjs';
import { startProductionServer, signedInCookie } from './lib/production-server.mjs';
const server = await startProductionServer();
const chromePath = await chromiumPath();
const pages = process.argv.slice(2);
for (const p of pages) {
  const headers = p === '/dashboard' ? { cookie: await signedInCookie(server.origin) } : undefined;
  let r; for (let i = 0; i < 3 && !r; i++) { try { r = await runLighthouse(server.origin + p, { chromePath, headers }); } catch (e) { console.log("retry", e.message.slice(0,80)); } }
  const { figures, lhr } = r;
  console.log(p, JSON.stringify({ perf: figures.performance, tbt: figures.tbt ?? lhr.audits['total-blocking-time'].numericValue, bench: lhr.environment.benchmarkIndex }));
  const mt = lhr.audits['mainthread-work-breakdown'].details.items.map(i => `${i.groupLabel}:${Math.round(i.duration)}`);
  console.log('  mainthread', mt.join(', '));
  const bt = lhr.audits['bootup-time'].details.items.slice(0,6).map(i => `${i.url.replace(server.origin,'')} total ${Math.round(i.total)} script ${Math.round(i.scripting)} parse ${Math.round(i.scriptParseCompile)}`);
  console.log('  bootup', bt.join('\n          '));
  const lt = lhr.audits['long-tasks']?.details?.items?.slice(0,8).map(i => `${i.url?.replace(server.origin,'')} ${Math.round(i.duration)}ms@${Math.round(i.startTime)}`);
  console.log('  long tasks', lt?.join(' | '));
  if (lhr.audits['layout-shifts']?.details?.items) console.log('  shifts', JSON.stringify(lhr.audits['layout-shifts'].details.items.map(i=>({s:i.score, n:i.node?.selector}))).slice(0,800));
}
await server.stop();
process.exit(0);
