import type { DietStyle, Food, FoodExclusion } from '@ketoflow/contracts';
import { exclusionOf, pickIngredientMatch, type GeneratorFood } from '@ketoflow/domain';
import type { GeneratorFoods } from './recipe-generator.ports.js';

/** How many search results an ingredient is matched against. */
const SEARCH_LIMIT = 8;

export type Preferences = { exclusions: FoodExclusion[]; dietStyle: DietStyle };

export function generatorFood(food: Food): GeneratorFood {
  // Food.per100g carries derived net carbs; the domain derives its own from the stored facts.
  const { netCarbsG: _derived, ...facts } = food.per100g;
  void _derived;
  return {
    id: food.id,
    name: food.name,
    category: food.category,
    per100g: facts,
    portions: food.portions,
  };
}

export type FoodMatch = {
  best: Food | null;
  suggestions: { id: string; name: string }[];
};

/** The search's best food for a phrase (above the threshold), and its closest alternatives. */
export function createFoodMatcher(foods: Pick<GeneratorFoods, 'search'>) {
  return async function match(
    userId: string,
    phrase: string,
    prefs: Preferences,
  ): Promise<FoodMatch> {
    const found = (await foods.search(userId, phrase, SEARCH_LIMIT)).items;
    const allowed = found.filter(
      (f) => exclusionOf(generatorFood(f), prefs.exclusions, prefs.dietStyle) === null,
    );
    const best = pickIngredientMatch(phrase, found);
    return {
      best,
      suggestions: allowed.slice(0, 3).map((f) => ({ id: f.id, name: f.name })),
    };
  };
}
