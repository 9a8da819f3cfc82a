// The build's prerender step (vite.config.ts): after the client build, render the public pages
// (src/prerender/pages.ts) with the app's own components to dist/prerendered/<file>.html, so
// their first paint needs no JavaScript; main.tsx hydrates them. Part of `vite build` itself, so
// every build makes them: `npm run build -w @ketoflow/web`, scripts/lib.mjs, the journeys' build.
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';

const SERVER_ENTRY = 'src/prerender/entry-server.tsx';
const OUT_FOLDER = 'prerendered';
const SCREEN_SHELL_FILE = 'screen-shell.html';

/** What src/prerender/entry-server.tsx exports (its build is loaded at run time). */
interface ServerEntry {
  PRERENDERED_PAGES: Record<string, { file: string; module: string; startOnInteraction?: boolean }>;
  INLINE_SCRIPTS: { head: string; body: string };
  renderPage: (
    path: string,
  ) => Promise<{ html: string; meta: { title: string; description?: string } }>;
}

/**
 * dist/<this>/entry-server.mjs: the same server entry, kept for the API, which renders the
 * signed-in screens with it per request (decision 041). Never served, cached or compressed.
 */
export const SERVER_RENDER_DIR = 'screen-render';

/** dist/prerendered/manifest.json, read by the API's static plugin. */
export interface PrerenderManifest {
  /** Request path → file in dist/prerendered/. */
  routes: Record<string, string>;
  /** CSP source expressions (`'sha256-…'` without quotes) of the pages' inline scripts. */
  scriptHashes: string[];
  /**
   * The shell for a signed-in screen the server draws (decision 041): the module loader and
   * theme script of the public pages, an empty #root; file in dist/prerendered/.
   */
  screenShell: string;
}

interface ChunkInfo {
  fileName: string;
  imports: string[];
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export const cspHash = (script: string) =>
  `sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}`;

/** Replaces the one match of `pattern` in `html`; a template without it is a build error. */
function replaceOnce(html: string, pattern: RegExp, replacement: string, what: string): string {
  if (!pattern.test(html)) throw new Error(`prerender: index.html has no ${what}`);
  return html.replace(pattern, () => replacement);
}

/** The route chunk and every chunk it imports statically, minus those index.html already has. */
function preloadsFor(chunks: Map<string, ChunkInfo>, moduleId: string, template: string): string[] {
  const route = chunks.get(moduleId);
  if (!route) throw new Error(`prerender: no chunk for ${moduleId}`);
  const byFile = new Map([...chunks.values()].map((c) => [c.fileName, c]));
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    byFile.get(file)?.imports.forEach(visit);
  };
  visit(route.fileName);
  return [...files].filter((file) => !template.includes(`/${file}"`));
}

/** What the module loader needs: the inline scripts, the page's own chunks, when to start. */
interface LoaderOptions {
  scripts: { head: string; body: string };
  /** The page's own chunks (its route module and what that imports), beyond the entry's. */
  preloads: string[];
  /** The loader starts the app at the first interaction (signed-out visitors). */
  startOnInteraction?: boolean;
  base: string;
}

/**
 * The template with the theme script in <head> and the app's scripts started by the module
 * loader after the first paint (src/prerender/module-loader.ts): the entry module and its
 * preloads leave <head>, and the device's screen painter goes (the page brings its own markup).
 */
export function withModuleLoader(template: string, options: LoaderOptions): string {
  let html = template;
  // After the theme-color meta tag, which the theme script updates.
  const themeMeta = html.match(/<meta name="theme-color"[^>]*>/)?.[0];
  if (!themeMeta) throw new Error('prerender: index.html has no theme-color meta');
  html = html.replace(themeMeta, () => `${themeMeta}<script>${options.scripts.head}</script>`);

  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
  if (!entry?.[1]) throw new Error('prerender: index.html has no entry module script');
  html = html.replace(entry[0], '');
  const preloads: string[] = [];
  html = html.replace(
    /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g,
    (_tag, href: string) => {
      preloads.push(href);
      return '';
    },
  );
  preloads.push(...options.preloads.map((file) => `${options.base}${file}`));
  const loader =
    `<script data-entry="${escapeHtml(entry[1])}" data-preload="${escapeHtml(preloads.join(' '))}"` +
    `${options.startOnInteraction ? ' data-defer' : ''}>` +
    `${options.scripts.body}</script>`;
  html = html.replace(/<script src="[^"]*kept-screen\.js"><\/script>\s*/, '');
  return replaceOnce(html, /<\/body>/, `${loader}</body>`, '</body>');
}

/** One page: the template with its markup in #root, its title, description and scripts. */
export function fillTemplate(
  template: string,
  page: LoaderOptions & { path: string; html: string; title: string; description?: string },
): string {
  let html = withModuleLoader(template, page);
  html = replaceOnce(
    html,
    /<title>[^<]*<\/title>/,
    `<title>${escapeHtml(page.title)}</title>`,
    '<title>',
  );
  if (page.description) {
    html = replaceOnce(
      html,
      /<meta name="description" content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeHtml(page.description)}" />`,
      'meta description',
    );
  }
  // The page works without JavaScript: the shell's "needs JavaScript" note does not apply.
  html = html.replace(/<noscript>[\s\S]*?<\/noscript>\s*/, '');
  return replaceOnce(
    html,
    /<div id="root"><\/div>/,
    `<div id="root" data-prerendered="${escapeHtml(page.path)}">${page.html}</div>`,
    'empty <div id="root">',
  );
}

async function buildServerEntry(config: ResolvedConfig, outDir: string): Promise<ServerEntry> {
  await build({
    configFile: config.configFile,
    root: config.root,
    mode: config.mode,
    logLevel: 'warn',
    // Self-contained: it runs where no node_modules is beside it (the API's image has none).
    ssr: { noExternal: true },
    build: {
      ssr: path.join(config.root, SERVER_ENTRY),
      outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      sourcemap: false,
      minify: false,
      // .mjs throughout: ES modules wherever the folder is copied, with or without a
      // package.json of "type": "module" above it.
      rolldownOptions: {
        output: { entryFileNames: 'entry-server.mjs', chunkFileNames: 'assets/[name]-[hash].mjs' },
      },
    },
  });
  return (await import(pathToFileURL(path.join(outDir, 'entry-server.mjs')).href)) as ServerEntry;
}

export function prerender(): Plugin {
  let config: ResolvedConfig;
  const chunks = new Map<string, ChunkInfo>();

  return {
    name: 'ketoflow-prerender',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle(_options, bundle: Rolldown.OutputBundle) {
      chunks.clear();
      for (const out of Object.values(bundle)) {
        if (out.type === 'chunk' && out.facadeModuleId) {
          chunks.set(out.facadeModuleId, { fileName: out.fileName, imports: out.imports });
        }
      }
      // Chunks without a facade are still imported by those with one.
      for (const out of Object.values(bundle)) {
        if (out.type === 'chunk' && !out.facadeModuleId) {
          chunks.set(`\0chunk:${out.fileName}`, { fileName: out.fileName, imports: out.imports });
        }
      }
    },
    // Sequential: precompress (a 'post' closeBundle after this one) then finds the pages too.
    closeBundle: {
      sequential: true,
      handler: async () => {
        // After a failed build (no bundle written) there is nothing to render from.
        if (chunks.size === 0) return;
        const outDir = path.resolve(config.root, config.build.outDir);
        const template = await readFile(path.join(outDir, 'index.html'), 'utf8');
        const serverDir = path.join(outDir, SERVER_RENDER_DIR);
        const entry = await buildServerEntry(config, serverDir);
        const target = path.join(outDir, OUT_FOLDER);
        await rm(target, { recursive: true, force: true });
        await mkdir(target, { recursive: true });
        const manifest: PrerenderManifest = {
          routes: {},
          screenShell: SCREEN_SHELL_FILE,
          scriptHashes: [entry.INLINE_SCRIPTS.head, entry.INLINE_SCRIPTS.body].map(cspHash),
        };
        for (const [pagePath, page] of Object.entries(entry.PRERENDERED_PAGES)) {
          const { html, meta } = await entry.renderPage(pagePath);
          const filled = fillTemplate(template, {
            path: pagePath,
            html,
            title: meta.title,
            description: meta.description,
            scripts: entry.INLINE_SCRIPTS,
            preloads: preloadsFor(chunks, path.join(config.root, page.module), template),
            startOnInteraction: page.startOnInteraction === true,
            base: config.base,
          });
          await writeFile(path.join(target, page.file), filled);
          manifest.routes[pagePath] = page.file;
        }
        const screenShell = withModuleLoader(template, {
          scripts: entry.INLINE_SCRIPTS,
          preloads: [],
          base: config.base,
        });
        await writeFile(path.join(target, SCREEN_SHELL_FILE), screenShell);
        await writeFile(
          path.join(target, 'manifest.json'),
          `${JSON.stringify(manifest, null, 2)}\n`,
        );
        config.logger.info(
          `prerendered ${Object.keys(manifest.routes).length} pages into ${path.relative(config.root, target)}/`,
        );
      },
    },
  };
}
