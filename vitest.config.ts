import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
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
          setupFiles: ['apps/api/src/test/setup.ts'],
        },
      },
    ],
  },
});
