import { FAST_CUSTOM_MAX_HOURS, FAST_CUSTOM_MIN_HOURS } from '@ketoflow/contracts';
import type { ComponentProps } from 'react';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { cn } from '../../../lib/utils';

/** The target of a custom fast, in whole or half hours (start and edit forms). */
export function CustomHoursField({
  error,
  className,
  ...input
}: { error: string | undefined } & ComponentProps<'input'>) {
  return (
    <FormField
      label="Target (hours)"
      description={`Whole or half hours, ${FAST_CUSTOM_MIN_HOURS}–${FAST_CUSTOM_MAX_HOURS}.`}
      error={error}
    >
      <Input
        type="number"
        inputMode="decimal"
        min={FAST_CUSTOM_MIN_HOURS}
        max={FAST_CUSTOM_MAX_HOURS}
        step={0.5}
        className={cn('num', className)}
        {...input}
      />
    </FormField>
  );
}
