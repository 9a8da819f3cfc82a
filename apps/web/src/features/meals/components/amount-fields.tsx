import { useId } from 'react';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../../components/ui/select';
import type { UnitOption } from '../lib/amount';

/** Amount + unit, side by side; labels are visible or read out (`labelHidden`). */
export function AmountFields({
  quantity,
  unit,
  options,
  onQuantityChange,
  onUnitChange,
  invalid,
  labelHidden = false,
  context,
}: {
  quantity: string;
  unit: string;
  options: UnitOption[];
  onQuantityChange: (value: string) => void;
  onUnitChange: (value: string) => void;
  invalid?: boolean;
  labelHidden?: boolean;
  /** Names the food in hidden labels: "Amount of Egg". */
  context?: string;
}) {
  const id = useId();
  const suffix = context ? ` of ${context}` : '';
  return (
    <div className="grid grid-cols-[minmax(4.5rem,6rem)_minmax(0,1fr)] gap-2">
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-q`} className={labelHidden ? 'sr-only' : undefined}>
          Amount{labelHidden ? suffix : ''}
        </Label>
        <Input
          id={`${id}-q`}
          inputMode="decimal"
          autoComplete="off"
          value={quantity}
          onChange={(e) => onQuantityChange(e.target.value)}
          aria-invalid={invalid || undefined}
          className="num"
        />
      </div>
      <div className="grid min-w-0 gap-1.5">
        <Label htmlFor={`${id}-u`} className={labelHidden ? 'sr-only' : undefined}>
          Unit{labelHidden ? suffix : ''}
        </Label>
        <Select value={unit} onValueChange={onUnitChange}>
          <SelectTrigger id={`${id}-u`} className="min-w-0 [&>span]:truncate">
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
  );
}
