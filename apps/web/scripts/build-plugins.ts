// Build-only plugins of vite.config.ts that shape what a page loads first.
import type { Plugin, Rolldown } from 'vite';

type CodeSplittingGroup = NonNullable<
  Exclude<Rolldown.OutputOptions['codeSplitting'], boolean | undefined>['groups']
>[number];

/** Libraries every page runs before its first render. */
const FRAMEWORK_MODULES =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query)|tailwind-merge|clsx|class-variance-authority|@radix-ui[\\/](react-slot|react-compose-refs))[\\/]/;

/** The web app's own source (not a library, not the contracts' schemas). */
const APP_MODULE = /[\\/]apps[\\/]web[\\/]src[\\/]/;
/** `index.ts` files re-export a whole folder. */
const BARREL = /[\\/]index\.tsx?$/;

/**
 * Two chunks for what every page loads before it renders, instead of the dozens of small shared
 * chunks automatic splitting makes of it (each one a request on the critical path):
 * `framework` (the libraries, long cached) and `shell` (the app's own modules main.tsx imports
 * statically: the app shell, header, providers). Route chunks stay as they are.
 */
export function shellChunks(): { plugin: Plugin; groups: CodeSplittingGroup[] } {
  const shell = new Set<string>();
  const plugin: Plugin = {
    name: 'ketoflow-shell-chunks',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    buildEnd() {
      shell.clear();
      const visit = (id: string) => {
        if (shell.has(id)) return;
        shell.add(id);
        this.getModuleInfo(id)?.importedIds.forEach(visit);
      };
      // From the page's entry (index.html → src/main.tsx), static imports only. The entry
      // modules themselves stay in the entry chunk.
      const entries = [...this.getModuleIds()].filter((id) => {
        const info = this.getModuleInfo(id);
        return info?.isEntry && info.dynamicImporters.length === 0;
      });
      for (const entry of entries) this.getModuleInfo(entry)?.importedIds.forEach(visit);
      for (const entry of entries) shell.delete(entry);
      if (entries.length === 0) this.error('shell-chunks: no entry module');
    },
  };
  return {
    plugin,
    groups: [
      { name: 'framework', test: FRAMEWORK_MODULES, priority: 20 },
      {
        name: 'shell',
        // Only the app's own modules: a library's index re-exports everything it has (lucide's
        // icons, every radix component), and capturing it would pull in all that any page uses.
        test: (id: string) => shell.has(id) && APP_MODULE.test(id) && !BARREL.test(id),
        priority: 10,
      },
    ],
  };
}

/**
 * Preload the Latin Inter file (src/fonts.css) from every page's HTML, so text paints in it
 * without waiting for the stylesheet to name it.
 */
export function preloadFont(file: RegExp): Plugin {
  return {
    name: 'ketoflow-preload-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const asset = Object.values(ctx.bundle ?? {}).find((out) => file.test(out.fileName));
        if (!asset) throw new Error(`preload-font: no asset matches ${String(file)}`);
        return [
          {
            tag: 'link',
            attrs: {
              rel: 'preload',
              href: `/${asset.fileName}`,
              as: 'font',
              type: 'font/woff2',
              crossorigin: '',
            },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
