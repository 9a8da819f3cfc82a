/** Matching typed ingredients ("2 chicken thighs") to food-database results. */
import { GRAMS_PER_UNIT, normaliseUnit } from '../nutrition.js';
import { round3 } from '../numbers.js';
import { singularWords } from '../food-text-parser/words.js';

/** Words that describe an ingredient rather than name it ("fresh baby spinach"). */
const DESCRIPTIVE = new Set([
  'fresh',
  'baby',
  'organic',
  'boneless',
  'chopped',
  'diced',
  'sliced',
  'minced',
  'grated',
  'shredded',
  'large',
  'small',
  'medium',
  'whole',
  'extra',
  'virgin',
  'of',
  'and',
  'a',
  'the',
  'some',
  'to',
  'taste',
  'for',
  'frying',
  'optional',
  'pinch',
  'handful',
  'clove',
  'stick',
]);
/** Head words a database name often leaves out ("Parmesan, grated" for "parmesan cheese"). */
const GENERIC_HEADS = new Set(['cheese', 'meat', 'fillet', 'filet', 'leaf', 'powder', 'oil']);

/** Letters only: numbers in a typed phrase or a food's name ("80% lean") are not matched. */
function words(text: string): string[] {
  return singularWords(text, { digits: false });
}

function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  // Plural and spelling tails the singulariser misses ("zucchinis"); never a longer word
  // ("butter" is not "butternut").
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.length >= 4 && long.startsWith(short) && long.length - short.length <= 2;
}

/** The smallest score a candidate needs to count as the ingredient (see ingredientMatchScore). */
export const INGREDIENT_MATCH_THRESHOLD = 0.5;

/**
 * How well a database food names a typed ingredient, 0–1.1: the share of the phrase's
 * naming words found in the food's name, zero when the phrase's head word (the last one,
 * "broth" in "chicken broth") is missing, so "chicken broth" never becomes chicken thigh.
 */
export function ingredientMatchScore(phrase: string, food: { name: string; category?: string }) {
  const wanted = words(phrase).filter((w) => !DESCRIPTIVE.has(w));
  if (wanted.length === 0) return 0;
  const have = words(food.name);
  const found = wanted.filter((w) => have.some((h) => sameWord(w, h)));
  const head = wanted[wanted.length - 1]!;
  if (!GENERIC_HEADS.has(head) && !have.some((h) => sameWord(head, h))) return 0;
  // The words before the head say which one ("xyzzy sauce" is not soy sauce): one must match.
  const modifiers = wanted.slice(0, -1);
  if (modifiers.length > 0 && !modifiers.some((w) => have.some((h) => sameWord(w, h)))) return 0;
  let score = found.length / wanted.length;
  // Recipes start from raw meat, fish and vegetables; "roasted" is what the cook produces.
  if (have.includes('raw')) score += 0.05;
  if (have[0] && wanted[0] && sameWord(have[0], wanted[0])) score += 0.05;
  return round3(score);
}

/** The best candidate at or above the threshold (ties: the search's own order), or null. */
export function pickIngredientMatch<T extends { name: string; category?: string }>(
  phrase: string,
  candidates: readonly T[],
): T | null {
  let best: T | null = null;
  let bestScore = INGREDIENT_MATCH_THRESHOLD - 1e-9;
  for (const candidate of candidates) {
    const score = ingredientMatchScore(phrase, candidate);
    if (score > bestScore) {
      best = candidate;
      bestScore = score;
    }
  }
  return best;
}

/** "2 chicken thighs" → { quantity: 2, unit: null, name: "chicken thighs" }; "200 g spinach" too. */
export function splitOnHandText(text: string): {
  quantity: number | null;
  unit: string | null;
  name: string;
} {
  const m = /^\s*(\d+(?:[.,]\d+)?|\d+\/\d+)\s*([a-zA-Z]+\.?)?\s+(.*)$/.exec(text);
  if (!m?.[1] || !m[3]) return { quantity: null, unit: null, name: text.trim() };
  const [num, den] = m[1].replace(',', '.').split('/');
  const quantity = den === undefined ? Number(num) : Number(num) / Number(den);
  const unitWord = m[2] ? normaliseUnit(m[2]) : null;
  const isUnit =
    unitWord !== null &&
    (GRAMS_PER_UNIT[unitWord] !== undefined ||
      ['cup', 'tbsp', 'tsp', 'slice', 'piece', 'can', 'clove', 'ml', 'l'].includes(unitWord));
  return {
    quantity: quantity > 0 ? quantity : null,
    unit: isUnit ? unitWord : null,
    name: (isUnit ? m[3] : `${m[2] ?? ''} ${m[3]}`).trim(),
  };
}
