/** A typed meal → its segments: the words of each read into an amount, a size and a food. */
import { round3 } from '../numbers.js';
import { normaliseText, splitSegments } from './normalise.js';
import {
  readQuantity,
  readSize,
  readTrailingAmount,
  readUnit,
  type Cursor,
} from './read-amount.js';
import { singularise } from './words.js';
import type { FoodTextSegment } from './types.js';
import {
  ARTICLES,
  GLUE,
  LEADING_FILLERS,
  MEAL_WORDS,
  SIZES,
  TRAILING_FILLERS,
} from './vocabulary.js';

/** Punctuation at either end of a word (the glue of protected phrases is kept). */
const EDGE_PUNCTUATION = new RegExp(`^[^a-z0-9${GLUE}]+|[^a-z0-9'${GLUE}-]+$`, 'g');

function cleanPhrase(words: string[]): string {
  const kept = words.map((w) => w.replace(EDGE_PUNCTUATION, '')).filter((w) => w.length > 0);
  while (kept.length > 0 && ARTICLES.has(kept[0] ?? '')) kept.shift();
  if (kept.length === 0) return '';
  const last = kept.length - 1;
  const head = kept[last] ?? '';
  if (!head.includes(GLUE)) kept[last] = singularise(head);
  return kept.join(' ').split(GLUE).join(' ').trim();
}

function parseSegment(raw: string): FoodTextSegment | null {
  let text = raw
    .replace(/[()[\]{}]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  for (const filler of LEADING_FILLERS) text = text.replace(filler, '');
  text = text.replace(TRAILING_FILLERS, '').trim();
  // "1.5" and "1,5" survive; a final full stop does not.
  text = text.replace(/[.!?]+$/, '');
  const original = raw.split(GLUE).join(' ').trim();
  if (!text) return null;

  const cursor: Cursor = { tokens: text.split(' '), i: 0 };
  const amount = readQuantity(cursor);
  // "two thirds of a cup of milk": the article belongs to the unit, not the food.
  while (cursor.tokens[cursor.i] === 'a' || cursor.tokens[cursor.i] === 'an') cursor.i += 1;
  let size = readSize(cursor);
  let unit = amount?.attachedUnit ?? readUnit(cursor);
  if (!size) size = readSize(cursor);
  if (cursor.tokens[cursor.i] === 'of') cursor.i += 1;
  let rest = cursor.tokens.slice(cursor.i);

  let quantity = amount?.quantity ?? 1;
  let quantityGiven = amount !== null;
  if (!quantityGiven && !unit) {
    const trailing = readTrailingAmount(rest.join(' '));
    if (trailing) {
      rest = trailing.phrase.split(' ');
      quantity = trailing.quantity;
      unit = trailing.unit;
      quantityGiven = true;
    }
  }
  // Drop size words left inside the phrase ("eggs, large") only at its edges.
  if (!size) {
    const lastWord = rest[rest.length - 1] ?? '';
    if (rest.length > 1 && SIZES[lastWord]) {
      size = SIZES[lastWord] ?? null;
      rest = rest.slice(0, -1);
    }
  }
  const foodPhrase = cleanPhrase(rest);
  if (!foodPhrase || !/[a-z]/.test(foodPhrase) || MEAL_WORDS.has(foodPhrase)) return null;
  if (!(quantity > 0 && Number.isFinite(quantity))) {
    quantity = 1;
    quantityGiven = false;
  }
  return {
    raw: original,
    quantity: round3(quantity),
    quantityGiven,
    unit,
    size,
    foodPhrase,
  };
}

/** Splits a description of a meal into foods with amounts. Empty text gives no segments. */
export function parseFoodText(text: string): FoodTextSegment[] {
  const segments: FoodTextSegment[] = [];
  for (const raw of splitSegments(normaliseText(text))) {
    const segment = parseSegment(raw);
    if (segment) segments.push(segment);
  }
  return segments;
}
