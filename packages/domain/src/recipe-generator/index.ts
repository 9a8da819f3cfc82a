/**
 * Recipe generator rules (decision 015): which foods a user's exclusions rule out, how a typed
 * ingredient is matched to a food-database result, how a model's "2 tbsp" becomes grams, and
 * the builtin engine's composition: a recipe pattern (skillet, salad, egg bake, sheet pan,
 * soup, fat bomb) filled from the ingredients on hand and then from a pantry of catalogue
 * foods, with gram weights set by a small deterministic solver to meet the macro wishes.
 * Everything here is pure and deterministic: the same input always gives the same recipe.
 */
export type {
  ComposedIngredient,
  ComposedRecipe,
  ComposeInput,
  GeneratorFood,
  IngredientRole,
  PantryItem,
} from './types.js';
export { EXCLUSION_WORDS, exclusionOf } from './exclusions.js';
export {
  INGREDIENT_MATCH_THRESHOLD,
  ingredientMatchScore,
  pickIngredientMatch,
  splitOnHandText,
} from './matching.js';
export { describeAmount, gramsForAmount, roundKitchenGrams } from './amounts.js';
export { rolesOf } from './roles.js';
export { RECIPE_PATTERNS } from './patterns.js';
export { choosePattern, NoRecipePatternError } from './choose-pattern.js';
export { recipeWishResults, solveGrams } from './wishes.js';
export { composeRecipe } from './compose.js';
