import { zodResolver } from '@hookform/resolvers/zod';
import {
  CreateWeightLogBodySchema,
  UnitsSchema,
  type CreateWeightLogBody,
  type Units,
} from '@ketoflow/contracts';
import { useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { ChoiceField, ChoiceGroup } from '../../../components/choice-group';
import { FormField, FormMessage } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { applySaveError } from '../lib/form-errors';
import { localToday, parseDecimal, WEIGHT_UNIT } from '../lib/format';

/** The form holds text (what the user typed); the contract's rules then apply to the numbers. */
const WeightFormSchema = z
  .object({
    weight: z.string().trim().min(1, 'Enter your weight.'),
    units: UnitsSchema,
    date: z.string().min(1, 'Choose the date.'),
    note: z.string(),
  })
  .transform((v): CreateWeightLogBody => ({
    weight: parseDecimal(v.weight) ?? Number.NaN,
    units: v.units,
    date: v.date,
    note: v.note.trim() === '' ? null : v.note.trim(),
  }))
  .pipe(CreateWeightLogBodySchema);

export type WeightFormValues = z.input<typeof WeightFormSchema>;

const UNIT_OPTIONS = [
  { value: 'metric', label: 'kg' },
  { value: 'imperial', label: 'lb' },
] as const satisfies readonly { value: Units; label: string }[];

export function weightFormDefaults(units: Units): WeightFormValues {
  return { weight: '', units, date: localToday(), note: '' };
}

/**
 * Weight, units (kg/lb), date and an optional note. Used to log a new weigh-in and to edit
 * one; `footer` renders the submit button(s) with the pending state.
 */
export function WeightForm({
  defaultValues,
  onSubmit,
  footer,
  resetAfterSubmit = false,
  idPrefix,
}: {
  defaultValues: WeightFormValues;
  onSubmit: (body: CreateWeightLogBody) => Promise<unknown>;
  footer: (pending: boolean) => ReactNode;
  /** Clears the weight and note after a successful save (the log form), keeping units and date. */
  resetAfterSubmit?: boolean;
  idPrefix: string;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(WeightFormSchema),
    defaultValues,
  });
  const { errors, isSubmitting } = form.formState;
  const units = useWatch({ control: form.control, name: 'units' });

  const submit = form.handleSubmit(async (body) => {
    setFormError(null);
    try {
      await onSubmit(body);
      if (resetAfterSubmit) {
        form.reset({ ...form.getValues(), weight: '', note: '' });
      }
    } catch (error) {
      setFormError(applySaveError(error, form.setError, ['weight', 'units', 'date', 'note']));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
      <div className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-3">
        <FormField label={`Weight (${WEIGHT_UNIT[units]})`} error={errors.weight?.message}>
          <Input
            inputMode="decimal"
            autoComplete="off"
            placeholder={units === 'imperial' ? 'e.g. 180.4' : 'e.g. 81.6'}
            className="tabular-nums"
            {...form.register('weight')}
          />
        </FormField>
        <Controller
          control={form.control}
          name="units"
          render={({ field }) => (
            <ChoiceField label="Unit" error={errors.units?.message}>
              {(ids) => (
                <ChoiceGroup
                  variant="segments"
                  options={UNIT_OPTIONS}
                  value={field.value}
                  onValueChange={field.onChange}
                  onBlur={field.onBlur}
                  name={`${idPrefix}-units`}
                  className="w-28"
                  aria-labelledby={ids.labelledBy}
                  aria-describedby={ids.describedBy}
                  aria-invalid={ids.invalid}
                />
              )}
            </ChoiceField>
          )}
        />
      </div>
      <FormField label="Date" error={errors.date?.message}>
        {/* The form sets its fields' values when they mount; the default is also in the markup,
            so a screen drawn before the app runs (decision 041) shows the date. */}
        <Input
          type="date"
          max={localToday()}
          defaultValue={defaultValues.date}
          {...form.register('date')}
        />
      </FormField>
      <FormField label="Note (optional)" error={errors.note?.message}>
        <Input
          autoComplete="off"
          maxLength={200}
          placeholder="e.g. after a workout"
          {...form.register('note')}
        />
      </FormField>
      {formError && <FormMessage>{formError}</FormMessage>}
      {footer(isSubmitting)}
    </form>
  );
}
