import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';

/** A web build for the production server's tests, shaped as `npm run build` writes it. */
export const SHELL =
  '<!doctype html><html><head><title>KetoFlow</title></head><body><div id="root"></div></body></html>';
export const HERO = 'Your keto companion, prerendered';
export const SECRET = 'TOP-SECRET-OUTSIDE-DIST';
/** The one screen script the fixture's route-preloads.json names for /weight-tracker. */
export const WEIGHT_TRACKER_SCRIPT = '/assets/weight-tracker-Ab12Cd34.js';
export const SCRIPT_HASH = 'sha256-K0pW1tX3o0b2mS8l1kQ2m3n4o5p6q7r8s9t0u1v2w3x=';
/** What a browser sends when the user opens a page (address bar, link, reload). */
export const NAVIGATION = {
  'sec-fetch-mode': 'navigate',
  'sec-fetch-dest': 'document',
  'accept-encoding': 'gzip, deflate, br, zstd',
};
/** The build's shell for drawn screens: theme script, module loader, no entry in <head>. */
export const SCREEN_SHELL =
  '<!doctype html><html><head><title>KetoFlow</title><script>theme()</script></head><body>' +
  '<div id="root"></div><script data-entry="/assets/index-Ab12Cd34.js" ' +
  'data-preload="/assets/framework-Ab12Cd34.js">load()</script></body></html>';
/** A hashed bundle big and repetitive enough for compression to pay, as real bundles are. */
export const BUNDLE = `export const foods = ${JSON.stringify(
  Array.from({ length: 300 }, (_, i) => ({ id: i, name: `keto food ${i}`, carbs: i % 7 })),
)};`;

/** A web build as the real one looks: the shell, hashed assets with their .br/.gz siblings. */
export function buildFixture(options: { prerendered: boolean; drawsScreens?: boolean }): string {
  const root = mkdtempSync(path.join(tmpdir(), 'ketoflow-static-'));
  // Beside dist, where no request may reach.
  writeFileSync(path.join(root, 'secret.txt'), SECRET);
  const dist = path.join(root, 'dist');
  const write = (file: string, content: string | Buffer) => {
    mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    writeFileSync(path.join(dist, file), content);
  };
  const withSiblings = (file: string, content: string) => {
    write(file, content);
    write(`${file}.br`, brotliCompressSync(content));
    write(`${file}.gz`, gzipSync(content, { level: 9 }));
  };
  withSiblings('index.html', SHELL);
  withSiblings('assets/index-Ab12Cd34.js', BUNDLE);
  write('sw.js', 'self.skipWaiting()');
  // Each screen's scripts, as the web build lists them (one entry that is not a built script).
  write(
    'route-preloads.json',
    JSON.stringify({ '/weight-tracker': [WEIGHT_TRACKER_SCRIPT, '/assets/x.js"><script>1'] }),
  );
  write('manifest.webmanifest', '{"name":"KetoFlow"}');
  write('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  if (options.prerendered) {
    const page = (title: string) =>
      `<!doctype html><title>${title}</title><div id="root"><h1>${title}</h1></div><script>1</script>`;
    withSiblings('prerendered/index.html', page(HERO));
    withSiblings('prerendered/d.html', page('The sales page'));
    write(
      'prerendered/manifest.json',
      JSON.stringify({
        routes: { '/': 'index.html', '/d': 'd.html' },
        scriptHashes: [SCRIPT_HASH],
        ...(options.drawsScreens ? { screenShell: 'screen-shell.html' } : {}),
      }),
    );
  }
  if (options.drawsScreens) {
    write('prerendered/screen-shell.html', SCREEN_SHELL);
    // The build's server entry: it draws a screen from its start data, as the real one does.
    write(
      'screen-render/entry-server.mjs',
      'export async function renderScreen(url, data, inZone) {' +
        ' return inZone("UTC", () => `<h1>Drawn ${url} with ${data.answers.length} answers</h1>`); }',
    );
  }
  return dist;
}

/** The body as the browser reads it, whatever the encoding. */
export function decoded(res: { headers: Record<string, unknown>; rawPayload: Buffer }): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString();
  return res.rawPayload.toString();
}
