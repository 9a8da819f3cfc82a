import type { Plugin, Rolldown } from 'vite';

type OutputChunk = Rolldown.OutputChunk;

/** Where the server finds each app screen's scripts (apps/api/src/plugins/route-preloads.ts). */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

const ROUTE_MODULE = /[\\/]src[\\/]app[\\/]routes[\\/]([\w-]+)\.tsx$/;

/**
 * Writes, for each route module (`src/app/routes/<name>.tsx` is `/<name>`), the scripts its
 * screen loads before it can render: the route's chunk with every chunk it imports statically,
 * and the chunks of `alsoFor` (the signed-in header and the onboarding check, which the guards
 * load for every app screen), without what index.html loads already. The server names them as
 * `<link rel="modulepreload">` in a signed-in screen's page (decision 038), so the browser
 * fetches them alongside the entry instead of after it has run and asked for the route.
 */
export function routePreloads({ alsoFor }: { alsoFor: readonly string[] }): Plugin {
  return {
    name: 'ketoflow-route-preloads',
    // The browser's build only (the prerender step builds a server entry with this config too).
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    generateBundle(_options, bundle: Rolldown.OutputBundle) {
      const chunks = Object.values(bundle).filter(
        (out): out is OutputChunk => out.type === 'chunk',
      );
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (roots: readonly OutputChunk[]): Set<string> => {
        const seen = new Set<string>();
        const visit = (chunk: OutputChunk | undefined) => {
          if (!chunk || seen.has(chunk.fileName)) return;
          seen.add(chunk.fileName);
          chunk.imports.forEach((file) => visit(byFile.get(file)));
        };
        roots.forEach(visit);
        return seen;
      };
      const fromIndex = closure(chunks.filter((chunk) => chunk.isEntry));
      // A module's chunk: its own, or the group chunk it was put in (scripts/build-plugins.ts).
      const holding = (module: string) =>
        chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(module)));
      const shared = alsoFor.map((module) => {
        const chunk = holding(module);
        if (!chunk) throw new Error(`route-preloads: no chunk holds ${module}`);
        return chunk;
      });
      const routes: Record<string, string[]> = {};
      for (const chunk of chunks) {
        for (const id of chunk.moduleIds) {
          const name = ROUTE_MODULE.exec(id)?.[1];
          if (!name) continue;
          routes[`/${name}`] = [...closure([chunk, ...shared])]
            .filter((file) => !fromIndex.has(file))
            .map((file) => `/${file}`);
        }
      }
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: `${JSON.stringify(routes, null, 2)}\n`,
      });
    },
  };
}
