/**
 * Free-text meal parser: "2 eggs, 3 slices of bacon and half an avocado" → one segment per
 * food with its quantity, unit and the words to look up. Pure and deterministic: it never
 * guesses nutrients or grams; the food database does that (and tolerates typos in the food
 * words through trigram search, which is why the parser does not try to spell-correct).
 */
import type { FoodPortion } from '@ketoflow/contracts';
import { findPortion, GRAMS_PER_UNIT, normaliseUnit } from './nutrition.js';
import { splitPortionLabel } from './recipes.js';

export type FoodSize = 'small' | 'medium' | 'large' | 'extra large';

export type FoodTextSegment = {
  /** The segment as typed (lower-cased, trimmed), shown beside the match so the user can check it. */
  raw: string;
  /** 1 when the text gave no amount ("bacon"); see `quantityGiven`. */
  quantity: number;
  quantityGiven: boolean;
  /** Canonical unit ("g", "kg", "oz", "lb", "ml", "l", "fl oz", "cup", "tbsp", "slice"…) or null. */
  unit: string | null;
  /** "2 large eggs" → large: matched against portions such as "1 large". */
  size: FoodSize | null;
  /** Lower-case words to search for, head noun singular ("slices of bacon" → "bacon"). */
  foodPhrase: string;
};

/** Longest accepted input, so a pasted essay cannot make the parser (or the search) slow. */
export const FOOD_TEXT_MAX_LENGTH = 1000;
export const FOOD_TEXT_MAX_SEGMENTS = 50;

const UNICODE_FRACTIONS: Readonly<Record<string, string>> = {
  '½': '1/2',
  '⅓': '1/3',
  '⅔': '2/3',
  '¼': '1/4',
  '¾': '3/4',
  '⅕': '1/5',
  '⅖': '2/5',
  '⅗': '3/5',
  '⅘': '4/5',
  '⅙': '1/6',
  '⅚': '5/6',
  '⅛': '1/8',
  '⅜': '3/8',
  '⅝': '5/8',
  '⅞': '7/8',
};

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  hundred: 100,
  dozen: 12,
  couple: 2,
  pair: 2,
  few: 3,
  several: 3,
  half: 0.5,
  quarter: 0.25,
  third: 1 / 3,
};

/** Words that multiply a number before them: "two thirds", "three quarters", "2 dozen". */
const MULTIPLIER_WORDS: Readonly<Record<string, number>> = {
  half: 0.5,
  halves: 0.5,
  third: 1 / 3,
  thirds: 1 / 3,
  quarter: 0.25,
  quarters: 0.25,
  dozen: 12,
  hundred: 100,
};

/** Unit words and their canonical form (matched against the food's portions or converted). */
const UNITS: Readonly<Record<string, string>> = {
  g: 'g',
  gr: 'g',
  grs: 'g',
  gram: 'g',
  grams: 'g',
  gramme: 'g',
  grammes: 'g',
  kg: 'kg',
  kgs: 'kg',
  kilo: 'kg',
  kilos: 'kg',
  kilogram: 'kg',
  kilograms: 'kg',
  mg: 'mg',
  milligram: 'mg',
  milligrams: 'mg',
  oz: 'oz',
  ozs: 'oz',
  ounce: 'oz',
  ounces: 'oz',
  lb: 'lb',
  lbs: 'lb',
  pound: 'lb',
  pounds: 'lb',
  ml: 'ml',
  mls: 'ml',
  millilitre: 'ml',
  millilitres: 'ml',
  milliliter: 'ml',
  milliliters: 'ml',
  l: 'l',
  litre: 'l',
  litres: 'l',
  liter: 'l',
  liters: 'l',
  cup: 'cup',
  cups: 'cup',
  c: 'cup',
  tbsp: 'tbsp',
  tbsps: 'tbsp',
  tbs: 'tbsp',
  tbl: 'tbsp',
  tablespoon: 'tbsp',
  tablespoons: 'tbsp',
  tsp: 'tsp',
  tsps: 'tsp',
  teaspoon: 'tsp',
  teaspoons: 'tsp',
  slice: 'slice',
  slices: 'slice',
  rasher: 'slice',
  rashers: 'slice',
  piece: 'piece',
  pieces: 'piece',
  pc: 'piece',
  pcs: 'piece',
  handful: 'handful',
  handfuls: 'handful',
  can: 'can',
  cans: 'can',
  tin: 'can',
  tins: 'can',
  scoop: 'scoop',
  scoops: 'scoop',
  serving: 'serving',
  servings: 'serving',
  portion: 'serving',
  portions: 'serving',
  stick: 'stick',
  sticks: 'stick',
  clove: 'clove',
  cloves: 'clove',
  fillet: 'fillet',
  fillets: 'fillet',
  filet: 'fillet',
  filets: 'fillet',
  strip: 'strip',
  strips: 'strip',
  link: 'link',
  links: 'link',
  patty: 'patty',
  patties: 'patty',
  stalk: 'stalk',
  stalks: 'stalk',
  wedge: 'wedge',
  wedges: 'wedge',
  square: 'square',
  squares: 'square',
  bar: 'bar',
  bars: 'bar',
  glass: 'glass',
  glasses: 'glass',
  mug: 'mug',
  mugs: 'mug',
  bowl: 'bowl',
  bowls: 'bowl',
  bottle: 'bottle',
  bottles: 'bottle',
  packet: 'packet',
  packets: 'packet',
  pack: 'packet',
  sachet: 'packet',
  sachets: 'packet',
  container: 'container',
  containers: 'container',
  pinch: 'pinch',
  pinches: 'pinch',
  dash: 'dash',
  dollop: 'dollop',
  dollops: 'dollop',
  knob: 'pat',
  pat: 'pat',
  pats: 'pat',
  splash: 'splash',
  sprig: 'sprig',
  sprigs: 'sprig',
  head: 'head',
  heads: 'head',
  bunch: 'bunch',
  bunches: 'bunch',
  leaf: 'leaf',
  leaves: 'leaf',
  spear: 'spear',
  spears: 'spear',
  floret: 'floret',
  florets: 'floret',
};

/** Two-word units, checked before single words. */
const TWO_WORD_UNITS: Readonly<Record<string, string>> = {
  'fl oz': 'fl oz',
  'fluid ounce': 'fl oz',
  'fluid ounces': 'fl oz',
  'fl. oz': 'fl oz',
};

const SIZES: Readonly<Record<string, FoodSize>> = {
  small: 'small',
  medium: 'medium',
  med: 'medium',
  large: 'large',
  big: 'large',
  'extra-large': 'extra large',
  xl: 'extra large',
  jumbo: 'extra large',
};

/** Dishes whose names contain a separator word: never split them. */
const PROTECTED_PHRASES = [
  'half and half',
  'half & half',
  'salt and pepper',
  'salt & pepper',
  'mac and cheese',
  'macaroni and cheese',
  'fish and chips',
  'sweet and sour',
  'pork and beans',
  'bread and butter',
  'surf and turf',
];
const GLUE = '\u0001';

const LEADING_FILLERS = [
  /^(?:i\s+)?(?:had|ate|eaten|drank|drunk|have|having|eat|drink)\b\s*/,
  /^(?:(?:about|around|approx|approximately|roughly|maybe|like|just|only)\b\.?|~)\s*/,
  /^(?:then|also|plus)\s+/,
];
const TRAILING_FILLERS =
  /\s*\b(?:for|at|with)\s+(?:breakfast|brunch|lunch|dinner|supper|a snack|snack|dessert)\s*$|\s*\b(?:this|last)\s+(?:morning|afternoon|evening|night)\s*$|\s*\b(?:today|tonight|yesterday)\s*$/;
/** "coffee with breakfast" splits into "coffee" and "breakfast": the second is not a food. */
const MEAL_WORDS = new Set([
  'breakfast',
  'brunch',
  'lunch',
  'dinner',
  'supper',
  'snack',
  'dessert',
]);
const ARTICLES = new Set(['a', 'an', 'the', 'some', 'of', 'my', 'x', 'each']);

/** Words ending in -ies whose singular ends in -ie, not -y. */
const IE_WORDS = new Set([
  'cookies',
  'brownies',
  'smoothies',
  'pies',
  'veggies',
  'calories',
  'genies',
  'hoagies',
  'sweeties',
  'birdies',
]);
const IRREGULAR_PLURALS: Readonly<Record<string, string>> = {
  leaves: 'leaf',
  halves: 'half',
  loaves: 'loaf',
  knives: 'knife',
  calves: 'calf',
  children: 'child',
  geese: 'goose',
  teeth: 'tooth',
  feet: 'foot',
  mice: 'mouse',
  people: 'person',
};
/** Mass nouns and names that look plural but are not. */
const NOT_PLURAL = new Set([
  'hummus',
  'asparagus',
  'couscous',
  'molasses',
  'swiss',
  'citrus',
  'series',
  'species',
  'oats',
  'grits',
  'greens',
  'chips',
  'nachos',
  'brussels',
  'haggis',
  'schnapps',
  'bass',
  'glass',
  'bolognese',
  'mayonnaise',
]);

/**
 * Singular of an English food noun: eggs → egg, berries → berry, tomatoes → tomato,
 * peaches → peach, cheeses → cheese, leaves → leaf, olives → olive. Unknown shapes and
 * mass nouns (hummus, asparagus) are returned unchanged.
 */
export function singularise(word: string): string {
  const w = word.toLowerCase();
  if (w.length <= 3 || NOT_PLURAL.has(w)) return w;
  const irregular = IRREGULAR_PLURALS[w];
  if (irregular) return irregular;
  if (IE_WORDS.has(w)) return w.slice(0, -1);
  if (/[^aeiou]ies$/.test(w)) return `${w.slice(0, -3)}y`;
  if (w.endsWith('oes')) return w.slice(0, -2);
  if (/(?:ss|x|z|ch|sh)es$/.test(w)) return w.slice(0, -2);
  if (w.endsWith('ss') || w.endsWith('us') || w.endsWith('is')) return w;
  if (w.endsWith('s')) return w.slice(0, -1);
  return w;
}

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

function normaliseText(text: string): string {
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

function splitSegments(text: string): string[] {
  return text
    .split(SEPARATORS)
    .map((s) => s.trim())
    .filter((s) => s.length > 0)
    .slice(0, FOOD_TEXT_MAX_SEGMENTS);
}

type Cursor = { tokens: string[]; i: number };

/** Reads a leading amount ("2", "1 1/2", "half a", "a dozen", "two thirds", "200g"). */
function readQuantity(c: Cursor): { quantity: number; attachedUnit: string | null } | null {
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

function readUnit(c: Cursor): string | null {
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

function readSize(c: Cursor): FoodSize | null {
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
function readTrailingAmount(
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
    quantity: Math.round(quantity * 1000) / 1000,
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

/* ------------------------------------------------------------------------------------------
 * Amounts: a parsed segment's quantity and unit → grams for one food, using its portions.
 * ---------------------------------------------------------------------------------------- */

/** Millilitres in a volume unit (US customary, as on USDA portions). */
const ML_PER_UNIT: Readonly<Record<string, number>> = {
  ml: 1,
  l: 1000,
  cup: 236.588,
  tbsp: 14.787,
  tsp: 4.929,
  'fl oz': 29.574,
};

/**
 * Household amounts that no food database lists but people write: used only when the food
 * has no such portion, and always flagged for the user to check. A handful of nuts is about
 * an ounce (≈ 28–30 g); a pinch of salt about 0.4 g; a splash of cream about a tablespoon.
 */
const GENERIC_UNIT_GRAMS: Readonly<Record<string, { grams: number; words: string }>> = {
  handful: { grams: 30, words: 'a handful as about 30 g' },
  pinch: { grams: 0.4, words: 'a pinch as about 0.4 g' },
  dash: { grams: 0.6, words: 'a dash as about 0.6 g' },
  splash: { grams: 15, words: 'a splash as about 15 g' },
  dollop: { grams: 15, words: 'a dollop as about 15 g' },
  pat: { grams: 5, words: 'a pat as about 5 g' },
  scoop: { grams: 30, words: 'a scoop as about 30 g' },
  sprig: { grams: 1, words: 'a sprig as about 1 g' },
};

/** Portion words that measure rather than count: not a sensible default for "2 avocados". */
const MEASURE_WORDS = new Set([...Object.keys(GRAMS_PER_UNIT), ...Object.keys(ML_PER_UNIT), 'fl']);

export type ResolvedAmount = {
  /** What to save with the item: `ingredientGrams(quantity, unit, portions)` gives `grams` back. */
  quantity: number;
  /** "g", "oz", … or a portion of the food by its own words ("large", "cup, cubes", "slice"). */
  unit: string;
  grams: number;
  /** True when the text did not say how much and a default portion or 100 g was used. */
  assumed: boolean;
  /** Why the amount may be off, for the user to check; null when it is what they wrote. */
  note: string | null;
};

/** The portion's own words ("1 cup, cubes" → "cup, cubes"), the unit the diary stores. */
function portionUnit(label: string): { amount: number; unit: string } {
  return splitPortionLabel(label);
}

function firstWord(unit: string): string {
  return normaliseUnit(unit.split(/[\s,(]+/)[0] ?? '');
}

/** The first portion that counts things ("1 large", "1 slice", "1 fruit"), else null. */
function countablePortion(portions: readonly FoodPortion[]): FoodPortion | null {
  return portions.find((p) => !MEASURE_WORDS.has(firstWord(portionUnit(p.label).unit))) ?? null;
}

function byPortion(
  quantity: number,
  portion: FoodPortion,
): { quantity: number; unit: string; grams: number } {
  const { amount, unit } = portionUnit(portion.label);
  return { quantity, unit, grams: (quantity / amount) * portion.grams };
}

const round1 = (v: number) => Math.round(v * 10) / 10;

function defaultAmount(
  segment: Pick<FoodTextSegment, 'quantity' | 'quantityGiven'>,
  portions: readonly FoodPortion[],
  note: string | null,
): ResolvedAmount {
  const countable = countablePortion(portions);
  if (countable) {
    return {
      ...byPortion(segment.quantity, countable),
      assumed: !segment.quantityGiven || note !== null,
      note:
        note ?? (segment.quantityGiven ? null : `Assumed ${countable.label}: check the amount.`),
    };
  }
  const first = portions[0];
  if (first) {
    return {
      ...byPortion(segment.quantity, first),
      assumed: true,
      note: note ?? `Assumed ${first.label} each: check the amount.`,
    };
  }
  const grams = segment.quantityGiven ? segment.quantity * 100 : 100;
  return {
    quantity: grams,
    unit: 'g',
    grams,
    assumed: true,
    note: note ?? 'Assumed 100 g each: check the amount.',
  };
}

/**
 * Grams for a parsed segment of one food:
 * - a mass unit converts directly ("200 g", "4 oz");
 * - a portion word uses that portion of the food ("3 slices" of "1 slice = 12 g");
 * - a volume converts through any volume portion of the food ("250 ml" with "1 cup = 244 g"),
 *   or as water when the food has none (flagged);
 * - a size ("2 large eggs") picks that portion;
 * - no unit uses the food's first portion that counts ("1 large", "1 fruit"), else its first
 *   portion, else 100 g — flagged as assumed so the user checks it.
 * Grams come only from the food's portions, never from the text.
 */
export function resolveSegmentAmount(
  segment: Pick<FoodTextSegment, 'quantity' | 'quantityGiven' | 'unit' | 'size'>,
  portions: readonly FoodPortion[],
): ResolvedAmount {
  const { quantity, unit, size } = segment;
  if (unit) {
    const massFactor = GRAMS_PER_UNIT[unit];
    if (massFactor !== undefined) {
      return { quantity, unit, grams: quantity * massFactor, assumed: false, note: null };
    }
    const portion = findPortion(unit, portions);
    if (portion) {
      const own = portionUnit(portion.label).unit;
      return {
        quantity,
        unit: own,
        grams: (quantity / portion.amount) * portion.grams,
        assumed: false,
        note: null,
      };
    }
    const ml = ML_PER_UNIT[unit];
    if (ml !== undefined) {
      for (const p of portions) {
        const { amount, unit: own } = portionUnit(p.label);
        const pMl =
          ML_PER_UNIT[firstWord(own)] ??
          (own.startsWith('fl oz') ? ML_PER_UNIT['fl oz'] : undefined);
        if (pMl !== undefined) {
          const grams = round1(((quantity * ml) / (amount * pMl)) * p.grams);
          return { quantity: grams, unit: 'g', grams, assumed: false, note: null };
        }
      }
      const grams = round1(quantity * ml);
      return {
        quantity: grams,
        unit: 'g',
        grams,
        assumed: true,
        note: `Converted ${quantity} ${unit} as 1 g per ml: check the amount.`,
      };
    }
    const generic = GENERIC_UNIT_GRAMS[unit];
    if (generic) {
      const grams = round1(quantity * generic.grams);
      return {
        quantity: grams,
        unit: 'g',
        grams,
        assumed: true,
        note: `Counted ${generic.words}: check the amount.`,
      };
    }
    return defaultAmount(
      { quantity, quantityGiven: segment.quantityGiven },
      portions,
      `No “${unit}” portion for this food: check the amount.`,
    );
  }
  if (size) {
    // "extra large" must not fall back to "large": look for the whole size first.
    const exact = portions.find((p) => portionUnit(p.label).unit.toLowerCase().startsWith(size));
    if (exact) return { ...byPortion(quantity, exact), assumed: false, note: null };
    const portion = findPortion(size, portions);
    if (portion) {
      return {
        quantity,
        unit: portionUnit(portion.label).unit,
        grams: (quantity / portion.amount) * portion.grams,
        assumed: false,
        note: null,
      };
    }
  }
  return defaultAmount(segment, portions, null);
}

/* ------------------------------------------------------------------------------------------
 * Matching: ranking the database's candidates for a food phrase.
 * ---------------------------------------------------------------------------------------- */

export type FoodMatchCandidate = {
  id: string;
  name: string;
  /** The food's search text: "name | alias ; alias | brand | description", normalised. */
  searchText: string;
  /** Trigram similarity of the phrase to the name (PostgreSQL `similarity`), 0–1. */
  nameSimilarity: number;
  /** Trigram word similarity of the phrase within the search text (`word_similarity`), 0–1. */
  wordSimilarity: number;
  /** How many times the user has logged this food. */
  uses: number;
  /** The food's portions: a food that has the unit the text named ("slices") fits better. */
  portions?: readonly FoodPortion[];
};

/** What the text said about the amount, which can tell two similar foods apart. */
export type FoodMatchContext = { unit?: string | null };

function normaliseWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean)
    .map(singularise);
}

/**
 * How well a food matches a phrase (higher is better): an exact name or alias wins; then
 * every phrase word present in the name, then in an alias, then anywhere; trigram
 * similarity breaks ties and tolerates typos ("chedar chese"); the user's frequent foods
 * get a bounded boost; extra words in the name ("Egg noodles, cooked" for "egg") cost a
 * little, so the plain food comes first.
 */
export function scoreFoodMatch(
  phrase: string,
  candidate: FoodMatchCandidate,
  context: FoodMatchContext = {},
): number {
  const words = normaliseWords(phrase);
  const [namePart = '', aliasPart = '', ...restParts] = candidate.searchText.split(' | ');
  const nameWords = normaliseWords(namePart || candidate.name);
  const aliases = aliasPart
    .split(' ; ')
    .map((a) => normaliseWords(a).join(' '))
    .filter(Boolean);
  const allWords = new Set([
    ...nameWords,
    ...aliases.flatMap((a) => a.split(' ')),
    ...normaliseWords(restParts.join(' ')),
  ]);
  const joined = words.join(' ');
  let score = 0;
  if (joined === nameWords.join(' ') || aliases.includes(joined)) score += 1;
  const nameSet = new Set(nameWords);
  const aliasSet = new Set(aliases.flatMap((a) => a.split(' ')));
  if (words.length > 0 && words.every((w) => nameSet.has(w))) score += 0.4;
  else if (words.length > 0 && words.every((w) => aliasSet.has(w) || nameSet.has(w))) score += 0.3;
  else if (words.length > 0 && words.every((w) => allWords.has(w))) score += 0.15;
  if (words[0] !== undefined && nameWords[0] === words[0]) score += 0.1;
  score += 0.5 * candidate.nameSimilarity + 0.5 * candidate.wordSimilarity;
  score += Math.min(0.3, 0.1 * Math.log2(1 + Math.max(0, candidate.uses)));
  score -= 0.02 * Math.max(0, nameWords.length - words.length);
  // "3 slices of bacon": a food sold in slices beats bacon grease, which has only spoons.
  const unit = context.unit;
  if (unit && GRAMS_PER_UNIT[unit] === undefined && candidate.portions) {
    if (findPortion(unit, candidate.portions)) score += 0.15;
  }
  return Math.round(score * 1000) / 1000;
}

/** The candidates best first (ties: shorter name, then id, so the order is stable). */
export function rankFoodMatches<T extends FoodMatchCandidate>(
  phrase: string,
  candidates: readonly T[],
  context: FoodMatchContext = {},
): (T & { score: number })[] {
  return candidates
    .map((c) => ({ ...c, score: scoreFoodMatch(phrase, c, context) }))
    .sort((a, b) => b.score - a.score || a.name.length - b.name.length || a.id.localeCompare(b.id));
}
