// Build-only plugins of vite.config.ts that shape what a page loads first.
import type { Plugin, Rolldown } from 'vite';
import { staticClosure } from './static-closure.ts';

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

/** What the signed-in groups may take (see `shellChunks`). */
const GROUPED_MODULE =
  /[\\/](apps[\\/]web[\\/]src|packages[\\/]domain[\\/]src|lucide-react[\\/]dist[\\/]esm[\\/](icons[\\/]|defaultAttributes|createLucideIcon|Icon\.|shared[\\/]))/;

/**
 * Two chunks for what every page loads before it renders, instead of the dozens of small shared
 * chunks automatic splitting makes of it (each one a request on the critical path):
 * `framework` (the libraries, long cached) and `shell` (the app's own modules main.tsx imports
 * statically: the app shell, header, providers). Route chunks stay as they are.
 */
export function shellChunks({
  publicModules,
  signedInStart,
}: {
  /** The prerendered pages' route modules (`src/…`), and whether their app starts at once. */
  publicModules: readonly { module: string; startOnInteraction?: boolean }[];
  /** What a signed-in start loads statically besides the shell (`src/…`), see below. */
  signedInStart: readonly string[];
}): { plugin: Plugin; groups: CodeSplittingGroup[] } {
  const shell = new Set<string>();
  const signedIn = new Set<string>();
  const shared = new Set<string>();
  const inShell = (id: string) => shell.has(id) && APP_MODULE.test(id) && !BARREL.test(id);
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

      // What the signed-in start needs that no public page can reach (statically).
      const closure = (roots: readonly string[]) => staticClosure(this, roots);
      const reachableFromPublic = closure(publicModules.map((page) => page.module));
      // Pages whose app starts after the first paint, without waiting for an interaction.
      const reachableAtOnce = closure(
        publicModules.filter((page) => !page.startOnInteraction).map((page) => page.module),
      );
      signedIn.clear();
      shared.clear();
      for (const id of closure(signedInStart)) {
        // The app's own code, the domain rules and icons: a library's other modules stay where
        // automatic splitting puts them (the closure over-approximates through barrels, and a
        // library reached that way, say a select menu, is heavy), and so do the contracts' (zod).
        if (inShell(id) || !GROUPED_MODULE.test(id) || reachableAtOnce.has(id)) continue;
        (reachableFromPublic.has(id) ? shared : signedIn).add(id);
      }
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
        test: inShell,
        priority: 10,
      },
      {
        // The signed-in start (decision 025): the header, the onboarding check and the
        // dashboard came as ~60 requests (every icon and primitive a chunk of its own), each a
        // round trip on a phone. Only modules no public page reaches, and without pulling in
        // their dependencies, so a public page never loads this chunk.
        name: 'signed-in',
        test: (id: string) => signedIn.has(id),
        includeDependenciesRecursively: false,
        priority: 5,
      },
      {
        // What the signed-in start shares with the landing, sales and sign-in pages (icons,
        // cards, formatting): one chunk rather than ~35. Those pages load it only once their app
        // starts (at the first interaction for a signed-out visitor, decision 021), a few kB
        // more than they need. What the legal pages load at once stays in its small chunks.
        name: 'shared',
        test: (id: string) => shared.has(id),
        includeDependenciesRecursively: false,
        priority: 4,
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
