import type { DietStyle, FoodExclusion } from '@ketoflow/contracts';
import { foodExclusionReason } from '@ketoflow/domain';
import type { PlanFoods, PlanRecipes } from './meal-plans.ports.js';
import { EXCLUSION_TAGS, MEAL_TYPE_TAGS, NEVER_PLANNED_TAGS } from './meal-plans.rules.js';
import type { PlanExclusions, PlanRecipe } from './optimiser.js';

/** The recipes the user may plan with, as solver input, with what each is made of. */
export function createPlanningPool(deps: { recipes: PlanRecipes; foods: PlanFoods }) {
  return async function planningPool(
    userId: string,
    exclusions: FoodExclusion[],
    dietStyle: DietStyle,
  ) {
    const rows = (await deps.recipes.listPlannable(userId)).filter(
      (r) =>
        r.nutrition.perServing.energyKcal > 0 &&
        !r.tags.some((t) => NEVER_PLANNED_TAGS.includes(t)),
    );
    const foodIds = [...new Set(rows.flatMap((r) => r.ingredients.map((i) => i.foodId)))];
    const foods = new Map((await deps.foods.factsByIds(userId, foodIds)).map((f) => [f.id, f]));
    const excludedFoods: string[] = [];
    for (const recipe of rows) {
      for (const ingredient of recipe.ingredients) {
        // A food that is gone (a deleted custom food) is judged by the name on the line.
        const food = foods.get(ingredient.foodId) ?? { name: ingredient.name, category: 'other' };
        if (foodExclusionReason(food, exclusions, dietStyle)) excludedFoods.push(ingredient.foodId);
      }
    }
    const planExclusions: PlanExclusions = {
      foodIds: [...new Set(excludedFoods)],
      tags: [...new Set([...exclusions, dietStyle].flatMap((e) => EXCLUSION_TAGS[e] ?? []))],
    };
    const recipes: PlanRecipe[] = rows.map((r) => ({
      id: r.id,
      title: r.title,
      mealTypes: r.tags.filter((t) => MEAL_TYPE_TAGS.includes(t)),
      tags: r.tags,
      perServing: r.nutrition.perServing,
      foodIds: [...new Set(r.ingredients.map((i) => i.foodId))],
    }));
    const tagsById = new Map(rows.map((r) => [r.id, r.tags]));
    return { recipes, exclusions: planExclusions, tagsById };
  };
}
