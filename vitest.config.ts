import { availableParallelism } from 'node:os';
import { defineConfig, type Plugin } from 'vitest/config';

/**
 * vite-plugin-pwa's `virtual:pwa-register` exists only in the app's build. Tests never register
 * a service worker (src/lib/pwa.ts does it in production only), but the import must resolve.
 */
function pwaRegisterStub(): Plugin {
  const id = 'virtual:pwa-register';
  return {
    name: 'pwa-register-stub',
    resolveId: (source) => (source === id ? `\0${id}` : null),
    load: (resolved) =>
      resolved === `\0${id}` ? 'export function registerSW() { return async () => {}; }' : null,
  };
}

export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: a single worker on a 2-core machine,
    // where test files spend much of their time waiting on their database and HTTP round trips.
    // Two files at a time keep both cores busy (each file has its own database, or its own
    // users on a shared PostgreSQL).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        // The repository's own tooling: the lint rules that hold the design.
        test: {
          name: 'tooling',
          include: ['scripts/**/*.test.mjs'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'domain',
          include: ['packages/*/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          environment: 'node',
          // PGlite needs a few seconds to boot; one instance per test file.
          hookTimeout: 60_000,
          testTimeout: 60_000,
          pool: 'forks',
          // A worker runs its files one after another in one process: the app's modules and
          // the embedded database's WebAssembly load once per worker, not once per file. Each
          // file still builds its own app on its own database, and restores what it mocks.
          isolate: false,
          setupFiles: ['apps/api/src/test/setup.ts'],
          // One migrated embedded database per run, copied by each test file (test/harness.ts).
          globalSetup: ['apps/api/src/test/pglite-template.global.ts'],
        },
      },
      {
        plugins: [pwaRegisterStub()],
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          // happy-dom: a DOM fast enough for route tests; fetch is intercepted by MSW (msw/node).
          environment: 'happy-dom',
          setupFiles: ['apps/web/src/testing/setup.ts'],
          // The first test of a file compiles the app's route chunks.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
