// The journeys' mail server: it accepts every message and keeps it as a file in E2E_MAIL_DIR
// (one .eml per message), so a journey can open a link the app e-mailed, as a person would
// from their inbox. Started by playwright.config.ts next to the app, which sends to it.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

const port = Number(process.env.E2E_SMTP_PORT);
const dir = process.env.E2E_MAIL_DIR;
if (!port || !dir) {
  console.error('mail-catcher: set E2E_SMTP_PORT and E2E_MAIL_DIR');
  process.exit(2);
}
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true, mode: 0o700 });

let count = 0;
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      count += 1;
      const to = session.envelope.rcptTo.map((r) => r.address).join(',');
      const file = path.join(dir, `${Date.now()}-${count}.eml`);
      writeFileSync(file, `X-Envelope-To: ${to}\r\n${Buffer.concat(chunks).toString('utf8')}`);
      callback();
    });
  },
});
server.listen(port, '127.0.0.1');
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
