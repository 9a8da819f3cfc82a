import { type Food } from '@ketoflow/contracts';
import {
  ingredientGrams,
  ketoVerdict,
  recipeNutrition,
  type IngredientLine,
} from '@ketoflow/domain';
import { useMemo } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { MacroStrip } from './macro-strip';
import { VerdictBadge } from './verdict-badge';
import { formatGrams } from '../../../lib/format';
import { type FormValues } from '../model/recipe-form';

/** The nutrition the server will compute, previewed live in the browser with the same rules. */
function usePreview(control: Control<FormValues>, foods: Record<string, Food>) {
  const ingredients = useWatch({ control, name: 'ingredients' });
  const servings = useWatch({ control, name: 'servings' });
  return useMemo(() => {
    const lines: IngredientLine[] = [];
    let unresolved = 0;
    for (const row of ingredients) {
      const food = foods[row.foodId];
      const grams =
        food && Number.isFinite(row.quantity)
          ? ingredientGrams(row.quantity, row.unit, food.portions)
          : null;
      if (food && grams !== null) lines.push({ per100g: food.per100g, grams });
      else unresolved += 1;
    }
    const validServings = Number.isFinite(servings) && servings > 0;
    if (lines.length === 0 || !validServings) return { nutrition: null, unresolved };
    return { nutrition: recipeNutrition(lines, servings), unresolved };
  }, [ingredients, servings, foods]);
}

export function PreviewCard({
  control,
  foods,
}: {
  control: Control<FormValues>;
  foods: Record<string, Food>;
}) {
  const { nutrition, unresolved } = usePreview(control, foods);
  return (
    <Card aria-live="polite">
      <CardHeader>
        <CardTitle>Nutrition per serving</CardTitle>
        <CardDescription>
          A live preview. When you save, the server computes the final numbers from the food
          database.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {nutrition ? (
          <>
            <MacroStrip nutrients={nutrition.perServing} size="lg" />
            <VerdictBadge verdict={ketoVerdict(nutrition.perServing.netCarbsG)} withDescription />
            <p className="num text-xs text-muted-foreground">
              Whole recipe: {formatGrams(nutrition.total.netCarbsG)} g net carbs,{' '}
              {Math.round(nutrition.total.energyKcal)} kcal.
            </p>
          </>
        ) : (
          <p className="text-sm text-muted-foreground">
            Add an ingredient with an amount to see net carbs, protein, fat and kcal per serving.
          </p>
        )}
        {unresolved > 0 && nutrition && (
          <p className="text-xs text-carbs">
            {unresolved} {unresolved === 1 ? 'line is' : 'lines are'} not counted yet: choose a food
            and an amount.
          </p>
        )}
      </CardContent>
    </Card>
  );
}
