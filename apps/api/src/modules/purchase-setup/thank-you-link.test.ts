import { describe, expect, it } from 'vitest';
import { digistoreSignature } from '../../lib/digistore/signature.js';
import { decryptThankYouValue, verifyThankYouLink } from './thank-you-link.js';
import { encryptThankYouValue as encrypt } from './test-links.js';

describe('thank-you values', () => {
  it('decrypts a known test vector', () => {
    expect(
      decryptThankYouValue(
        'my-thankyou-key',
        'ds24000102030405060708090a0b0c0d0e0f-N0lpOC9BenZyUk95KzZhNUlOZm1mQk1lMWNwb1p3OSthSGtFanlwdXBOcz0_e',
      ),
    ).toBe('buyer@example.com');
  });

  it('refuses a value encrypted under another key, and leaves plain values alone', () => {
    expect(decryptThankYouValue('my-thankyou-key', encrypt('other-key', 'x@example.com'))).toBe(
      null,
    );
    expect(decryptThankYouValue('k', 'ds24garbage')).toBe(null);
    expect(decryptThankYouValue('k', 'ORDER123')).toBe('ORDER123');
  });

  it('verifies the signature over the encrypted values, then decrypts them', () => {
    const key = 'thank-you-key';
    const params: Record<string, string> = {
      order_id: 'ORD1',
      buyer_email: encrypt(key, 'Buyer@Example.com'),
      product_name: 'Monthly Pro',
    };
    params.sha_sign = digistoreSignature(key, params);
    expect(verifyThankYouLink(key, params)).toEqual({
      orderId: 'ORD1',
      email: 'buyer@example.com',
      productId: null,
      productName: 'Monthly Pro',
    });
    // Signed over the decrypted value instead: not what Digistore24 does, refused.
    const wrong = {
      ...params,
      sha_sign: digistoreSignature(key, { ...params, buyer_email: 'buyer@example.com' }),
    };
    expect(verifyThankYouLink(key, wrong)).toBe(null);
  });

  it('refuses unsigned, tampered, unkeyed and incomplete links', () => {
    const key = 'thank-you-key';
    const params: Record<string, string> = { order_id: 'ORD1', buyer_email: 'a@example.com' };
    const signed = { ...params, sha_sign: digistoreSignature(key, params) };
    expect(verifyThankYouLink(key, signed)?.email).toBe('a@example.com');
    expect(verifyThankYouLink(key, params)).toBe(null);
    expect(verifyThankYouLink(key, { ...signed, buyer_email: 'b@example.com' })).toBe(null);
    expect(verifyThankYouLink(undefined, signed)).toBe(null);
    const noEmail = { order_id: 'ORD1' };
    expect(
      verifyThankYouLink(key, { ...noEmail, sha_sign: digistoreSignature(key, noEmail) }),
    ).toBe(null);
  });
});
