import { zodResolver } from '@hookform/resolvers/zod';
import {
  CreateMeasurementBodySchema,
  LengthUnitSchema,
  MEASUREMENT_SITE_LABELS,
  MEASUREMENT_SITES,
  type CreateMeasurementBody,
  type LengthUnit,
  type Measurement,
  type MeasurementSite,
} from '@ketoflow/contracts';
import { CM_PER_INCH } from '@ketoflow/domain';
import { useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { ChoiceField, ChoiceGroup } from '../../../components/choice-group';
import { FormField, FormMessage } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { applySaveError } from '../lib/form-errors';
import { localToday, parseDecimal } from '../lib/format';
import { formatOneDecimal, round1 } from '../../../lib/format';

const COLUMN: Record<MeasurementSite, keyof Measurement> = {
  waist: 'waistCm',
  hips: 'hipsCm',
  chest: 'chestCm',
  arm: 'armCm',
  thigh: 'thighCm',
};

export function siteValue(m: Measurement, site: MeasurementSite): number | null {
  const v = m[COLUMN[site]];
  return typeof v === 'number' ? v : null;
}

export function inUnit(cm: number, unit: LengthUnit): number {
  return unit === 'in' ? cm / CM_PER_INCH : cm;
}

export function formatLength(cm: number, unit: LengthUnit): string {
  return `${formatOneDecimal(inUnit(cm, unit))} ${unit}`;
}

const siteText = z.string();

const MeasurementFormSchema = z
  .object({
    date: z.string().min(1, 'Choose the date.'),
    unit: LengthUnitSchema,
    waist: siteText,
    hips: siteText,
    chest: siteText,
    arm: siteText,
    thigh: siteText,
  })
  .transform((v): CreateMeasurementBody => ({
    date: v.date,
    unit: v.unit,
    waist: parseDecimal(v.waist),
    hips: parseDecimal(v.hips),
    chest: parseDecimal(v.chest),
    arm: parseDecimal(v.arm),
    thigh: parseDecimal(v.thigh),
  }))
  .pipe(CreateMeasurementBodySchema);
type MeasurementFormValues = z.input<typeof MeasurementFormSchema>;

export const UNIT_OPTIONS = [
  { value: 'cm', label: 'cm' },
  { value: 'in', label: 'in' },
] as const satisfies readonly { value: LengthUnit; label: string }[];

export function MeasurementForm({
  defaultValues,
  onSubmit,
  footer,
  resetAfterSubmit = false,
  name,
}: {
  defaultValues: MeasurementFormValues;
  onSubmit: (body: CreateMeasurementBody) => Promise<unknown>;
  footer: (pending: boolean) => ReactNode;
  resetAfterSubmit?: boolean;
  name: string;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(MeasurementFormSchema), defaultValues });
  const { errors, isSubmitting } = form.formState;
  const unit = useWatch({ control: form.control, name: 'unit' });

  const submit = form.handleSubmit(async (body) => {
    setFormError(null);
    try {
      await onSubmit(body);
      if (resetAfterSubmit) {
        form.reset({ ...form.getValues(), waist: '', hips: '', chest: '', arm: '', thigh: '' });
      }
    } catch (error) {
      setFormError(applySaveError(error, form.setError, ['date', 'unit', ...MEASUREMENT_SITES]));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
      <div className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-3">
        <FormField label="Date" error={errors.date?.message}>
          <Input type="date" max={localToday()} {...form.register('date')} />
        </FormField>
        <Controller
          control={form.control}
          name="unit"
          render={({ field }) => (
            <ChoiceField label="Unit">
              {(ids) => (
                <ChoiceGroup
                  variant="segments"
                  options={UNIT_OPTIONS}
                  value={field.value}
                  onValueChange={field.onChange}
                  name={`${name}-unit`}
                  className="w-28"
                  aria-labelledby={ids.labelledBy}
                />
              )}
            </ChoiceField>
          )}
        />
      </div>
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm text-muted-foreground">
          Fill in any you measured, in {unit === 'in' ? 'inches' : 'centimetres'}.
        </legend>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {MEASUREMENT_SITES.map((site) => (
            <FormField
              key={site}
              label={`${MEASUREMENT_SITE_LABELS[site]} (${unit})`}
              error={errors[site]?.message}
            >
              <Input
                inputMode="decimal"
                autoComplete="off"
                className="tabular-nums"
                {...form.register(site)}
              />
            </FormField>
          ))}
        </div>
      </fieldset>
      {formError && <FormMessage>{formError}</FormMessage>}
      {footer(isSubmitting)}
    </form>
  );
}

export function formValues(m: Measurement, unit: LengthUnit): MeasurementFormValues {
  const text = (site: MeasurementSite) => {
    const v = siteValue(m, site);
    return v === null ? '' : String(round1(inUnit(v, unit)));
  };
  return {
    date: m.date,
    unit,
    waist: text('waist'),
    hips: text('hips'),
    chest: text('chest'),
    arm: text('arm'),
    thigh: text('thigh'),
  };
}
