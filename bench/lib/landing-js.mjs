// The landing's JavaScript before interaction: every script the page downloaded during the
// Lighthouse run of `/`, sized as gzip -9 of the built file in apps/web/dist (what the goal
// "≤ 100 kB gzip" means, whatever encoding the server uses), with the bytes actually
// transferred next to it.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { scriptRequests } from './lighthouse-run.mjs';
import { WEB_DIST } from './production-server.mjs';

/** gzip -9 and raw size of the dist file behind a same-origin URL, or null when there is none. */
function distSizes(url, origin) {
  const u = new URL(url);
  if (u.origin !== origin) return null;
  const file = path.join(WEB_DIST, decodeURIComponent(u.pathname));
  if (!file.startsWith(WEB_DIST + path.sep) || !existsSync(file) || !statSync(file).isFile()) {
    return null;
  }
  const raw = readFileSync(file);
  return { raw: raw.length, gzip: gzipSync(raw, { level: 9 }).length };
}

/**
 * Files (biggest first) and totals for one run. A file that is not in dist (another origin)
 * counts with its transferred bytes, marked as such.
 */
export function landingJs(lhr, origin) {
  const { page, workers } = scriptRequests(lhr);
  const seen = new Set();
  const files = [];
  for (const r of page) {
    if (seen.has(r.url)) continue;
    seen.add(r.url);
    const sizes = distSizes(r.url, origin);
    const u = new URL(r.url);
    files.push({
      url: u.origin === origin ? u.pathname : r.url,
      gzip: sizes ? sizes.gzip : r.transferSize,
      raw: sizes ? sizes.raw : r.resourceSize,
      transfer: r.transferSize,
      fromDist: Boolean(sizes),
    });
  }
  files.sort((a, b) => b.gzip - a.gzip);
  const sum = (key) => files.reduce((total, f) => total + f[key], 0);
  return {
    files,
    gzip: sum('gzip'),
    raw: sum('raw'),
    transfer: sum('transfer'),
    workers: workers.map((w) => ({ url: new URL(w.url).pathname, transfer: w.transferSize })),
  };
}
