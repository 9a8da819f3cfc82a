// `node scripts/e2e-local.mjs <name> [playwright args…]`: runs browser journeys without
// touching apps/web/dist or apps/api/dist, so several people (or agents) can run journeys
// at once in one checkout. The web app is built into /tmp/ketoflow-e2e-<name>/web and the
// API runs from source (tsx) on a port derived from <name>.
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { ensureChromium } from './ensure-chromium.mjs';
import { root, run } from './lib.mjs';

const [name, ...playwrightArgs] = process.argv.slice(2);
if (!name || !/^[a-z0-9-]+$/.test(name)) {
  console.error('usage: node scripts/e2e-local.mjs <name> [playwright args…]');
  process.exit(2);
}
const dir = `/tmp/ketoflow-e2e-${name}`;
const webDir = `${dir}/web`;
mkdirSync(dir, { recursive: true });
const port =
  process.env.E2E_PORT ?? String(3200 + (createHash('sha1').update(name).digest()[0] % 200));

try {
  await ensureChromium();
  if (process.env.E2E_SKIP_BUILD !== '1') {
    await run('npx', ['vite', 'build', '--outDir', webDir, '--emptyOutDir', '--logLevel', 'warn'], {
      cwd: `${root}/apps/web`,
      env: { ...process.env, WEB_CHECK_RESPONSES: '1' },
    });
  }
  await run(
    'npx',
    ['playwright', 'test', '-c', 'apps/web/e2e/playwright.config.ts', ...playwrightArgs],
    {
      env: {
        ...process.env,
        E2E_PORT: port,
        WEB_DIST_DIR: webDir,
        E2E_SERVER_COMMAND: `sh -c 'DATA_DIR=$(mktemp -d) exec npx tsx apps/api/src/server.ts'`,
      },
    },
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
