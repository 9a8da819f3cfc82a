/**
 * The starter library as optimiser input, for tests and the benchmark: each recipe's
 * per-serving nutrition computed from the shipped food catalogue with the domain functions
 * (the same way the recipes service and the starter-library test do).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FoodPortion, NutrientFacts } from '@ketoflow/contracts';
import { ingredientGrams, recipeNutrition } from '@ketoflow/domain';
import { defaultStarterFile, loadStarterFile } from '../recipes/index.js';
import type { PlanRecipe } from './optimiser.js';

type CatalogueFood = {
  id: string;
  name: string;
  category: string;
  per100g: NutrientFacts;
  portions: FoodPortion[];
};

export function loadCatalogue(): Map<string, CatalogueFood> {
  const file = path.resolve(import.meta.dirname, '../../../data/foods/foods.json');
  const foods = JSON.parse(readFileSync(file, 'utf8')) as CatalogueFood[];
  return new Map(foods.map((food) => [food.id, food]));
}

const MEAL_TYPES = ['breakfast', 'main', 'side', 'salad', 'snack', 'dessert', 'drink'];

/** The starter recipes with catalogue nutrition; ids are the starter keys. */
export function starterPlanRecipes(): PlanRecipe[] {
  const catalogue = loadCatalogue();
  return loadStarterFile(defaultStarterFile()).map((recipe) => {
    const lines = recipe.ingredients.map((ing) => {
      const food = catalogue.get(ing.foodId);
      if (!food) throw new Error(`${recipe.key}: unknown food ${ing.foodId}`);
      const grams = ingredientGrams(ing.quantity, ing.unit, food.portions);
      if (grams === null) throw new Error(`${recipe.key}: "${ing.unit}" does not fit ${food.name}`);
      return { per100g: food.per100g, grams };
    });
    const foodIds = [...new Set(recipe.ingredients.map((ing) => ing.foodId))];
    return {
      id: recipe.key,
      title: recipe.title,
      mealTypes: recipe.tags.filter((t) => MEAL_TYPES.includes(t)),
      tags: recipe.tags,
      perServing: recipeNutrition(lines, recipe.servings).perServing,
      foodIds,
      foodCategories: [...new Set(foodIds.map((id) => catalogue.get(id)!.category))],
    };
  });
}
