// The journeys' mail server: it accepts every message and keeps it as a file in E2E_MAIL_DIR
// (one .eml per message), so a journey can open a link the app e-mailed, as a person would
// from their inbox. Started by playwright.config.ts next to the app, which sends to it.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startMailServer } from './mail-server.mjs';

const port = Number(process.env.E2E_SMTP_PORT);
const dir = process.env.E2E_MAIL_DIR;
if (!port || !dir) {
  console.error('mail-catcher: set E2E_SMTP_PORT and E2E_MAIL_DIR');
  process.exit(2);
}
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true, mode: 0o700 });

let count = 0;
await startMailServer(port, ({ to, raw }) => {
  count += 1;
  const file = path.join(dir, `${Date.now()}-${count}.eml`);
  writeFileSync(file, `X-Envelope-To: ${to.join(',')}\r\n${raw}`);
});
// Playwright stops its servers with SIGTERM (SIGINT by hand): nothing to flush, the files are written.
process.on('SIGTERM', () => process.exit(0));
process.on('SIGINT', () => process.exit(0));
