/**
 * Food search text and barcode rules, shared by the server (what the database matches
 * against) and the client (what it sends). Pure: no I/O.
 */

/**
 * Lower case, accents removed ("Crème fraîche" → "creme fraiche"), everything that is not a
 * letter or digit turned into single spaces. Search text and queries go through this same
 * function, so "Jalapeño" is found by "jalapeno" and "half-and-half" by "half and half".
 */
export function normaliseSearchText(text: string): string {
  return (
    text
      .normalize('NFKD')
      // Combining marks left by NFKD are the accents.
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      // Letters without a decomposition that people type without the mark.
      .replace(/ß/g, 'ss')
      .replace(/æ/g, 'ae')
      .replace(/œ/g, 'oe')
      .replace(/ø/g, 'o')
      .replace(/[^a-z0-9]+/g, ' ')
      .trim()
  );
}

/**
 * A light English stemmer for query words, used as word prefixes: "berries" → "berry",
 * "tomatoes" → "tomato", "eggs" → "egg", "cheeses" → "cheese". Short words and "-ss" stay.
 * Because a stem is matched as the start of a word, over-trimming ("asparagus" →
 * "asparagu") still finds the right food.
 */
export function stemSearchWord(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith('oes') && word.length > 4) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/** At most this many words of a query count (longer queries are pasted sentences). */
export const MAX_SEARCH_WORDS = 6;

/**
 * The words a query is matched by: normalised, stemmed, de-duplicated, at most
 * MAX_SEARCH_WORDS. Only [a-z0-9] survive, so they are safe inside LIKE and regex patterns.
 */
export function searchWords(query: string): string[] {
  const words = normaliseSearchText(query).split(' ').filter(Boolean).map(stemSearchWord);
  return [...new Set(words)].slice(0, MAX_SEARCH_WORDS);
}

/** Separates the parts of a search text; trigram matching ignores the punctuation. */
export const SEARCH_TEXT_SEPARATOR = ' | ';

/**
 * What search matches a food against: "name | alias ; alias | brand | description", each
 * part normalised. The name comes first so the database can rank name matches
 * (`split_part(search_text, ' | ', 1)`) above matches in aliases or the description.
 */
export function buildSearchText(food: {
  name: string;
  aliases?: readonly string[];
  brand?: string | null;
  description?: string | null;
}): string {
  const aliases = (food.aliases ?? []).map(normaliseSearchText).filter(Boolean).join(' ; ');
  return [
    normaliseSearchText(food.name),
    aliases,
    normaliseSearchText(food.brand ?? ''),
    normaliseSearchText(food.description ?? ''),
  ].join(SEARCH_TEXT_SEPARATOR);
}

/** Digits only: people paste barcodes with spaces or dashes ("5 000112 637922"). */
export function normaliseBarcode(input: string): string {
  return input.replace(/[\s-]/g, '');
}

/** GS1 check digit of the digits before it: weights 3, 1, 3, 1… from the right. */
function gs1CheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i += 1) {
    const digit = Number(body[body.length - 1 - i]);
    sum += digit * (i % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

/** A UPC-E (8 digits: number system 0/1, six digits, check) written out as its UPC-A. */
export function expandUpcE(code: string): string | null {
  if (!/^[01]\d{7}$/.test(code)) return null;
  const [ns, d1, d2, d3, d4, d5, d6, check] = [...code] as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  let body: string;
  if (d6 === '0' || d6 === '1' || d6 === '2') body = `${d1}${d2}${d6}0000${d3}${d4}${d5}`;
  else if (d6 === '3') body = `${d1}${d2}${d3}00000${d4}${d5}`;
  else if (d6 === '4') body = `${d1}${d2}${d3}${d4}00000${d5}`;
  else body = `${d1}${d2}${d3}${d4}${d5}0000${d6}`;
  return `${ns}${body}${check}`;
}

/**
 * A retail barcode: 8 to 14 digits whose last digit is the GS1 check digit (EAN-8, UPC-A,
 * EAN-13, GTIN-14; shorter codes are GTINs with their leading zeros left out, which do not
 * change the check). An 8-digit code may also be a UPC-E, checked through its UPC-A form.
 */
export function isValidGtin(code: string): boolean {
  if (!/^\d{8,14}$/.test(code)) return false;
  const valid = (c: string) => gs1CheckDigit(c.slice(0, -1)) === Number(c.slice(-1));
  if (valid(code)) return true;
  const upcA = code.length === 8 ? expandUpcE(code) : null;
  return upcA !== null && valid(upcA);
}
