/**
 * Meal-plan rules that do not need the solver: which plan is current and which day of it
 * today is, which foods an onboarding exclusion rules out, and how a shopping
 * list states an amount.
 */
import type { DietStyle, FoodExclusion, FoodPortion } from '@ketoflow/contracts';
import { addDays } from './dates.js';
import { splitPortionLabel } from './recipes.js';
import { daysBetween } from './trend.js';

/** The last day of a plan of `duration` days starting on `startsOn` (inclusive). */
export function planEndsOn(startsOn: string, duration: number): string {
  return addDays(startsOn, duration - 1);
}

/** The calendar date of day `dayNumber` (1-based) of a plan. */
export function planDayDate(startsOn: string, dayNumber: number): string {
  return addDays(startsOn, dayNumber - 1);
}

const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

/** "Monday"… for a calendar date (the date itself, not the server's clock). */
export function weekdayName(isoDate: string): string {
  return WEEKDAYS[new Date(`${isoDate}T00:00:00Z`).getUTCDay()] ?? '';
}

/** Only complete plans ending today or later are current. */
export function isCurrentPlan(plan: { status: string; endsOn: string }, today: string): boolean {
  return plan.status === 'complete' && plan.endsOn >= today;
}

/**
 * The number of days since the start date, rounded up, clamped between 1 and the plan
 * duration. Time since the start is measured from the start of `startsOn` in the
 * user's time zone, so at any moment during the start date it is a fraction of a day and
 * rounds up to 1: the start date is Day 1, the next date Day 2, and so on. On calendar
 * dates that is (today − startsOn) + 1. A plan that starts in the future is clamped to
 * Day 1 (it is current by the rule above because it ends later than today), and the last
 * date stays on the last day.
 */
export function currentPlanDay(startsOn: string, today: string, duration: number): number {
  const day = daysBetween(startsOn, today) + 1;
  return Math.min(Math.max(day, 1), Math.max(duration, 1));
}

/**
 * How an onboarding exclusion (or diet style) reads on a food: catalogue categories that
 * are ruled out as a whole, and name patterns for the foods the catalogue files elsewhere
 * (mayonnaise is made with egg, pepperoni with pork, almond milk sits with the drinks…).
 * `unless` rescues names the pattern would catch wrongly (black pepper is not a nightshade,
 * almond butter is not dairy).
 */
type ExclusionRule = { categories: readonly string[]; names?: RegExp; unless?: RegExp };

const MEATS_PORK =
  /\b(pork|bacon|ham|prosciutto|pancetta|chorizo|pepperoni|salami|sausage|lard|guanciale|bratwurst|hot dog)\b/i;
const MEATS_BEEF =
  /\b(beef|steak|ribeye|sirloin|brisket|veal|short ribs?|pepperoni|salami|bresaola|pastrami|corned)\b/i;
const SHELLFISH =
  /\b(shrimps?|prawns?|crabs?|lobsters?|scallops?|mussels?|clams?|oysters?|squid|calamari|octopus|crayfish|crawfish|langoustines?)\b/i;

export const EXCLUSION_RULES: Readonly<Record<FoodExclusion, ExclusionRule>> = {
  dairy: {
    categories: ['dairy', 'cheese'],
    names: /\b(milk|cream|yogh?urt|kefir|whey|casein|butter|ghee|cheese|custard)\b/i,
    unless: /\b(almond|coconut|soy|oat|rice|cashew|peanut|nut|cocoa|seed)\b/i,
  },
  eggs: { categories: ['eggs'], names: /\b(eggs?|mayonnaise|mayo|aioli|meringue)\b/i },
  tree_nuts: {
    categories: [],
    names:
      /\b(almonds?|walnuts?|pecans?|cashews?|pistachios?|hazelnuts?|macadamias?|brazil nuts?|pine nuts?|marzipan|praline|nut butter)\b/i,
  },
  peanuts: { categories: [], names: /\bpeanuts?\b/i },
  fish: {
    categories: ['fish_seafood'],
    names: /\b(anchov\w*|fish sauce|worcestershire|caesar dressing)\b/i,
    // Shellfish live in the same category; someone avoiding fish may still eat them.
    unless: SHELLFISH,
  },
  shellfish: { categories: [], names: SHELLFISH },
  pork: { categories: [], names: MEATS_PORK },
  beef: { categories: [], names: MEATS_BEEF },
  soy: { categories: [], names: /\b(soy\w*|tofu|tempeh|edamame|tamari|miso)\b/i },
  gluten: {
    categories: [],
    names:
      /\b(wheat|flour|bread|breadcrumbs?|pasta|noodles?|barley|rye|couscous|seitan|soy sauce|beer)\b/i,
    unless: /\b(almond|coconut|flax|psyllium)\b/i,
  },
  nightshades: {
    categories: [],
    names:
      /\b(tomato\w*|bell peppers?|green peppers?|red peppers?|chil(l)?i\w*|jalape\w*|cayenne|paprika|eggplants?|aubergines?|potato\w*|goji)\b/i,
    unless: /\b(sweet potato|black pepper|white pepper|peppercorns?)\b/i,
  },
};

const DIET_RULES: Readonly<Record<DietStyle, ExclusionRule | null>> = {
  omnivore: null,
  pescatarian: { categories: ['meat', 'poultry'], names: /\b(gelatin|lard|pork rinds?)\b/i },
  vegetarian: {
    categories: ['meat', 'poultry', 'fish_seafood'],
    names: /\b(gelatin|lard|pork rinds?|anchov\w*|fish sauce|worcestershire)\b/i,
  },
};

function ruleMatches(rule: ExclusionRule, food: { name: string; category: string }): boolean {
  if (rule.unless?.test(food.name) && !rule.categories.includes(food.category)) return false;
  if (rule.categories.includes(food.category)) {
    // A rescued name inside an excluded category (shrimp in fish_seafood for "fish") stays.
    return !(rule.unless?.test(food.name) ?? false);
  }
  return rule.names?.test(food.name) ?? false;
}

/**
 * Why a food is out for this user (the first exclusion or diet style that rules it out),
 * or null when it may be planned. Free-text allergy notes are not read: they cannot be
 * mapped reliably and the UI says so.
 */
export function foodExclusionReason(
  food: { name: string; category: string },
  exclusions: readonly FoodExclusion[],
  dietStyle: DietStyle = 'omnivore',
): FoodExclusion | DietStyle | null {
  for (const exclusion of exclusions) {
    if (ruleMatches(EXCLUSION_RULES[exclusion], food)) return exclusion;
  }
  const diet = DIET_RULES[dietStyle];
  if (diet && ruleMatches(diet, food)) return dietStyle;
  return null;
}

/** What a shopping list says for an amount of one food. */
export type ShoppingAmount = {
  /** "3 large (150 g)", "450 g", "1.2 kg". */
  text: string;
  /** Grams to buy, rounded up like the text. */
  grams: number;
  /** Whole units for countable foods (eggs, avocados, garlic cloves), else null. */
  count: number | null;
  unit: string | null;
};

/**
 * Portion words that are one thing you can pick up and count, in order of preference
 * (a "large" egg before a "medium" one). Volumes (cup, tbsp) and slices are not counted:
 * nobody buys butter by the tablespoon.
 */
const COUNT_WORDS = [
  // Tinned food is bought by the can, before any "large tomato" portion it also lists.
  'can',
  'large',
  'medium',
  'clove',
  'fruit',
  'whole',
  'head',
  'stalk',
  'fillet',
  'breast',
  'thigh',
  'link',
  'small',
];

/** Plurals of the counted nouns (sizes such as "large" stay as they are: "3 large"). */
const PLURALS: Readonly<Record<string, string>> = {
  can: 'cans',
  clove: 'cloves',
  head: 'heads',
  stalk: 'stalks',
  fillet: 'fillets',
  breast: 'breasts',
  thigh: 'thighs',
  link: 'links',
};

/** The food's portion that is a countable unit, if any: { unit words, grams per unit }. */
export function countablePortion(
  portions: readonly FoodPortion[],
): { unit: string; grams: number } | null {
  let best: { unit: string; grams: number; rank: number } | null = null;
  for (const portion of portions) {
    const { amount, unit } = splitPortionLabel(portion.label);
    const first = unit.toLowerCase().split(/[\s,(]+/)[0] ?? '';
    const rank = COUNT_WORDS.indexOf(first);
    if (rank < 0 || !(portion.grams > 0)) continue;
    if (!best || rank < best.rank) {
      // "fruit, without skin and seed" → "fruit"; "medium whole (2-3/5" dia)" → "medium".
      best = { unit: first, grams: portion.grams / amount, rank };
    }
  }
  return best ? { unit: best.unit, grams: best.grams } : null;
}

function roundUpGrams(grams: number): number {
  if (grams <= 0) return 0;
  if (grams < 10) return Math.ceil(grams);
  if (grams < 100) return Math.ceil(grams / 5) * 5;
  if (grams < 1000) return Math.ceil(grams / 10) * 10;
  return Math.ceil(grams / 100) * 100;
}

function gramsText(grams: number): string {
  return grams >= 1000 ? `${(grams / 1000).toFixed(1).replace(/\.0$/, '')} kg` : `${grams} g`;
}

/**
 * An amount to buy, rounded up: whole units for countable foods ("3 large (150 g)"),
 * otherwise grams rounded up to 1 g under 10 g, 5 g under 100 g, 10 g under 1 kg, and
 * 100 g above (shown in kg).
 */
export function shoppingAmount(grams: number, portions: readonly FoodPortion[]): ShoppingAmount {
  const countable = countablePortion(portions);
  if (countable && grams > 0) {
    // A tiny fraction over a whole unit (rounding in recipe grams) does not buy another one.
    const count = Math.max(1, Math.ceil(grams / countable.grams - 0.05));
    const total = Math.round(count * countable.grams);
    return {
      text: `${count} ${count > 1 ? (PLURALS[countable.unit] ?? countable.unit) : countable.unit} (${gramsText(total)})`,
      grams: total,
      count,
      unit: countable.unit,
    };
  }
  const rounded = roundUpGrams(grams);
  return { text: gramsText(rounded), grams: rounded, count: null, unit: null };
}
