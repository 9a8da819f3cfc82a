import type { PlannedMeal, ShoppingList, ShoppingListQuery } from '@ketoflow/contracts';
import { shoppingAmount } from '@ketoflow/domain';
import { ValidationError } from '../../lib/errors.js';
import type { PlanFood, PlanFoods, PlannableRecipe, PlanRecipes } from './meal-plans.ports.js';
import type { MealPlanRow, MealPlansRepository } from './meal-plans.repository.js';
import { round1 } from '@ketoflow/domain';
import { CATEGORY_LABELS, CATEGORY_ORDER } from './meal-plans.rules.js';

/** A plan's shopping list for any date range, grouped by food category with household units. */
export function createShoppingList(deps: {
  repo: MealPlansRepository;
  recipes: PlanRecipes;
  foods: PlanFoods;
  ownedPlan: (userId: string, id: string) => Promise<MealPlanRow>;
}) {
  const { repo, ownedPlan } = deps;
  return async function shoppingList(
    userId: string,
    id: string,
    query: ShoppingListQuery,
  ): Promise<ShoppingList> {
    const plan = await ownedPlan(userId, id);
    const from = query.from ?? plan.startsOn;
    const to = query.to ?? plan.endsOn;
    if (from > to) {
      const message = 'The start date must be on or before the end date.';
      throw new ValidationError(message, [{ path: 'querystring.from', message }]);
    }
    const days = (await repo.days(userId, plan.id)).filter((d) => d.date >= from && d.date <= to);
    const meals = days.flatMap((d) => d.meals as PlannedMeal[]);
    const recipes = new Map<string, PlannableRecipe>(
      (await deps.recipes.plannableByIds(userId, [...new Set(meals.map((m) => m.recipeId))])).map(
        (r) => [r.id, r],
      ),
    );
    const need = new Map<string, { grams: number; name: string; usedIn: Set<string> }>();
    for (const meal of meals) {
      const recipe = recipes.get(meal.recipeId);
      if (!recipe) continue; // a recipe deleted since: nothing left to shop for
      const factor = meal.servings / recipe.servings;
      for (const ingredient of recipe.ingredients) {
        const line = need.get(ingredient.foodId) ?? {
          grams: 0,
          name: ingredient.name,
          usedIn: new Set(),
        };
        line.grams += ingredient.grams * factor;
        line.usedIn.add(recipe.title);
        need.set(ingredient.foodId, line);
      }
    }
    const foods = new Map<string, PlanFood>(
      (await deps.foods.factsByIds(userId, [...need.keys()])).map((f) => [f.id, f]),
    );
    const groups = new Map<string, ShoppingList['groups'][number]>();
    for (const [foodId, line] of need) {
      const food = foods.get(foodId);
      const category = food && CATEGORY_LABELS[food.category] ? food.category : 'other';
      const label = CATEGORY_LABELS[category] ?? 'Other';
      const group = groups.get(label) ?? { category, label, items: [] };
      group.items.push({
        foodId,
        name: food?.name ?? line.name,
        grams: round1(line.grams),
        amount: shoppingAmount(line.grams, food?.portions ?? []).text,
        usedIn: [...line.usedIn].sort(),
      });
      groups.set(label, group);
    }
    return {
      planId: plan.id,
      from,
      to: to < from ? from : to,
      groups: [...groups.values()]
        .sort((a, b) => CATEGORY_ORDER.indexOf(a.category) - CATEGORY_ORDER.indexOf(b.category))
        .map((g) => ({ ...g, items: g.items.sort((a, b) => a.name.localeCompare(b.name)) })),
    };
  };
}
