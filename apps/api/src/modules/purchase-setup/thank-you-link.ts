import { createDecipheriv, createHash, timingSafeEqual } from 'node:crypto';
import { EmailSchema } from '@ketoflow/contracts';

/**
 * Digistore24's `sha_sign` (domain facts §1.4, function (b) with default options): keys without
 * `sha_sign`/`SHASIGN`, sorted byte-wise; empty values skipped ('0' is kept); `key=value` then
 * the secret after every pair; SHA-512, upper-case hex.
 */
export function digistoreSignature(secret: string, params: Record<string, string>): string {
  const keys = Object.keys(params).filter((k) => k !== 'sha_sign' && k !== 'SHASIGN');
  keys.sort((a, b) => Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8')));
  let input = '';
  for (const key of keys) {
    const value = params[key];
    if (value === undefined || value === '') continue;
    input += `${key}=${value}${secret}`;
  }
  return createHash('sha512').update(input, 'utf8').digest('hex').toUpperCase();
}

/** Constant-time check of the received `sha_sign` (or `SHASIGN`) against the expected one. */
export function isDigistoreSignatureValid(secret: string, params: Record<string, string>): boolean {
  const received = Buffer.from((params.sha_sign ?? params.SHASIGN ?? '').toUpperCase(), 'utf8');
  const expected = Buffer.from(digistoreSignature(secret, params), 'utf8');
  return received.length === expected.length && timingSafeEqual(received, expected);
}

const ENCRYPTED = /^ds24([0-9a-fA-F]{32})-([A-Za-z0-9/_]+)$/;

/**
 * Decrypts a thank-you-page value Digistore24 sent encrypted (facts §1.7):
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
  if (!key || !isDigistoreSignatureValid(key, params)) return null;
  const read = (name: string): string | null => {
    const raw = params[name];
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
