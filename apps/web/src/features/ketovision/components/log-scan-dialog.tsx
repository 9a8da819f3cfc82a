import { type FoodScan, type Meal, type MealType } from '@ketoflow/contracts';
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
import { useLogScan } from '../api/food-scans-api';
import { formatRange, localToday, mealTypeForHour } from '../lib/format';

/** "Log to diary": today and the meal that fits the hour are chosen already. */
export function LogScanDialog({
  scan,
  onLogged,
}: {
  scan: FoodScan;
  onLogged?: (meal: Meal) => void;
}) {
  const [open, setOpen] = useState(false);
  const [mealType, setMealType] = useState<MealType>(() => mealTypeForHour(new Date().getHours()));
  const [date, setDate] = useState(localToday);
  const [error, setError] = useState<string | null>(null);
  const mutation = useLogScan();
  const navigate = useNavigate();

  function onOpenChange(next: boolean) {
    if (next) {
      setMealType(mealTypeForHour(new Date().getHours()));
      setDate(localToday());
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
      { id: scan.id, body: { mealType, date } },
      {
        onSuccess: (meal) => {
          setOpen(false);
          onLogged?.(meal);
          const when = date === localToday() ? 'today' : `on ${date}`;
          toast.success(`Logged to ${MEAL_TYPE_LABELS[mealType].toLowerCase()} ${when}`, {
            description: scan.foodType,
            action: {
              label: 'Open My Meals',
              onClick: () => void navigate(`/my-meals?date=${date}`),
            },
          });
        },
        onError: (cause) =>
          setError(
            isApiError(cause)
              ? cause.message
              : 'Something went wrong on our side. Please try again.',
          ),
      },
    );
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <Button size="lg" className="w-full sm:w-auto">
          <CalendarPlus aria-hidden="true" />
          Log to diary
        </Button>
      }
      title="Log to diary"
      description={scan.foodType}
    >
      <form onSubmit={submit} className="grid gap-5" noValidate>
        <MealTypeField value={mealType} onChange={setMealType} />
        <FormField label="Date">
          <Input type="date" value={date} onChange={(e) => setDate(e.target.value)} required />
        </FormField>
        <p className="num rounded-lg bg-muted/60 px-3 py-2 text-sm text-muted-foreground">
          {formatRange(scan.macros.energyKcal, 'kcal')} kcal ·{' '}
          {formatRange(scan.macros.netCarbsG, 'g')} g net carbs ·{' '}
          {formatRange(scan.macros.proteinG, 'g')} g protein · {formatRange(scan.macros.fatG, 'g')}{' '}
          g fat
        </p>
        {error && <FormMessage>{error}</FormMessage>}
        <FormDialogFooter cancelLabel="Cancel" pending={mutation.isPending}>
          <Button type="submit" disabled={mutation.isPending}>
            {mutation.isPending && <Spinner />}
            Log to {MEAL_TYPE_LABELS[mealType].toLowerCase()}
          </Button>
        </FormDialogFooter>
      </form>
    </FormDialog>
  );
}
