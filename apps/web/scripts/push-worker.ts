import { createHash } from 'node:crypto';
import path from 'node:path';
import { build, type Plugin, type ResolvedConfig } from 'vite';

/**
 * The service worker's push handlers (src/sw/push-sw.ts) as one classic script beside the app's
 * assets, which the worker workbox generates loads with `importScripts` (workbox's way of adding
 * code to a generated worker). The script's name carries its content hash: a change renames it,
 * which changes sw.js, so browsers install the new worker (and the immutable caching of
 * assets/ never serves an old copy).
 */
export function pushWorker({ entry }: { entry: string }) {
  let config: ResolvedConfig;
  let fileName: string | null = null;

  const plugin: Plugin = {
    name: 'ketoflow-push-worker',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    async generateBundle() {
      const output = await build({
        configFile: false,
        root: config.root,
        mode: config.mode,
        logLevel: 'warn',
        build: {
          write: false,
          emptyOutDir: false,
          copyPublicDir: false,
          sourcemap: false,
          minify: true,
          target: config.build.target,
          // A classic script (importScripts runs no modules): an IIFE with no exports.
          lib: { entry: path.resolve(config.root, entry), formats: ['iife'], name: 'pushWorker' },
        },
      });
      const outputs = Array.isArray(output) ? output : [output];
      const chunk = outputs
        .flatMap((out) => ('output' in out ? out.output : []))
        .find((item) => item.type === 'chunk');
      if (!chunk || chunk.type !== 'chunk')
        throw new Error(`push worker: no script built from ${entry}`);
      const hash = createHash('sha256').update(chunk.code).digest('hex').slice(0, 10);
      fileName = `assets/push-sw-${hash}.js`;
      this.emitFile({ type: 'asset', fileName, source: chunk.code });
    },
  };

  return {
    plugin,
    /** What the generated worker imports (known once the bundle is generated). */
    importScripts: (): string[] => {
      if (!fileName) throw new Error('push worker: the script was not built before the worker');
      return [fileName];
    },
  };
}
