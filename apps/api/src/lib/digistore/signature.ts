import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Digistore24's `sha_sign` (decision 005): the received fields minus the signature,
 * keys sorted byte-wise (PHP SORT_STRING), empty values skipped ("0" is kept),
 * `key=value` followed by the passphrase for every pair, SHA-512, upper-case hex.
 */

export type FormFields = Record<string, string>;

/** The signature fields themselves are never signed. */
const SIGNATURE_KEYS = new Set(['sha_sign', 'SHASIGN']);

/**
 * Decoded form fields exactly as PHP's `$_POST` and `URLSearchParams` see them:
 * `+` is a space, `%2B` a plus, and a repeated key keeps its last value.
 */
export function parseFormBody(raw: string): FormFields {
  const fields: FormFields = Object.create(null) as FormFields;
  for (const [key, value] of new URLSearchParams(raw)) fields[key] = value;
  return fields;
}

/** The inverse of `parseFormBody`, for senders (tests, tools). */
export function encodeFormBody(fields: FormFields | [string, string][]): string {
  return new URLSearchParams(Array.isArray(fields) ? fields : Object.entries(fields)).toString();
}

export type SignatureOptions = {
  /** The 2019 reference receiver ("v1") html-decodes every value before hashing. */
  htmlDecode?: boolean;
  /** digistore_signature()'s third argument; not used by the IPN, kept for the vectors. */
  uppercaseKeys?: boolean;
};

function compareBytes(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
}

/** The upper-case hex SHA-512 signature of `fields` (v2 by default). */
export function digistoreSignature(
  passphrase: string,
  fields: FormFields,
  options: SignatureOptions = {},
): string {
  const keys = Object.keys(fields)
    .filter((k) => !SIGNATURE_KEYS.has(k))
    .map((k) => ({ key: k, emitted: options.uppercaseKeys ? k.toUpperCase() : k }))
    .sort((a, b) => compareBytes(a.emitted, b.emitted));
  const hash = createHash('sha512');
  for (const { key, emitted } of keys) {
    const raw = fields[key];
    if (raw === undefined || raw === '') continue; // PHP skips unset, "" and false; "0" stays
    const value = options.htmlDecode ? htmlEntityDecode(raw) : raw;
    hash.update(`${emitted}=${value}${passphrase}`, 'utf8');
  }
  return hash.digest('hex').toUpperCase();
}

/** Adds `sha_sign` to a copy of the fields (for senders and tests). */
export function signFields(passphrase: string, fields: FormFields): FormFields {
  return { ...fields, sha_sign: digistoreSignature(passphrase, fields) };
}

function constantTimeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

const HEX_SHA512 = /^[0-9A-F]{128}$/;

export type VerifiedFields = {
  variant: 'v2' | 'v1';
  /** The values exactly as they were hashed: html-decoded for v1. Act on these only. */
  fields: FormFields;
};

function decodedCopy(fields: FormFields): FormFields {
  const copy: FormFields = Object.create(null) as FormFields;
  for (const [key, value] of Object.entries(fields)) copy[key] = htmlEntityDecode(value);
  return copy;
}

/**
 * Verifies the call and returns the signed view of its fields, or null when it
 * is unsigned, malformed or wrong. Without a passphrase nothing verifies: an
 * unsigned call is never accepted.
 *
 * Whether Digistore24's server html-decodes is unconfirmed, so the
 * html-decoded variant (v1) is accepted too. Its fields are returned decoded:
 * otherwise `transaction_id=&#49;23` would verify as `123` yet be processed as a
 * new transaction, turning one signed IPN into many.
 */
export function verifyDigistoreSignature(
  passphrase: string | undefined,
  fields: FormFields,
): VerifiedFields | null {
  if (!passphrase) return null;
  const received = (fields.sha_sign ?? fields.SHASIGN ?? '').toUpperCase();
  if (!HEX_SHA512.test(received)) return null;
  const v2 = constantTimeEqual(received, digistoreSignature(passphrase, fields));
  const v1 = constantTimeEqual(
    received,
    digistoreSignature(passphrase, fields, { htmlDecode: true }),
  );
  if (v2) return { variant: 'v2', fields };
  if (v1) return { variant: 'v1', fields: decodedCopy(fields) };
  return null;
}

// --- PHP html_entity_decode(value, ENT_QUOTES | ENT_SUBSTITUTE | ENT_HTML401), the PHP ≥ 8.1 default.

/** HTML 4.01's Latin-1 entities, U+00A0 … U+00FF in order. */
const LATIN1_NAMES =
  'nbsp iexcl cent pound curren yen brvbar sect uml copy ordf laquo not shy reg macr deg plusmn sup2 sup3 acute micro para middot cedil sup1 ordm raquo frac14 frac12 frac34 iquest Agrave Aacute Acirc Atilde Auml Aring AElig Ccedil Egrave Eacute Ecirc Euml Igrave Iacute Icirc Iuml ETH Ntilde Ograve Oacute Ocirc Otilde Ouml times Oslash Ugrave Uacute Ucirc Uuml Yacute THORN szlig agrave aacute acirc atilde auml aring aelig ccedil egrave eacute ecirc euml igrave iacute icirc iuml eth ntilde ograve oacute ocirc otilde ouml divide oslash ugrave uacute ucirc uuml yacute thorn yuml'.split(
    ' ',
  );

/** The markup-significant and the common typographic HTML 4.01 entities. */
const OTHER_ENTITIES: Record<string, number> = {
  quot: 0x22,
  amp: 0x26,
  lt: 0x3c,
  gt: 0x3e,
  OElig: 0x152,
  oelig: 0x153,
  Scaron: 0x160,
  scaron: 0x161,
  Yuml: 0x178,
  fnof: 0x192,
  circ: 0x2c6,
  tilde: 0x2dc,
  ensp: 0x2002,
  emsp: 0x2003,
  thinsp: 0x2009,
  zwnj: 0x200c,
  zwj: 0x200d,
  lrm: 0x200e,
  rlm: 0x200f,
  ndash: 0x2013,
  mdash: 0x2014,
  lsquo: 0x2018,
  rsquo: 0x2019,
  sbquo: 0x201a,
  ldquo: 0x201c,
  rdquo: 0x201d,
  bdquo: 0x201e,
  dagger: 0x2020,
  Dagger: 0x2021,
  bull: 0x2022,
  hellip: 0x2026,
  permil: 0x2030,
  prime: 0x2032,
  Prime: 0x2033,
  lsaquo: 0x2039,
  rsaquo: 0x203a,
  euro: 0x20ac,
  trade: 0x2122,
  larr: 0x2190,
  uarr: 0x2191,
  rarr: 0x2192,
  darr: 0x2193,
  harr: 0x2194,
};

export const HTML401_ENTITIES: ReadonlyMap<string, string> = new Map([
  ...LATIN1_NAMES.map((name, i) => [name, String.fromCodePoint(0xa0 + i)] as const),
  ...Object.entries(OTHER_ENTITIES).map(([name, cp]) => [name, String.fromCodePoint(cp)] as const),
]);

/** PHP's unicode_cp_is_allowed() for the HTML 4.01 document type. */
function html401AllowsCodePoint(cp: number): boolean {
  return (
    (cp >= 0x20 && cp <= 0x7e) ||
    cp === 0x0a ||
    cp === 0x09 ||
    cp === 0x0d ||
    (cp >= 0xa0 && cp <= 0xd7ff) ||
    (cp >= 0xe000 && cp <= 0x10ffff && (cp & 0xffff) < 0xfffe && (cp < 0xfdd0 || cp > 0xfdef))
  );
}

const ENTITY = /&(?:#([0-9]+)|#[xX]([0-9a-fA-F]+)|([A-Za-z][A-Za-z0-9]*));/g;

/**
 * One pass, like PHP ("&amp;lt;" becomes "&lt;"): named HTML 4.01 entities
 * (case-sensitive; `&apos;` is not HTML 4.01) and numeric references to allowed
 * code points; anything else is left as it is.
 */
export function htmlEntityDecode(value: string): string {
  if (!value.includes('&')) return value;
  return value.replace(
    ENTITY,
    (match, dec: string | undefined, hex: string | undefined, name: string | undefined) => {
      if (name !== undefined) return HTML401_ENTITIES.get(name) ?? match;
      const digits = dec ?? hex ?? '';
      // Long digit strings overflow in PHP and stay undecoded; so do they here.
      if (digits.replace(/^0+/, '').length > 7) return match;
      const cp = Number.parseInt(digits, dec !== undefined ? 10 : 16);
      return html401AllowsCodePoint(cp) ? String.fromCodePoint(cp) : match;
    },
  );
}
