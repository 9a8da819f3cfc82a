// @ts-check
// Precompression of the web build: every compressible file gets `.br` (brotli, quality 11) and
// `.gz` (gzip, level 9) siblings, which the API serves by Accept-Encoding
// (apps/api/src/plugins/static-spa.ts). Compressing once at build time lets us use the slowest,
// smallest settings, which a server compressing per request could not afford.
//
// Three ways in:
//   - the Vite plugin `precompressPlugin()` (vite.config.ts) runs after the bundle and the
//     service worker are written;
//   - `precompressDirectory(dir)` for a later build step that writes its own files
//     (the prerendered HTML in dist/prerendered/);
//   - the command line: `node scripts/precompress.mjs [dir …]` (default: dist).
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Text formats worth compressing. Images (png, woff2) are compressed already; source maps are
 * fetched only by developer tools and would cost most of the build's compression time.
 */
const COMPRESSIBLE = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.webmanifest',
  '.txt',
  '.xml',
  '.ico',
]);

/** A sibling must save at least this share of the bytes, or the original is served. */
const MIN_SAVING = 0.1;

/** @typedef {{ file: string, raw: number, br: number | null, gz: number | null }} Compressed */

/**
 * @param {Buffer} data
 * @param {string} file
 * @returns {Promise<Record<'br' | 'gz', Buffer>>}
 */
async function compress(data, file) {
  const text = path.extname(file) !== '.ico';
  const [br, gz] = await Promise.all([
    brotli(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: text
          ? constants.BROTLI_MODE_TEXT
          : constants.BROTLI_MODE_GENERIC,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gzipAsync(data, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return { br, gz };
}

/** @param {string} file */
async function mtimeOf(file) {
  try {
    return (await stat(file)).mtimeMs;
  } catch {
    return null;
  }
}

/**
 * Writes the `.br` and `.gz` siblings of one file. A sibling newer than its original is kept
 * (so running again over a directory only redoes what changed); a stale sibling that no longer
 * saves enough is deleted, because the server would otherwise answer with old content.
 *
 * @param {string} file
 * @returns {Promise<Compressed>}
 */
export async function precompressFile(file) {
  const source = await stat(file);
  const [brTime, gzTime] = await Promise.all([mtimeOf(`${file}.br`), mtimeOf(`${file}.gz`)]);
  if (brTime !== null && gzTime !== null && brTime >= source.mtimeMs && gzTime >= source.mtimeMs) {
    const [br, gz] = await Promise.all([stat(`${file}.br`), stat(`${file}.gz`)]);
    return { file, raw: source.size, br: br.size, gz: gz.size };
  }
  const data = await readFile(file);
  const variants = await compress(data, file);
  /** @type {Compressed} */
  const result = { file, raw: data.length, br: null, gz: null };
  for (const encoding of /** @type {const} */ (['br', 'gz'])) {
    const bytes = variants[encoding];
    const sibling = `${file}.${encoding}`;
    if (bytes.length <= data.length * (1 - MIN_SAVING)) {
      await writeFile(sibling, bytes);
      result[encoding] = bytes.length;
    } else {
      await rm(sibling, { force: true });
    }
  }
  return result;
}

/**
 * Precompresses every compressible file under `dir` (recursively).
 *
 * @param {string} dir
 * @returns {Promise<Compressed[]>}
 */
export async function precompressDirectory(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.has(path.extname(entry.name)))
    // The server's own render code (decision 041) is never sent to a browser.
    .filter((entry) => !entry.parentPath.split(path.sep).includes('screen-render'))
    .map((entry) => path.join(entry.parentPath, entry.name));
  // zlib's asynchronous calls run on libuv's thread pool, which bounds the parallelism.
  return Promise.all(files.map(precompressFile));
}

/**
 * One line for the build log: how many files, and raw → brotli / gzip bytes of those compressed.
 *
 * @param {Compressed[]} results
 */
export function summarise(results) {
  const kib = (/** @type {number} */ n) => `${(n / 1024).toFixed(1)} KiB`;
  const sum = (/** @type {(r: Compressed) => number} */ pick) =>
    results.reduce((total, r) => total + pick(r), 0);
  const compressed = results.filter((r) => r.br !== null || r.gz !== null);
  const raw = sum((r) => (r.br !== null || r.gz !== null ? r.raw : 0));
  const br = sum((r) => r.br ?? (r.gz !== null ? r.raw : 0));
  const gz = sum((r) => r.gz ?? (r.br !== null ? r.raw : 0));
  return `precompressed ${compressed.length} of ${results.length} files: ${kib(raw)} → ${kib(br)} brotli, ${kib(gz)} gzip`;
}

/**
 * Vite plugin: precompresses the output directory once everything else is written. It runs in
 * closeBundle's `post` phase, after vite-plugin-pwa writes sw.js and workbox-*.js there.
 *
 * @returns {import('vite').Plugin}
 */
export function precompressPlugin() {
  /** @type {import('vite').ResolvedConfig | undefined} */
  let resolved;
  return {
    name: 'ketoflow-precompress',
    apply: 'build',
    configResolved(config) {
      resolved = config;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler(error) {
        // A server-side build (for prerendering) is never served to browsers.
        if (error || !resolved || resolved.build.ssr) return;
        const outDir = path.resolve(resolved.root, resolved.build.outDir);
        resolved.logger.info(summarise(await precompressDirectory(outDir)));
      },
    },
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dirs = process.argv.slice(2);
  for (const dir of dirs.length > 0 ? dirs : ['dist']) {
    console.log(`${dir}: ${summarise(await precompressDirectory(path.resolve(dir)))}`);
  }
}
