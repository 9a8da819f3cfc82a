/** English food nouns in the singular, and text as the words the matchers compare. */

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

/**
 * Text as the words matchers compare: accents and punctuation gone, lower case, each word
 * singular ("Crème Fraîche, 2 Eggs" → creme, fraiche, 2, egg). `digits: false` drops
 * numbers too, for names where a number is never the point.
 */
export function singularWords(text: string, { digits = true } = {}): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(digits ? /[^a-z0-9]+/g : /[^a-z]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean)
    .map(singularise);
}
