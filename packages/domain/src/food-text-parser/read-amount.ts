/** Reading an amount, unit and size off a segment's words, before or after the food. */
import type { FoodSize } from './types.js';
import { MULTIPLIER_WORDS, NUMBER_WORDS, SIZES, TWO_WORD_UNITS, UNITS } from './vocabulary.js';

/** A numeric token: 2, 1.5, 1,5 (decimal comma), 1/2, 2-3 (a range: its middle). */
function parseNumberToken(token: string): number | null {
  let m = /^(\d+(?:[.,]\d+)?)$/.exec(token);
  if (m?.[1]) return Number(m[1].replace(',', '.'));
  m = /^(\d+)\/(\d+)$/.exec(token);
  if (m?.[1] && m[2]) {
    const den = Number(m[2]);
    return den > 0 ? Number(m[1]) / den : null;
  }
  m = /^(\d+(?:[.,]\d+)?)[-–](\d+(?:[.,]\d+)?)$/.exec(token);
  if (m?.[1] && m[2]) {
    return (Number(m[1].replace(',', '.')) + Number(m[2].replace(',', '.'))) / 2;
  }
  return null;
}

export type Cursor = { tokens: string[]; i: number };

/** Reads a leading amount ("2", "1 1/2", "half a", "a dozen", "two thirds", "200g"). */
export function readQuantity(c: Cursor): { quantity: number; attachedUnit: string | null } | null {
  const start = c.i;
  let quantity: number | null = null;
  const attachedUnit: string | null = null;
  const tok = (k = 0) => c.tokens[c.i + k] ?? '';

  // "200g", "1.5kg", "3oz", "2x"
  const attached = /^(\d+(?:[.,]\d+)?|\d+\/\d+)([a-z]+)$/.exec(tok());
  if (attached?.[1] && attached[2]) {
    const unit = UNITS[attached[2]];
    if (unit || attached[2] === 'x') {
      c.i += 1;
      return { quantity: parseNumberToken(attached[1]) ?? 1, attachedUnit: unit ?? null };
    }
  }

  const numeric = parseNumberToken(tok());
  if (numeric !== null) {
    quantity = numeric;
    c.i += 1;
    // "1 1/2"
    const next = tok();
    if (/^\d+\/\d+$/.test(next) && Number.isInteger(quantity)) {
      quantity += parseNumberToken(next) ?? 0;
      c.i += 1;
    }
  } else if ((tok() === 'a' || tok() === 'an') && NUMBER_WORDS[tok(1)] !== undefined) {
    // "a dozen", "a half", "a couple of", "a few", "a quarter of"
    quantity = NUMBER_WORDS[tok(1)] ?? 1;
    c.i += 2;
  } else if (NUMBER_WORDS[tok()] !== undefined) {
    quantity = NUMBER_WORDS[tok()] ?? 1;
    c.i += 1;
  } else if (tok() === 'a' || tok() === 'an') {
    quantity = 1;
    c.i += 1;
    return { quantity, attachedUnit };
  }
  if (quantity === null) {
    c.i = start;
    return null;
  }
  // "two thirds", "three quarters", "2 dozen", "half a dozen"
  const multiplier = MULTIPLIER_WORDS[tok()];
  if (multiplier !== undefined && !(quantity < 1 && multiplier < 1)) {
    quantity *= multiplier;
    c.i += 1;
  } else if ((tok() === 'a' || tok() === 'an') && tok(1) === 'dozen') {
    quantity *= 12;
    c.i += 2;
  }
  // "half a cup", "half an avocado", "a couple of eggs"
  if ((tok() === 'a' || tok() === 'an') && quantity !== 1) c.i += 1;
  if (tok() === 'of') c.i += 1;
  return { quantity, attachedUnit };
}

export function readUnit(c: Cursor): string | null {
  const two = `${c.tokens[c.i] ?? ''} ${c.tokens[c.i + 1] ?? ''}`;
  const twoUnit = TWO_WORD_UNITS[two];
  if (twoUnit) {
    c.i += 2;
    return twoUnit;
  }
  const word = (c.tokens[c.i] ?? '').replace(/\.$/, '');
  const unit = UNITS[word];
  // A unit needs something after it ("2 cups of coffee"); "2 leaves" alone is the food.
  if (unit && c.i + 1 < c.tokens.length) {
    c.i += 1;
    return unit;
  }
  return null;
}

export function readSize(c: Cursor): FoodSize | null {
  const word = c.tokens[c.i] ?? '';
  if (word === 'extra' && c.tokens[c.i + 1] === 'large' && c.i + 2 < c.tokens.length) {
    c.i += 2;
    return 'extra large';
  }
  const size = SIZES[word];
  if (size && c.i + 1 < c.tokens.length) {
    c.i += 1;
    return size;
  }
  return null;
}

/** "chicken breast 200g", "bacon x3", "eggs (2)", "coffee 1 cup": amounts written after the food. */
export function readTrailingAmount(
  phrase: string,
): { phrase: string; quantity: number; unit: string | null } | null {
  const m =
    /^(.*?[a-z].*?)\s*(?:[-:(]\s*)?(?:x\s*)?(\d+(?:[.,]\d+)?|\d+\/\d+)\s*([a-z. ]{0,14}?)\s*\)?$/.exec(
      phrase,
    );
  if (!m?.[1] || !m[2]) return null;
  const unitWord = (m[3] ?? '').trim();
  const unit = unitWord === '' ? null : (TWO_WORD_UNITS[unitWord] ?? UNITS[unitWord] ?? undefined);
  if (unit === undefined) return null;
  const quantity = parseNumberToken(m[2]);
  if (quantity === null) return null;
  return { phrase: m[1], quantity, unit };
}
