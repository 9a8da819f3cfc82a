/**
 * Recipe generator rules (issue 5 §4): which foods a user's exclusions rule out, how a typed
 * ingredient is matched to a food-database result, how a model's "2 tbsp" becomes grams, and
 * the builtin engine's composition: a recipe pattern (skillet, salad, egg bake, sheet pan,
 * soup, fat bomb) filled from the ingredients on hand and then from a pantry of catalogue
 * foods, with gram weights set by a small deterministic solver to meet the macro wishes.
 * Everything here is pure and deterministic: the same input always gives the same recipe.
 */
import type {
  DietStyle,
  FoodCategory,
  FoodExclusion,
  FoodPortion,
  GeneratorCuisine,
  GeneratorMealType,
  NutrientFacts,
  RecipeDifficulty,
  RecipeNutrition,
  RecipePattern,
  RecipeWishes,
  WishResult,
} from '@ketoflow/contracts';
import { singularise } from './food-text-parser/index.js';
import { GRAMS_PER_UNIT, findPortion, netCarbs, normaliseUnit } from './nutrition.js';
import { ingredientGrams, recipeNutrition, splitPortionLabel } from './recipes.js';

/** What the generator needs to know about a food. */
export type GeneratorFood = {
  id: string;
  name: string;
  category: FoodCategory;
  per100g: NutrientFacts;
  portions: readonly FoodPortion[];
};

/* ------------------------------------------------------------------------------------------
 * Exclusions and diet style
 * ---------------------------------------------------------------------------------------- */

const NUT_MILKS =
  /\b(peanut|almond|cashew|sunflower|seed|cocoa|coconut|nut|macadamia)\s+(butter|milk|cream)/;

/**
 * Name rules per onboarding exclusion. Conservative on purpose: a false "excluded" costs the
 * user one ingredient, a missed allergen could hurt them.
 */
const EXCLUSION_RULES: Readonly<
  Record<FoodExclusion, (food: GeneratorFood, name: string) => boolean>
> = {
  dairy: (f, n) =>
    f.category === 'dairy' ||
    f.category === 'cheese' ||
    (/\b(butter|ghee|cream|milk|cheese|yogurt|whey|kefir|queso|ice cream)\b/.test(n) &&
      !NUT_MILKS.test(n)),
  eggs: (f, n) => f.category === 'eggs' || /\begg|mayonnaise|omelet|aioli/.test(n),
  tree_nuts: (_f, n) =>
    /almond|brazil|cashew|hazelnut|macadamia|pecan|pine nut|pistachio|walnut|mixed nut|praline|marzipan/.test(
      n,
    ),
  peanuts: (_f, n) => /peanut|mixed nuts with peanuts/.test(n),
  fish: (f, n) =>
    (f.category === 'fish_seafood' && !SHELLFISH.test(n)) ||
    /anchov|cod liver|caviar|fish sauce/.test(n),
  shellfish: (_f, n) => SHELLFISH.test(n),
  pork: (_f, n) =>
    /pork|bacon|\bham\b|chorizo|salami|pepperoni|lard|prosciutto|pancetta|spam|bratwurst|mortadella|braunschweiger|sausage|hot dog/.test(
      n,
    ) && !/^(turkey|chicken|beef) /.test(n),
  beef: (_f, n) =>
    /beef|steak|brisket|veal|corned|burger|suet|bologna|jerky|chuck|short rib|oxtail/.test(n) &&
    !/^(turkey|chicken|pork) /.test(n),
  soy: (_f, n) => /\bsoy|tofu|tempeh|edamame|miso|natto|tamari/.test(n),
  gluten: (_f, n) =>
    /wheat|bread|pasta|noodle|barley|\brye\b|cracker|couscous|cereal|soy sauce|seitan|bagel|tortilla|pizza|breaded|croissant|muffin|cookie|cake/.test(
      n,
    ) ||
    (/\bflour\b/.test(n) && !/almond|coconut|peanut/.test(n)),
  nightshades: (_f, n) =>
    /tomato|bell pepper|cayenne|paprika|eggplant|potato|chil(i|e)|jalape|pimiento|goji/.test(n) &&
    !/sweet potato/.test(n),
};

const SHELLFISH =
  /shrimp|prawn|crab|lobster|scallop|clam|mussel|oyster|crayfish|crawfish|squid|calamari|octopus/;
const ANIMAL_FATS = /lard|bacon grease|chicken fat|duck fat|goose fat|suet|back fat|tallow|gelatin/;

/**
 * Why a food is ruled out for this user (an exclusion, or "diet" for a vegetarian's meat),
 * or null when it may be used.
 */
export function exclusionOf(
  food: GeneratorFood,
  exclusions: readonly FoodExclusion[],
  dietStyle: DietStyle = 'omnivore',
): FoodExclusion | 'diet' | null {
  const name = food.name.toLowerCase();
  for (const exclusion of exclusions) {
    if (EXCLUSION_RULES[exclusion](food, name)) return exclusion;
  }
  const isMeat = food.category === 'meat' || food.category === 'poultry' || ANIMAL_FATS.test(name);
  if (
    dietStyle === 'vegetarian' &&
    (isMeat || EXCLUSION_RULES.fish(food, name) || SHELLFISH.test(name))
  )
    return 'diet';
  if (dietStyle === 'pescatarian' && isMeat) return 'diet';
  return null;
}

export const EXCLUSION_WORDS: Readonly<Record<FoodExclusion | 'diet', string>> = {
  dairy: 'dairy',
  eggs: 'eggs',
  tree_nuts: 'tree nuts',
  peanuts: 'peanuts',
  fish: 'fish',
  shellfish: 'shellfish',
  pork: 'pork',
  beef: 'beef',
  soy: 'soy',
  gluten: 'gluten',
  nightshades: 'nightshades',
  diet: 'meat (your diet style)',
};

/* ------------------------------------------------------------------------------------------
 * Matching typed ingredients to food-database results
 * ---------------------------------------------------------------------------------------- */

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

function words(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean)
    .map(singularise);
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
  return Math.round(score * 1000) / 1000;
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

const COUNT_UNITS = new Set([
  '',
  'whole',
  'piece',
  'each',
  'item',
  'unit',
  'small',
  'medium',
  'large',
  'fillet',
  'breast',
  'thigh',
  'head',
  'bunch',
]);
const VOLUME_IN_CUPS: Readonly<Record<string, number>> = {
  cup: 1,
  tbsp: 1 / 16,
  tsp: 1 / 48,
  ml: 1 / 236.588,
  l: 1000 / 236.588,
  'fl oz': 1 / 8,
};

/**
 * Grams for "quantity unit" of a food, as a cook or a model writes it: the recipe rule
 * first (mass units, the food's own portion words), then volume through the food's cup,
 * tablespoon or teaspoon portion, then a count ("2 thighs", "1 medium") through the
 * food's first countable portion. Null when nothing fits: the user resolves it.
 */
export function gramsForAmount(
  quantity: number,
  unit: string | null,
  portions: readonly FoodPortion[],
): number | null {
  if (!(Number.isFinite(quantity) && quantity > 0)) return null;
  const u = normaliseUnit(unit ?? '');
  if (u) {
    const direct = ingredientGrams(quantity, u, portions);
    if (direct !== null) return direct;
  }
  const cups = VOLUME_IN_CUPS[u === 'milliliter' || u === 'millilitre' ? 'ml' : u];
  if (cups !== undefined) {
    for (const [volumeUnit, perCup] of Object.entries(VOLUME_IN_CUPS)) {
      const portion = findPortion(volumeUnit, portions);
      if (portion && ['cup', 'tbsp', 'tsp'].includes(volumeUnit)) {
        return ((quantity * cups) / perCup / portion.amount) * portion.grams;
      }
    }
    return null;
  }
  if (COUNT_UNITS.has(u) || singularise(u) !== u) {
    const countables = portions.filter(
      (p) => !/\b(cup|tbsp|tablespoon|tsp|teaspoon|oz|fl|g)\b/i.test(p.label),
    );
    // "1 zucchini" is a medium one when the food has sizes.
    const countable = countables.find((p) => /\bmedium\b/i.test(p.label)) ?? countables[0];
    if (countable) {
      const { amount } = splitPortionLabel(countable.label);
      return (quantity / amount) * countable.grams;
    }
  }
  return null;
}

/** "about 1½ tbsp": the amount in the food's own kitchen words, or "" when none fits. */
export function describeAmount(grams: number, portions: readonly FoodPortion[]): string {
  let best: { text: string; error: number } | null = null;
  for (const portion of portions) {
    const { amount, unit } = splitPortionLabel(portion.label);
    // Mass units add nothing to the grams already shown ("about 11¾ oz").
    if (!unit || portion.grams <= 0 || /^(oz|g|lb|kg)\b/i.test(unit)) continue;
    const perUnit = portion.grams / amount;
    const count = grams / perUnit;
    if (count < 0.25 || count > 12) continue;
    const rounded = Math.max(0.25, Math.round(count * 4) / 4);
    const error = Math.abs(rounded - count) / count;
    if (error <= 0.15 && (!best || error < best.error - 1e-9)) {
      best = { text: `about ${formatCount(rounded)} ${pluralUnit(unit, rounded)}`, error };
    }
  }
  return best?.text ?? '';
}

/** Words that stay as they are after a number: sizes and abbreviations. */
const INVARIABLE_UNITS = new Set([
  'large',
  'medium',
  'small',
  'extra',
  'jumbo',
  'tbsp',
  'tsp',
  'fl',
  'dash',
]);

/** "cup, chopped" → "cups, chopped" for more than one; sizes and abbreviations unchanged. */
function pluralUnit(unit: string, count: number): string {
  const match = /^([a-zA-Z]+)(.*)$/.exec(unit);
  const word = match?.[1];
  if (count <= 1 || !word || INVARIABLE_UNITS.has(word.toLowerCase()) || /s$/i.test(word))
    return unit;
  const plural = /(ch|sh|x)$/i.test(word) ? `${word}es` : `${word}s`;
  return `${plural}${match[2] ?? ''}`;
}

function formatCount(n: number): string {
  const whole = Math.floor(n);
  const frac = n - whole;
  const glyph = frac === 0.25 ? '¼' : frac === 0.5 ? '½' : frac === 0.75 ? '¾' : '';
  if (!glyph) return String(Math.round(n * 100) / 100);
  return whole === 0 ? glyph : `${whole}${glyph}`;
}

/* ------------------------------------------------------------------------------------------
 * Roles and patterns (builtin engine)
 * ---------------------------------------------------------------------------------------- */

export type IngredientRole =
  | 'protein'
  | 'vegetable'
  | 'salad_leaf'
  | 'fat'
  | 'topping'
  | 'flavour'
  | 'liquid'
  | 'sweet_base'
  | 'sweet_flavour';

const HERBS = /garlic|ginger|basil|cilantro|parsley|chive|green onion|dill|mint|rosemary|thyme/;
const RAW_ONLY = /lettuce|romaine|endive|arugula|cucumber|radish/;
const LEAVES = /lettuce|romaine|spinach, raw|endive|arugula|kale, raw|cucumber|radish/;

/** What a food can do in a recipe. Empty for foods a keto recipe should not be built on. */
export function rolesOf(food: GeneratorFood): IngredientRole[] {
  const n = food.name.toLowerCase();
  const roles: IngredientRole[] = [];
  switch (food.category) {
    case 'poultry':
    case 'meat':
    case 'fish_seafood':
    case 'eggs':
      roles.push('protein');
      break;
    case 'vegetables':
      if (HERBS.test(n)) roles.push('flavour');
      else if (/avocado|olive/.test(n)) roles.push('topping');
      else {
        roles.push('vegetable');
        if (LEAVES.test(n)) roles.push('salad_leaf');
      }
      break;
    case 'fats_oils':
      if (!/cod liver|shortening|margarine/.test(n)) roles.push('fat');
      if (/coconut oil|cocoa butter/.test(n)) roles.push('sweet_base');
      break;
    case 'dairy':
      if (/butter|ghee/.test(n)) roles.push('fat');
      else if (/heavy cream|coconut/.test(n)) roles.push('liquid', 'sweet_base');
      else if (/cream cheese|mascarpone/.test(n)) roles.push('topping', 'sweet_base');
      else if (/sour cream|greek yogurt, plain whole/.test(n)) roles.push('topping');
      break;
    case 'cheese':
      roles.push('topping');
      if (/ricotta|cottage/.test(n)) roles.push('protein');
      break;
    case 'nuts_seeds':
      roles.push('topping');
      if (/butter|tahini/.test(n)) roles.push('sweet_base');
      break;
    case 'keto_staples':
      if (/tofu|tempeh/.test(n)) roles.push('protein');
      else if (/coconut milk|coconut cream/.test(n)) roles.push('liquid', 'sweet_base');
      else if (/cocoa powder|chocolate/.test(n)) roles.push('sweet_flavour');
      else if (/desiccated coconut|pork rinds/.test(n)) roles.push('topping');
      if (/desiccated coconut/.test(n)) roles.push('sweet_flavour');
      break;
    case 'condiments_sauces':
      if (/vanilla|cinnamon/.test(n)) roles.push('sweet_flavour');
      if (!/dressing|vanilla/.test(n) || /oil and vinegar/.test(n)) roles.push('flavour');
      break;
    case 'sweeteners':
      if (!/sugar|honey|syrup/.test(n) || /free/.test(n)) roles.push('sweet_flavour');
      break;
    case 'fruits':
      if (/lemon juice|lime juice/.test(n)) roles.push('flavour');
      else if (/raspberr|blackberr|strawberr/.test(n)) roles.push('sweet_flavour');
      break;
    default:
      break;
  }
  return roles;
}

/** One place in a pattern: a role and grams per serving (min, start, max). */
type Slot = {
  role: IngredientRole;
  min: number;
  start: number;
  max: number;
  /** Filled only from the user's ingredients or a cuisine's own pantry foods. */
  optional?: boolean;
  /** Restricts the slot to these categories (an egg bake needs eggs). */
  categories?: readonly FoodCategory[];
};

type PatternSpec = {
  noun: string;
  prepMinutes: number;
  cookMinutes: number;
  difficulty: RecipeDifficulty;
  slots: readonly Slot[];
  /** Roles extra ingredients on hand may join as (with the first such slot's limits). */
  extraRoles: readonly IngredientRole[];
  steps(parts: Parts): string[];
};

type Parts = {
  byRole: (role: IngredientRole) => string[];
  all: string[];
  servings: number;
};

function list(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function sentence(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export const RECIPE_PATTERNS: Readonly<Record<RecipePattern, PatternSpec>> = {
  skillet: {
    noun: 'skillet',
    prepMinutes: 10,
    cookMinutes: 15,
    difficulty: 'easy',
    slots: [
      { role: 'protein', min: 100, start: 150, max: 250 },
      { role: 'vegetable', min: 40, start: 90, max: 180 },
      { role: 'vegetable', min: 30, start: 60, max: 150, optional: true },
      { role: 'fat', min: 5, start: 10, max: 25 },
      { role: 'flavour', min: 1, start: 3, max: 12 },
      { role: 'flavour', min: 0.5, start: 2, max: 10, optional: true },
      { role: 'topping', min: 0, start: 20, max: 50, optional: true },
    ],
    extraRoles: ['vegetable', 'flavour', 'topping'],
    steps: ({ byRole }) => [
      `Cut the ${list(byRole('protein'))} into bite-size pieces and pat dry; prepare the ${list(byRole('vegetable'))}.`,
      `Heat the ${list(byRole('fat'))} in a large skillet over medium-high heat. Brown the ${list(byRole('protein'))} for 6–8 minutes, until cooked through.`,
      `Add the ${list(byRole('vegetable'))} and ${list(byRole('flavour'))}; cook, stirring, for 3–5 minutes until just tender.`,
      byRole('topping').length > 0
        ? `Take off the heat, scatter over the ${list(byRole('topping'))} and serve.`
        : 'Taste, adjust the seasoning and serve hot.',
    ],
  },
  salad: {
    noun: 'salad',
    prepMinutes: 15,
    cookMinutes: 10,
    difficulty: 'easy',
    slots: [
      { role: 'salad_leaf', min: 40, start: 80, max: 150 },
      { role: 'vegetable', min: 30, start: 50, max: 120, optional: true },
      { role: 'protein', min: 80, start: 120, max: 220 },
      { role: 'topping', min: 15, start: 30, max: 60 },
      { role: 'fat', min: 8, start: 12, max: 25 },
      { role: 'flavour', min: 2, start: 8, max: 20 },
    ],
    extraRoles: ['vegetable', 'salad_leaf', 'topping', 'flavour'],
    steps: ({ byRole }) => [
      `Cook the ${list(byRole('protein'))} in a hot pan or on a grill until done, then rest and slice it.`,
      `Wash and dry the ${list([...byRole('salad_leaf'), ...byRole('vegetable')])}; chop and arrange in bowls.`,
      `Whisk the ${list(byRole('fat'))} with the ${list(byRole('flavour'))} and a pinch of salt.`,
      `Top the salad with the ${list(byRole('protein'))} and ${list(byRole('topping'))}, dress and serve.`,
    ],
  },
  egg_bake: {
    noun: 'egg bake',
    prepMinutes: 10,
    cookMinutes: 25,
    difficulty: 'easy',
    slots: [
      { role: 'protein', min: 100, start: 150, max: 250, categories: ['eggs'] },
      { role: 'vegetable', min: 40, start: 70, max: 150 },
      { role: 'topping', min: 15, start: 30, max: 60 },
      { role: 'fat', min: 3, start: 6, max: 15 },
      { role: 'flavour', min: 0.5, start: 2, max: 8 },
      { role: 'protein', min: 0, start: 40, max: 100, optional: true },
    ],
    extraRoles: ['vegetable', 'flavour', 'topping'],
    steps: ({ byRole }) => {
      const [eggs = 'eggs', ...others] = byRole('protein');
      return [
        'Heat the oven to 190 °C (375 °F).',
        `Grease a baking dish with the ${list(byRole('fat'))}. Chop the ${list([...byRole('vegetable'), ...others])} and spread them in the dish.`,
        `Beat the ${eggs} with the ${list(byRole('flavour'))}; pour over and scatter the ${list(byRole('topping'))} on top.`,
        'Bake for 20–25 minutes, until set in the middle. Rest 5 minutes, then cut and serve.',
      ];
    },
  },
  sheet_pan: {
    noun: 'sheet-pan bake',
    prepMinutes: 10,
    cookMinutes: 30,
    difficulty: 'easy',
    slots: [
      { role: 'protein', min: 120, start: 160, max: 260 },
      { role: 'vegetable', min: 60, start: 100, max: 200 },
      { role: 'vegetable', min: 40, start: 80, max: 180, optional: true },
      { role: 'fat', min: 8, start: 14, max: 30 },
      { role: 'flavour', min: 1, start: 3, max: 12 },
      { role: 'flavour', min: 0.5, start: 2, max: 10, optional: true },
      { role: 'topping', min: 0, start: 20, max: 50, optional: true },
    ],
    extraRoles: ['vegetable', 'flavour', 'topping'],
    steps: ({ byRole }) => [
      'Heat the oven to 220 °C (425 °F) and line a sheet pan.',
      `Toss the ${list(byRole('protein'))} and the ${list(byRole('vegetable'))} with the ${list(byRole('fat'))} and ${list(byRole('flavour'))}.`,
      'Spread in one layer and roast for 25–30 minutes, turning once, until the protein is cooked through and the vegetables are browned at the edges.',
      byRole('topping').length > 0
        ? `Finish with the ${list(byRole('topping'))} and serve.`
        : 'Serve straight from the pan.',
    ],
  },
  soup: {
    noun: 'soup',
    prepMinutes: 10,
    cookMinutes: 30,
    difficulty: 'easy',
    slots: [
      { role: 'protein', min: 80, start: 120, max: 200 },
      { role: 'vegetable', min: 60, start: 100, max: 200 },
      { role: 'vegetable', min: 40, start: 80, max: 150, optional: true },
      { role: 'liquid', min: 30, start: 60, max: 150 },
      { role: 'fat', min: 5, start: 8, max: 15 },
      { role: 'flavour', min: 1, start: 3, max: 12 },
    ],
    extraRoles: ['vegetable', 'flavour', 'topping'],
    steps: ({ byRole, servings }) => [
      `Chop the ${list(byRole('protein'))} and the ${list(byRole('vegetable'))}.`,
      `Warm the ${list(byRole('fat'))} in a pot and brown the ${list(byRole('protein'))} with the ${list(byRole('flavour'))} for 5 minutes.`,
      `Add the ${list(byRole('vegetable'))} and about ${Math.round(servings * 300)} ml of water; simmer for 20 minutes.`,
      `Stir in the ${list(byRole('liquid'))}, heat through without boiling, season and serve${byRole('topping').length > 0 ? ` with the ${list(byRole('topping'))}` : ''}.`,
    ],
  },
  fat_bomb: {
    noun: 'fat bombs',
    prepMinutes: 10,
    cookMinutes: 0,
    difficulty: 'easy',
    slots: [
      { role: 'sweet_base', min: 12, start: 20, max: 35 },
      { role: 'sweet_base', min: 0, start: 8, max: 20, optional: true },
      { role: 'sweet_flavour', min: 2, start: 5, max: 12 },
      { role: 'topping', min: 0, start: 5, max: 15, optional: true },
    ],
    extraRoles: ['sweet_flavour', 'topping'],
    steps: ({ byRole, servings }) => [
      `Soften the ${list(byRole('sweet_base'))} (a few seconds in a warm pan or the microwave).`,
      `Stir in the ${list(byRole('sweet_flavour'))} until smooth${byRole('topping').length > 0 ? `, then fold in the ${list(byRole('topping'))}` : ''}.`,
      `Spoon into ${servings} portions in a mini muffin tray or silicone mould.`,
      'Chill for at least 30 minutes until firm; keep in the fridge.',
    ],
  },
};

const PATTERN_ORDER: readonly RecipePattern[] = [
  'skillet',
  'sheet_pan',
  'salad',
  'soup',
  'egg_bake',
  'fat_bomb',
];

/** How much each meal type likes each pattern (0: not offered for that meal). */
const MEAL_PREFERENCE: Readonly<
  Record<GeneratorMealType | 'any', Partial<Record<RecipePattern, number>>>
> = {
  breakfast: { egg_bake: 3, skillet: 2 },
  lunch: { salad: 3, skillet: 2, soup: 2, sheet_pan: 1, egg_bake: 1 },
  dinner: { skillet: 3, sheet_pan: 2, soup: 1, salad: 1 },
  snack: { fat_bomb: 2, salad: 1 },
  dessert: { fat_bomb: 3 },
  any: { skillet: 3, sheet_pan: 2, salad: 2, soup: 1, egg_bake: 1 },
};

const CUISINE_WORDS: Readonly<Record<GeneratorCuisine, string>> = {
  any: '',
  american: 'American-style',
  italian: 'Italian',
  mexican: 'Mexican-style',
  asian: 'Asian-style',
  mediterranean: 'Mediterranean',
  indian: 'Indian-spiced',
};

/** A catalogue food the builtin engine may fill a pattern with, and the cuisines it suits. */
export type PantryItem = { food: GeneratorFood; cuisines: readonly GeneratorCuisine[] };

export type ComposeInput = {
  /** Foods matched from the user's ingredients on hand, in the order typed. */
  onHand: readonly { food: GeneratorFood; text: string; grams?: number | null }[];
  /** Filler foods in order of preference. */
  pantry: readonly PantryItem[];
  cuisine: GeneratorCuisine;
  mealType?: GeneratorMealType | undefined;
  maxMinutes?: number | undefined;
  wishes: RecipeWishes;
  servings: number;
  exclusions: readonly FoodExclusion[];
  dietStyle?: DietStyle | undefined;
};

export type ComposedIngredient = {
  food: GeneratorFood;
  role: IngredientRole;
  quantity: number;
  unit: string;
  /** Whole recipe. */
  grams: number;
  portionText: string;
  sourceText: string | null;
};

export type ComposedRecipe = {
  pattern: RecipePattern;
  title: string;
  description: string;
  prepMinutes: number;
  cookMinutes: number;
  difficulty: RecipeDifficulty;
  tags: string[];
  steps: string[];
  ingredients: ComposedIngredient[];
  nutrition: RecipeNutrition;
  wishes: WishResult[];
  notes: string[];
};

type Placed = {
  food: GeneratorFood;
  role: IngredientRole;
  slot: Slot;
  sourceText: string | null;
  grams: number;
};

function fits(food: GeneratorFood, slot: Slot): boolean {
  if (slot.categories && !slot.categories.includes(food.category)) return false;
  return rolesOf(food).includes(slot.role);
}

function shortName(food: GeneratorFood): string {
  const base = food.name.split(',')[0] ?? food.name;
  return base
    .replace(/\s*\(.*?\)\s*/g, ' ')
    .replace(/\b(with skin|raw|skinless)\b/gi, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/**
 * A slot's limits for an ingredient the user has a known amount of ("300 g chicken"): never
 * more than they have, and all of it when it is less than the pattern's usual minimum.
 */
function withinAmountOnHand(slot: Slot, grams: number | null | undefined, servings: number): Slot {
  if (!grams || !(grams > 0)) return { ...slot };
  const have = grams / servings;
  const max = Math.min(slot.max, have);
  const min = Math.min(slot.min, max);
  return { ...slot, min, max, start: Math.min(Math.max(slot.start, min), max) };
}

/**
 * Picks the pattern: allowed for the meal type, fillable under the exclusions, within the
 * time (the fastest otherwise), then the one using most of the ingredients on hand.
 */
export function choosePattern(input: ComposeInput): { pattern: RecipePattern; notes: string[] } {
  const notes: string[] = [];
  let candidates = patternCandidates(input, false);
  if (candidates.length === 0) {
    // Exclusions can rule out every protein (vegetarian, no eggs, no soy): a vegetable dish
    // then, said plainly, rather than no recipe at all.
    candidates = patternCandidates(input, true);
    if (candidates.length > 0)
      notes.push('No protein in our pantry fits your exclusions: add one you eat to your list.');
  }
  let pool = candidates;
  if (input.maxMinutes !== undefined) {
    const inTime = candidates.filter((c) => c.minutes <= input.maxMinutes!);
    if (inTime.length > 0) pool = inTime;
    else if (candidates.length > 0) {
      const fastest = Math.min(...candidates.map((c) => c.minutes));
      pool = candidates.filter((c) => c.minutes === fastest);
      notes.push(
        `No recipe pattern fits in ${input.maxMinutes} minutes; this one takes about ${fastest}.`,
      );
    }
  }
  const best = pool.reduce<(typeof pool)[number] | null>(
    (top, c) => (top === null || c.score > top.score ? c : top),
    null,
  );
  if (!best) throw new NoRecipePatternError();
  return { pattern: best.pattern, notes };
}

/** Nothing can be cooked from the allowed foods (every fat or vegetable excluded). */
export class NoRecipePatternError extends RangeError {
  constructor() {
    super('no recipe pattern can be filled with the foods your exclusions allow');
    this.name = 'NoRecipePatternError';
  }
}

function patternCandidates(input: ComposeInput, withoutProtein: boolean) {
  const preference = MEAL_PREFERENCE[input.mealType ?? 'any'];
  const usable = input.onHand.map((o) => o.food).filter((f) => isAllowed(f, input));
  const candidates: { pattern: RecipePattern; score: number; minutes: number }[] = [];
  for (const pattern of PATTERN_ORDER) {
    const base = preference[pattern];
    if (base === undefined) continue;
    const spec = RECIPE_PATTERNS[pattern];
    if (withoutProtein && pattern === 'egg_bake') continue;
    const required = spec.slots.filter(
      (s) => !s.optional && !(withoutProtein && s.role === 'protein'),
    );
    const pool = [...usable, ...input.pantry.map((p) => p.food).filter((f) => isAllowed(f, input))];
    if (!required.every((slot) => pool.some((f) => fits(f, slot)))) continue;
    const using = usable.filter((f) => spec.slots.some((slot) => fits(f, slot))).length;
    let score = base + 3 * using;
    // Lettuce and cucumber are eaten raw; spinach or kale on hand suit a skillet as well.
    if (pattern === 'salad' && usable.some((f) => RAW_ONLY.test(f.name.toLowerCase()))) score += 2;
    if (pattern === 'soup' && usable.some((f) => rolesOf(f).includes('liquid'))) score += 2;
    if (pattern === 'egg_bake' && usable.some((f) => f.category === 'eggs')) score += 1;
    candidates.push({ pattern, score, minutes: spec.prepMinutes + spec.cookMinutes });
  }
  return candidates;
}

function isAllowed(food: GeneratorFood, input: ComposeInput): boolean {
  return exclusionOf(food, input.exclusions, input.dietStyle) === null && rolesOf(food).length > 0;
}

/** Net carbs, protein and kcal per gram. */
function perGram(food: GeneratorFood) {
  const f = food.per100g;
  return {
    netCarbs: netCarbs(f) / 100,
    protein: f.proteinG / 100,
    kcal: f.energyKcal / 100,
  };
}

function totals(placed: readonly Placed[]) {
  let netCarbsG = 0;
  let proteinG = 0;
  let kcal = 0;
  for (const p of placed) {
    const k = perGram(p.food);
    netCarbsG += k.netCarbs * p.grams;
    proteinG += k.protein * p.grams;
    kcal += k.kcal * p.grams;
  }
  return { netCarbsG, proteinG, kcal };
}

/**
 * Moves items (in the order given) towards their bounds until `metric` has changed by
 * `delta` (per serving); each item only as far as its [min, max] allows.
 */
function shift(
  items: readonly Placed[],
  metric: 'netCarbs' | 'protein' | 'kcal',
  delta: number,
  guard: (item: Placed, grams: number) => boolean = () => true,
): number {
  let remaining = delta;
  for (const item of items) {
    if (Math.abs(remaining) < 1e-6) break;
    const k = perGram(item.food)[metric];
    if (k <= 1e-6) continue;
    const wanted = item.grams + remaining / k;
    const next = Math.min(item.slot.max, Math.max(item.slot.min, wanted));
    if (!guard(item, next)) continue;
    remaining -= (next - item.grams) * k;
    item.grams = next;
  }
  return remaining;
}

/**
 * Sets grams per serving to meet the wishes within each slot's limits: net carbs under the
 * cap first (trimming the most carb-dense non-protein foods), then protein up, then energy
 * through fat, toppings and protein, then the carb cap once more. Deterministic, no search.
 */
export function solveGrams(placed: Placed[], wishes: RecipeWishes): void {
  const byDensity = (metric: 'netCarbs' | 'protein' | 'kcal', roles: IngredientRole[]) =>
    placed
      .filter((p) => roles.includes(p.role))
      .sort((a, b) => perGram(b.food)[metric] - perGram(a.food)[metric]);
  const capCarbs = () => {
    if (wishes.maxNetCarbsG === undefined) return;
    const over = totals(placed).netCarbsG - wishes.maxNetCarbsG;
    if (over > 0) {
      shift(
        byDensity('netCarbs', [
          'vegetable',
          'salad_leaf',
          'topping',
          'liquid',
          'flavour',
          'sweet_flavour',
          'sweet_base',
          'protein',
        ]),
        'netCarbs',
        -over,
      );
    }
  };
  const carbRoom = (item: Placed, grams: number) =>
    wishes.maxNetCarbsG === undefined ||
    totals(placed).netCarbsG + (grams - item.grams) * perGram(item.food).netCarbs <=
      wishes.maxNetCarbsG + 1e-6;

  capCarbs();
  if (wishes.minProteinG !== undefined) {
    const short = wishes.minProteinG - totals(placed).proteinG;
    if (short > 0)
      shift(byDensity('protein', ['protein', 'topping', 'sweet_base']), 'protein', short, carbRoom);
  }
  if (wishes.targetKcal !== undefined) {
    const gap = wishes.targetKcal - totals(placed).kcal;
    const proteinFloor = (item: Placed, grams: number) =>
      wishes.minProteinG === undefined ||
      item.role !== 'protein' ||
      totals(placed).proteinG + (grams - item.grams) * perGram(item.food).protein >=
        wishes.minProteinG - 1e-6;
    if (gap > 0) {
      shift(
        [
          ...byDensity('kcal', ['fat', 'liquid', 'sweet_base']),
          ...byDensity('kcal', ['topping']),
          ...byDensity('kcal', ['protein']),
        ],
        'kcal',
        gap,
        carbRoom,
      );
    } else if (gap < 0) {
      shift(
        [
          ...byDensity('kcal', ['fat', 'liquid', 'sweet_base']),
          ...byDensity('kcal', ['topping', 'sweet_flavour']),
          ...byDensity('kcal', ['protein']),
          ...byDensity('kcal', ['vegetable', 'salad_leaf']),
        ],
        'kcal',
        gap,
        proteinFloor,
      );
    }
  }
  capCarbs();
}

/** Kitchen rounding of a whole-recipe weight: 5 g steps for big amounts, 0.5 g for a pinch. */
export function roundKitchenGrams(grams: number): number {
  if (grams >= 50) return Math.round(grams / 5) * 5;
  if (grams >= 10) return Math.round(grams);
  return Math.max(0.5, Math.round(grams * 2) / 2);
}

/** Whole eggs (and other counted foods) as a count of their "1 large"/"1 medium" portion. */
function countedAmount(
  food: GeneratorFood,
  grams: number,
): { quantity: number; unit: string; grams: number } | null {
  if (food.category !== 'eggs') return null;
  const portion = findPortion('large', food.portions) ?? findPortion('medium', food.portions);
  if (!portion) return null;
  const perUnit = portion.grams / portion.amount;
  const count = Math.max(1, Math.round(grams / perUnit));
  const unit = splitPortionLabel(portion.label).unit;
  return { quantity: count, unit, grams: count * perUnit };
}

/** How a draft meets its wishes, per serving (shared by the builtin and model paths). */
export function recipeWishResults(
  wishes: RecipeWishes,
  perServing: RecipeNutrition['perServing'],
): WishResult[] {
  const out: WishResult[] = [];
  if (wishes.maxNetCarbsG !== undefined)
    out.push({
      wish: 'maxNetCarbsG',
      target: wishes.maxNetCarbsG,
      actual: perServing.netCarbsG,
      met: perServing.netCarbsG <= wishes.maxNetCarbsG + 0.05,
    });
  if (wishes.minProteinG !== undefined)
    out.push({
      wish: 'minProteinG',
      target: wishes.minProteinG,
      actual: perServing.proteinG,
      met: perServing.proteinG >= wishes.minProteinG - 0.5,
    });
  if (wishes.targetKcal !== undefined)
    out.push({
      wish: 'targetKcal',
      target: wishes.targetKcal,
      actual: perServing.energyKcal,
      // Within 10 %: kitchen rounding and slot limits make an exact hit rare.
      met: Math.abs(perServing.energyKcal - wishes.targetKcal) <= wishes.targetKcal * 0.1,
    });
  return out;
}

/**
 * The builtin engine's recipe: a pattern filled from the ingredients on hand (in the order
 * typed), then from the pantry (the cuisine's own foods first); grams set by solveGrams;
 * amounts rounded for a kitchen; nutrition from the food database via recipeNutrition.
 */
export function composeRecipe(input: ComposeInput): ComposedRecipe {
  const servings = input.servings;
  const { pattern, notes } = choosePattern(input);
  const spec = RECIPE_PATTERNS[pattern];
  const used = new Set<string>();
  const placed: Placed[] = [];

  const onHand: { food: GeneratorFood; text: string; grams?: number | null }[] = [];
  for (const item of input.onHand) {
    const why = exclusionOf(item.food, input.exclusions, input.dietStyle);
    if (why) {
      notes.push(`Left out ${item.food.name}: you avoid ${EXCLUSION_WORDS[why]}.`);
    } else if (rolesOf(item.food).length === 0) {
      notes.push(`Left out ${item.food.name}: too many carbs for a keto recipe.`);
    } else if (!onHand.some((o) => o.food.id === item.food.id)) {
      onHand.push(item);
    }
  }
  const pantry = input.pantry
    .filter((p) => isAllowed(p.food, input))
    .map((p, index) => ({ ...p, index, own: p.cuisines.includes(input.cuisine) }))
    // The cuisine's own foods first, otherwise the pantry's order (a stable sort).
    .sort((a, b) => Number(b.own) - Number(a.own) || a.index - b.index);

  for (const slot of spec.slots) {
    const mine = onHand.find((o) => !used.has(o.food.id) && fits(o.food, slot));
    let chosen: { food: GeneratorFood; sourceText: string | null } | undefined = mine
      ? { food: mine.food, sourceText: mine.text }
      : undefined;
    if (!chosen) {
      const filler = pantry.find(
        (p) =>
          !used.has(p.food.id) &&
          fits(p.food, slot) &&
          (!slot.optional || (input.cuisine !== 'any' && p.own)),
      );
      if (filler) chosen = { food: filler.food, sourceText: null };
    }
    if (!chosen) continue;
    used.add(chosen.food.id);
    const limits = mine ? withinAmountOnHand(slot, mine.grams, input.servings) : { ...slot };
    placed.push({ ...chosen, role: slot.role, slot: limits, grams: limits.start });
  }
  // More on hand than the pattern's places: vegetables, herbs and toppings join as extras.
  for (const item of onHand) {
    if (used.has(item.food.id)) continue;
    const role = spec.extraRoles.find((r) => rolesOf(item.food).includes(r));
    const like = role ? spec.slots.find((s) => s.role === role) : undefined;
    if (!role || !like) {
      notes.push(`Left out ${item.food.name}: it does not suit a ${spec.noun}.`);
      continue;
    }
    used.add(item.food.id);
    const slot = withinAmountOnHand(
      { ...like, min: like.min / 2, start: like.start / 2, optional: true },
      item.grams,
      input.servings,
    );
    placed.push({ food: item.food, role, slot, sourceText: item.text, grams: slot.start });
  }

  solveGrams(placed, input.wishes);

  const ingredients: ComposedIngredient[] = placed
    .filter((p) => p.grams > 0)
    .map((p) => {
      const total = p.grams * servings;
      const counted = countedAmount(p.food, total);
      const grams = counted?.grams ?? roundKitchenGrams(total);
      return {
        food: p.food,
        role: p.role,
        quantity: counted?.quantity ?? grams,
        unit: counted?.unit ?? 'g',
        grams,
        portionText: describeAmount(grams, p.food.portions),
        sourceText: p.sourceText,
      };
    });
  const nutrition = recipeNutrition(
    ingredients.map((i) => ({ per100g: i.food.per100g, grams: i.grams })),
    servings,
  );

  const names = (role: IngredientRole) =>
    ingredients.filter((i) => i.role === role).map((i) => shortName(i.food));
  const parts: Parts = { byRole: names, all: ingredients.map((i) => shortName(i.food)), servings };
  const lead =
    pattern === 'fat_bomb'
      ? [...names('sweet_flavour'), ...names('sweet_base')].slice(0, 2)
      : pattern === 'salad'
        ? [...names('protein'), ...names('salad_leaf')].slice(0, 2)
        : [...names('protein').slice(0, 1), ...names('vegetable').slice(0, 1)];
  const cuisineWord = CUISINE_WORDS[input.cuisine];
  const title = sentence(
    [cuisineWord, lead.join(' & '), spec.noun].filter(Boolean).join(' ').replace(/\s+/g, ' '),
  );
  const description = `A ${[cuisineWord.toLowerCase(), spec.noun].filter(Boolean).join(' ')} for ${servings} ${servings === 1 ? 'serving' : 'servings'}, built from ${onHand.length > 0 ? 'your ingredients and ' : ''}the food database. Amounts are set to your macro wishes; every number comes from the food database.`;

  return {
    pattern,
    title,
    description,
    prepMinutes: spec.prepMinutes,
    cookMinutes: spec.cookMinutes,
    difficulty: spec.difficulty,
    tags: [
      'generated',
      pattern.replace('_', '-'),
      ...(input.cuisine === 'any' ? [] : [input.cuisine]),
    ],
    steps: spec.steps(parts).map(sentence),
    ingredients,
    nutrition,
    wishes: recipeWishResults(input.wishes, nutrition.perServing),
    notes,
  };
}
