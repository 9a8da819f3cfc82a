import { describe, expect, it } from 'vitest';
import {
  decryptThankYouValue,
  digistoreSignature,
  isDigistoreSignatureValid,
  verifyThankYouLink,
} from './thank-you-link.js';
import { encryptThankYouValue as encrypt } from './test-links.js';

describe('Digistore24 sha_sign (facts §1.5 vectors)', () => {
  it('TV1', () => {
    expect(digistoreSignature('i_am_a_secure_password', { parameter: 'value' })).toBe(
      '3D73B82A10A53881D453096990002B0816927C2FE2AE34FF7DEA0CF4DFB555D49B7A8FE4F154B91834EDFEFE8CBEE6076DCFB06DA097B25F2FC285F96A366F7F',
    );
  });

  it('TV2: byte-wise key order, empty values and sha_sign left out', () => {
    const params = {
      api_mode: 'test',
      event: 'on_payment',
      order_id: 'ABC12DEF',
      order_item_id: '21073560',
      product_id: '123456',
      product_name: 'Monthly Pro',
      email: 'buyer@example.com',
      address_email: 'buyer@example.com',
      address_first_name: 'Jane',
      address_last_name: 'Doe',
      transaction_id: '31967101',
      transaction_type: 'payment',
      amount: '20.00',
      currency: 'USD',
      billing_type: 'subscription',
      pay_sequence_no: '1',
      quantity: '1',
      custom: '',
      voucher_code: '',
      sha_sign: 'IGNORED',
    };
    const expected =
      'B5A0051BCB939D0A0FBB0C08C46F94171E9105E2A449924852194A8B60722A379536EE8CF54F14F172AE4914090070DEEF80682AB8A5A003B9275E0B50F4192A';
    expect(digistoreSignature('keto-ipn-passphrase-2024', params)).toBe(expected);
    expect(
      isDigistoreSignatureValid('keto-ipn-passphrase-2024', { ...params, sha_sign: expected }),
    ).toBe(true);
    // Lower-case hex is the same signature; another passphrase or value is not.
    expect(
      isDigistoreSignatureValid('keto-ipn-passphrase-2024', {
        ...params,
        sha_sign: expected.toLowerCase(),
      }),
    ).toBe(true);
    expect(isDigistoreSignatureValid('other', { ...params, sha_sign: expected })).toBe(false);
    expect(
      isDigistoreSignatureValid('keto-ipn-passphrase-2024', {
        ...params,
        amount: '2.00',
        sha_sign: expected,
      }),
    ).toBe(false);
  });
});

describe('thank-you values', () => {
  it('decrypts the facts §1.7 vector', () => {
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
