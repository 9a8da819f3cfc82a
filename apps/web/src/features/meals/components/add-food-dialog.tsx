import type { Food, MealType, RecentFood } from '@ketoflow/contracts';
import { ArrowLeft, ScanBarcode } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import {
  BarcodeLookup,
  FoodAmountPicker,
  FoodSearch,
  foodOrigin,
  type FoodAmount,
} from '../../../entities/food';
import { useCreateMeal } from '../api/meals-api';
import { dayName, localToday, mealLabel } from '../lib/format';
import {
  EntryDialog,
  EntryForm,
  saveErrorText,
  type NewEntryDialogProps,
  type NewEntryTarget,
} from './entry-dialog';
import { MealTypeField } from '../../../entities/diary/meal-type-field';

/** Log one food with an amount: search, pick, choose grams or a portion, see the macros. */
export function AddFoodDialog({
  open,
  onOpenChange,
  userId,
  date,
  initialMealType,
}: NewEntryDialogProps) {
  return (
    <EntryDialog open={open} onOpenChange={onOpenChange} className="md:max-w-xl">
      <AddFoodForm
        userId={userId}
        date={date}
        initialMealType={initialMealType}
        onDone={() => onOpenChange(false)}
      />
    </EntryDialog>
  );
}

function AddFoodForm({
  userId,
  date,
  initialMealType,
  onDone,
}: NewEntryTarget & { onDone: () => void }) {
  const [mealType, setMealType] = useState<MealType>(initialMealType);
  const [food, setFood] = useState<Food | null>(null);
  const [amount, setAmount] = useState<FoodAmount | null>(null);
  const [scanning, setScanning] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const create = useCreateMeal(userId);
  // A recent food starts at the amount it was last logged at.
  const usage = food && 'usage' in food ? (food as RecentFood).usage : null;

  function pick(next: Food) {
    setFood(next);
    setAmount(null);
    setScanning(false);
    setError(null);
  }

  async function save() {
    if (!food) return;
    if (!amount) {
      setError('Enter an amount greater than 0.');
      return;
    }
    try {
      const result = await create.mutateAsync({
        body: {
          method: 'food',
          date,
          mealType,
          items: [{ foodId: food.id, quantity: amount.quantity, unit: amount.unit }],
        },
        // The entry as the diary shows it until the server has it: the food database's
        // numbers for these grams, as the server computes them.
        preview: {
          date,
          mealType,
          method: 'food',
          title: food.name,
          servings: 1,
          recipeId: null,
          notes: null,
          macros: amount.nutrients,
          items: [
            {
              id: `${food.id}-0`,
              foodId: food.id,
              name: food.name,
              quantity: amount.quantity,
              unit: amount.unit,
              grams: amount.grams,
              nutrients: amount.nutrients,
            },
          ],
        },
      });
      const where = `${food.name} · ${dayName(date, localToday())}`;
      toast.success(`Added to ${mealLabel(mealType)}`, {
        description: result.status === 'sent' ? where : `${where} · waiting to sync`,
      });
      onDone();
    } catch (e) {
      setError(saveErrorText(e));
    }
  }

  return (
    <EntryForm
      title="Add food"
      description="Pick a food and an amount. Macros come from the food database."
      onSubmit={() => void save()}
      error={error}
      onCancel={onDone}
      pending={create.isPending}
      submit={
        <Button type="submit" disabled={!food || create.isPending}>
          {create.isPending && <Spinner />}
          Add to {mealLabel(mealType)}
        </Button>
      }
    >
      <MealTypeField value={mealType} onChange={setMealType} />
      {food ? (
        <div className="grid gap-3">
          <div className="flex items-start justify-between gap-2 rounded-lg border bg-muted/40 p-3">
            <div className="grid min-w-0 gap-0.5">
              <p className="font-medium break-words">{food.name}</p>
              <p className="text-xs text-muted-foreground">
                {foodOrigin(food, { withLabel: true })}
              </p>
            </div>
            <Button type="button" variant="ghost" size="sm" onClick={() => setFood(null)}>
              <ArrowLeft aria-hidden="true" /> Change
            </Button>
          </div>
          <FoodAmountPicker
            key={food.id}
            food={food}
            onChange={(next) => {
              setAmount(next);
              setError(null);
            }}
            {...(usage ? { initialQuantity: usage.lastQuantity, initialUnit: usage.lastUnit } : {})}
          />
        </div>
      ) : scanning ? (
        <div className="grid gap-2">
          <BarcodeLookup onFound={pick} />
          <Button type="button" variant="ghost" size="sm" onClick={() => setScanning(false)}>
            <ArrowLeft aria-hidden="true" /> Search by name instead
          </Button>
        </div>
      ) : (
        <div className="grid gap-2">
          <FoodSearch onSelect={pick} variant="inline" autoFocus />
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="justify-self-start"
            onClick={() => setScanning(true)}
          >
            <ScanBarcode aria-hidden="true" /> Look up a barcode
          </Button>
        </div>
      )}
    </EntryForm>
  );
}
