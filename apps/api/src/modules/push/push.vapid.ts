import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../../lib/private-files.js';

/** The server's VAPID key pair, base64url: the public key browsers subscribe with. */
export type VapidKeys = { publicKey: string; privateKey: string };

/** The file in DATA_DIR that keeps the generated pair when VAPID_PUBLIC_KEY is unset. */
export function vapidKeysFile(dataDir: string): string {
  return path.join(dataDir, 'vapid-keys.json');
}

function isVapidKeys(value: unknown): value is VapidKeys {
  if (typeof value !== 'object' || value === null) return false;
  const { publicKey, privateKey } = value as Record<string, unknown>;
  return (
    typeof publicKey === 'string' &&
    /^[A-Za-z0-9_-]{87}$/.test(publicKey) &&
    typeof privateKey === 'string' &&
    /^[A-Za-z0-9_-]{43}$/.test(privateKey)
  );
}

function read(file: string): VapidKeys {
  const keys: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!isVapidKeys(keys)) throw new Error(`${file} does not hold a VAPID key pair`);
  return keys;
}

/**
 * The key pair kept in DATA_DIR, generated on the first start. Every subscription is bound to
 * the public key it was made with, so the pair must never change: a new one would silence every
 * device until it subscribes again. The file is written whole under a temporary name and then
 * linked into place, which fails if another process got there first (its pair is then used).
 */
export function loadOrCreateVapidKeys(dataDir: string): VapidKeys {
  const file = vapidKeysFile(dataDir);
  if (existsSync(file)) return read(file);
  mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  writeFileSync(temporary, JSON.stringify(webpush.generateVAPIDKeys()), {
    mode: PRIVATE_FILE_MODE,
  });
  try {
    linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(temporary);
  }
  return read(file);
}
