import type { ParsedFoodMatch, ParseMealResponse } from '@ketoflow/contracts';
import { AlertTriangle, X } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../../components/ui/select';
import { cn } from '../../../lib/utils';
import { amountOf, type FoodAmount } from '../../../entities/food';
import { parseAmount, unitOptions } from '../lib/amount';
import { AmountFields } from './amount-fields';
import { MacroFigures } from './macro-figures';
import { formatGrams } from '../../../lib/format';

export const SKIP = '__skip__';

export type Row = {
  key: number;
  raw: string;
  warning: string | null;
  assumed: boolean;
  options: ParsedFoodMatch[];
  foodId: string;
  quantity: string;
  unit: string;
};

export function amountFor(food: ParsedFoodMatch, row: Row): FoodAmount | null {
  const quantity = parseAmount(row.quantity);
  return quantity === null ? null : amountOf(food, quantity, row.unit);
}

export function rowsFrom(parse: ParseMealResponse): Row[] {
  return parse.items.map((item, key) => {
    const options = item.match ? [item.match, ...item.alternatives] : item.alternatives;
    return {
      key,
      raw: item.raw,
      warning: item.warning,
      assumed: item.assumed,
      options,
      foodId: item.match?.foodId ?? SKIP,
      quantity: String(Math.round(item.quantity * 1000) / 1000),
      unit: item.unit ?? 'g',
    };
  });
}

export function ParsedRow({
  row,
  food,
  amount,
  onFood,
  onQuantity,
  onUnit,
  onRemove,
}: {
  row: Row;
  food: ParsedFoodMatch | null;
  amount: FoodAmount | null;
  onFood: (foodId: string) => void;
  onQuantity: (value: string) => void;
  onUnit: (value: string) => void;
  onRemove: () => void;
}) {
  const foodLabelId = useId();
  const unmatched = row.options.length === 0 || (row.foodId === SKIP && row.warning !== null);
  return (
    <li
      className={cn(
        'grid gap-2 rounded-lg border p-3',
        unmatched && 'border-destructive/50 bg-destructive/5',
      )}
      data-testid="parsed-row"
    >
      <div className="flex items-start justify-between gap-2">
        <p className="text-sm">
          <span className="text-muted-foreground">You wrote </span>
          <span className="font-medium">“{row.raw}”</span>
        </p>
        <Button
          type="button"
          variant="ghost"
          size="icon-sm"
          onClick={onRemove}
          aria-label={`Remove “${row.raw}”`}
        >
          <X aria-hidden="true" />
        </Button>
      </div>
      {row.warning && (
        <p
          className={cn(
            'flex items-start gap-1.5 text-xs font-medium',
            unmatched ? 'text-destructive' : 'text-amber-700 dark:text-amber-300',
          )}
        >
          <AlertTriangle className="mt-px size-3.5 shrink-0" aria-hidden="true" />
          {row.warning}
        </p>
      )}
      <div className="grid gap-2 md:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)] md:items-start">
        {row.options.length > 0 && (
          <div className="grid gap-1.5">
            <Label id={foodLabelId} className="sr-only">
              Food for “{row.raw}”
            </Label>
            <Select value={row.foodId} onValueChange={onFood}>
              <SelectTrigger aria-labelledby={foodLabelId}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {row.options.map((o) => (
                  <SelectItem key={o.foodId} value={o.foodId}>
                    {o.name}
                  </SelectItem>
                ))}
                <SelectItem value={SKIP}>Leave this out</SelectItem>
              </SelectContent>
            </Select>
          </div>
        )}
        {food && (
          <AmountFields
            quantity={row.quantity}
            unit={row.unit}
            options={unitOptions(food.portions, row.unit)}
            onQuantityChange={onQuantity}
            onUnitChange={onUnit}
            invalid={amount === null}
            labelHidden
            context={food.name}
          />
        )}
      </div>
      {food && (
        <div className="grid gap-1">
          <p className="text-xs text-muted-foreground">
            {amount ? `${formatGrams(amount.grams)} g` : 'Enter an amount greater than 0.'}
            {row.assumed && amount && ' · amount assumed, please check'}
          </p>
          {amount && <MacroFigures macros={amount.nutrients} size="xs" />}
        </div>
      )}
    </li>
  );
}
