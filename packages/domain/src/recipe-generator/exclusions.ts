/** Which foods a user's exclusions and diet style rule out, and the words for saying so. */
import type { DietStyle, FoodExclusion } from '@ketoflow/contracts';
import type { GeneratorFood } from './types.js';

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
