import type { Food, MealType } from '@ketoflow/contracts';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-client';
import { useCreateMeal } from '../api/meals-api';
import { amountNutrients, defaultUnit, parseAmount, unitOptions } from '../lib/amount';
import { dayName, formatGrams, localToday, mealLabel } from '../lib/format';
import { AmountFields } from './amount-fields';
import { FoodPicker } from './food-picker';
import { MacroFigures } from './macro-figures';
import { MealTypeField } from './meal-type-field';

/** Log one food with an amount: search, pick, choose grams or a portion, see the macros. */
export function AddFoodDialog({
  open,
  onOpenChange,
  userId,
  date,
  initialMealType,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  userId: string;
  date: string;
  initialMealType: MealType;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="md:max-w-xl">
        {open && (
          <AddFoodForm
            userId={userId}
            date={date}
            initialMealType={initialMealType}
            onDone={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function AddFoodForm({
  userId,
  date,
  initialMealType,
  onDone,
}: {
  userId: string;
  date: string;
  initialMealType: MealType;
  onDone: () => void;
}) {
  const [mealType, setMealType] = useState<MealType>(initialMealType);
  const [food, setFood] = useState<Food | null>(null);
  const [quantity, setQuantity] = useState('');
  const [unit, setUnit] = useState('g');
  const [error, setError] = useState<string | null>(null);
  const create = useCreateMeal(userId);

  const amount = food ? amountNutrients(food, parseAmount(quantity), unit) : null;

  function pick(next: Food) {
    const start = defaultUnit(next.portions);
    setFood(next);
    setQuantity(start.quantity);
    setUnit(start.unit);
    setError(null);
  }

  async function save() {
    const q = parseAmount(quantity);
    if (!food) return;
    if (q === null) {
      setError('Enter an amount greater than 0.');
      return;
    }
    try {
      await create.mutateAsync({
        method: 'food',
        date,
        mealType,
        items: [{ foodId: food.id, quantity: q, unit }],
      });
      toast.success(`Added to ${mealLabel(mealType)}`, {
        description: `${food.name} · ${dayName(date, localToday())}`,
      });
      onDone();
    } catch (e) {
      setError(isApiError(e) ? e.message : 'Something went wrong. Please try again.');
    }
  }

  return (
    <form
      className="grid gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <DialogHeader>
        <DialogTitle>Add food</DialogTitle>
        <DialogDescription>
          Pick a food and an amount. Macros come from the food database.
        </DialogDescription>
      </DialogHeader>
      <MealTypeField value={mealType} onChange={setMealType} />
      {food ? (
        <div className="grid gap-3">
          <div className="flex items-start justify-between gap-2 rounded-lg border bg-muted/40 p-3">
            <div className="grid gap-0.5">
              <p className="font-medium">{food.name}</p>
              <p className="text-xs text-muted-foreground">{food.sourceLabel}</p>
            </div>
            <Button type="button" variant="ghost" size="sm" onClick={() => setFood(null)}>
              <ArrowLeft aria-hidden="true" /> Change
            </Button>
          </div>
          <AmountFields
            quantity={quantity}
            unit={unit}
            options={unitOptions(food.portions)}
            onQuantityChange={(v) => {
              setQuantity(v);
              setError(null);
            }}
            onUnitChange={setUnit}
            invalid={error !== null}
          />
          <div className="grid gap-1 rounded-lg border p-3" aria-live="polite">
            <p className="text-xs text-muted-foreground">
              {amount ? `${formatGrams(amount.grams)} g` : 'Enter an amount to see the macros.'}
            </p>
            {amount && <MacroFigures macros={amount.nutrients} />}
          </div>
        </div>
      ) : (
        <FoodPicker onPick={pick} />
      )}
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={create.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={!food || create.isPending}>
          {create.isPending && <Spinner />}
          Add to {mealLabel(mealType)}
        </Button>
      </DialogFooter>
    </form>
  );
}
