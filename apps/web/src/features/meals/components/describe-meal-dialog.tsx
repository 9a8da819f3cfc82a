import type { MealType } from '@ketoflow/contracts';
import { ArrowLeft, Sparkles } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { inputClassName } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/utils';
import { useCreateMeal, useParseMeal } from '../api/meals-api';
import { defaultAmountUnit } from '../../../entities/food';
import { parseAmount, unitOptions } from '../lib/amount';
import { dayName, localToday, mealLabel, sumMacros } from '../lib/format';
import { MacroFigures } from './macro-figures';
import {
  EntryDialog,
  EntryForm,
  saveErrorText,
  type NewEntryDialogProps,
  type NewEntryTarget,
} from './entry-dialog';
import { MealTypeField } from '../../../entities/diary/meal-type-field';
import { ParsedRow, type Row, SKIP, amountFor, rowsFrom } from './parsed-row';

const EXAMPLE = '2 eggs, 3 slices of bacon and half an avocado';

/**
 * "Describe your meal": free text → the parse shown as rows the user can correct (food,
 * amount, unit) → saved only when confirmed. Numbers come from the database, never the text.
 */
export function DescribeMealDialog({
  open,
  onOpenChange,
  userId,
  date,
  initialMealType,
}: NewEntryDialogProps) {
  return (
    <EntryDialog open={open} onOpenChange={onOpenChange} className="md:max-w-2xl">
      <DescribeForm
        userId={userId}
        date={date}
        initialMealType={initialMealType}
        onDone={() => onOpenChange(false)}
      />
    </EntryDialog>
  );
}

function DescribeForm({
  userId,
  date,
  initialMealType,
  onDone,
}: NewEntryTarget & { onDone: () => void }) {
  const textId = useId();
  const [mealType, setMealType] = useState<MealType>(initialMealType);
  const [text, setText] = useState('');
  const [parsedText, setParsedText] = useState('');
  const [rows, setRows] = useState<Row[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const parse = useParseMeal();
  const create = useCreateMeal(userId);

  async function findFoods() {
    setError(null);
    if (!text.trim()) {
      setError('Describe what you ate, for example “' + EXAMPLE + '”.');
      return;
    }
    try {
      const result = await parse.mutateAsync(text);
      setParsedText(result.text);
      setRows(rowsFrom(result));
    } catch (e) {
      setError(saveErrorText(e));
    }
  }

  function update(key: number, patch: Partial<Row>) {
    setRows((current) => current?.map((r) => (r.key === key ? { ...r, ...patch } : r)) ?? null);
    setError(null);
  }

  function chooseFood(row: Row, foodId: string) {
    const food = row.options.find((o) => o.foodId === foodId);
    if (!food) {
      update(row.key, { foodId: SKIP });
      return;
    }
    const keeps = unitOptions(food.portions).some((o) => o.unit === row.unit);
    const start = defaultAmountUnit(food);
    update(row.key, {
      foodId,
      warning: null,
      assumed: false,
      ...(keeps
        ? {}
        : { unit: start.unit, quantity: row.unit === 'g' ? row.quantity : String(start.quantity) }),
    });
  }

  const computed = (rows ?? []).map((row) => {
    const food = row.options.find((o) => o.foodId === row.foodId) ?? null;
    return {
      row,
      food,
      amount: food ? amountFor(food, row) : null,
    };
  });
  const chosen = computed.filter((c) => c.food !== null);
  const totals = sumMacros(chosen.flatMap((c) => (c.amount ? [c.amount.nutrients] : [])));

  async function save() {
    if (chosen.length === 0) {
      setError('Choose at least one food to log.');
      return;
    }
    const bad = chosen.find((c) => c.amount === null);
    if (bad) {
      setError(`Check the amount of “${bad.row.raw}”: enter a number greater than 0.`);
      return;
    }
    try {
      await create.mutateAsync({
        body: {
          method: 'text',
          date,
          mealType,
          text: parsedText,
          items: chosen.map((c) => ({
            foodId: c.row.foodId,
            quantity: parseAmount(c.row.quantity) ?? 0,
            unit: c.row.unit,
          })),
        },
      });
      toast.success(`Logged to ${mealLabel(mealType)}`, {
        description: `${chosen.length} ${chosen.length === 1 ? 'food' : 'foods'} · ${dayName(date, localToday())}`,
      });
      onDone();
    } catch (e) {
      setError(saveErrorText(e));
    }
  }

  return (
    <EntryForm
      title="Describe your meal"
      description={
        rows
          ? 'Check each food and amount, then log them. Nothing is saved until you confirm.'
          : 'Write what you ate in plain words. We find the foods and amounts for you to check.'
      }
      onSubmit={() => void (rows ? save() : findFoods())}
      error={error}
      onCancel={onDone}
      pending={create.isPending || parse.isPending}
      submit={
        rows === null ? (
          <Button type="submit" disabled={parse.isPending}>
            {parse.isPending ? <Spinner /> : <Sparkles aria-hidden="true" />}
            Find foods
          </Button>
        ) : (
          <Button type="submit" disabled={create.isPending}>
            {create.isPending && <Spinner />}
            Log {chosen.length} {chosen.length === 1 ? 'food' : 'foods'} to {mealLabel(mealType)}
          </Button>
        )
      }
    >
      <MealTypeField value={mealType} onChange={setMealType} />
      {rows === null ? (
        <div className="grid gap-2">
          <Label htmlFor={textId}>What did you eat?</Label>
          <textarea
            id={textId}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setError(null);
            }}
            rows={3}
            maxLength={1000}
            placeholder={EXAMPLE}
            className={cn(inputClassName, 'h-auto min-h-24 resize-y')}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && (e.metaKey || e.ctrlKey)) {
                e.preventDefault();
                void findFoods();
              }
            }}
          />
          <p className="text-xs text-muted-foreground">
            Amounts like “200 g”, “2 slices”, “½ cup” or “a handful” work; separate foods with
            commas or “and”.
          </p>
        </div>
      ) : (
        <div className="grid gap-3">
          <div className="flex items-start justify-between gap-2 rounded-lg bg-muted/50 px-3 py-2 text-sm">
            <p className="min-w-0 break-words">“{parsedText}”</p>
            <Button type="button" variant="ghost" size="sm" onClick={() => setRows(null)}>
              <ArrowLeft aria-hidden="true" /> Edit text
            </Button>
          </div>
          <ul className="grid gap-3" aria-label="Foods found">
            {computed.map(({ row, food, amount }) => (
              <ParsedRow
                key={row.key}
                row={row}
                food={food}
                amount={amount}
                onFood={(id) => chooseFood(row, id)}
                onQuantity={(quantity) => update(row.key, { quantity })}
                onUnit={(unit) => update(row.key, { unit })}
                onRemove={() =>
                  setRows((current) => current?.filter((r) => r.key !== row.key) ?? null)
                }
              />
            ))}
          </ul>
          <div className="grid gap-1 rounded-lg border p-3" data-testid="parse-totals">
            <p className="text-xs font-medium text-muted-foreground">
              Total of {chosen.length} {chosen.length === 1 ? 'food' : 'foods'}
            </p>
            <MacroFigures macros={totals} />
          </div>
        </div>
      )}
    </EntryForm>
  );
}
