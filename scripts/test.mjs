// `npm test`: the whole suite — lint, typecheck, unit/API tests (PGlite, or the
// PostgreSQL in TEST_DATABASE_URL), production build, then the browser journeys.
import { ensureChromium } from './ensure-chromium.mjs';
import { buildIfNeeded, run } from './lib.mjs';

const only = process.argv[2];
const started = Date.now();
const step = async (name, fn) => {
  const t = Date.now();
  console.log(`\n=== ${name} ===`);
  await fn();
  console.log(`=== ${name}: ok (${((Date.now() - t) / 1000).toFixed(1)} s) ===`);
};

try {
  if (!only) {
    await step('lint', () => run('npx', ['eslint', '.', '--max-warnings=0']));
    await step('format', () => run('npx', ['prettier', '--check', '--log-level', 'warn', '.']));
    await step('typecheck', () => run('npx', ['tsc', '-b']));
  }
  if (!only || only === 'unit')
    await step('unit and API tests', () => run('npx', ['vitest', 'run']));
  if (!only || only === 'e2e') {
    await step('browser set-up', async () => ensureChromium());
    await step('production build', () => buildIfNeeded({ checkResponses: true }));
    await step('browser journeys', () =>
      run('npx', ['playwright', 'test', '-c', 'apps/web/e2e/playwright.config.ts']),
    );
  }
  console.log(`\nAll tests passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
} catch (error) {
  console.error(`\n${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
