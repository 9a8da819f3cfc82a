import {
  RECIPE_LIMITS,
  type DraftIngredient,
  type GenerateRecipeBody,
  type RecipeDifficulty,
  type UnmatchedIngredient,
} from '@ketoflow/contracts';
import {
  EXCLUSION_WORDS,
  describeAmount,
  exclusionOf,
  gramsForAmount,
  ingredientGrams,
  ketoVerdict,
  recipeNutrition,
  recipeWishResults,
  splitOnHandText,
  type IngredientLine,
  round1,
  round2,
} from '@ketoflow/domain';
import { z } from 'zod';
import type { AiEngine, AiMessage } from '../../lib/ai/index.js';
import { generatorFood, type FoodMatch, type Preferences } from './recipe-generator.matching.js';
import type { DraftBody } from './recipe-generator.types.js';

/**
 * What the model is asked for. Its own nutrition numbers, if it adds any, are not in the
 * schema and are dropped by the parse: every number shown is recomputed from the food database.
 */
export const ModelRecipeDraftSchema = z.object({
  title: z.string().trim().min(1).max(RECIPE_LIMITS.titleMax),
  description: z.string().trim().max(RECIPE_LIMITS.descriptionMax),
  servings: z.number().positive().max(RECIPE_LIMITS.servingsMax),
  prepMinutes: z.number().int().min(0).max(RECIPE_LIMITS.minutesMax),
  cookMinutes: z.number().int().min(0).max(RECIPE_LIMITS.minutesMax),
  ingredients: z
    .array(
      z.object({
        name: z.string().trim().min(1).max(80),
        quantity: z.number().positive().max(RECIPE_LIMITS.quantityMax),
        /** "g", "tbsp", "cup", "large", or "" for a count ("2 eggs"). */
        unit: z.string().trim().max(40),
      }),
    )
    .min(1)
    .max(RECIPE_LIMITS.ingredientsMax),
  steps: z.array(z.string().trim().min(1).max(RECIPE_LIMITS.stepMax)).min(1).max(20),
});
export type ModelRecipeDraft = z.infer<typeof ModelRecipeDraftSchema>;

/**
 * A model's draft: its ingredient names are matched to the food database with gram weights
 * and the nutrition recomputed; its own numbers are never used (decision 015).
 */
export function createModelDrafter(deps: {
  engine: AiEngine;
  match: (userId: string, phrase: string, prefs: Preferences) => Promise<FoodMatch>;
}) {
  const { engine, match } = deps;

  function modelMessages(body: GenerateRecipeBody, prefs: Preferences): AiMessage[] {
    const avoid = [
      ...prefs.exclusions.map((e) => EXCLUSION_WORDS[e]),
      ...(prefs.dietStyle === 'omnivore' ? [] : [`anything not ${prefs.dietStyle}`]),
    ];
    const wishes = [
      body.wishes.maxNetCarbsG === undefined
        ? 'at most 10 g net carbs'
        : `at most ${body.wishes.maxNetCarbsG} g net carbs`,
      body.wishes.minProteinG === undefined
        ? null
        : `at least ${body.wishes.minProteinG} g protein`,
      body.wishes.targetKcal === undefined ? null : `about ${body.wishes.targetKcal} kcal`,
    ].filter(Boolean);
    const system = [
      'You are a keto chef writing one home recipe as JSON matching the given schema.',
      'Use plain grocery ingredient names a food database knows ("chicken thigh", "olive oil"), one food per line, with a quantity and a unit (g, tbsp, tsp, cup, or "" for a count such as 2 eggs).',
      'Do not include nutrition numbers: they are computed from a food database.',
      `Per serving: ${wishes.join(', ')}.`,
      avoid.length > 0 ? `Never use: ${avoid.join(', ')}.` : null,
      'Keep it very low in sugar and starch (no bread, pasta, rice, potatoes or sugar).',
    ]
      .filter(Boolean)
      .join('\n');
    const request = [
      body.ingredients.length > 0
        ? `Ingredients on hand: ${body.ingredients.join(', ')}.`
        : 'No particular ingredients on hand.',
      `Cuisine: ${body.cuisine === 'any' ? 'any' : body.cuisine}.`,
      body.mealType ? `Meal: ${body.mealType}.` : null,
      body.maxMinutes === undefined ? null : `Total time at most ${body.maxMinutes} minutes.`,
      `Servings: ${body.servings}.`,
    ]
      .filter(Boolean)
      .join('\n');
    return [
      { role: 'system', content: system },
      { role: 'user', content: request },
    ];
  }

  async function modelDraft(
    userId: string,
    body: GenerateRecipeBody,
    prefs: Preferences,
  ): Promise<DraftBody> {
    const { data } = await engine.structured(ModelRecipeDraftSchema, modelMessages(body, prefs), {
      schemaName: 'recipe_draft',
      temperature: 0.4,
    });
    // The model may write for another number of servings: scale its amounts to the request.
    const factor = body.servings / data.servings;
    const ingredients: DraftIngredient[] = [];
    const unmatched: UnmatchedIngredient[] = [];
    const lines: IngredientLine[] = [];
    const onHandNames = body.ingredients.map((t) => splitOnHandText(t).name.toLowerCase());
    for (const line of data.ingredients) {
      const quantity = round2(line.quantity * factor);
      const unit = line.unit || null;
      const text = `${quantity} ${line.unit} ${line.name}`.replace(/\s+/g, ' ').trim();
      const { best, suggestions } = await match(userId, line.name, prefs);
      if (!best) {
        unmatched.push({
          text,
          quantity,
          unit,
          reason: 'not_found',
          message: `We could not find “${line.name}” in the food database. Pick a food, or drop it.`,
          suggestions,
        });
        continue;
      }
      const why = exclusionOf(generatorFood(best), prefs.exclusions, prefs.dietStyle);
      if (why) {
        unmatched.push({
          text,
          quantity,
          unit,
          reason: 'excluded',
          message: `${best.name} contains ${EXCLUSION_WORDS[why]}, which you avoid. Pick another food, or drop it.`,
          suggestions,
        });
        continue;
      }
      const grams = gramsForAmount(quantity, unit, best.portions);
      if (grams === null || grams > RECIPE_LIMITS.ingredientGramsMax) {
        unmatched.push({
          text,
          quantity,
          unit,
          reason: 'unknown_unit',
          message: `We do not know how much “${quantity} ${line.unit}” of ${best.name} weighs. Pick the food and enter the amount.`,
          suggestions: [
            { id: best.id, name: best.name },
            ...suggestions.filter((s) => s.id !== best.id),
          ].slice(0, 3),
        });
        continue;
      }
      // Keep the model's words when the recipe rules read them the same; grams otherwise.
      const readable = unit !== null && ingredientGrams(quantity, unit, best.portions) !== null;
      const stored = readable ? { quantity, unit } : { quantity: round1(grams), unit: 'g' };
      ingredients.push({
        foodId: best.id,
        name: best.name,
        ...stored,
        grams: round1(grams),
        sourceText: text,
        portionText: describeAmount(grams, best.portions),
        fromOnHand: onHandNames.some(
          (n) => n.length > 0 && line.name.toLowerCase().includes(n.split(' ').at(-1) ?? n),
        ),
      });
      lines.push({ per100g: generatorFood(best).per100g, grams: round1(grams) });
    }
    const nutrition = recipeNutrition(lines, body.servings);
    const difficulty: RecipeDifficulty =
      data.steps.length > 8 ? 'hard' : data.steps.length > 5 ? 'medium' : 'easy';
    const notes: string[] = [];
    if (body.maxMinutes !== undefined && data.prepMinutes + data.cookMinutes > body.maxMinutes)
      notes.push(
        `This recipe takes about ${data.prepMinutes + data.cookMinutes} minutes, more than the ${body.maxMinutes} you asked for.`,
      );
    return {
      title: data.title,
      description: data.description,
      servings: body.servings,
      prepMinutes: data.prepMinutes,
      cookMinutes: data.cookMinutes,
      difficulty,
      tags: ['generated', ...(body.cuisine === 'any' ? [] : [body.cuisine])],
      steps: data.steps,
      pattern: null,
      ingredients,
      unmatched,
      nutrition,
      verdict: ketoVerdict(nutrition.perServing.netCarbsG),
      wishes: recipeWishResults(body.wishes, nutrition.perServing),
      notes,
    };
  }

  return modelDraft;
}
