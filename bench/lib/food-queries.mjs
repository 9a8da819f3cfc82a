// The realistic food queries and meal phrases shared by the food benchmarks (food-search,
// food-parse, food-scale): the same inputs everywhere, so the figures compare.

/** How many search queries buildQueries makes. */
export const QUERIES = 1000;

/** A small deterministic PRNG (mulberry32), so every run searches the same 1,000 queries. */
export function rng(seed) {
  let a = seed;
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const COMMON = [
  'avocado',
  'avo',
  'egg',
  'eggs',
  'bacon',
  'cheddar chese',
  'butter',
  'heavy cream',
  'olive oil',
  'chicken breast',
  'salmon',
  'steak',
  'ground beef',
  'almonds',
  'spinach',
  'broccoli',
  'brocoli',
  'cauliflower',
  'zucchini',
  'cream cheese',
  'mozzarella',
  'mozarella',
  'parmesan',
  'greek yogurt',
  'coconut oil',
  'macadamia',
  'walnuts',
  'pork rinds',
  'sour cream',
  'mayonnaise',
  'mayo',
  'tuna',
  'shrimp',
  'strawberries',
  'raspberries',
  'blueberries',
  'coffee',
  'almond milk',
  'stevia',
  'erythritol',
  'bread',
  'rice',
  'pasta',
  'banana',
  'apple',
  'wine',
  'beer',
  'dark chocolate',
];

function typo(word, r) {
  if (word.length < 5) return word;
  const i = 1 + Math.floor(r() * (word.length - 2));
  const kind = Math.floor(r() * 3);
  if (kind === 0) return word.slice(0, i) + word.slice(i + 1); // a letter left out
  if (kind === 1) return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2); // swapped
  return word.slice(0, i) + 'aeiou'[Math.floor(r() * 5)] + word.slice(i + 1); // a wrong vowel
}

export function buildQueries(catalogue) {
  const r = rng(20261121);
  const words = (food) =>
    food.name
      .toLowerCase()
      .replace(/\(.*?\)/g, ' ')
      .split(/[^a-z]+/)
      .filter((w) => w.length >= 3 && !['raw', 'and', 'with', 'cooked', 'plain'].includes(w));
  const pick = (list) => list[Math.floor(r() * list.length)];
  const queries = [];
  while (queries.length < QUERIES) {
    const kind = r();
    const food = pick(catalogue);
    const w = words(food);
    if (w.length === 0) continue;
    if (kind < 0.25) queries.push(pick(COMMON));
    else if (kind < 0.45)
      queries.push(w[0]); // a whole word
    else if (kind < 0.65)
      queries.push(w[0].slice(0, 3 + Math.floor(r() * 3))); // typing…
    else if (kind < 0.8)
      queries.push(typo(w[0], r)); // a typo
    else queries.push(w.length > 1 ? `${w[0]} ${w[1]}` : `${pick(COMMON)} ${w[0]}`); // two words
  }
  return queries;
}

/** What people type into a food diary: counts, fractions, units, plurals, typos, run-ons. */
export const PHRASES = [
  '2 eggs, 3 slices of bacon and half an avocado',
  '200 g chicken breast with 1 cup broccoli and 1 tbsp butter',
  'a handful of almonds',
  '2 large eggs scrambled in 1 tbsp butter',
  '150g salmon, 100g spinach, 1 tbsp olive oil',
  'coffee with 2 tbsp heavy cream',
  '1/2 cup blueberries and 1 cup greek yogurt',
  '3 oz cheddar cheese',
  'half a cucumber and 5 cherry tomatoes',
  '1 avocado',
  'ribeye steak 300g and a side salad with 2 tbsp ranch',
  '2 slices of swiss cheese, 4 slices of ham',
  'one and a half cups of cauliflower rice',
  '¼ cup walnuts',
  '1 can of tuna with 1 tbsp mayonnaise',
  '2 sausages and 2 fried eggs',
  'a couple of strawberries',
  '100 g cottage cheese with 10 raspberries',
  '1 scoop whey protein in 250 ml almond milk',
  '6 asparagus spears with 1 pat of butter',
  'pork chop, 1 cup green beans',
  'chedar chese and 3 celery sticks',
  '2 tbsp peanut butter',
  '1 cup of bone broth',
  'a dozen shrimp with garlic butter',
  '100g ground beef 80% lean, 1 oz shredded mozzarella',
  'big bowl of lettuce, 1/2 avocado, 2 boiled eggs, olive oil',
  '3 strips of bacon',
  '1 medium zucchini and 1 bell pepper',
  'two thirds of a cup of coconut milk',
  'a glass of red wine',
  '30g dark chocolate 85%',
  '1 tbsp chia seeds in 1 cup unsweetened almond milk',
  '2 chicken thighs with skin',
  '1 cup spinach, 2 eggs, 1 oz feta',
  'macadamia nuts x10',
  'I had 2 eggs and bacon for breakfast',
  '250g greek yoghurt with a few blackberries',
  '1 lb of mussels',
  'a slice of cheesecake',
];
