/**
 * The builtin engine's recipe: a pattern filled from the ingredients on hand and then from
 * a pantry of catalogue foods, grams set to the macro wishes, amounts rounded for a kitchen,
 * and a title, description and steps in words.
 */
import { recipeNutrition } from '../recipes.js';
import { countedAmount, describeAmount, roundKitchenGrams } from './amounts.js';
import { choosePattern, fits, isAllowed } from './choose-pattern.js';
import { EXCLUSION_WORDS, exclusionOf } from './exclusions.js';
import { CUISINE_WORDS, RECIPE_PATTERNS, sentence, type Parts, type Slot } from './patterns.js';
import { rolesOf } from './roles.js';
import type {
  ComposeInput,
  ComposedIngredient,
  ComposedRecipe,
  GeneratorFood,
  IngredientRole,
} from './types.js';
import { recipeWishResults, solveGrams, type Placed } from './wishes.js';

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
