import { createDecipheriv, createHash } from 'node:crypto';
import { EmailSchema } from '@ketoflow/contracts';
import { verifyDigistoreSignature } from '../../lib/digistore/signature.js';

const ENCRYPTED = /^ds24([0-9a-fA-F]{32})-([A-Za-z0-9/_]+)$/;

/**
 * Decrypts a thank-you-page value Digistore24 sent encrypted (decision 005):
 * `ds24` + hex(IV) + `-` + base64(base64(AES-256-CBC)) with `=`→`_e`, `+`→`_p`; the AES key is
 * the first 32 characters of hex(sha256(key)); the plaintext starts with the key's first five
 * characters, which are checked and removed. Returns null when the value does not decrypt.
 * Plain values are returned unchanged.
 */
export function decryptThankYouValue(key: string, value: string): string | null {
  const match = ENCRYPTED.exec(value);
  if (!match) return value.startsWith('ds24') ? null : value;
  const [, ivHex = '', packed = ''] = match;
  try {
    const outer = packed.replaceAll('_e', '=').replaceAll('_p', '+');
    const cipherText = Buffer.from(Buffer.from(outer, 'base64').toString('latin1'), 'base64');
    const aesKey = Buffer.from(
      createHash('sha256').update(key, 'utf8').digest('hex').slice(0, 32),
      'latin1',
    );
    const decipher = createDecipheriv('aes-256-cbc', aesKey, Buffer.from(ivHex, 'hex'));
    const plain = Buffer.concat([decipher.update(cipherText), decipher.final()]).toString('utf8');
    const prefix = key.slice(0, 5);
    return plain.startsWith(prefix) ? plain.slice(prefix.length) : null;
  } catch {
    return null;
  }
}

export type ThankYouLink = {
  orderId: string;
  /** Lower-cased and trimmed, like every stored buyer e-mail. */
  email: string;
  productId: string | null;
  productName: string | null;
};

/**
 * Verifies a thank-you link's query under the thank-you page key: the signature over the raw
 * values as received first, only then decryption (Digistore24's own example does the same).
 * Returns null for an unsigned, tampered, undecryptable or incomplete link.
 */
export function verifyThankYouLink(
  key: string | undefined,
  params: Record<string, string>,
): ThankYouLink | null {
  // The IPN's algorithm under the thank-you key; its signed view of the values.
  const verified = verifyDigistoreSignature(key, params);
  if (!key || !verified) return null;
  const read = (name: string): string | null => {
    const raw = verified.fields[name];
    if (raw === undefined || raw === '') return null;
    return decryptThankYouValue(key, raw);
  };
  const orderId = read('order_id');
  const email = EmailSchema.safeParse(read('buyer_email') ?? '');
  if (!orderId || !email.success) return null;
  return {
    orderId,
    email: email.data,
    productId: read('product_id'),
    productName: read('product_name'),
  };
}
