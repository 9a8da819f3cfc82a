// `npm run screenshots`: starts the production build on a fresh embedded database and
// captures the main screens at 390 px and 1280 px, in dark and light, into artifacts/screenshots.
// Also composes docs/screenshots/readme.png. Needs `npm run build` (npm start/test do it).
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { Secret, TOTP } from 'otpauth';
import { readableMail, startMailServer } from './mail-server.mjs';

const root = path.resolve(import.meta.dirname, '../../..');
const out = path.join(root, 'artifacts/screenshots');
const port = Number(process.env.SHOT_PORT ?? 3155);
const base = `http://127.0.0.1:${port}`;
mkdirSync(out, { recursive: true });

const ADMIN_SCREENS = [
  'users',
  'analytics',
  'orders',
  'ipn',
  'emails',
  'referrals',
  'audit',
  'system',
];

function adminEmails() {
  const list = [];
  for (const theme of ['dark', 'light'])
    for (const width of [390, 1280])
      for (const screen of [...ADMIN_SCREENS, 'confirm'])
        list.push(`shots-${theme}-${width}-admin-${screen}@example.com`);
  return list;
}

// A mail server for the admins' confirmation links: admin powers follow a confirmed address.
const inbox = [];
const smtp = await startMailServer(0, ({ to, raw }) => inbox.push({ to, text: readableMail(raw) }));
const smtpPort = smtp.port;

/** Asks for the confirmation link and opens it, as the owner of the address does. */
async function confirmEmail(page, email) {
  await page.request.post('/api/v1/auth/resend-verification', { data: { email } });
  for (let i = 0; i < 100; i += 1) {
    const mail = inbox.findLast((m) => m.to.includes(email));
    const link = mail && /https?:\/\/\S+\/verify-email\?\S+/.exec(mail.text)?.[0];
    if (link) {
      const url = new URL(link);
      // A request, not a page: an app left running would race the enrolment's new session.
      await page.request.get(`${url.pathname}${url.search}`);
      return;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no confirmation e-mail for ${email}`);
}

/** Sets up an authenticator app for the signed-in admin, as the profile does. */
async function enrolTwoFactor(page) {
  const setup = await page.request.post('/api/v1/me/two-factor/setup', {
    data: { password: 'avocado-Keto-42' },
  });
  const { secret } = await setup.json();
  const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
  await page.request.post('/api/v1/me/two-factor/confirm', { data: { code } });
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'ketoflow-shots-'));
const server = spawn(process.execPath, ['apps/api/dist/server/server.mjs'], {
  cwd: root,
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: base,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_ENABLED: 'false',
    DATABASE_URL: '',
    OPENFOODFACTS_BASE_URL: 'http://127.0.0.1:9', // never the internet
    // The admin screens' accounts (auth: 'admin' below): one per theme, width and screen.
    ADMIN_EMAILS: adminEmails().join(','),
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  },
  stdio: 'inherit',
});

async function waitUp() {
  for (let i = 0; i < 200; i += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start');
}

const ANSWERS = {
  name: 'Maria',
  sex: 'female',
  birthYear: 1986,
  units: 'metric',
  heightCm: 165,
  currentWeightKg: 82,
  goalWeightKg: 68,
  activityLevel: 'light',
  mainGoal: 'lose_weight',
  pace: 'steady',
  dietStyle: 'omnivore',
  exclusions: ['shellfish'],
  allergiesNote: '',
  mealsPerDay: 3,
  fastingExperience: 'some',
  safetyFlags: [],
};

const allPages = [
  { name: 'landing', url: '/', auth: false },
  { name: 'sales', url: '/d', auth: false },
  { name: 'auth', url: '/auth', auth: false },
  { name: 'not-found', url: '/missing-page', auth: false },
  { name: 'onboarding', url: '/onboarding', auth: 'new' },
  { name: 'gate', url: '/dashboard', auth: 'new' },
  { name: 'dashboard', url: '/dashboard', auth: 'done' },
  { name: 'profile', url: '/profile', auth: 'done' },
  // A member who opens the admin area: the server's "not allowed".
  { name: 'admin', url: '/admin', auth: 'done' },
  // An admin address whose owner has not confirmed it yet.
  { name: 'admin-confirm', url: '/admin', auth: 'unconfirmed-admin' },
  // The admin area for an admin with two-factor sign-in set up.
  ...ADMIN_SCREENS.map((screen) => ({
    name: `admin-${screen}`,
    url: `/admin/${screen}`,
    auth: 'admin',
  })),
  // The first visit of a new user: the dashboard's guided tour over it.
  { name: 'dashboard-tour', url: '/dashboard', auth: 'done', tour: true },
];
// `SHOTS=landing,sales npm run screenshots` captures only those pages.
const only = process.env.SHOTS?.split(',').filter(Boolean);
const pages = only ? allPages.filter((p) => only.includes(p.name)) : allPages;

try {
  await waitUp();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  for (const theme of ['dark', 'light']) {
    for (const width of [390, 1280]) {
      const context = await browser.newContext({
        viewport: { width, height: width < 768 ? 844 : 900 },
        baseURL: base,
      });
      await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
      for (const p of pages) {
        const page = await context.newPage();
        if (p.auth) {
          await context.clearCookies();
          const email = `shots-${theme}-${width}-${p.name}@example.com`;
          await page.request.post('/api/v1/auth/sign-up', {
            data: { email, password: 'avocado-Keto-42' },
          });
          if (p.auth === 'done') await page.request.put('/api/v1/onboarding', { data: ANSWERS });
          if (p.auth === 'admin') {
            await confirmEmail(page, email);
            await enrolTwoFactor(page);
          }
          // The other screens as a returning user sees them, without the first-visit tour.
          if (p.auth === 'done' && !p.tour) {
            await page.request.put('/api/v1/me/preferences', {
              data: { key: 'dismissed_tours', value: { ids: ['dashboard', 'profile'] } },
            });
          }
        } else {
          await context.clearCookies();
        }
        await page.goto(p.url);
        await page.waitForLoadState('networkidle');
        if (p.tour) await page.getByRole('dialog', { name: 'FlowBrain' }).waitFor();
        // Off-screen bands of the public pages skip rendering until scrolled near
        // (content-visibility: auto); a full-page capture does not scroll, so render them all.
        if (!p.tour)
          await page.addStyleTag({ content: '* { content-visibility: visible !important }' });
        await page.waitForTimeout(400);
        await page.screenshot({
          path: path.join(out, `${p.name}-${width}-${theme}.png`),
          // The tour is fixed to the viewport: shoot what the user sees.
          fullPage: !p.tour,
        });
        await page.close();
      }
      await context.close();
    }
  }
  await browser.close();
  if (!only) await composeReadmePicture();
  console.log(`screenshots in ${out}`);
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  await smtp.close();
  rmSync(dataDir, { recursive: true, force: true });
}

/** README picture: the dashboard on a phone beside the landing page on a desktop (dark). */
async function composeReadmePicture() {
  const phone = await sharp(path.join(out, 'dashboard-390-dark.png'))
    .resize(390, 844, { fit: 'cover', position: 'top' })
    .toBuffer();
  const desktop = await sharp(path.join(out, 'landing-1280-dark.png'))
    .resize(1280, 844, { fit: 'cover', position: 'top' })
    .toBuffer();
  mkdirSync(path.join(root, 'docs/screenshots'), { recursive: true });
  await sharp({
    create: { width: 1280 + 390 + 48, height: 844 + 32, channels: 3, background: '#050a08' },
  })
    .composite([
      { input: desktop, left: 16, top: 16 },
      { input: phone, left: 1280 + 32, top: 16 },
    ])
    .png({ compressionLevel: 9 })
    .toFile(path.join(root, 'docs/screenshots/readme.png'));
}
