import type { ReminderSettings } from '@ketoflow/contracts';
import { ToggleGroup } from 'radix-ui';
import { useId, type ReactNode } from 'react';
import {
  Controller,
  type Control,
  type FieldPathByValue,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import { FormMessage } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Switch } from '../../../components/ui/switch';
import { cn } from '../../../lib/utils';

/** What the form edits: the settings without the zone (the zone is this device's, on save). */
export type ReminderForm = Omit<ReminderSettings, 'timeZone'>;

/**
 * One reminder kind: a switch with its name and when it comes; its own settings (a time, the
 * days) show below while it is on. `error` stays visible when it is off too.
 */
export function ReminderRow({
  control,
  name,
  label,
  hint,
  disabled,
  error,
  children,
}: {
  control: Control<ReminderForm>;
  name: FieldPathByValue<ReminderForm, boolean>;
  label: string;
  hint: ReactNode;
  disabled?: boolean;
  error?: string | undefined;
  /** Shown while the switch is on. */
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div className="grid gap-3 py-4 first:pt-0 last:pb-0">
          <div className="flex items-start justify-between gap-4">
            <div className="grid gap-1">
              <Label htmlFor={`${id}-switch`}>{label}</Label>
              <p id={`${id}-hint`} className="text-sm text-muted-foreground">
                {hint}
              </p>
            </div>
            <Switch
              id={`${id}-switch`}
              ref={field.ref}
              checked={field.value}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
              disabled={disabled}
              aria-describedby={`${id}-hint`}
              className="mt-0.5"
            />
          </div>
          {field.value && children && (
            <div className="flex flex-wrap items-end gap-x-4 gap-y-3">{children}</div>
          )}
          {error && <FormMessage>{error}</FormMessage>}
        </div>
      )}
    />
  );
}

/** A 24-hour wall-clock time ("HH:MM") on the person's clock. */
export function TimeField({
  label,
  registration,
  error,
  disabled,
}: {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id} className="text-xs text-muted-foreground">
        {label}
      </Label>
      <Input
        id={id}
        type="time"
        step={60}
        className="w-32 tabular-nums"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        disabled={disabled}
        {...registration}
      />
      {error && <FormMessage id={`${id}-error`}>{error}</FormMessage>}
    </div>
  );
}

/** ISO weekdays (1 Monday … 7 Sunday) with the reader's names for them. */
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7].map((day) => {
  // 1 January 2024 was a Monday.
  const date = new Date(Date.UTC(2024, 0, day));
  return {
    day,
    short: new Intl.DateTimeFormat(undefined, { weekday: 'short', timeZone: 'UTC' }).format(date),
    long: new Intl.DateTimeFormat(undefined, { weekday: 'long', timeZone: 'UTC' }).format(date),
  };
});

/** Pick the days of the week (several); the days come back sorted, Monday first. */
export function WeekdayPicker({
  value,
  onChange,
  disabled,
  invalid,
}: {
  value: number[];
  onChange: (days: number[]) => void;
  disabled?: boolean;
  invalid?: boolean;
}) {
  const id = useId();
  return (
    <div className="grid w-full gap-1.5 sm:w-auto">
      <span id={id} className="text-xs font-medium text-muted-foreground">
        Days
      </span>
      <ToggleGroup.Root
        type="multiple"
        aria-labelledby={id}
        value={value.map(String)}
        onValueChange={(days) => onChange(days.map(Number).sort((a, b) => a - b))}
        disabled={disabled}
        className="grid grid-cols-7 gap-1 sm:flex sm:gap-1.5"
      >
        {WEEKDAYS.map(({ day, short, long }) => (
          <ToggleGroup.Item
            key={day}
            value={String(day)}
            aria-label={long}
            className={cn(
              'flex h-9 min-w-0 items-center justify-center rounded-md border px-1 text-sm font-medium sm:min-w-11 sm:px-2 transition-colors duration-150 outline-none',
              'hover:border-primary/50 focus-visible:ring-[3px] focus-visible:ring-ring/40 focus-visible:outline-2 focus-visible:outline-ring',
              'disabled:cursor-not-allowed disabled:opacity-50',
              'data-[state=on]:border-primary data-[state=on]:bg-primary/15 data-[state=on]:text-foreground',
              'data-[state=off]:text-muted-foreground',
              invalid && 'border-destructive/70',
            )}
          >
            {short}
          </ToggleGroup.Item>
        ))}
      </ToggleGroup.Root>
    </div>
  );
}
