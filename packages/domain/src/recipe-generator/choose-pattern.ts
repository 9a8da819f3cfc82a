/** Choosing the pattern for a request: meal type, exclusions, time, ingredients on hand. */
import type { RecipePattern } from '@ketoflow/contracts';
import { exclusionOf } from './exclusions.js';
import { MEAL_PREFERENCE, PATTERN_ORDER, RECIPE_PATTERNS, type Slot } from './patterns.js';
import { RAW_ONLY, rolesOf } from './roles.js';
import type { ComposeInput, GeneratorFood } from './types.js';

/** Whether a food can fill this place of a pattern. */
export function fits(food: GeneratorFood, slot: Slot): boolean {
  if (slot.categories && !slot.categories.includes(food.category)) return false;
  return rolesOf(food).includes(slot.role);
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

export function isAllowed(food: GeneratorFood, input: ComposeInput): boolean {
  return exclusionOf(food, input.exclusions, input.dietStyle) === null && rolesOf(food).length > 0;
}
