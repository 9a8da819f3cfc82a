/** Matching: ranking the database's candidates for a food phrase. */
import type { FoodPortion } from '@ketoflow/contracts';
import { findPortion, GRAMS_PER_UNIT } from '../nutrition.js';
import { round3 } from '../numbers.js';
import { singularWords } from './words.js';

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
  const words = singularWords(phrase);
  const [namePart = '', aliasPart = '', ...restParts] = candidate.searchText.split(' | ');
  const nameWords = singularWords(namePart || candidate.name);
  const aliases = aliasPart
    .split(' ; ')
    .map((a) => singularWords(a).join(' '))
    .filter(Boolean);
  const allWords = new Set([
    ...nameWords,
    ...aliases.flatMap((a) => a.split(' ')),
    ...singularWords(restParts.join(' ')),
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
  return round3(score);
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
