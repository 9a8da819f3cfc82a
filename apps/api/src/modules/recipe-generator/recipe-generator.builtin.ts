import type { GenerateRecipeBody, UnmatchedIngredient } from '@ketoflow/contracts';
import {
  NoRecipePatternError,
  composeRecipe,
  gramsForAmount,
  ketoVerdict,
  splitOnHandText,
  type ComposedRecipe,
  type GeneratorFood,
} from '@ketoflow/domain';
import { ValidationError } from '../../lib/errors.js';
import { generatorFood, type FoodMatch, type Preferences } from './recipe-generator.matching.js';
import { PANTRY } from './recipe-generator.pantry.js';
import type { GeneratorFoods } from './recipe-generator.ports.js';
import type { DraftBody } from './recipe-generator.types.js';

/** The builtin engine's draft: recipe patterns filled from the food database (decision 015). */
export function createBuiltinDrafter(deps: {
  foods: Pick<GeneratorFoods, 'factsByIds'>;
  match: (userId: string, phrase: string, prefs: Preferences) => Promise<FoodMatch>;
}) {
  const { match } = deps;
  return async function builtinDraft(
    userId: string,
    body: GenerateRecipeBody,
    prefs: Preferences,
  ): Promise<DraftBody> {
    const onHand: { food: GeneratorFood; text: string; grams: number | null }[] = [];
    const unmatched: UnmatchedIngredient[] = [];
    for (const text of body.ingredients) {
      const { quantity, unit, name } = splitOnHandText(text);
      const { best, suggestions } = await match(userId, name, prefs);
      // "300 g chicken thigh", "2 zucchini": the amount caps what the recipe uses.
      if (best)
        onHand.push({
          food: generatorFood(best),
          text,
          grams: quantity === null ? null : gramsForAmount(quantity, unit, best.portions),
        });
      else
        unmatched.push({
          text,
          quantity,
          unit,
          reason: 'not_found',
          message: `We could not find “${name}” in the food database. Pick a food, or drop it.`,
          suggestions,
        });
    }
    const pantryFoods = new Map(
      (
        await deps.foods.factsByIds(
          userId,
          PANTRY.map((p) => p.id),
        )
      ).map((f) => [f.id, f]),
    );
    const pantry = PANTRY.flatMap((p) => {
      const food = pantryFoods.get(p.id);
      return food ? [{ food, cuisines: p.cuisines }] : [];
    });
    let recipe: ComposedRecipe;
    try {
      recipe = composeRecipe({
        onHand,
        pantry,
        cuisine: body.cuisine,
        mealType: body.mealType,
        maxMinutes: body.maxMinutes,
        wishes: body.wishes,
        servings: body.servings,
        exclusions: prefs.exclusions,
        dietStyle: prefs.dietStyle,
      });
    } catch (error) {
      // Thrown inside the paid work, so the coins are refunded.
      if (error instanceof NoRecipePatternError)
        throw new ValidationError(
          'Your food exclusions leave nothing we can build a recipe from. Add ingredients you eat, or review your exclusions in your profile.',
        );
      throw error;
    }
    return {
      title: recipe.title,
      description: recipe.description,
      servings: body.servings,
      prepMinutes: recipe.prepMinutes,
      cookMinutes: recipe.cookMinutes,
      difficulty: recipe.difficulty,
      tags: recipe.tags,
      steps: recipe.steps,
      pattern: recipe.pattern,
      ingredients: recipe.ingredients.map((i) => ({
        foodId: i.food.id,
        name: i.food.name,
        quantity: i.quantity,
        unit: i.unit,
        grams: i.grams,
        sourceText: i.sourceText,
        portionText: i.portionText,
        fromOnHand: i.sourceText !== null,
      })),
      unmatched,
      nutrition: recipe.nutrition,
      verdict: ketoVerdict(recipe.nutrition.perServing.netCarbsG),
      wishes: recipe.wishes,
      notes: recipe.notes,
    };
  };
}
