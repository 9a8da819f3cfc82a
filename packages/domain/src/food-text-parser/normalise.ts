/** The whole text before it is split: fractions, separators, protected dish names. */
import { NUMBER_WORDS, PROTECTED_PHRASES, GLUE, UNICODE_FRACTIONS } from './vocabulary.js';

/** Longest accepted input, so a pasted essay cannot make the parser (or the search) slow. */
export const FOOD_TEXT_MAX_LENGTH = 1000;
export const FOOD_TEXT_MAX_SEGMENTS = 50;

export function normaliseText(text: string): string {
  let t = text.slice(0, FOOD_TEXT_MAX_LENGTH).toLowerCase();
  // "1½" → "1 1/2", "½" → "1/2"
  t = t.replace(/(\d)?([½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞])/g, (_m, whole: string | undefined, frac: string) => {
    const f = UNICODE_FRACTIONS[frac] ?? '';
    return whole ? `${whole} ${f}` : ` ${f}`;
  });
  t = t.replace(/⁄/g, '/').replace(/[’`]/g, "'");
  t = t.replace(/\bw\/\s*/g, ' with ');
  // Thousands separators ("1,000 g") before the comma becomes a separator or a decimal comma.
  t = t.replace(/\b(\d{1,3}),(\d{3})\b(?![.,]\d)/g, '$1$2');
  for (const phrase of PROTECTED_PHRASES) {
    t = t.split(phrase).join(phrase.replace(/ /g, GLUE));
  }
  // "one and a half cups", "2 and a half" → one number before "and" can split them.
  t = t.replace(
    /\b(\d+|one|two|three|four|five|six|seven|eight|nine|ten)\s+and\s+a\s+half\b/g,
    (_m, n: string) => String((NUMBER_WORDS[n] ?? Number(n)) + 0.5),
  );
  // "2x eggs", "2 x eggs", "eggs x2": the multiplication sign is just a count.
  t = t.replace(/(\d)\s*[x×*]\s+(?=[a-z])/g, '$1 ');
  t = t.replace(/[×*]/g, ' x ');
  return t;
}

const SEPARATORS =
  /\r?\n|;|(?<!\d),|,(?!\d)|\s+(?:and|&|with|plus|\+|then)\s+|\s*\+\s*|\s+&\s*|\s*&\s+|\s*\|\s*/;

export function splitSegments(text: string): string[] {
  return text
    .split(SEPARATORS)
    .map((s) => s.trim())
    .filter((s) => s.length > 0)
    .slice(0, FOOD_TEXT_MAX_SEGMENTS);
}
