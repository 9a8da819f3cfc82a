import { normaliseSearchText, searchWords, SEARCH_TEXT_SEPARATOR } from './food-search.js';
import { wordSimilarity } from './trigram.js';

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

function parts(searchText: string) {
  const [name = '', aliases = ''] = searchText.split(SEARCH_TEXT_SEPARATOR);
  return { name, aliases, nameAliases: `${name} ${aliases}` };
}

/** A query word is a substring anywhere, or (long enough) a typo of a word of the name or aliases. */
function matches(word: string, searchText: string, nameAliases: string): boolean {
  if (searchText.includes(word)) return true;
  return (
    word.length >= FOOD_SEARCH_RULES.fuzzyMinLength &&
    wordSimilarity(word, nameAliases) >= FOOD_SEARCH_RULES.wordSimilarityThreshold
  );
}

/** How well one query word fits a food, 0…1 (the tiers of the server's CASE). */
function wordScore(word: string, food: { searchText: string; name: string; nameAliases: string }) {
  const { name } = food;
  if (new RegExp(`^${word}\\b`).test(name)) return 1;
  if (new RegExp(`\\b${word}\\b`).test(name)) return 0.92;
  if (name.startsWith(word)) return 0.9;
  if (new RegExp(`\\b${word}`).test(name)) return 0.85;
  const inText = new RegExp(`\\b${word}\\b`).test(food.searchText)
    ? 0.75
    : new RegExp(`\\b${word}`).test(food.searchText)
      ? 0.7
      : 0;
  return Math.max(
    inText,
    wordSimilarity(word, name) * 0.85,
    wordSimilarity(word, food.nameAliases) * 0.7,
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
  const words = searchWords(query);
  if (words.length === 0) return [];
  const phrase = normaliseSearchText(query);
  const stemmedPhrase = words.join(' ');
  const prepared = foods.map((food) => ({ food, ...parts(food.searchText) }));

  const all = (p: (typeof prepared)[number]) =>
    words.every((w) => matches(w, p.food.searchText, p.nameAliases));
  const any = (p: (typeof prepared)[number]) =>
    words.some((w) => matches(w, p.food.searchText, p.nameAliases));
  const generic = prepared.filter((p) => !p.food.branded && !p.food.own && all(p));
  const candidates = new Set(generic);
  for (const p of prepared) {
    if (candidates.has(p)) continue;
    const { food } = p;
    const take = food.own
      ? any(p)
      : food.usage !== null && any(p)
        ? true
        : food.branded
          ? words.every((w) => food.searchText.includes(w))
          : words.length > 1 && generic.length < options.limit && any(p);
    if (take) candidates.add(p);
  }

  const scored: { food: T; score: number; name: string }[] = [];
  for (const p of candidates) {
    const average =
      words.reduce((sum, w) => sum + wordScore(w, { ...p, searchText: p.food.searchText }), 0) /
      words.length;
    if (average < FOOD_SEARCH_RULES.minWordScore) continue;
    const { food, name, aliases } = p;
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
