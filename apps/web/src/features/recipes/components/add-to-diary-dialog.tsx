import type { Recipe } from '@ketoflow/contracts';
import { nutritionForServings } from '@ketoflow/domain';
import { useState } from 'react';
import { useLogRecipe } from '../../../entities/diary/diary-api';
import { LogToDiaryDialog } from '../../../entities/diary/log-to-diary-dialog';
import { formatGrams, formatKcal } from '../../../lib/format';
import { ServingsStepper } from './servings-stepper';

/** "Add to diary" for a recipe, with the servings eaten; the diary computes the entry. */
export function AddToDiaryDialog({ recipe }: { recipe: Recipe }) {
  const [servings, setServings] = useState(1);
  const mutation = useLogRecipe();
  const eaten = nutritionForServings(recipe.nutrition.perServing, servings);
  return (
    <LogToDiaryDialog
      verb="Add"
      subject={recipe.title}
      triggerClassName="col-span-2 w-full sm:w-auto"
      pending={mutation.isPending}
      onOpen={() => {
        setServings(1);
        mutation.reset();
      }}
      onSubmit={(choice) =>
        mutation.mutateAsync({
          body: { method: 'recipe', recipeId: recipe.id, servings, ...choice },
          preview: {
            ...choice,
            method: 'recipe',
            title: recipe.title,
            servings,
            recipeId: recipe.id,
            notes: null,
            macros: eaten,
            items: [],
          },
        })
      }
      besideDate={
        <div className="grid gap-2">
          <span className="text-sm font-medium">Servings eaten</span>
          <ServingsStepper label="Servings eaten" value={servings} onChange={setServings} />
        </div>
      }
      summary={
        <>
          {formatKcal(eaten.energyKcal)} kcal · {formatGrams(eaten.netCarbsG)} g net carbs ·{' '}
          {formatGrams(eaten.proteinG)} g protein · {formatGrams(eaten.fatG)} g fat
        </>
      }
    />
  );
}
