// `npm run analyze -w @ketoflow/web [-- --json <file>] [-- --verbose]`: the bundle report.
//
// Builds the app into a temporary folder (apps/web/dist is left alone), then prints, for each
// prerendered page, the JavaScript it loads before any interaction: the scripts and module
// preloads of its HTML (the entry, and the page's route chunk that main.tsx loads before
// hydrating; on prerendered pages both start after the first paint) with every chunk they
// import statically. Sizes per chunk are gzip level 9 and
// brotli (what the server sends); each chunk lists its heaviest modules (size before
// minifying). Modules that must not reach a public page before interaction (zod, form
// libraries, charts, app features) are flagged, and the command exits 1 when one does or when
// the landing page is over its budget. Pages whose loader starts the app at the visitor's first
// interaction (decision 021) count only their inline scripts before it, and the report shows
// the modules that interaction starts.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { build } from 'vite';

const webDir = path.resolve(import.meta.dirname, '..');

/** The landing page's JavaScript before interaction, at most 100 KB (decision 020). */
const LANDING_BUDGET_BYTES = 100 * 1024;

/** What a public page must not load before interaction. */
const FORBIDDEN = [
  { name: 'zod', test: (m) => m === 'zod' },
  { name: 'form libraries', test: (m) => m === 'react-hook-form' || m.startsWith('@hookform') },
  { name: 'charts', test: (m) => m === 'recharts' || m.startsWith('d3-') },
  {
    name: 'app features',
    test: (m) => /^src\/features\/(?!marketing|sales|legal|auth\/)/.test(m),
  },
];
/** /auth is a form: it validates with the contracts' schemas (zod) and react-hook-form. */
const ALLOWED = { '/auth': new Set(['zod', 'form libraries']) };

/** A short, stable name for a module id: `zod`, `react-dom`, `src/app/router.tsx`. */
function moduleName(id) {
  const clean = id.replace(/^\0/, '').replace(/\?.*$/, '');
  const nm = clean.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const parts = clean.slice(nm + 'node_modules/'.length).split('/');
    return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? clean);
  }
  if (clean.includes('/packages/contracts/')) return '@ketoflow/contracts';
  if (clean.includes('/packages/domain/')) return '@ketoflow/domain';
  return clean.startsWith(webDir) ? path.relative(webDir, clean) : clean;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Captures every chunk of the client build: its imports, sizes and modules. */
function captureChunks(chunks) {
  return {
    name: 'ketoflow-bundle-report',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    generateBundle(_options, bundle) {
      for (const out of Object.values(bundle)) {
        if (out.type !== 'chunk') continue;
        const modules = new Map();
        for (const [id, info] of Object.entries(out.modules)) {
          const name = moduleName(id);
          modules.set(name, (modules.get(name) ?? 0) + info.renderedLength);
        }
        chunks.set(out.fileName, {
          fileName: out.fileName,
          imports: out.imports,
          gzip: gzipSync(out.code, { level: 9 }).length,
          brotli: brotliCompressSync(out.code).length,
          modules: [...modules].map(([name, rendered]) => ({ name, rendered })),
        });
      }
    },
  };
}

/**
 * The JavaScript files a page's HTML loads: module scripts and module preloads, and what the
 * prerendered pages' module loader starts after the first paint (its data-entry, data-preload).
 */
function scriptsOf(html) {
  const refs = [
    ...html.matchAll(/<script type="module"[^>]*\ssrc="\/([^"]+)"/g),
    ...html.matchAll(/<link rel="modulepreload"[^>]*\shref="\/([^"]+)"/g),
    ...html.matchAll(/<script data-entry="\/([^"]+)"/g),
  ].map((match) => match[1]);
  const loader = /<script data-entry="[^"]*" data-preload="([^"]*)"/.exec(html);
  for (const href of loader?.[1].split(' ') ?? []) if (href) refs.push(href.replace(/^\//, ''));
  return refs;
}

/** Those chunks and every chunk they import statically. */
function staticClosure(chunks, start) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file) || !chunks.has(file)) return;
    seen.add(file);
    for (const next of chunks.get(file).imports) visit(next);
  };
  start.forEach(visit);
  return [...seen].map((file) => chunks.get(file));
}

/** The page's loader waits for the visitor's first interaction (module-loader.ts). */
const startsOnInteraction = (html) =>
  /<script data-entry="[^"]*" data-preload="[^"]*" data-defer>/.test(html);

/** The bytes of the page's inline scripts (the theme and the module loader). */
function inlineScriptBytes(html) {
  const scripts = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)];
  return scripts.reduce((sum, m) => sum + gzipSync(m[1], { level: 9 }).length, 0);
}

function pageReport(chunks, page, html) {
  const loaded = staticClosure(chunks, scriptsOf(html)).sort((a, b) => b.gzip - a.gzip);
  if (loaded.length === 0) throw new Error(`${page}: its HTML loads no script`);
  const deferred = startsOnInteraction(html);
  const inline = inlineScriptBytes(html);
  const modules = loaded.flatMap((c) => c.modules.map((m) => m.name));
  const violations = FORBIDDEN.filter((rule) => !ALLOWED[page]?.has(rule.name))
    .map((rule) => ({ rule: rule.name, modules: [...new Set(modules.filter(rule.test))] }))
    .filter((v) => v.modules.length > 0);
  const gzip = loaded.reduce((sum, c) => sum + c.gzip, 0);
  return {
    page,
    // Before interaction: the inline scripts, plus the modules unless they wait for one.
    startsOnInteraction: deferred,
    gzip: inline + (deferred ? 0 : gzip),
    inlineGzip: inline,
    modulesGzip: gzip,
    brotli: loaded.reduce((sum, c) => sum + c.brotli, 0),
    chunks: loaded.map((c) => ({
      fileName: c.fileName,
      gzip: c.gzip,
      brotli: c.brotli,
      topModules: [...c.modules].sort((a, b) => b.rendered - a.rendered).slice(0, 8),
    })),
    violations,
  };
}

const args = process.argv.slice(2);
const jsonOut = args.includes('--json') ? args[args.indexOf('--json') + 1] : null;
const verbose = args.includes('--verbose');

const outDir = mkdtempSync(path.join(os.tmpdir(), 'ketoflow-analyze-'));
const chunks = new Map();
const pages = {};
try {
  await build({
    root: webDir,
    configFile: path.join(webDir, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
    plugins: [captureChunks(chunks)],
  });
  const prerendered = path.join(outDir, 'prerendered');
  const manifest = JSON.parse(readFileSync(path.join(prerendered, 'manifest.json'), 'utf8'));
  for (const [page, file] of Object.entries(manifest.routes)) {
    pages[page] = readFileSync(path.join(prerendered, file), 'utf8');
  }
} finally {
  rmSync(outDir, { recursive: true, force: true });
}

const reports = Object.entries(pages).map(([page, html]) => pageReport(chunks, page, html));
let failed = false;
for (const report of reports) {
  const budget = report.page === '/' ? `, budget ${kb(LANDING_BUDGET_BYTES)}` : '';
  console.log(
    report.startsOnInteraction
      ? `\n${report.page}: ${kb(report.gzip)} gzip before interaction (inline scripts; the app starts at the first interaction)${budget}\n  then ${kb(report.modulesGzip)} gzip (${kb(report.brotli)} brotli) of modules:`
      : `\n${report.page}: ${kb(report.gzip)} gzip (${kb(report.brotli)} brotli) before interaction, ${kb(report.inlineGzip)} of it inline${budget}`,
  );
  for (const chunk of report.chunks) {
    console.log(`  ${kb(chunk.gzip).padStart(9)}  ${chunk.fileName}`);
    const shown = verbose ? chunk.topModules : chunk.topModules.slice(0, 4);
    for (const m of shown) {
      console.log(`  ${''.padStart(9)}    ${kb(m.rendered).padStart(9)} src  ${m.name}`);
    }
  }
  for (const v of report.violations) {
    failed = true;
    console.log(`  ✗ loads ${v.rule}: ${v.modules.join(', ')}`);
  }
  if (report.page === '/' && report.gzip > LANDING_BUDGET_BYTES) {
    failed = true;
    console.log(`  ✗ over budget by ${kb(report.gzip - LANDING_BUDGET_BYTES)}`);
  }
}
console.log('\nper page, gzip before interaction (and the modules a first interaction starts):');
for (const report of reports) {
  const then = report.startsOnInteraction ? `  (then ${kb(report.modulesGzip)})` : '';
  console.log(`  ${kb(report.gzip).padStart(9)}  ${report.page}${then}`);
}
if (jsonOut) writeFileSync(jsonOut, JSON.stringify(reports, null, 2));
process.exitCode = failed ? 1 : 0;
