// The production server as a visitor meets it: the built bundle (apps/api/dist/server/server.mjs)
// serving the built web app, in its own process on its own port, with a fresh embedded database
// in a temp DATA_DIR. Used by bench/lighthouse.mjs (browser figures need the real static
// serving, headers and compression, not the API from source).
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { ROOT, offCleanup, onCleanup, tempDir } from './util.mjs';
import { SAMPLE_ONBOARDING } from './sample-onboarding.mjs';

export const WEB_DIST = path.join(ROOT, 'apps/web/dist');
const SERVER = path.join(ROOT, 'apps/api/dist/server/server.mjs');

/** A port nothing listens on right now (the OS picks it), so runs never collide. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts the built server and resolves once GET /api/health answers 200.
 * Third-party script URLs, SMTP and DATABASE_URL from the caller's environment are blanked:
 * the figures are those of our own pages on the embedded database, and a machine without
 * internet access must not wait for an external script.
 */
export async function startProductionServer({ timeoutMs = 120_000 } = {}) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [SERVER], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_URL: origin,
      DATA_DIR: tempDir('lighthouse-data'),
      WEB_DIST_DIR: WEB_DIST,
      RATE_LIMIT_ENABLED: 'false',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      SMTP_URL: '',
      PAYMENT_PROVIDER_SCRIPT_URL: '',
      TRUST_BADGE_SCRIPT_URL: '',
      OPENFOODFACTS_BASE_URL: 'http://127.0.0.1:9', // never the internet
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk.toString()).slice(-8000);
  });
  let exited = false;
  const exit = new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      exited = true;
      resolve(signal ?? code);
    }),
  );

  async function stop() {
    if (exited) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exit;
    clearTimeout(timer);
  }
  const unregister = onCleanup(stop);

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exited) throw new Error(`the server exited before it was ready (${await exit})\n${stderr}`);
    try {
      const res = await fetch(`${origin}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet (PGlite and the migrations take a few seconds)
    }
    if (Date.now() > deadline) {
      throw new Error(`the server did not answer /api/health within ${timeoutMs} ms\n${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  return {
    origin,
    pid: child.pid,
    async stop() {
      offCleanup(unregister);
      await stop();
    },
  };
}

/**
 * The guided tours of the screens bench/lighthouse.mjs measures (their ids in the contracts'
 * TOUR_IDS, which plain Node cannot import from TypeScript source).
 */
const MEASURED_TOURS = [
  'dashboard',
  'my-meals',
  'weight-tracker',
  'fasting-tracker',
  'my-recipes',
  'meal-plan',
  'coach',
  'ketovision',
  'metashift',
  'profile',
];

/**
 * Signs a new user up through the API and completes onboarding, so /dashboard shows the
 * signed-in dashboard rather than a redirect, and dismisses the measured screens' guided
 * tours: the measured user is a returning one (a screen's tour opens once, on a first visit,
 * and is then dismissed for good; decision 025, for every daily-loop screen since decision
 * 038). Returns the session cookie ("name=value; …").
 * No Origin header: a server client, not a browser, so the CSRF check lets it through.
 */
export async function signedInCookie(origin) {
  const signUp = await fetch(`${origin}/api/v1/auth/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `lighthouse-${randomUUID().slice(0, 12)}@example.com`,
      password: 'avocado-Keto-42',
    }),
  });
  if (signUp.status !== 201) {
    throw new Error(`sign-up answered ${signUp.status}: ${await signUp.text()}`);
  }
  const cookie = signUp.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .filter((c) => c && !c.endsWith('='))
    .join('; ');
  if (!cookie) throw new Error('sign-up set no session cookie');

  const onboarding = await fetch(`${origin}/api/v1/onboarding`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(SAMPLE_ONBOARDING),
  });
  if (onboarding.status !== 200) {
    throw new Error(`onboarding answered ${onboarding.status}: ${await onboarding.text()}`);
  }

  const tours = await fetch(`${origin}/api/v1/me/preferences`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ key: 'dismissed_tours', value: { ids: MEASURED_TOURS } }),
  });
  if (!tours.ok) {
    throw new Error(`dismissing the tour answered ${tours.status}: ${await tours.text()}`);
  }
  return cookie;
}
