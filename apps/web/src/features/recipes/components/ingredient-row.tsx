import { type Food } from '@ketoflow/contracts';
import { ingredientGrams, ingredientUnitOptions } from '@ketoflow/domain';
import { Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../../components/ui/select';
import { FoodSearch } from '../../../entities/food';
import { formatGrams } from '../../../lib/format';
import { type FormValues } from '../model/recipe-form';

function UnitSelect({
  value,
  onChange,
  food,
  label,
  invalid,
}: {
  value: string;
  onChange: (unit: string) => void;
  food: Food | undefined;
  label: string;
  invalid: boolean;
}) {
  const options = food ? ingredientUnitOptions(food.portions) : [];
  const all =
    value && !options.some((o) => o.unit === value)
      ? [{ unit: value, label: value }, ...options]
      : options;
  return (
    <Select value={value} onValueChange={onChange} disabled={all.length === 0}>
      <SelectTrigger aria-label={label} aria-invalid={invalid || undefined}>
        <SelectValue placeholder="Unit" />
      </SelectTrigger>
      <SelectContent>
        {all.map((option) => (
          <SelectItem key={option.unit} value={option.unit}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

export function IngredientRow({
  form,
  index,
  food,
  onFood,
  onRemove,
}: {
  form: UseFormReturn<FormValues>;
  index: number;
  food: Food | undefined;
  onFood: (food: Food) => void;
  onRemove: () => void;
}) {
  const row = useWatch({ control: form.control, name: `ingredients.${index}` });
  const errors = form.formState.errors.ingredients?.[index];
  const [picking, setPicking] = useState(!row.foodId);
  const errorId = useId();
  const number = index + 1;
  const grams =
    food && Number.isFinite(row.quantity)
      ? ingredientGrams(row.quantity, row.unit, food.portions)
      : null;
  const messages = [
    errors?.foodId?.message,
    errors?.quantity?.message,
    errors?.unit?.message,
  ].filter(Boolean);

  return (
    <li className="grid gap-2 rounded-lg border p-3">
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          {picking || !row.foodId ? (
            <FoodSearch
              label={`Ingredient ${number}: food`}
              invalid={Boolean(errors?.foodId)}
              {...(messages.length > 0 ? { describedBy: errorId } : {})}
              autoFocus={!row.foodId && index > 0}
              limit={10}
              onSelect={(picked) => {
                onFood(picked);
                setPicking(false);
              }}
            />
          ) : (
            <div className="flex min-h-10 items-center gap-2">
              <span className="min-w-0 flex-1 text-sm font-medium">{row.name}</span>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                onClick={() => setPicking(true)}
                aria-label={`Change the food of ingredient ${number} (${row.name})`}
              >
                Change
              </Button>
            </div>
          )}
        </div>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          onClick={onRemove}
          aria-label={`Remove ingredient ${number}${row.name ? ` (${row.name})` : ''}`}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
      <div className="grid grid-cols-[6rem_minmax(0,1fr)] items-center gap-2 sm:grid-cols-[7rem_minmax(0,16rem)_1fr]">
        <Input
          type="number"
          inputMode="decimal"
          step="any"
          min="0"
          aria-label={`Ingredient ${number}: amount`}
          aria-invalid={errors?.quantity ? true : undefined}
          {...form.register(`ingredients.${index}.quantity`, { valueAsNumber: true })}
        />
        <Controller
          control={form.control}
          name={`ingredients.${index}.unit`}
          render={({ field }) => (
            <UnitSelect
              value={field.value}
              onChange={field.onChange}
              food={food}
              label={`Ingredient ${number}: unit`}
              invalid={Boolean(errors?.unit)}
            />
          )}
        />
        <span className="num col-span-2 text-xs text-muted-foreground sm:col-span-1">
          {grams !== null
            ? `= ${formatGrams(grams)} g`
            : row.foodId && food
              ? 'This unit does not fit this food'
              : ''}
        </span>
      </div>
      {messages.length > 0 && (
        <div id={errorId}>
          {messages.map((message) => (
            <FormMessage key={message}>{message}</FormMessage>
          ))}
        </div>
      )}
    </li>
  );
}
