import type { Food, Nutrients } from '@ketoflow/contracts';
import {
  ingredientGrams,
  ingredientUnitOptions,
  nutrientsForGrams,
  roundNutrients,
} from '@ketoflow/domain';
import { useEffect, useId, useMemo, useState } from 'react';
import { cn } from '../../lib/utils';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../components/ui/select';
import { MacroLine } from './macro-line';
import { formatGramsCompact, round1 } from '../../lib/format';

/** An amount of a food: as the user entered it, in grams, and its nutrients (rounded). */
export type FoodAmount = {
  quantity: number;
  /** "g", "oz", or a portion unit of the food ("large", "slice", "cup, chopped"). */
  unit: string;
  grams: number;
  nutrients: Nutrients;
};

export interface FoodAmountPickerProps {
  food: Pick<Food, 'id' | 'name' | 'per100g' | 'portions'>;
  /** Called on every change: the amount, or null while the quantity is not a positive number. */
  onChange: (amount: FoodAmount | null) => void;
  /** Where it starts (e.g. the amount last logged). Default: 1 of the food's first counted
   * portion ("1 large"), else 100 g. Re-mount (key by food id) to start again. */
  initialQuantity?: number;
  initialUnit?: string;
  /** Accessible label of the amount field. Default "Amount". */
  label?: string;
  className?: string;
}

/** The unit an amount starts in: a portion that counts things ("large", "slice"), else grams. */
export function defaultAmountUnit(food: Pick<Food, 'portions'>): {
  quantity: number;
  unit: string;
} {
  const counted = ingredientUnitOptions(food.portions).find(
    (o) => !['g', 'oz', 'kg', 'lb'].includes(o.unit) && !/^(cup|tbsp|tsp|fl oz|ml)\b/.test(o.unit),
  );
  return counted ? { quantity: 1, unit: counted.unit } : { quantity: 100, unit: 'g' };
}

/** Grams and rounded nutrients for `quantity` `unit` of a food; null when it can't be resolved. */
export function amountOf(
  food: Pick<Food, 'per100g' | 'portions'>,
  quantity: number,
  unit: string,
): FoodAmount | null {
  const grams = ingredientGrams(quantity, unit, food.portions);
  if (grams === null || !(grams > 0)) return null;
  const g = round1(grams);
  return {
    quantity,
    unit,
    grams: g,
    nutrients: roundNutrients(nutrientsForGrams(food.per100g, g)),
  };
}

function readQuantity(text: string): number | null {
  const t = text.trim().replace(',', '.');
  const fraction = /^(\d+)\s*\/\s*(\d+)$/.exec(t);
  const value = fraction ? Number(fraction[1]) / Number(fraction[2]) : Number(t);
  return t !== '' && Number.isFinite(value) && value > 0 && value <= 10_000 ? value : null;
}

/**
 * Pick how much: a quantity and a unit (grams, ounces or one of the food's portions), with
 * the grams and the live net carbs, protein, fat and kcal of that amount.
 */
export function FoodAmountPicker({
  food,
  onChange,
  initialQuantity,
  initialUnit,
  label = 'Amount',
  className,
}: FoodAmountPickerProps) {
  const start = defaultAmountUnit(food);
  const [text, setText] = useState(String(initialQuantity ?? start.quantity));
  const [unit, setUnit] = useState(initialUnit ?? start.unit);
  const id = useId();
  const options = useMemo(() => {
    const list = ingredientUnitOptions(food.portions);
    return list.some((o) => o.unit === unit)
      ? list
      : [...list, { unit, label: unit, gramsPerUnit: 0 }];
  }, [food.portions, unit]);

  const quantity = readQuantity(text);
  const amount = quantity === null ? null : amountOf(food, quantity, unit);

  /** Changes are reported from the handlers, so callers need not memoise `onChange`. */
  function change(nextText: string, nextUnit: string) {
    setText(nextText);
    setUnit(nextUnit);
    const q = readQuantity(nextText);
    onChange(q === null ? null : amountOf(food, q, nextUnit));
  }

  // The starting amount is reported once, when the picker appears.
  useEffect(() => {
    onChange(amount);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the first amount
  }, []);

  return (
    <div className={cn('grid gap-3', className)}>
      <div className="grid grid-cols-[minmax(0,7rem)_minmax(0,1fr)] gap-2">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-qty`}>{label}</Label>
          <Input
            id={`${id}-qty`}
            inputMode="decimal"
            autoComplete="off"
            value={text}
            aria-invalid={quantity === null || undefined}
            aria-describedby={quantity === null ? `${id}-error` : `${id}-result`}
            onChange={(event) => change(event.target.value, unit)}
            className="num"
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-unit`}>Unit</Label>
          <Select value={unit} onValueChange={(next) => change(text, next)}>
            <SelectTrigger id={`${id}-unit`}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {options.map((o) => (
                <SelectItem key={o.unit} value={o.unit}>
                  {o.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>
      {quantity === null ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          Enter an amount above 0, like 1.5 or 1/2.
        </p>
      ) : (
        <div
          id={`${id}-result`}
          className="grid gap-1 rounded-lg bg-muted px-3 py-2"
          aria-live="polite"
        >
          <span className="num text-sm font-medium">
            {amount ? `${formatGramsCompact(amount.grams)} g of ${food.name}` : '—'}
          </span>
          {amount && <MacroLine macros={amount.nutrients} />}
        </div>
      )}
    </div>
  );
}
