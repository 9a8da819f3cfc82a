import type { Meal, MealItem, MealType, Nutrients, UpdateMealRequest } from '@ketoflow/contracts';
import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Input, inputClassName } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/utils';
import { useUpdateMeal } from '../api/meals-api';
import { parseAmount } from '../lib/amount';
import { localToday, shiftDate, sumMacros } from '../lib/format';
import { AmountFields } from './amount-fields';
import { MacroFigures } from './macro-figures';
import { EntryDialog, EntryForm, saveErrorText } from './entry-dialog';
import { MealTypeField } from '../../../entities/diary/meal-type-field';
import { formatGrams, round1 } from '../../../lib/format';

type ItemDraft = { item: MealItem; quantity: string; unit: string };

/** An item's amount in its own unit or in grams, and what that amount holds (linear in grams). */
function draftAmount(d: ItemDraft): { grams: number; nutrients: Nutrients } | null {
  const q = parseAmount(d.quantity);
  if (q === null || !(d.item.grams > 0)) return null;
  const grams = d.unit === d.item.unit ? (q / d.item.quantity) * d.item.grams : q;
  const factor = grams / d.item.grams;
  const n = d.item.nutrients;
  return {
    grams: round1(grams),
    nutrients: {
      ...n,
      energyKcal: Math.round(n.energyKcal * factor),
      proteinG: round1(n.proteinG * factor),
      fatG: round1(n.fatG * factor),
      netCarbsG: round1(n.netCarbsG * factor),
    },
  };
}

export function EditEntryDialog({
  meal,
  userId,
  onOpenChange,
}: {
  meal: Meal | null;
  userId: string;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <EntryDialog open={meal !== null} onOpenChange={onOpenChange} className="md:max-w-xl">
      {meal && <EditForm meal={meal} userId={userId} onDone={() => onOpenChange(false)} />}
    </EntryDialog>
  );
}

function EditForm({ meal, userId, onDone }: { meal: Meal; userId: string; onDone: () => void }) {
  const id = useId();
  const [mealType, setMealType] = useState<MealType>(meal.mealType);
  const [date, setDate] = useState(meal.date);
  const [notes, setNotes] = useState(meal.notes ?? '');
  const [servings, setServings] = useState(String(meal.servings));
  const [items, setItems] = useState<ItemDraft[]>(() =>
    meal.items.map((item) => ({ item, quantity: String(item.quantity), unit: item.unit })),
  );
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateMeal(userId);
  const isRecipe = meal.method === 'recipe';
  const editableItems = !isRecipe && meal.items.every((i) => i.foodId !== null);
  const latest = shiftDate(localToday(), 1);

  const amounts = items.map(draftAmount);
  const itemsChanged =
    items.length !== meal.items.length ||
    items.some((d) => d.unit !== d.item.unit || parseAmount(d.quantity) !== d.item.quantity);
  const servingsValue = parseAmount(servings);
  const preview: Pick<Nutrients, 'netCarbsG' | 'proteinG' | 'fatG' | 'energyKcal'> = isRecipe
    ? sumMacros([
        servingsValue
          ? {
              ...meal.macros,
              netCarbsG: (meal.macros.netCarbsG * servingsValue) / meal.servings,
              proteinG: (meal.macros.proteinG * servingsValue) / meal.servings,
              fatG: (meal.macros.fatG * servingsValue) / meal.servings,
              energyKcal: (meal.macros.energyKcal * servingsValue) / meal.servings,
            }
          : meal.macros,
      ])
    : sumMacros(amounts.flatMap((a) => (a ? [a.nutrients] : [])));

  async function save() {
    const body: UpdateMealRequest = {};
    if (mealType !== meal.mealType) body.mealType = mealType;
    if (date !== meal.date) body.date = date;
    if ((notes.trim() || null) !== meal.notes) body.notes = notes.trim() || null;
    if (isRecipe) {
      if (servingsValue === null) {
        setError('Servings must be more than 0.');
        return;
      }
      if (servingsValue !== meal.servings) body.servings = servingsValue;
    } else if (editableItems && itemsChanged) {
      if (items.length === 0) {
        setError('Keep at least one food, or delete the entry instead.');
        return;
      }
      const bad = items.findIndex((d) => parseAmount(d.quantity) === null);
      if (bad >= 0) {
        setError(`Enter an amount greater than 0 for ${items[bad]?.item.name ?? 'each food'}.`);
        return;
      }
      body.items = items.map((d) => ({
        foodId: d.item.foodId ?? '',
        quantity: parseAmount(d.quantity) ?? 0,
        unit: d.unit,
      }));
    }
    if (Object.keys(body).length === 0) {
      onDone();
      return;
    }
    try {
      await update.mutateAsync({ id: meal.id, body, version: meal.updatedAt });
      toast.success('Entry updated');
      onDone();
    } catch (e) {
      setError(saveErrorText(e));
    }
  }

  return (
    <EntryForm
      title="Edit entry"
      description={meal.title}
      descriptionClassName="break-words"
      onSubmit={() => void save()}
      error={error}
      onCancel={onDone}
      pending={update.isPending}
      submit={
        <Button type="submit" disabled={update.isPending}>
          {update.isPending && <Spinner />}
          Save changes
        </Button>
      }
    >
      <MealTypeField value={mealType} onChange={setMealType} />
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-date`}>Date</Label>
        <Input
          id={`${id}-date`}
          type="date"
          value={date}
          max={latest}
          min="2000-01-01"
          required
          onChange={(e) => e.target.value && setDate(e.target.value)}
        />
      </div>
      {isRecipe ? (
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-servings`}>Servings</Label>
          <Input
            id={`${id}-servings`}
            inputMode="decimal"
            value={servings}
            onChange={(e) => {
              setServings(e.target.value);
              setError(null);
            }}
            aria-invalid={servingsValue === null || undefined}
            className="num"
          />
        </div>
      ) : (
        <fieldset className="grid gap-3">
          <legend className="mb-2 text-sm font-medium">Foods</legend>
          {!editableItems && (
            <p className="text-xs text-muted-foreground">
              A food of this entry is no longer in the database, so its amounts can’t be changed.
            </p>
          )}
          <ul className="grid gap-3">
            {items.map((d, index) => (
              <li
                key={d.item.id}
                className="grid gap-2 rounded-lg border p-3"
                data-testid="edit-item"
              >
                <div className="flex items-start justify-between gap-2">
                  <p className="text-sm font-medium">{d.item.name}</p>
                  {editableItems && items.length > 1 && (
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon-sm"
                      aria-label={`Remove ${d.item.name}`}
                      onClick={() => setItems(items.filter((_, i) => i !== index))}
                    >
                      <X aria-hidden="true" />
                    </Button>
                  )}
                </div>
                {editableItems && (
                  <AmountFields
                    quantity={d.quantity}
                    unit={d.unit}
                    options={[
                      { unit: d.item.unit, label: d.item.unit },
                      ...(d.item.unit === 'g' ? [] : [{ unit: 'g', label: 'g' }]),
                    ]}
                    onQuantityChange={(quantity) => {
                      setItems(items.map((x, i) => (i === index ? { ...x, quantity } : x)));
                      setError(null);
                    }}
                    onUnitChange={(unit) => {
                      const a = draftAmount(d);
                      // Switching to grams keeps the same amount of food.
                      const quantity =
                        unit === 'g' && a
                          ? String(a.grams)
                          : unit === d.item.unit && a
                            ? String(
                                Math.round((a.grams / d.item.grams) * d.item.quantity * 1000) /
                                  1000,
                              )
                            : d.quantity;
                      setItems(items.map((x, i) => (i === index ? { ...x, unit, quantity } : x)));
                    }}
                    invalid={amounts[index] === null}
                    labelHidden
                    context={d.item.name}
                  />
                )}
                <p className="text-xs text-muted-foreground">
                  {amounts[index] ? `${formatGrams(amounts[index].grams)} g` : 'Enter an amount.'}
                </p>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-notes`}>Notes</Label>
        <textarea
          id={`${id}-notes`}
          value={notes}
          maxLength={500}
          rows={2}
          onChange={(e) => setNotes(e.target.value)}
          className={cn(inputClassName, 'h-auto resize-y')}
        />
      </div>
      <div className="grid gap-1 rounded-lg border p-3" aria-live="polite">
        <p className="text-xs font-medium text-muted-foreground">This entry</p>
        <MacroFigures macros={preview} />
      </div>
    </EntryForm>
  );
}
