import { normaliseSearchText, searchWords, SEARCH_TEXT_SEPARATOR } from './food-search.js';
import { similarityOf, trigramSequence, trigramsInOrder, type TrigramSequence } from './trigram.js';

/**
 * The server's food search ranking (apps/api foods.search.ts `searchStatement`) as a pure
 * function, for the app's offline search over the foods kept on the device (decision 039).
 * Both read their numbers from here, so the two cannot drift apart.
 */
export const FOOD_SEARCH_RULES = {
  /** pg_trgm word similarity a typo must reach ("bacin" → bacon is 0.5; the default 0.6 misses it). */
  wordSimilarityThreshold: 0.45,
  /** Shorter query words match as substrings only ("cod" resembles every "co…" word). */
  fuzzyMinLength: 4,
  /** Foods whose average word score is below this are noise. */
  minWordScore: 0.4,
  /** A generic food (no brand, not a scanned product) or the user's own beats a brand's. */
  genericBonus: 30,
} as const;

/** What ranking needs of a food. */
export type RankableFood = {
  id: string;
  /** The normalised "name | aliases | brand | description" (domain `buildSearchText`). */
  searchText: string;
  /** Has a brand or is a scanned product: ranks below generic foods of the same words. */
  branded: boolean;
  /** One of the user's own custom foods. */
  own: boolean;
  /** How the user logged it: every log, and the last one's time (ms since 1970). */
  usage: { timesLogged: number; lastLoggedAt: number } | null;
};

const DAY_MS = 86_400_000;

/** What ranking reads of a food, worked out once per food object and kept (search as you type). */
type Prepared = {
  searchText: string;
  name: string;
  aliases: string;
  nameTrigrams: TrigramSequence;
  nameAliasesTrigrams: TrigramSequence;
};
const preparedFoods = new WeakMap<RankableFood, Prepared>();

function prepare(food: RankableFood): Prepared {
  let prepared = preparedFoods.get(food);
  if (!prepared) {
    const [name = '', aliases = ''] = food.searchText.split(SEARCH_TEXT_SEPARATOR);
    prepared = {
      searchText: food.searchText,
      name,
      aliases,
      nameTrigrams: trigramSequence(name),
      nameAliasesTrigrams: trigramSequence(`${name} ${aliases}`),
    };
    preparedFoods.set(food, prepared);
  }
  return prepared;
}

/** One query word with its patterns and trigrams, built once per search. */
function queryWord(word: string) {
  return {
    word,
    trigrams: new Set(trigramsInOrder(word)),
    fuzzy: word.length >= FOOD_SEARCH_RULES.fuzzyMinLength,
    first: new RegExp(`^${word}\\b`),
    whole: new RegExp(`\\b${word}\\b`),
    start: new RegExp(`\\b${word}`),
  };
}
type QueryWord = ReturnType<typeof queryWord>;

/** A query word is a substring anywhere, or (long enough) a typo of a word of the name or aliases. */
function matches(w: QueryWord, food: Prepared): boolean {
  if (food.searchText.includes(w.word)) return true;
  return (
    w.fuzzy &&
    similarityOf(w.trigrams, food.nameAliasesTrigrams) >= FOOD_SEARCH_RULES.wordSimilarityThreshold
  );
}

/** How well one query word fits a food, 0…1 (the tiers of the server's CASE). */
function wordScore(w: QueryWord, food: Prepared): number {
  const { name } = food;
  if (w.first.test(name)) return 1;
  if (w.whole.test(name)) return 0.92;
  if (name.startsWith(w.word)) return 0.9;
  if (w.start.test(name)) return 0.85;
  const inText = w.whole.test(food.searchText) ? 0.75 : w.start.test(food.searchText) ? 0.7 : 0;
  return Math.max(
    inText,
    similarityOf(w.trigrams, food.nameTrigrams) * 0.85,
    similarityOf(w.trigrams, food.nameAliasesTrigrams) * 0.7,
  );
}

/** Points for the user's own use: up to 25 for how often, up to 15 for how recently. */
export function usagePoints(usage: RankableFood['usage'], now: number): number {
  if (!usage) return 0;
  const days = (now - usage.lastLoggedAt) / DAY_MS;
  return Math.min(25, 10 * Math.log(1 + usage.timesLogged)) + 15 * Math.exp(-days / 14);
}

/**
 * The foods matching `query`, best first, at most `limit`: candidates as the server picks
 * them (generic foods with every word, or with any word when fewer than a page have them all;
 * branded foods with every word as written; the user's own and logged foods with any word),
 * scored as the server scores them, ties to the shorter, then alphabetically first, name.
 */
export function rankFoods<T extends RankableFood>(
  query: string,
  foods: readonly T[],
  options: { limit: number; now: number },
): T[] {
  const words = searchWords(query).map(queryWord);
  if (words.length === 0) return [];
  const phrase = normaliseSearchText(query);
  const stemmedPhrase = words.map((w) => w.word).join(' ');
  const prepared = foods.map((food) => ({ food, p: prepare(food) }));

  const all = (p: Prepared) => words.every((w) => matches(w, p));
  const any = (p: Prepared) => words.some((w) => matches(w, p));
  const generic = prepared.filter(({ food, p }) => !food.branded && !food.own && all(p));
  const candidates = new Set(generic);
  for (const entry of prepared) {
    if (candidates.has(entry)) continue;
    const { food, p } = entry;
    const take =
      food.own || food.usage !== null
        ? any(p)
        : food.branded
          ? words.every((w) => p.searchText.includes(w.word))
          : words.length > 1 && generic.length < options.limit && any(p);
    if (take) candidates.add(entry);
  }

  const scored: { food: T; score: number; name: string }[] = [];
  for (const { food, p } of candidates) {
    const average = words.reduce((sum, w) => sum + wordScore(w, p), 0) / words.length;
    if (average < FOOD_SEARCH_RULES.minWordScore) continue;
    const { name, aliases } = p;
    const score =
      average * 100 +
      (name === phrase || name === stemmedPhrase ? 40 : name.startsWith(phrase) ? 15 : 0) +
      (` ; ${aliases} ; `.includes(` ; ${phrase} ; `) ? 35 : 0) +
      usagePoints(food.usage, options.now) +
      (food.own ? 5 : 0) +
      (!food.branded || food.own ? FOOD_SEARCH_RULES.genericBonus : 0);
    scored.push({ food, score, name });
  }
  scored.sort(
    (a, b) =>
      b.score - a.score ||
      a.name.length - b.name.length ||
      (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) ||
      (a.food.id < b.food.id ? -1 : a.food.id > b.food.id ? 1 : 0),
  );
  return scored.slice(0, options.limit).map((s) => s.food);
}
