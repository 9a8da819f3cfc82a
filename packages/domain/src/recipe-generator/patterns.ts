/**
 * The builtin engine's recipe patterns (skillet, salad, egg bake, sheet pan, soup, fat bomb):
 * their places to fill, times and steps, and which meal types and cuisines they suit.
 */
import type {
  FoodCategory,
  GeneratorCuisine,
  GeneratorMealType,
  RecipeDifficulty,
  RecipePattern,
} from '@ketoflow/contracts';
import type { IngredientRole } from './types.js';

/** One place in a pattern: a role and grams per serving (min, start, max). */
export type Slot = {
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

/** The ingredients' short names a pattern's steps are written with. */
export type Parts = {
  byRole: (role: IngredientRole) => string[];
  all: string[];
  servings: number;
};

function list(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

export function sentence(text: string): string {
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

export const PATTERN_ORDER: readonly RecipePattern[] = [
  'skillet',
  'sheet_pan',
  'salad',
  'soup',
  'egg_bake',
  'fat_bomb',
];

/** How much each meal type likes each pattern (0: not offered for that meal). */
export const MEAL_PREFERENCE: Readonly<
  Record<GeneratorMealType | 'any', Partial<Record<RecipePattern, number>>>
> = {
  breakfast: { egg_bake: 3, skillet: 2 },
  lunch: { salad: 3, skillet: 2, soup: 2, sheet_pan: 1, egg_bake: 1 },
  dinner: { skillet: 3, sheet_pan: 2, soup: 1, salad: 1 },
  snack: { fat_bomb: 2, salad: 1 },
  dessert: { fat_bomb: 3 },
  any: { skillet: 3, sheet_pan: 2, salad: 2, soup: 1, egg_bake: 1 },
};

export const CUISINE_WORDS: Readonly<Record<GeneratorCuisine, string>> = {
  any: '',
  american: 'American-style',
  italian: 'Italian',
  mexican: 'Mexican-style',
  asian: 'Asian-style',
  mediterranean: 'Mediterranean',
  indian: 'Indian-spiced',
};
