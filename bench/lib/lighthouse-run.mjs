// One Lighthouse run: a fresh headless Chromium (chrome-launcher), Lighthouse's default config
// (mobile form factor, simulated throttling: 150 ms RTT, 1.6 Mbit/s, 4× CPU slowdown), the four
// categories, and the figures bench/lighthouse.mjs compares with the goals.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import lighthouse from 'lighthouse';
import { ensureChromium } from '../../scripts/ensure-chromium.mjs';
import { offCleanup, onCleanup } from './util.mjs';

// chrome-launcher is Lighthouse's own dependency, not ours: resolve it from Lighthouse's folder
// so we always drive Chromium with the launcher version Lighthouse was released with.
const fromLighthouse = createRequire(import.meta.resolve('lighthouse'));
const { launch } = await import(pathToFileURL(fromLighthouse.resolve('chrome-launcher')).href);
// Also Lighthouse's own: the client it drives Chromium with, used here only to set a cookie.
const { default: puppeteer } = await import(
  pathToFileURL(fromLighthouse.resolve('puppeteer-core')).href
);

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

/** Debian's chromium (or CHROMIUM_PATH), installed when missing and we are root. */
export function chromiumPath() {
  return ensureChromium();
}

/**
 * Puts a session cookie ("name=value") into the browser's cookie jar for `url`'s host, where a
 * signed-in browser keeps it. (Sent as an extra request header instead, it is replaced by the
 * jar's own Cookie header as soon as the page sets any cookie of its own, and the app's
 * requests then go out signed out.) Lighthouse clears caches and service workers, not cookies.
 */
async function setSessionCookie(port, url, cookie) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const [pair] = cookie.split(';');
    const at = pair.indexOf('=');
    const session = await browser.target().createCDPSession();
    await session.send('Storage.setCookies', {
      cookies: [
        {
          name: pair.slice(0, at).trim(),
          value: pair.slice(at + 1).trim(),
          domain: new URL(url).hostname,
          path: '/',
          httpOnly: true,
          sameSite: 'Lax',
        },
      ],
    });
  } finally {
    await browser.disconnect();
  }
}

/**
 * Runs Lighthouse once against `url` in a new Chromium (a first visit: Lighthouse also clears
 * the HTTP cache, service workers and Cache Storage of the origin before loading).
 * `cookie` ("name=value", the session for signed-in pages) is in the browser's cookie jar
 * before the page loads; `headers` are sent with every request of the page.
 * Returns the figures and the raw result (lhr).
 */
export async function runLighthouse(url, { chromePath, headers, cookie } = {}) {
  const chrome = await launch({
    chromePath,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
    // Our clean-up stops Chromium and the server on Ctrl-C; chrome-launcher's own handler
    // would exit the process before the server is stopped.
    handleSIGINT: false,
  });
  const kill = onCleanup(() => chrome.kill());
  try {
    if (cookie) await setSessionCookie(chrome.port, url, cookie);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      ...(headers ? { extraHeaders: headers } : {}),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) {
      throw new Error(
        `Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
      );
    }
    return { figures: figuresOf(lhr), lhr };
  } finally {
    offCleanup(kill);
    await chrome.kill();
  }
}

/** The numbers we report: scores 0–100, times in ms, bytes. null where Lighthouse had none. */
function figuresOf(lhr) {
  const score = (id) => {
    const s = lhr.categories[id]?.score;
    return typeof s === 'number' ? Math.round(s * 100) : null;
  };
  const value = (id) => {
    const v = lhr.audits[id]?.numericValue;
    return typeof v === 'number' ? v : null;
  };
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    transferBytes: value('total-byte-weight'),
    finalUrl: lhr.finalDisplayedUrl,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    warnings: lhr.runWarnings ?? [],
    failedAudits: failedAudits(lhr),
  };
}

/** Audits that cost points in the non-performance categories (to say why a score is not 100). */
function failedAudits(lhr) {
  const failed = [];
  for (const id of ['accessibility', 'best-practices', 'seo']) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && typeof audit.score === 'number' && audit.score < 1) {
        const what = [...new Set((audit.details?.items ?? []).map(describeItem).filter(Boolean))];
        failed.push(`${id}: ${ref.id}${what.length ? ` [${what.slice(0, 3).join('; ')}]` : ''}`);
      }
    }
  }
  return failed;
}

/** A short name for one finding of an audit: an issue type, a URL or an element. */
function describeItem(item) {
  const text =
    item.issueType ?? item.description ?? item.source?.url ?? item.url ?? item.node?.snippet;
  return typeof text === 'string' ? text.slice(0, 120) : '';
}

/**
 * The JavaScript the page downloaded during the run (Lighthouse waits for the network to go
 * quiet after load, so route chunks fetched by the router before any interaction are in).
 * Page scripts only; worker and service-worker scripts are returned apart.
 */
export function scriptRequests(lhr) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = items.filter(
    (r) => r.resourceType === 'Script' || /javascript/.test(r.mimeType ?? ''),
  );
  const inPage = (r) =>
    !r.sessionTargetType || r.sessionTargetType === 'page' || r.sessionTargetType === 'iframe';
  return {
    page: scripts.filter(inPage).map(pick),
    workers: scripts.filter((r) => !inPage(r)).map(pick),
  };
}

const pick = (r) => ({
  url: r.url,
  transferSize: r.transferSize ?? 0,
  resourceSize: r.resourceSize ?? 0,
  target: r.sessionTargetType ?? 'page',
});
