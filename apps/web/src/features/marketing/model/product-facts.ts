/**
 * Facts about the product for the landing page's statistics, known when the app is built so
 * the prerendered page carries them. They describe what ships, not users:
 *  - foods: apps/api/data/foods/foods.json, the curated catalogue every install loads;
 *  - recipes: apps/api/data/recipes/starter-recipes.json, the starter library;
 *  - the plan band: the meal-plan optimiser keeps calories and protein within ±5 % of the
 *    targets (apps/api/src/modules/meal-plans/optimiser.ts).
 * The landing journey (e2e/landing.e2e.ts) checks the first two against the shipped files
 * and the served library, so they cannot drift silently.
 */
export const CATALOGUE_FOODS = 592;
export const STARTER_RECIPES = 84;
export const PLAN_BAND_PERCENT = 5;
