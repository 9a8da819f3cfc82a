/**
 * Free-text meal parser: "2 eggs, 3 slices of bacon and half an avocado" → one segment per
 * food with its quantity, unit and the words to look up. Pure and deterministic: it never
 * guesses nutrients or grams; the food database does that (and tolerates typos in the food
 * words through trigram search, which is why the parser does not try to spell-correct).
 * Then a segment's amount in grams for a chosen food, and the ranking of database matches.
 */
export type { FoodSize, FoodTextSegment } from './types.js';
export { FOOD_TEXT_MAX_LENGTH, FOOD_TEXT_MAX_SEGMENTS } from './normalise.js';
export { singularise } from './words.js';
export { parseFoodText } from './parse.js';
export { resolveSegmentAmount, type ResolvedAmount } from './amounts.js';
export {
  rankFoodMatches,
  scoreFoodMatch,
  type FoodMatchCandidate,
  type FoodMatchContext,
} from './matching.js';
