import { type MealType, type Recipe } from '@ketoflow/contracts';
import { nutritionForServings } from '@ketoflow/domain';
import { CalendarPlus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { FormDialog, FormDialogFooter } from '../../../components/form-dialog';
import { MealTypeField } from '../../../components/meal-type-field';
import { Button } from '../../../components/ui/button';
import { FormField, FormMessage } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-client';
import { MEAL_TYPE_LABELS } from '../../../lib/meal-types';
import { useAddRecipeToDiary } from '../api/recipes-api';
import { localToday, mealTypeForHour } from '../lib/format';
import { ServingsStepper } from './servings-stepper';
import { formatGrams, formatKcal } from '../../../lib/format';

/**
 * "Add to diary": today and the meal that fits the time of day are already chosen, so
 * logging is one tap to open and one to confirm. The diary computes and stores the entry.
 */
export function AddToDiaryDialog({ recipe }: { recipe: Recipe }) {
  const [open, setOpen] = useState(false);
  const [mealType, setMealType] = useState<MealType>(() => mealTypeForHour(new Date().getHours()));
  const [date, setDate] = useState(localToday);
  const [servings, setServings] = useState(1);
  const [error, setError] = useState<string | null>(null);
  const mutation = useAddRecipeToDiary();
  const navigate = useNavigate();
  const today = localToday();

  function onOpenChange(next: boolean) {
    if (next) {
      // Fresh defaults each time: the dialog may have been left open across a meal time.
      setMealType(mealTypeForHour(new Date().getHours()));
      setDate(localToday());
      setServings(1);
      setError(null);
      mutation.reset();
    }
    setOpen(next);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!date) {
      setError('Choose a date.');
      return;
    }
    setError(null);
    mutation.mutate(
      { method: 'recipe', recipeId: recipe.id, date, mealType, servings },
      {
        onSuccess: () => {
          setOpen(false);
          const when = date === today ? 'today' : `on ${date}`;
          toast.success(`Added to ${MEAL_TYPE_LABELS[mealType].toLowerCase()} ${when}`, {
            description: recipe.title,
            action: {
              label: 'Open My Meals',
              onClick: () => void navigate(`/my-meals?date=${date}`),
            },
          });
        },
        onError: (cause) => {
          setError(
            isApiError(cause)
              ? cause.message
              : 'Something went wrong on our side. Please try again.',
          );
        },
      },
    );
  }

  const eaten = nutritionForServings(recipe.nutrition.perServing, servings);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <Button size="lg" className="col-span-2 w-full sm:w-auto">
          <CalendarPlus aria-hidden="true" />
          Add to diary
        </Button>
      }
      title="Add to diary"
      description={recipe.title}
    >
      <form onSubmit={submit} className="grid gap-5" noValidate>
        <MealTypeField value={mealType} onChange={setMealType} />
        <div className="grid grid-cols-2 items-end gap-4">
          <FormField label="Date">
            <Input type="date" value={date} onChange={(e) => setDate(e.target.value)} required />
          </FormField>
          <div className="grid gap-2">
            <span className="text-sm font-medium">Servings eaten</span>
            <ServingsStepper label="Servings eaten" value={servings} onChange={setServings} />
          </div>
        </div>
        <p className="num rounded-lg bg-muted/60 px-3 py-2 text-sm text-muted-foreground">
          {formatKcal(eaten.energyKcal)} kcal · {formatGrams(eaten.netCarbsG)} g net carbs ·{' '}
          {formatGrams(eaten.proteinG)} g protein · {formatGrams(eaten.fatG)} g fat
        </p>
        {error && <FormMessage>{error}</FormMessage>}
        <FormDialogFooter cancelLabel="Cancel" pending={mutation.isPending}>
          <Button type="submit" disabled={mutation.isPending}>
            {mutation.isPending && <Spinner />}
            Add to {MEAL_TYPE_LABELS[mealType].toLowerCase()}
          </Button>
        </FormDialogFooter>
      </form>
    </FormDialog>
  );
}
