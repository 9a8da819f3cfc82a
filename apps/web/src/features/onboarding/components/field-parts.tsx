import { Checkbox } from '../../../components/ui/checkbox';
import { Input } from '../../../components/ui/input';
import { cn } from '../../../lib/utils';
import type { ComponentProps, ReactNode } from 'react';

/** An input with its unit written inside on the right ("cm", "kg", "lb"). */
export function UnitInput({
  unit,
  className,
  ...props
}: ComponentProps<'input'> & { unit: string }) {
  return (
    <div className={cn('relative', className)}>
      <Input inputMode="decimal" autoComplete="off" className="num pr-12" {...props} />
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-muted-foreground"
      >
        {unit}
      </span>
    </div>
  );
}

export interface ChipOption<T extends string> {
  value: T;
  label: ReactNode;
}

/** Multiple choice as pill-shaped checkboxes (each is a real, labelled checkbox). */
export function CheckboxChips<T extends string>({
  options,
  value,
  onChange,
  invalid,
  describedBy,
}: {
  options: readonly ChipOption<T>[];
  value: readonly T[];
  onChange: (next: T[]) => void;
  invalid?: boolean;
  describedBy?: string | undefined;
}) {
  return (
    <ul className="flex flex-wrap gap-2">
      {options.map((option) => {
        const checked = value.includes(option.value);
        return (
          <li key={option.value}>
            <label
              className={cn(
                'flex min-h-10 cursor-pointer items-center gap-2 rounded-full border px-3 py-1.5 text-sm transition-colors select-none hover:border-primary/50',
                checked && 'border-primary bg-primary/10',
              )}
            >
              <Checkbox
                checked={checked}
                aria-invalid={invalid || undefined}
                aria-describedby={describedBy}
                onCheckedChange={(next) =>
                  onChange(
                    next === true
                      ? [...value, option.value]
                      : value.filter((item) => item !== option.value),
                  )
                }
              />
              {option.label}
            </label>
          </li>
        );
      })}
    </ul>
  );
}
