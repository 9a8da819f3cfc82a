import { createCipheriv, createHash, randomBytes } from 'node:crypto';
import { signFields } from '../../lib/digistore/signature.js';

/** Test support: Digistore24's encryption of a thank-you value (decision 005). */
export function encryptThankYouValue(key: string, value: string): string {
  const iv = randomBytes(16);
  const aesKey = Buffer.from(createHash('sha256').update(key).digest('hex').slice(0, 32), 'latin1');
  const cipher = createCipheriv('aes-256-cbc', aesKey, iv);
  const inner = Buffer.concat([cipher.update(key.slice(0, 5) + value, 'utf8'), cipher.final()]);
  const outer = Buffer.from(inner.toString('base64'), 'latin1').toString('base64');
  return `ds24${iv.toString('hex')}-${outer.replaceAll('=', '_e').replaceAll('+', '_p')}`;
}

/** Test support: a thank-you link's query as Digistore24 signs it under the thank-you key. */
export function signThankYouParams(
  key: string,
  params: Record<string, string>,
): Record<string, string> {
  return signFields(key, params);
}
