import { RECIPE_LIMITS, type RecipeImportDraft } from '@ketoflow/contracts';
import { ketoVerdict, recipeNutrition } from '@ketoflow/domain';
import { matchIngredientLines } from './recipe-import.ingredients.js';
import type { ImportFoods } from './recipe-import.ports.js';
import { durationMinutes, type RawRecipe } from './recipe-import.read.js';

const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;
const minutes = (v: number | null) => Math.min(Math.max(v ?? 0, 0), RECIPE_LIMITS.minutesMax);

function time(iso: string | null) {
  const value = iso === null ? null : durationMinutes(iso);
  return iso !== null && value !== null ? { iso, minutes: value } : null;
}

/**
 * A raw recipe → the draft the user reviews: within the recipe limits (so saving it as it is
 * works), ingredients matched to the food database, nutrition from the matched foods only.
 * The page's own numbers ride along for comparison.
 */
export async function buildDraft(deps: {
  foods: ImportFoods;
  userId: string;
  raw: RawRecipe;
  source: RecipeImportDraft['source'];
  image: RecipeImportDraft['image'];
  notes: string[];
}): Promise<RecipeImportDraft> {
  const { raw } = deps;
  const notes = [...deps.notes];
  let servings = raw.servings;
  if (servings === null) {
    servings = 1;
    notes.push('The recipe does not say how many servings it makes: check the servings.');
  }
  servings = Math.min(servings, RECIPE_LIMITS.servingsMax);

  let lines = raw.ingredients;
  if (lines.length > RECIPE_LIMITS.ingredientsMax) {
    notes.push(
      `Only the first ${RECIPE_LIMITS.ingredientsMax} of ${lines.length} ingredients were kept.`,
    );
    lines = lines.slice(0, RECIPE_LIMITS.ingredientsMax);
  }
  let steps = raw.steps.map((s) => clip(s, RECIPE_LIMITS.stepMax));
  if (steps.length > RECIPE_LIMITS.stepsMax) {
    notes.push(`Only the first ${RECIPE_LIMITS.stepsMax} of ${steps.length} steps were kept.`);
    steps = steps.slice(0, RECIPE_LIMITS.stepsMax);
  }

  const times = { prep: time(raw.prepTime), cook: time(raw.cookTime), total: time(raw.totalTime) };
  const cook = times.cook?.minutes ?? null;
  // A page with only a total time: the part that is not cooking counts as preparation.
  const prep = times.prep?.minutes ?? (times.total ? times.total.minutes - (cook ?? 0) : null);

  const matched = await matchIngredientLines(deps.foods, deps.userId, lines);
  const nutrition = recipeNutrition(matched.lines, servings);
  return {
    source: deps.source,
    title: clip(raw.title || 'Imported recipe', RECIPE_LIMITS.titleMax),
    description: clip(raw.description, RECIPE_LIMITS.descriptionMax),
    servings,
    prepMinutes: minutes(prep),
    cookMinutes: minutes(cook),
    times,
    steps,
    image: deps.image,
    ingredients: matched.ingredients,
    nutrition,
    verdict: ketoVerdict(nutrition.perServing.netCarbsG),
    pageNutrition: raw.nutrition,
    notes,
  };
}
