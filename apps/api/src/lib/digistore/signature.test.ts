import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  digistoreSignature,
  encodeFormBody,
  HTML401_ENTITIES,
  htmlEntityDecode,
  parseFormBody,
  signFields,
  verifyDigistoreSignature,
  type FormFields,
} from './signature.js';

// Digistore24's sha_sign test vectors (decision 005).
const TV1 = {
  passphrase: 'i_am_a_secure_password',
  fields: { parameter: 'value' },
  sign: '3D73B82A10A53881D453096990002B0816927C2FE2AE34FF7DEA0CF4DFB555D49B7A8FE4F154B91834EDFEFE8CBEE6076DCFB06DA097B25F2FC285F96A366F7F',
  upper:
    'A3134CBAB31C879572BA69432857AC81DE124E55C80739B63ED5EC1DB75551E476FED7750B33A05CEAAD6BD1E7B8ACD9067C3614509A37C7AC652F28C52C83FF',
};
const TV2 = {
  passphrase: 'keto-ipn-passphrase-2024',
  fields: {
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
  },
  sign: 'B5A0051BCB939D0A0FBB0C08C46F94171E9105E2A449924852194A8B60722A379536EE8CF54F14F172AE4914090070DEEF80682AB8A5A003B9275E0B50F4192A',
  upper:
    '28DF45A5CB81B7DE009DAA86C1759A2C7027D1D3F9654F4951F4162565EA4CCF3B40B5A2882E854945972A726DB3F68949378F2A2A5036CC7589FA8F3B2708D6',
};

describe('sha_sign test vectors', () => {
  it.each([
    ['TV1', TV1],
    ['TV2', TV2],
  ])('%s: v2, v1 and the upper-case-keys variant', (_name, tv) => {
    expect(digistoreSignature(tv.passphrase, tv.fields)).toBe(tv.sign);
    expect(digistoreSignature(tv.passphrase, tv.fields, { htmlDecode: true })).toBe(tv.sign);
    expect(digistoreSignature(tv.passphrase, tv.fields, { uppercaseKeys: true })).toBe(tv.upper);
    expect(
      verifyDigistoreSignature(tv.passphrase, { ...tv.fields, sha_sign: tv.sign })?.variant,
    ).toBe('v2');
  });

  it('TV2 arrives form-encoded in any order and still verifies', () => {
    const entries = Object.entries({ ...TV2.fields, sha_sign: TV2.sign }).reverse();
    const body = encodeFormBody(entries);
    expect(body).toContain('product_name=Monthly+Pro');
    expect(verifyDigistoreSignature(TV2.passphrase, parseFormBody(body))?.variant).toBe('v2');
  });

  it('accepts a lower-case hex signature and the SHASIGN field name', () => {
    expect(
      verifyDigistoreSignature(TV1.passphrase, { ...TV1.fields, sha_sign: TV1.sign.toLowerCase() }),
    ).not.toBeNull();
    expect(
      verifyDigistoreSignature(TV1.passphrase, { ...TV1.fields, SHASIGN: TV1.sign }),
    ).not.toBeNull();
  });

  it('never verifies without a passphrase, without a signature or with a malformed one', () => {
    const signed = { ...TV1.fields, sha_sign: TV1.sign };
    expect(verifyDigistoreSignature(undefined, signed)).toBeNull();
    expect(verifyDigistoreSignature('', signed)).toBeNull();
    expect(verifyDigistoreSignature(TV1.passphrase, TV1.fields)).toBeNull();
    expect(verifyDigistoreSignature(TV1.passphrase, { ...TV1.fields, sha_sign: '' })).toBeNull();
    expect(
      verifyDigistoreSignature(TV1.passphrase, { ...TV1.fields, sha_sign: TV1.sign.slice(1) }),
    ).toBeNull();
    // The empty-passphrase signature of the same fields is not a way in either.
    expect(
      verifyDigistoreSignature(TV1.passphrase, {
        ...TV1.fields,
        sha_sign: digistoreSignature('', TV1.fields),
      }),
    ).toBeNull();
  });

  it('sorts keys byte-wise: upper case < "_" < lower case, order_id < order_item_id < orderform_id', () => {
    const fields = { orderform_id: '3', order_item_id: '2', Zeta: 'z', order_id: '1', _x: 'u' };
    const expected = ['Zeta=z', '_x=u', 'order_id=1', 'order_item_id=2', 'orderform_id=3']
      .map((pair) => `${pair}P`)
      .join('');
    expect(digistoreSignature('P', fields)).toBe(
      createHash('sha512').update(expected, 'utf8').digest('hex').toUpperCase(),
    );
  });

  it('keeps "0", skips empty values, hashes UTF-8 (non-ASCII passphrase and values)', () => {
    const hash = (s: string) => createHash('sha512').update(s, 'utf8').digest('hex').toUpperCase();
    expect(digistoreSignature('pä€', { a: '0', b: '', c: 'Jürgen' })).toBe(
      hash('a=0pä€c=Jürgenpä€'),
    );
  });
});

describe('form decoding like PHP $_POST', () => {
  it('decodes + as space and %2B as plus; a repeated key keeps its last value', () => {
    const fields = parseFormBody('a=1+2%2B3&b=x&b=y&c=&d=%C3%A4');
    expect({ ...fields }).toEqual({ a: '1 2+3', b: 'y', c: '', d: 'ä' });
  });
});

describe('html_entity_decode (ENT_QUOTES | ENT_HTML401)', () => {
  it('decodes named and numeric entities once, leaves unknown ones', () => {
    expect(htmlEntityDecode('Tom &amp; Jerry &quot;x&quot; &#039;y&#39; &lt;b&gt;')).toBe(
      `Tom & Jerry "x" 'y' <b>`,
    );
    expect(htmlEntityDecode('&amp;lt;')).toBe('&lt;');
    expect(htmlEntityDecode('M&uuml;ller &#228;&#xE4;&#XE4; &euro;5 &szlig;')).toBe(
      'Müller äää €5 ß',
    );
    // &apos; is not an HTML 4.01 entity; no semicolon, no entity; forbidden code points stay.
    expect(htmlEntityDecode('&apos; &amp &#0; &#1; &#xD800; &#99999999; &Amp;')).toBe(
      '&apos; &amp &#0; &#1; &#xD800; &#99999999; &Amp;',
    );
  });

  it('knows all 96 Latin-1 entities of HTML 4.01', () => {
    expect(HTML401_ENTITIES.get('nbsp')).toBe('\u00a0');
    expect(HTML401_ENTITIES.get('yuml')).toBe('\u00ff');
    expect(HTML401_ENTITIES.get('times')).toBe('×');
    expect(HTML401_ENTITIES.get('divide')).toBe('÷');
  });

  it('the v1 variant verifies, and hands back the decoded values it signed', () => {
    const fields = { product_name: 'Keto &amp; Co', transaction_id: '&#49;23' };
    const v1 = digistoreSignature('pass', fields, { htmlDecode: true });
    const verified = verifyDigistoreSignature('pass', { ...fields, sha_sign: v1 });
    expect(verified?.variant).toBe('v1');
    expect(verified?.fields.product_name).toBe('Keto & Co');
    expect(verified?.fields.transaction_id).toBe('123');
  });
});

// --- Property-based: the signature binds exactly the non-empty fields, whatever their order.

const PASSPHRASE = 'prop-passphrase-ä';
const keyArb = fc
  .stringMatching(/^[A-Za-z0-9_]{1,16}$/)
  .filter((k) => k !== 'sha_sign' && k !== 'SHASIGN' && k !== '__proto__');
const valueArb = fc.oneof(
  fc
    .string({ unit: 'binary', minLength: 1, maxLength: 24 })
    .filter((v) => !/[\uD800-\uDFFF]/u.test(v)), // no lone surrogates
  fc.constantFrom('0', ' ', '+', '%2B', '&amp;', '&#49;', 'a&b', 'Jürgen Müller', '37.00'),
);
const fieldsArb = fc.dictionary(keyArb, valueArb, { minKeys: 1, maxKeys: 12 });

function sign(fields: FormFields): FormFields {
  return signFields(PASSPHRASE, fields);
}

function shuffle<T>(items: T[], seed: number): T[] {
  const out = [...items];
  let s = seed;
  for (let i = out.length - 1; i > 0; i -= 1) {
    s = (s * 1103515245 + 12345) % 2147483648;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

describe('signature properties', () => {
  it('reordered fields and added empty fields still verify (through form encoding)', () => {
    fc.assert(
      fc.property(
        fieldsArb,
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.array(keyArb, { maxLength: 4 }),
        (fields, seed, emptyKeys) => {
          const signed = sign(fields);
          const entries = Object.entries(signed);
          for (const k of emptyKeys) if (!(k in signed)) entries.push([k, '']);
          const body = encodeFormBody(shuffle(entries, seed));
          const verified = verifyDigistoreSignature(PASSPHRASE, parseFormBody(body));
          expect(verified?.variant).toBe('v2');
        },
      ),
      { numRuns: 500 },
    );
  });

  it('any real change to a value, an added or removed field, or another passphrase is rejected', () => {
    const mutationArb = fieldsArb.chain((fields) => {
      const keys = Object.keys(fields);
      return fc.oneof(
        fc
          .tuple(fc.constantFrom(...keys), valueArb)
          .filter(([k, v]) => {
            const old = fields[k] ?? '';
            // A change of meaning: neither value is the other's html-decoded form.
            return (
              v !== old &&
              htmlEntityDecode(v) !== old &&
              v !== htmlEntityDecode(old) &&
              htmlEntityDecode(v) !== htmlEntityDecode(old)
            );
          })
          .map(([k, v]) => ({ signed: sign(fields), mutate: { ...sign(fields), [k]: v } })),
        fc
          .tuple(keyArb, valueArb)
          .filter(([k]) => !(k in fields))
          .map(([k, v]) => ({ signed: sign(fields), mutate: { ...sign(fields), [k]: v } })),
        fc.constantFrom(...keys).map((k) => {
          const mutate = { ...sign(fields) };
          delete mutate[k];
          return { signed: sign(fields), mutate };
        }),
        fc
          .string({ minLength: 1, maxLength: 30 })
          .filter((p) => p !== PASSPHRASE)
          .map((p) => ({ signed: sign(fields), mutate: signFields(p, fields) })),
      );
    });
    fc.assert(
      fc.property(mutationArb, ({ signed, mutate }) => {
        expect(verifyDigistoreSignature(PASSPHRASE, signed)).not.toBeNull();
        const body = encodeFormBody(mutate);
        expect(verifyDigistoreSignature(PASSPHRASE, parseFormBody(body))).toBeNull();
      }),
      { numRuns: 1000 },
    );
  });
});
