// `npm run analyze -w @ketoflow/web [-- --json <file>] [-- --verbose]`: the bundle report.
//
// Builds the app into a temporary folder (apps/web/dist is left alone), then prints, for each
// public page, the JavaScript it loads before any interaction: the entry chunk, the page's
// route chunk (main.tsx resolves it before hydrating) and everything they import statically.
// Sizes are gzip level 9 per chunk; each chunk lists its heaviest modules (minified size). Modules that must
// never reach a public page (zod, form libraries, app features) are flagged, and the command
// exits 1 when one does or when the landing page is over its budget.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const webDir = path.resolve(import.meta.dirname, '..');
const srcDir = path.join(webDir, 'src');

/** Issue 11: the landing page's JavaScript before interaction. */
const LANDING_BUDGET_BYTES = 100 * 1024;

/** Each public page and the route module (src/app/routes/…) that renders it. */
const PAGES = {
  '/': 'landing',
  '/d': 'sales',
  '/auth': 'auth',
  '/privacy-policy': 'privacy-policy',
};

/** What a public page must not load before interaction (the auth form may load form code). */
const FORBIDDEN = [
  { name: 'zod', test: (m) => m.startsWith('zod') },
  { name: 'react-hook-form', test: (m) => m === 'react-hook-form' || m.startsWith('@hookform') },
  { name: 'recharts', test: (m) => m === 'recharts' || m.startsWith('d3-') },
  {
    name: 'app features',
    test: (m) => /^src\/features\/(?!marketing|sales|legal|auth\/)/.test(m),
  },
];
const FORMS_ALLOWED_ON = new Set(['/auth']);

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

const gzip = (code) => gzipSync(code, { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Captures every chunk of the client build: its imports and its modules' rendered code. */
function captureChunks(chunks) {
  return {
    name: 'ketoflow-bundle-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const out of Object.values(bundle)) {
        if (out.type !== 'chunk') continue;
        const modules = new Map();
        for (const [id, info] of Object.entries(out.modules)) {
          const name = moduleName(id);
          const entry = modules.get(name) ?? { name, rendered: 0 };
          entry.rendered += info.renderedLength;
          modules.set(name, entry);
        }
        chunks.set(out.fileName, {
          fileName: out.fileName,
          isEntry: out.isEntry,
          facade: out.facadeModuleId,
          imports: out.imports,
          gzip: gzip(out.code),
          modules: [...modules.values()].map(({ name, rendered }) => ({ name, rendered })),
        });
      }
    },
  };
}

/** A chunk and every chunk it imports statically. */
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

function pageReport(chunks, page, route) {
  const all = [...chunks.values()];
  // The HTML entry (index.html → src/main.tsx).
  const entry = all.find((c) => c.isEntry);
  const routeFile = path.join(srcDir, 'app/routes', `${route}.tsx`);
  const routeChunk = all.find((c) => c.facade === routeFile);
  if (!entry || !routeChunk) throw new Error(`No entry or route chunk for ${page}`);
  const loaded = staticClosure(chunks, [entry.fileName, routeChunk.fileName]).sort(
    (a, b) => b.gzip - a.gzip,
  );
  const modules = loaded.flatMap((c) => c.modules.map((m) => m.name));
  const violations = FORBIDDEN.filter(
    (rule) => !(FORMS_ALLOWED_ON.has(page) && rule.name === 'react-hook-form'),
  )
    .map((rule) => ({ rule: rule.name, modules: [...new Set(modules.filter(rule.test))] }))
    .filter((v) => v.modules.length > 0);
  return {
    page,
    gzip: loaded.reduce((sum, c) => sum + c.gzip, 0),
    chunks: loaded.map((c) => ({
      fileName: c.fileName,
      gzip: c.gzip,
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
try {
  await build({
    root: webDir,
    configFile: path.join(webDir, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
    plugins: [captureChunks(chunks)],
  });
} finally {
  rmSync(outDir, { recursive: true, force: true });
}

const reports = Object.entries(PAGES).map(([page, route]) => pageReport(chunks, page, route));
let failed = false;
for (const report of reports) {
  const budget = report.page === '/' ? ` (budget ${kb(LANDING_BUDGET_BYTES)})` : '';
  console.log(`\n${report.page}: ${kb(report.gzip)} gzip before interaction${budget}`);
  for (const chunk of report.chunks) {
    console.log(`  ${kb(chunk.gzip).padStart(9)}  ${chunk.fileName}`);
    const shown = verbose ? chunk.topModules : chunk.topModules.slice(0, 4);
    for (const m of shown) {
      console.log(`  ${''.padStart(9)}    ${kb(m.rendered).padStart(9)} min  ${m.name}`);
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
if (jsonOut) writeFileSync(jsonOut, JSON.stringify(reports, null, 2));
process.exitCode = failed ? 1 : 0;
