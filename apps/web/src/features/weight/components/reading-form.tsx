import { zodResolver } from '@hookform/resolvers/zod';
import {
  CreateReadingBodySchema,
  GKI_ZONE_LABELS,
  GlucoseUnitSchema,
  type CreateReadingBody,
  type GlucoseUnitValue,
  type GkiZoneValue,
} from '@ketoflow/contracts';
import { glucoseKetoneIndex, gkiZone } from '@ketoflow/domain';
import { useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { ChoiceField, ChoiceGroup } from '../../../components/choice-group';
import { Badge } from '../../../components/ui/badge';
import { FormField, FormMessage } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { cn } from '../../../lib/utils';
import { applySaveError } from '../lib/form-errors';
import { fromDateTimeLocal, parseDecimal, toDateTimeLocal } from '../lib/format';
import { formatOneDecimal } from '../../../lib/format';

const ReadingFormSchema = z
  .object({
    measuredAt: z.string().min(1, 'Choose the date and time.'),
    ketonesMmolL: z.string(),
    glucose: z.string(),
    glucoseUnit: GlucoseUnitSchema,
  })
  .transform((v): CreateReadingBody => {
    const glucose = parseDecimal(v.glucose);
    return {
      measuredAt: fromDateTimeLocal(v.measuredAt) ?? '',
      ketonesMmolL: parseDecimal(v.ketonesMmolL),
      glucose,
      glucoseUnit: glucose === null ? null : v.glucoseUnit,
    };
  })
  .pipe(CreateReadingBodySchema);
export type ReadingFormValues = z.input<typeof ReadingFormSchema>;

const GLUCOSE_OPTIONS = [
  { value: 'mg/dL', label: 'mg/dL' },
  { value: 'mmol/L', label: 'mmol/L' },
] as const satisfies readonly { value: GlucoseUnitValue; label: string }[];

/** Shades by zone, always next to the zone's words (colour is never the only signal). */
const ZONE_CLASS: Record<GkiZoneValue, string> = {
  therapeutic: 'border-primary/50 bg-primary/15 text-primary',
  high: 'border-primary/40 bg-primary/10 text-primary',
  moderate: 'border-fat/40 bg-fat/10 text-fat',
  low: 'border-carbs/40 bg-carbs/10 text-carbs',
  none: 'border-border text-muted-foreground',
};

export function GkiBadge({ zone }: { zone: GkiZoneValue }) {
  return (
    <Badge variant="outline" className={cn('whitespace-normal', ZONE_CLASS[zone])}>
      {GKI_ZONE_LABELS[zone]}
    </Badge>
  );
}

/** The GKI the entered numbers give, before saving (same rule as the server's). */
function GkiPreview({
  ketonesText,
  glucoseText,
  glucoseUnit,
}: {
  ketonesText: string;
  glucoseText: string;
  glucoseUnit: GlucoseUnitValue;
}) {
  const ketones = parseDecimal(ketonesText);
  const glucose = parseDecimal(glucoseText);
  const gki =
    ketones !== null && glucose !== null && Number.isFinite(ketones) && Number.isFinite(glucose)
      ? glucoseKetoneIndex({ glucose, glucoseUnit, ketonesMmolL: ketones })
      : null;
  return (
    <div aria-live="polite" className="min-h-14 rounded-lg border border-dashed px-3 py-2 text-sm">
      {gki === null || !Number.isFinite(gki) ? (
        <span className="text-muted-foreground">
          Enter both glucose and ketones to see your glucose-ketone index (GKI).
        </span>
      ) : (
        <span className="flex flex-wrap items-center gap-2">
          <span>
            GKI <span className="font-semibold tabular-nums">{formatOneDecimal(gki)}</span>
          </span>
          <GkiBadge zone={gkiZone(gki)} />
        </span>
      )}
    </div>
  );
}

export function ReadingForm({
  defaultValues,
  onSubmit,
  footer,
  resetAfterSubmit = false,
  name,
}: {
  defaultValues: ReadingFormValues;
  onSubmit: (body: CreateReadingBody) => Promise<unknown>;
  footer: (pending: boolean) => ReactNode;
  resetAfterSubmit?: boolean;
  name: string;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(ReadingFormSchema), defaultValues });
  const { errors, isSubmitting } = form.formState;
  const [ketonesText, glucoseText, glucoseUnit] = useWatch({
    control: form.control,
    name: ['ketonesMmolL', 'glucose', 'glucoseUnit'],
  });

  const submit = form.handleSubmit(async (body) => {
    setFormError(null);
    try {
      await onSubmit(body);
      if (resetAfterSubmit) {
        form.reset({
          ...form.getValues(),
          measuredAt: toDateTimeLocal(new Date()),
          ketonesMmolL: '',
          glucose: '',
        });
      }
    } catch (error) {
      setFormError(
        applySaveError(error, form.setError, [
          'measuredAt',
          'ketonesMmolL',
          'glucose',
          'glucoseUnit',
        ]),
      );
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
      <FormField label="Date and time" error={errors.measuredAt?.message}>
        <Input
          type="datetime-local"
          max={toDateTimeLocal(new Date())}
          {...form.register('measuredAt')}
        />
      </FormField>
      <FormField
        label="Blood ketones, BHB (mmol/L)"
        description="From a blood ketone meter; 0.5–3.0 is commonly called nutritional ketosis."
        error={errors.ketonesMmolL?.message}
      >
        <Input
          inputMode="decimal"
          autoComplete="off"
          className="tabular-nums"
          {...form.register('ketonesMmolL')}
        />
      </FormField>
      <div className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-3">
        <FormField label={`Glucose (${glucoseUnit})`} error={errors.glucose?.message}>
          <Input
            inputMode="decimal"
            autoComplete="off"
            className="tabular-nums"
            {...form.register('glucose')}
          />
        </FormField>
        <Controller
          control={form.control}
          name="glucoseUnit"
          render={({ field }) => (
            <ChoiceField label="Unit" error={errors.glucoseUnit?.message}>
              {(ids) => (
                <ChoiceGroup
                  variant="segments"
                  options={GLUCOSE_OPTIONS}
                  value={field.value}
                  onValueChange={field.onChange}
                  name={`${name}-glucose-unit`}
                  className="w-44"
                  aria-labelledby={ids.labelledBy}
                />
              )}
            </ChoiceField>
          )}
        />
      </div>
      <GkiPreview ketonesText={ketonesText} glucoseText={glucoseText} glucoseUnit={glucoseUnit} />
      {formError && <FormMessage>{formError}</FormMessage>}
      {footer(isSubmitting)}
    </form>
  );
}
