import { defineConfig, devices } from '@playwright/test';
import { E2E_PORT as PORT, MAIL_DIR } from './mailbox';

const baseURL = `http://127.0.0.1:${PORT}`;
// The journeys' mail server (mail-catcher.mjs), which keeps messages in MAIL_DIR (mailbox.ts).
const SMTP_PORT = PORT + 1;

/**
 * Journeys run against the production build served by the real API on a fresh
 * embedded database (or DATABASE_URL when E2E_DATABASE_URL is set). Browsers
 * cannot be downloaded here: Debian's chromium is used (scripts/ensure-chromium.mjs).
 */
export default defineConfig({
  testDir: '.',
  testMatch: /.*\.e2e\.ts$/,
  // The longest journeys take ~20 s on a quiet 2-core machine, a third of it in axe. CI shares
  // those cores with other jobs (load averages of 10–12 seen), which makes them 3–4× slower:
  // at 60 s the same three journeys timed out in two CI runs while passing here. The limit is
  // for hangs, so it leaves that headroom; per-step waits (expect, below) stay tight.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  outputDir: '../../../test-results',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-dev-shm-usage',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: 'node apps/web/e2e/mail-catcher.mjs',
      cwd: '../../..',
      port: SMTP_PORT,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { E2E_SMTP_PORT: String(SMTP_PORT), E2E_MAIL_DIR: MAIL_DIR },
    },
    {
      // A throw-away data directory per run; rate limits off because every journey signs up from 127.0.0.1
      // (the limits themselves are covered by the API tests).
      // E2E_SERVER_COMMAND lets scripts/e2e-local.mjs run the API from source against its own web build.
      command:
        process.env.E2E_SERVER_COMMAND ??
        `sh -c 'DATA_DIR=$(mktemp -d) exec node apps/api/dist/server/server.mjs'`,
      cwd: '../../..',
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        NODE_ENV: 'production',
        PORT: String(PORT),
        HOST: '127.0.0.1',
        APP_URL: baseURL,
        LOG_LEVEL: 'warn',
        RATE_LIMIT_ENABLED: 'false',
        // Due reminders are delivered every 2 s, not every 30 s: a journey waits for one live.
        REMINDERS_INTERVAL_MS: '2000',
        // Digistore24 test configuration (the journeys sign their own IPNs and thank-you links).
        DIGISTORE_IPN_PASSPHRASE: 'e2e-ipn-passphrase',
        DIGISTORE_THANKYOU_KEY: 'e2e-thankyou-key',
        DIGISTORE_PRODUCT_MONTHLY: '100001',
        DIGISTORE_PRODUCT_YEARLY: '100002',
        DIGISTORE_PRODUCT_MEGA: '100003',
        DIGISTORE_COIN_PACKS: '100010:500,100011:1200',
        DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
        // Journeys never reach the internet: Open Food Facts (on by default) points at a closed
        // loopback port, so a barcode the user has not added reads as "not available right now".
        OPENFOODFACTS_BASE_URL: 'http://127.0.0.1:9',
        // Admin journeys sign these up (fixtures.ts, adminEmail): slots × a retry each.
        ADMIN_EMAILS: Array.from({ length: 8 }, (_, i) => `e2e-admin-${i}@example.com`).join(','),
        // Every e-mail goes to the journeys' mail server (confirmation links are opened from it).
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      },
    },
  ],
});
