import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3111);
/** Where mail-catcher.mjs keeps each message; derived from the port, so every worker agrees. */
export const MAIL_DIR = path.join(tmpdir(), `ketoflow-e2e-mail-${E2E_PORT}`);

/** A quoted-printable body as text: soft line breaks joined, `=XX` escapes decoded. */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function newestMatch(to: string, pattern: RegExp): string | null {
  let files: string[];
  try {
    files = readdirSync(MAIL_DIR).sort().reverse();
  } catch {
    return null;
  }
  for (const file of files) {
    const raw = readFileSync(path.join(MAIL_DIR, file), 'utf8');
    const envelope = /^X-Envelope-To: (.*)$/m.exec(raw)?.[1] ?? '';
    if (!envelope.split(',').includes(to)) continue;
    const found = pattern.exec(decodeQuotedPrintable(raw))?.[0];
    if (found) return found;
  }
  return null;
}

/**
 * The newest text matching `pattern` in a message the app sent to `to` (e-mails are sent after
 * the answer, so this waits for it a little), e.g. the confirmation link.
 */
export async function fromMailbox(to: string, pattern: RegExp): Promise<string> {
  let found: string | null = null;
  await expect
    .poll(() => (found = newestMatch(to, pattern)), { message: `an e-mail to ${to}` })
    .not.toBeNull();
  return found ?? '';
}

export const CONFIRMATION_LINK = /https?:\/\/\S+\/verify-email\?\S+/;
