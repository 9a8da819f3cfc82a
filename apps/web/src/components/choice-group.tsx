import type { LucideIcon } from 'lucide-react';
import { CheckIcon } from 'lucide-react';
import { RadioGroup as RadioGroupPrimitive } from 'radix-ui';
import { useId, type ReactNode, type Ref } from 'react';
import { FormDescription, FormMessage } from './ui/form-field';
import { cn } from '../lib/utils';

export interface ChoiceOption<T extends string> {
  value: T;
  label: ReactNode;
  description?: ReactNode;
  icon?: LucideIcon;
}

export interface ChoiceGroupProps<T extends string> {
  options: readonly ChoiceOption<T>[];
  /** '' (or undefined) when nothing is chosen yet. */
  value: T | '' | undefined;
  onValueChange: (value: T) => void;
  /**
   * `cards`: one bordered card per option (label, description, icon);
   * `segments`: a compact row of equal buttons (units, theme, meals per day).
   */
  variant?: 'cards' | 'segments';
  /** Grid columns for `cards` from the `sm` breakpoint up. */
  columns?: 1 | 2 | 3 | 4;
  name?: string;
  disabled?: boolean;
  className?: string;
  /** Receives the checked (or first) option, so a form can focus the group on error. */
  focusRef?: Ref<HTMLButtonElement>;
  onBlur?: () => void;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
}

const COLUMNS = {
  1: '',
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
} as const;

/**
 * A single-choice question drawn as cards or segments (Radix RadioGroup: arrow keys move
 * between options, Space selects, one tab stop for the whole group).
 */
export function ChoiceGroup<T extends string>({
  options,
  value,
  onValueChange,
  variant = 'cards',
  columns = 1,
  name,
  disabled,
  className,
  focusRef,
  onBlur,
  ...aria
}: ChoiceGroupProps<T>) {
  const current = value ?? '';
  const focusIndex = Math.max(
    0,
    options.findIndex((option) => option.value === current),
  );
  return (
    <RadioGroupPrimitive.Root
      value={current}
      onValueChange={(next) => onValueChange(next as T)}
      name={name}
      disabled={disabled}
      onBlur={onBlur}
      aria-labelledby={aria['aria-labelledby']}
      aria-describedby={aria['aria-describedby']}
      aria-invalid={aria['aria-invalid'] || undefined}
      className={cn(
        variant === 'cards'
          ? cn('grid gap-2', COLUMNS[columns])
          : 'flex w-full gap-1 rounded-lg border bg-muted/50 p-1',
        className,
      )}
    >
      {options.map((option, index) => {
        const Icon = option.icon;
        return (
          <RadioGroupPrimitive.Item
            key={option.value}
            value={option.value}
            ref={index === focusIndex ? focusRef : undefined}
            className={cn(
              'group relative text-left transition-[color,background-color,border-color,box-shadow] duration-150 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50',
              variant === 'cards'
                ? 'flex min-h-12 w-full items-start gap-3 rounded-lg border bg-card px-4 py-3 hover:border-primary/50 data-[state=checked]:border-primary data-[state=checked]:bg-primary/10 data-[state=checked]:ring-1 data-[state=checked]:ring-primary'
                : 'flex min-h-10 flex-1 items-center justify-center rounded-md px-3 py-2 text-center text-sm font-medium text-muted-foreground hover:text-foreground data-[state=checked]:bg-background data-[state=checked]:text-foreground data-[state=checked]:shadow-sm',
              aria['aria-invalid'] && variant === 'cards' && 'border-destructive/70',
            )}
          >
            {variant === 'cards' ? (
              <>
                {Icon && (
                  <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-md bg-muted text-muted-foreground group-data-[state=checked]:bg-primary/15 group-data-[state=checked]:text-primary">
                    <Icon className="size-4" aria-hidden="true" />
                  </span>
                )}
                <span className="grid flex-1 gap-0.5">
                  <span className="text-sm font-medium">{option.label}</span>
                  {option.description && (
                    <span className="text-xs leading-snug text-muted-foreground">
                      {option.description}
                    </span>
                  )}
                </span>
                <span
                  aria-hidden="true"
                  className="mt-1 flex size-4 shrink-0 items-center justify-center rounded-full border border-input group-data-[state=checked]:border-primary group-data-[state=checked]:bg-primary group-data-[state=checked]:text-primary-foreground"
                >
                  <CheckIcon className="hidden size-3 group-data-[state=checked]:block" />
                </span>
              </>
            ) : (
              <span className="grid gap-0.5">
                <span>{option.label}</span>
                {option.description && (
                  <span className="text-xs font-normal text-muted-foreground">
                    {option.description}
                  </span>
                )}
              </span>
            )}
          </RadioGroupPrimitive.Item>
        );
      })}
    </RadioGroupPrimitive.Root>
  );
}

export interface ChoiceFieldProps {
  label: ReactNode;
  description?: ReactNode;
  error?: string | undefined;
  className?: string;
  /** Render the group with the ids it needs (`labelledBy`, `describedBy`, `invalid`). */
  children: (ids: {
    labelledBy: string;
    describedBy: string | undefined;
    invalid: boolean;
  }) => ReactNode;
}

/** Label + description + error around a ChoiceGroup (what FormField is for inputs). */
export function ChoiceField({ label, description, error, className, children }: ChoiceFieldProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const describedBy =
    [description ? descriptionId : null, error ? errorId : null].filter(Boolean).join(' ') ||
    undefined;
  return (
    <div data-slot="choice-field" className={cn('grid gap-2', className)}>
      <span id={labelId} className="text-sm leading-none font-medium">
        {label}
      </span>
      {description && <FormDescription id={descriptionId}>{description}</FormDescription>}
      {children({ labelledBy: labelId, describedBy, invalid: Boolean(error) })}
      {error && <FormMessage id={errorId}>{error}</FormMessage>}
    </div>
  );
}
